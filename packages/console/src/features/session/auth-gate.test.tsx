import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type MountPriority, MountProbe } from '../../../test/render-priority';
import { AuthGate, authorizationTarget } from './auth-gate';

describe('authorizationTarget', () => {
  const at = { href: 'https://x.example/admin-ui/admin/setup/organization', search: '?demo' };
  it.each([
    [{ roleRedirect: null }, null],
    [{ roleRedirect: '' }, null],
    [{ roleRedirect: '/admin-ui/frontdesk/' }, '/admin-ui/frontdesk/'],
    [{ roleRedirect: '/admin-ui/admin/setup' }, null],
    [
      { roleRedirect: 'https://x.example/admin-ui/frontdesk/' },
      'https://x.example/admin-ui/frontdesk/',
    ],
    [{ roleRedirect: 'https://evil.example/admin-ui/frontdesk/' }, null],
    [{ roleRedirect: '//evil.example' }, null],
    [{ roleRedirect: 'javascript:alert(1)' }, null],
    ['error' as const, '/admin-ui/login/index.html?demo='],
  ])('sends %j to %j', (result, expected) => {
    expect(authorizationTarget(result, at, () => {})).toBe(expected);
  });

  it('reports a role redirect it ignores', () => {
    const ignored: string[] = [];
    authorizationTarget({ roleRedirect: 'https://evil.example/' }, at, (t) => ignored.push(t));
    expect(ignored).toEqual(['https://evil.example/']);
  });
});

describe('AuthGate', () => {
  function renderGate(
    isLoginValid: () => Promise<{ roleRedirect: string | null }>,
    content: ReactNode = <p>console content</p>,
  ) {
    const visited: string[] = [];
    render(
      <Provider theme={defaultTheme}>
        <AuthGate api={{ isLoginValid }} go={(url) => visited.push(url)}>
          {content}
        </AuthGate>
      </Provider>,
    );
    return visited;
  }

  it('shows a spinner, then the content once the login is valid', async () => {
    renderGate(async () => ({ roleRedirect: null }));
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(await screen.findByText('console content')).toBeTruthy();
  });

  it('mounts the console in a background render, so the page answers input meanwhile', async () => {
    const mounts: MountPriority[] = [];
    renderGate(
      async () => ({ roleRedirect: null }),
      <MountProbe mounts={mounts}>
        <p>console content</p>
      </MountProbe>,
    );
    expect(await screen.findByText('console content')).toBeTruthy();
    expect(mounts).toEqual(['background']);
  });

  it('sends the user to the login page when the check fails', async () => {
    const visited = renderGate(async () => {
      throw new Error('API Error occurred with status 401');
    });
    await waitFor(() => expect(visited).toEqual(['/admin-ui/login/index.html']));
    expect(screen.queryByText('console content')).toBeNull();
  });

  it('asks IsLoginValid once, also when the gate and its parent render again', async () => {
    let calls = 0;
    const api = {
      isLoginValid: async () => {
        calls += 1;
        return { roleRedirect: null };
      },
    };
    // As the console mounts it (features/session/authorized.tsx): no `go`, so the default one.
    const gate = (label: string) => (
      <Provider theme={defaultTheme}>
        <AuthGate api={api}>
          <p>{label}</p>
        </AuthGate>
      </Provider>
    );
    const { rerender } = render(gate('console content'));
    expect(await screen.findByText('console content')).toBeTruthy();
    rerender(gate('console content, rendered again'));
    expect(await screen.findByText('console content, rendered again')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
  });
});
