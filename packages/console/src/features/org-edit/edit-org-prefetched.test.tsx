import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderScreen } from '../../../test/console-testbed';
import { harbourHotel } from '../../../test/org-details-fixture';
import { prefetchFirstScreen } from '../../lib/api/prefetch-first-screen';
import { buildOrgNode } from '../../lib/org/org-node';
import { CONSOLE_PATH, consoleRoutePath } from '../../lib/platform/paths';
import EditOrg from './edit-org';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

/** A page's path as the console's router reads it, as main.tsx hands it to the prefetch. */
const routerPath = (address: string) =>
  consoleRoutePath(new URL(address, window.location.origin).pathname);
const EDIT_ORG = routerPath(`${CONSOLE_PATH}setup/organization`);

/**
 * A fetch that answers GetOrg with the Harbour Hotel (after `failFirst` failures) and records
 * the last part of each call's path; every other call fails.
 */
function apiFetch({ failFirst = 0 } = {}) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const name = new URL(request.url).pathname.split('/').pop() ?? '';
    calls.push(name);
    if (name !== 'GetOrg') return Response.json({ Message: 'Not here' }, { status: 404 });
    if (calls.filter((call) => call === 'GetOrg').length <= failFirst) {
      return Response.json({ Message: 'Down' }, { status: 500 });
    }
    return Response.json(harbourHotel());
  };
  return { fetch, calls };
}

const count = (calls: string[], name: string) => calls.filter((call) => call === name).length;

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 20_000 };

describe('the first screen asked for as the page starts', SLOW, () => {
  it("asks for the org's grants and details at once, and Edit Org shows them without asking again", async () => {
    const { fetch, calls } = apiFetch();
    const bed = consoleTestbed({ fetch });
    prefetchFirstScreen({ ...bed, orgNumber: 'GN-1042', path: EDIT_ORG, signedIn: true });
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GetOrgAccess', 'GetOrg'])));
    // The early answers have landed before the screen opens, as on a page whose login is slower.
    await waitFor(() => expect(bed.queryClient.isFetching()).toBe(0));
    renderScreen(EditOrg, bed, {
      route: '/setup/organization',
      at: '/setup/organization',
      org: site,
    });
    expect(await screen.findByDisplayValue('Harbour Hotel', {}, SLOW)).toBeTruthy();
    expect(count(calls, 'GetOrg')).toBe(1);

    // The next time the screen opens, it asks the server again.
    cleanup();
    renderScreen(EditOrg, bed, {
      route: '/setup/organization',
      at: '/setup/organization',
      org: site,
    });
    await waitFor(() => expect(count(calls, 'GetOrg')).toBe(2), SLOW);
  });

  it("asks only for the grants on another screen's address, and nothing without a selected org", async () => {
    const { fetch, calls } = apiFetch();
    const bed = consoleTestbed({ fetch });
    prefetchFirstScreen({ ...bed, orgNumber: null, path: EDIT_ORG, signedIn: true });
    prefetchFirstScreen({
      ...bed,
      orgNumber: 'GN-1042',
      path: routerPath(`${CONSOLE_PATH}setup/service-plans`),
      signedIn: true,
    });
    await waitFor(() => expect(calls).toEqual(['GetOrgAccess']));
  });

  it('lets Edit Org ask again, and show the org, when the early answer failed', async () => {
    const { fetch, calls } = apiFetch({ failFirst: 1 });
    const bed = consoleTestbed({ fetch });
    prefetchFirstScreen({ ...bed, orgNumber: 'GN-1042', path: `${EDIT_ORG}/`, signedIn: true });
    await waitFor(() => expect(count(calls, 'GetOrg')).toBe(1));
    renderScreen(EditOrg, bed, {
      route: '/setup/organization',
      at: '/setup/organization',
      org: site,
    });
    expect(await screen.findByDisplayValue('Harbour Hotel', {}, SLOW)).toBeTruthy();
    expect(count(calls, 'GetOrg')).toBe(2);
  });
});
