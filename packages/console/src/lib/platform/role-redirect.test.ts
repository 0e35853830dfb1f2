import { describe, expect, it } from 'vitest';
import { followableRedirect, isAllowedRedirect } from './role-redirect';

const PAGE = 'https://admin.guestnet.example/admin-ui/admin/setup/organization?demo';
const ALLOWLIST = ['https://admin.guestnet.example', 'https://legacy.guestnet.example'];

describe('isAllowedRedirect', () => {
  it.each([
    ['/admin-ui/admin/x', true],
    ['/admin-ui/frontdesk/', true],
    ['/Guestnet/Admin/Default.aspx?org=1', true],
    ['frontdesk/index.html', true],
    ['https://admin.guestnet.example/admin-ui/frontdesk/', true],
    ['https://legacy.guestnet.example/Guestnet/Admin/Default.aspx', true],
    ['//legacy.guestnet.example/Guestnet/', true],
    ['//evil.com', false],
    ['//evil.com/admin-ui/admin/', false],
    ['https://evil.com', false],
    ['http://admin.guestnet.example/admin-ui/admin/', false],
    ['https://admin.guestnet.example.evil.com/', false],
    ['https://admin.guestnet.example@evil.com/', false],
    ['https://user:pass@admin.guestnet.example/admin-ui/', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['/\\evil.com', false],
    ['\\\\evil.com', false],
    ['/\t/evil.com', false],
    // Same scheme as the page: the browser reads it as a relative path on this origin.
    ['https:evil.com', true],
    ['http:evil.com', false],
    ['http://[::1', false],
  ])('%j: %s', (target, expected) => {
    expect(isAllowedRedirect(target, PAGE, ALLOWLIST)).toBe(expected);
  });

  it('allows the page origin and the configured legacy origin when no allowlist is given', () => {
    expect(isAllowedRedirect('/admin-ui/frontdesk/', PAGE)).toBe(true);
    expect(isAllowedRedirect('https://evil.com/', PAGE)).toBe(false);
  });
});

describe('followableRedirect', () => {
  it('returns an allowed redirect and reports nothing', () => {
    const ignored: string[] = [];
    expect(followableRedirect('/admin-ui/frontdesk/', (t) => ignored.push(t), PAGE)).toBe(
      '/admin-ui/frontdesk/',
    );
    expect(ignored).toEqual([]);
  });

  it('ignores a foreign redirect and reports it', () => {
    const ignored: string[] = [];
    expect(followableRedirect('https://evil.com/', (t) => ignored.push(t), PAGE)).toBeNull();
    expect(ignored).toEqual(['https://evil.com/']);
  });

  it.each([null, undefined, ''])('treats %j as no redirect', (target) => {
    const ignored: string[] = [];
    expect(followableRedirect(target, (t) => ignored.push(t), PAGE)).toBeNull();
    expect(ignored).toEqual([]);
  });
});
