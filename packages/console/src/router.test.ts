import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appState } from './lib/session/app-state';
import { createConsoleRouter } from './router';

describe('console router', () => {
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
});
