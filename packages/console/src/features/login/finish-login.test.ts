import { describe, expect, it } from 'vitest';
import { readToken } from '../../lib/session/token';
import { finishLogin } from './finish-login';

describe('finishLogin', () => {
  it('stores the token and follows the role redirect', () => {
    const visited: string[] = [];
    finishLogin({ token: 'tok-9', roleRedirect: '/admin-ui/frontdesk/' }, '?demo', (url) =>
      visited.push(url),
    );
    expect(readToken()).toBe('tok-9');
    expect(visited).toEqual(['/admin-ui/frontdesk/']);
    expect(Number(localStorage.getItem('admin.signedInAt'))).toBeGreaterThan(0);
  });

  it.each([
    ['', '/admin-ui/admin/'],
    ['?realm=corp&source=portal', '/admin-ui/admin/'],
    ['?demo=1&realm=corp', '/admin-ui/admin/?demo=1'],
    ['?offline=true&scenario=sso-user', '/admin-ui/admin/?offline=true&scenario=sso-user'],
  ])('opens the console from %j at %j, carrying only the demo switches', (search, expected) => {
    const visited: string[] = [];
    finishLogin({ token: 'tok-1', roleRedirect: null }, search, (url) => visited.push(url));
    expect(visited).toEqual([expected]);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])(
    'opens the console instead of the foreign role redirect %j, and reports it',
    (roleRedirect) => {
      const visited: string[] = [];
      const ignored: string[] = [];
      finishLogin(
        { token: 'tok-2', roleRedirect },
        '?demo',
        (url) => visited.push(url),
        (target) => ignored.push(target),
      );
      expect(visited).toEqual(['/admin-ui/admin/?demo=']);
      expect(ignored).toEqual([roleRedirect]);
    },
  );
});
