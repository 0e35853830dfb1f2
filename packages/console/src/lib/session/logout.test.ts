import { describe, expect, it } from 'vitest';
import { logout } from './logout';
import { readToken, writeToken } from './token';

describe('logout', () => {
  it('clears the token and goes to the login page when asked to redirect', async () => {
    writeToken('tok-1');
    const visited: string[] = [];
    const stays = await logout(async () => {}, { redirect: true, go: (url) => visited.push(url) });
    expect(stays).toBe(false);
    expect(readToken()).toBeNull();
    expect(visited).toEqual(['/admin-ui/login/index.html']);
  });

  it('goes to the login page when the logout call fails, even without a redirect', async () => {
    writeToken('tok-2');
    const visited: string[] = [];
    await logout(
      async () => {
        throw new Error('API Error occurred with status 500');
      },
      { redirect: false, go: (url) => visited.push(url) },
    );
    expect(readToken()).toBeNull();
    expect(visited).toHaveLength(1);
  });

  it('stays on the page after an expiry logout so the re-login dialog can show', async () => {
    writeToken('tok-3');
    const visited: string[] = [];
    const stays = await logout(async () => {}, { redirect: false, go: (url) => visited.push(url) });
    expect(stays).toBe(true);
    expect(readToken()).toBeNull();
    expect(visited).toEqual([]);
  });
});
