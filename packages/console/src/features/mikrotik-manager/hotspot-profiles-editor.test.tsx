import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { UNSAVED_CHANGES_MESSAGE } from '../../ui/form/unsaved-changes';
import { HotspotProfilesEditor } from './hotspot-profiles-editor';
import type { MikrotikRouterRow } from './mikrotik-screen';

const ROUTER: MikrotikRouterRow = {
  Id: 2,
  OrgNumber: 'GN-1042',
  Name: 'Core router',
  Host: '10.20.0.254',
  Port: 8729,
  Protocol: 'api_ssl',
  Username: 'guestnet',
  HasPassword: true,
  HotspotProfiles: [
    {
      Name: 'guest',
      RateLimit: '2M/10M',
      SharedUsers: 3,
      SessionTimeoutSec: 5400,
      IdleTimeoutSec: 0,
      KeepaliveTimeoutSec: 120,
      AddressPool: 'guest-pool',
    },
  ],
  Status: 'working',
  StatusReason: null,
  LastAttempt: '2026-11-22T08:00:00Z',
};

const SITE = buildOrgNode({ name: 'Harbor Hotel', number: 'GN-1042', type: 'Site' });
const OTHER_SITE = buildOrgNode({ name: 'Marina', number: 'GN-1043', type: 'Site' });

/**
 * Renders the editor on a page of its own (`/`, with `/list` beside it) over a fetch that records
 * each dbo call and answers `answer`.
 */
function renderEditor(answer: (procedure: string) => unknown) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push([procedure, payload]);
    return Response.json(answer(procedure));
  };
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([SITE, OTHER_SITE]);
  bed.session.selected.set(selectedOrgFromNode(SITE));
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/',
        component: () => <HotspotProfilesEditor router={ROUTER} orgNumber="GN-1042" />,
      }),
      createRoute({ getParentRoute: () => root, path: '/list', component: () => 'The list' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(bed, router);
  return { calls, router, session: bed.session };
}

const cell = (name: string) => screen.getByRole('textbox', { name });

describe('the hotspot profiles editor', () => {
  it('shows the stored profiles in RouterOS notation', async () => {
    renderEditor(() => ({}));
    await screen.findByRole('table', { name: 'Hotspot user profiles' });
    expect(cell('Session timeout of guest')).toHaveProperty('value', '1h30m');
    expect(cell('Idle timeout of guest')).toHaveProperty('value', 'none');
    expect(screen.getByRole('button', { name: 'Save profiles' })).toHaveProperty('disabled', true);
  });

  it('refuses a wrong rate limit with its message and sends nothing, then saves a right one', async () => {
    const { calls } = renderEditor(() => ROUTER);
    await screen.findByRole('table', { name: 'Hotspot user profiles' });
    fireEvent.change(cell('Rate limit (rx/tx) of guest'), { target: { value: '10M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profiles' }));
    expect(
      await screen.findByText('Enter upload/download such as 10M/2M, each a number with k, M or G'),
    ).toBeTruthy();
    expect(cell('Rate limit (rx/tx) of guest').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    fireEvent.change(cell('Rate limit (rx/tx) of guest'), { target: { value: '10M/2M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profiles' }));
    await waitFor(() =>
      expect(calls.map(([procedure]) => procedure)).toContain('SaveMikrotikRouter'),
    );
    const [, sent] = calls.find(([procedure]) => procedure === 'SaveMikrotikRouter') ?? [];
    expect(sent).toMatchObject({
      OrgNumber: 'GN-1042',
      Id: 2,
      Name: 'Core router',
      HotspotProfiles: [{ Name: 'guest', RateLimit: '10M/2M', SessionTimeoutSec: 5400 }],
    });
    expect(sent).not.toHaveProperty('Password');
  });

  it('keeps every value when the save is refused', async () => {
    const { calls } = renderEditor(() => ({ Error: 'Refused.' }));
    await screen.findByRole('table', { name: 'Hotspot user profiles' });
    fireEvent.change(cell('Address pool of guest'), { target: { value: 'vip-pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profiles' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save profiles' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(cell('Address pool of guest')).toHaveProperty('value', 'vip-pool');
  });

  it('asks before a link or an org change leaves unsaved rows, and Cancel keeps them', async () => {
    const { router, session } = renderEditor(() => ROUTER);
    await screen.findByRole('table', { name: 'Hotspot user profiles' });
    fireEvent.change(cell('Address pool of guest'), { target: { value: 'vip-pool' } });

    act(() => {
      void router.navigate({ to: '/list' });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(UNSAVED_CHANGES_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(cell('Address pool of guest')).toHaveProperty('value', 'vip-pool');

    let changed: Promise<boolean> | undefined;
    act(() => {
      changed = session.select(OTHER_SITE);
    });
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await changed).toBe(false);
    expect(session.selected.get().number).toBe('GN-1042');
    expect(cell('Address pool of guest')).toHaveProperty('value', 'vip-pool');
  });

  it('lets the page go once the rows are discarded', async () => {
    const { router } = renderEditor(() => ROUTER);
    await screen.findByRole('table', { name: 'Hotspot user profiles' });
    fireEvent.change(cell('Address pool of guest'), { target: { value: 'vip-pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await act(() => router.navigate({ to: '/list' }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
