import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PATH, consoleRoutePath } from './lib/platform/paths';
import { appState } from './lib/session/app-state';
import { createConsoleRouter } from './router';

describe('console router', () => {
  it('reads a page path as consoleRoutePath does before the router is made', () => {
    for (const address of [
      `${CONSOLE_PATH}setup/organization`,
      `${CONSOLE_PATH}setup/organization/`,
      CONSOLE_PATH,
      CONSOLE_PATH.replace(/\/$/, ''),
      `${CONSOLE_PATH}reports/revenue-summary`,
    ]) {
      const router = createConsoleRouter({
        history: createMemoryHistory({ initialEntries: [address] }),
      });
      expect(consoleRoutePath(address)).toBe(router.latestLocation.pathname);
    }
  });

  it('turns the loading flag on for a route change and off once it resolves', async () => {
    const router = createConsoleRouter({
      history: createMemoryHistory({ initialEntries: ['/admin-ui/admin/support/admin-history'] }),
    });
    await router.load();
    const seen: boolean[] = [];
    const stop = appState.subscribe(() => seen.push(appState.get().loading));
    await router.navigate({ to: '/' });
    stop();
    expect(seen[0]).toBe(true);
    expect(appState.get().loading).toBe(false);
  });

  it('redirects the console root to Edit Org', async () => {
    const router = createConsoleRouter({
      history: createMemoryHistory({ initialEntries: ['/admin-ui/admin/'] }),
    });
    await router.load();
    expect(router.state.location.pathname).toBe('/setup/organization');
  });

  it('keeps the query when it redirects the root, or a section to its default sub-route', async () => {
    for (const [from, to] of [
      ['/admin-ui/admin/?org=GN-1042&demo', '/setup/organization'],
      ['/admin-ui/admin/setup/devices?org=GN-1042&demo', '/setup/devices/manage'],
    ] as const) {
      const router = createConsoleRouter({
        history: createMemoryHistory({ initialEntries: [from] }),
      });
      await router.load();
      expect(router.state.location.pathname).toBe(to);
      expect(new URLSearchParams(router.state.location.searchStr).get('org')).toBe('GN-1042');
      expect(new URLSearchParams(router.state.location.searchStr).has('demo')).toBe(true);
    }
  });
});
