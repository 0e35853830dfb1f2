import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { createConsoleQueryClient } from '../../query-client';
import { orgDetailsQuery } from '../entities/org-query';
import { CONSOLE_PATH, consoleRoutePath } from '../platform/paths';
import { prefetchFirstScreen } from './prefetch-first-screen';

/** A page's path as main.tsx hands it to the prefetch (router.test.ts: as the router reads it). */
const routerPath = (address: string) =>
  consoleRoutePath(new URL(address, window.location.origin).pathname);

/** A fetch that answers every call with `status` and records the last part of each path. */
function recordingFetch(status = 500) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push(new URL(new Request(input, init).url).pathname.split('/').pop() ?? '');
    return Response.json({ Message: 'Down for maintenance' }, { status });
  };
  return { fetch, calls };
}

/** The console's QueryClient, with the messages it would show recorded. */
function consoleQueries() {
  const shown: string[] = [];
  return { shown, queryClient: createConsoleQueryClient({ show: (text) => shown.push(text) }) };
}

describe('prefetchFirstScreen', () => {
  it('asks for the details on Edit Org and on the console root, which redirects there', async () => {
    for (const [address, asked] of [
      [`${CONSOLE_PATH}setup/organization`, ['GetOrgAccess', 'GetOrg']],
      [`${CONSOLE_PATH}setup/organization/?org=GN-1042`, ['GetOrgAccess', 'GetOrg']],
      [CONSOLE_PATH, ['GetOrgAccess', 'GetOrg']],
      [CONSOLE_PATH.replace(/\/$/, ''), ['GetOrgAccess', 'GetOrg']],
      [`${CONSOLE_PATH}reports/revenue-summary`, ['GetOrgAccess']],
    ] as const) {
      const { fetch, calls } = recordingFetch(200);
      const { clients } = consoleTestbed({ fetch });
      const { queryClient } = consoleQueries();
      const path = routerPath(address);
      prefetchFirstScreen({ queryClient, clients, orgNumber: 'GN-1042', path, signedIn: true });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect([...calls].sort(), address).toEqual([...asked].sort());
    }
  });

  it('asks for nothing on a page without an access token', async () => {
    const { fetch, calls } = recordingFetch(200);
    const { clients } = consoleTestbed({ fetch });
    const { queryClient } = consoleQueries();
    const path = routerPath(`${CONSOLE_PATH}setup/organization`);
    prefetchFirstScreen({ queryClient, clients, orgNumber: 'GN-1042', path, signedIn: false });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(calls).toEqual([]);
  });

  it('shows no message when an early request fails, where a screen’s own failed call shows one', async () => {
    const { fetch, calls } = recordingFetch(500);
    const { clients } = consoleTestbed({ fetch });
    const { queryClient, shown } = consoleQueries();
    const path = routerPath(`${CONSOLE_PATH}setup/organization`);
    prefetchFirstScreen({ queryClient, clients, orgNumber: 'GN-1042', path, signedIn: true });
    await waitFor(() => expect(calls.length).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(shown).toEqual([]);

    // The same call asked for as a screen asks shows its failure: the display is listening.
    await queryClient.fetchQuery(orgDetailsQuery(clients.dbo, 'GN-1042')).catch(() => {});
    expect(shown).toHaveLength(1);
  });
});
