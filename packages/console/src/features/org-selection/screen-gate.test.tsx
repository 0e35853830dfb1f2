import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { type MountPriority, MountProbe } from '../../../test/render-priority';
import { buildOrgNode, type OrgType } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { firstScreen } from '../../lib/platform/first-screen';
import { SCREENS } from '../../lib/screens/screen-table';
import { OrgScreen } from './org-screen';

const grouping = buildOrgNode({ name: 'North Region', number: 'GN-1001', type: 'Grouping' });
const area = buildOrgNode({ name: 'Harbour Lobby', number: 'GN-1042-1', type: 'ServiceArea' });
// A name written through another client, with a RIGHT-TO-LEFT OVERRIDE left open in it.
const reversed = buildOrgNode({
  name: 'Crescent \u202EVenues',
  number: 'GN-1050',
  type: 'Grouping',
});
const orgs = [grouping, area, reversed];

const screenTitled = (title: string) => {
  const found = SCREENS.find((s) => s.title === title);
  if (!found) throw new Error(`no screen ${title}`);
  return found;
};

/**
 * A fetch answering GetOrgAccess for the orgs above with their own type and the given features
 * granted (all of the table's when not given), or failing while `failing.now` is set.
 */
function accessFetch(granted?: readonly string[], failing = { now: false }) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/GetOrgAccess')) return new Response(null, { status: 404 });
    const number = url.searchParams.get('org') ?? '';
    calls.push(number);
    if (failing.now) return Response.json({ Message: 'Server unavailable.' }, { status: 503 });
    const ids = (await request.json()) as string[];
    const type: OrgType = orgs.find((o) => o.number === number)?.type ?? 'Site';
    return Response.json({
      hasAccess: Object.fromEntries(ids.map((id) => [id, granted ? granted.includes(id) : true])),
      orgType: type,
    });
  };
  return { fetch, calls, failing };
}

function renderScreen(
  title: string,
  fetch: typeof globalThis.fetch,
  content: ReactNode = <p>the screen itself</p>,
) {
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots(orgs);
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <OrgScreen screen={screenTitled(title)} title={title}>
          {content}
        </OrgScreen>
      </bed.wrapper>
    </Provider>,
  );
  return (node: typeof grouping) => act(() => bed.session.selected.set(selectedOrgFromNode(node)));
}

describe('ScreenGate', () => {
  it('tells what waits for the first screen once the screen has shown, not before', async () => {
    const shown = vi.spyOn(firstScreen, 'shown');
    try {
      const bed = consoleTestbed({ fetch: accessFetch().fetch });
      bed.session.tree.setRoots(orgs);
      bed.session.selected.set(selectedOrgFromNode(area));
      render(
        <Provider theme={defaultTheme}>
          <bed.wrapper>
            <OrgScreen screen={screenTitled('Devices')} title="Devices">
              <p>the screen itself</p>
            </OrgScreen>
          </bed.wrapper>
        </Provider>,
      );
      expect(screen.getByRole('progressbar', { name: 'Checking access to Devices' })).toBeTruthy();
      expect(shown).not.toHaveBeenCalled();
      expect(await screen.findByText('the screen itself')).toBeTruthy();
      await waitFor(() => expect(shown).toHaveBeenCalled());
    } finally {
      shown.mockRestore();
    }
  });

  it('shows a spinner, not the screen, while access is checked', async () => {
    const select = renderScreen('Devices', accessFetch().fetch);
    select(area);
    expect(screen.getByRole('progressbar', { name: 'Checking access to Devices' })).toBeTruthy();
    expect(screen.queryByText('the screen itself')).toBeNull();
    expect(await screen.findByText('the screen itself')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
  });

  it('opens the screen in a background render, so its first render does not hold the page', async () => {
    const mounts: MountPriority[] = [];
    const select = renderScreen(
      'Devices',
      accessFetch().fetch,
      <MountProbe mounts={mounts}>
        <p>the screen itself</p>
      </MountProbe>,
    );
    select(area);
    expect(await screen.findByText('the screen itself')).toBeTruthy();
    expect(mounts).toEqual(['background']);
  });

  it('says which org types a screen is for instead of opening it for another type', async () => {
    const select = renderScreen('Devices', accessFetch().fetch);
    select(grouping);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not available for this organization');
    expect(alert.textContent).toContain(
      'Devices is for Service Areas only. North Region is a Grouping.',
    );
    expect(alert.textContent).toContain('choose a Service Area in the Org Tree');
    expect(
      screen.getByRole('heading', { name: 'Not available for this organization' }),
    ).toBeTruthy();
    expect(screen.queryByText('the screen itself')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Devices' })).toBeNull();
  });

  it('says the role has no access when the feature is not granted', async () => {
    const select = renderScreen('Devices', accessFetch(['af_servplan']).fetch);
    select(area);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your role has no access to Devices for Harbour Lobby.');
    expect(screen.queryByText('the screen itself')).toBeNull();
  });

  // docs/decisions/bidi-controls-in-names.md: the override turns the name around, not the sentence.
  it('isolates the org name it quotes, the message reading as before', async () => {
    const select = renderScreen('Devices', accessFetch().fetch);
    select(reversed);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Devices is for Service Areas only. Crescent \u202EVenues is a Grouping.',
    );
    const isolated = [...alert.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['Crescent \u202EVenues']);
  });

  it('follows the selected org as it changes', async () => {
    const select = renderScreen('Devices', accessFetch().fetch);
    select(grouping);
    await screen.findByRole('alert');
    select(area);
    expect(await screen.findByText('the screen itself')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    select(grouping);
    expect((await screen.findByRole('alert')).textContent).toContain('North Region is a Grouping');
    expect(screen.queryByText('the screen itself')).toBeNull();
  });

  it('always opens Admin History, without waiting for the grants, even with none', async () => {
    const { fetch, calls } = accessFetch([]);
    const select = renderScreen('Admin History', fetch);
    select(grouping);
    expect(screen.getByText('the screen itself')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(calls).toEqual(['GN-1001']));
    expect(screen.getByText('the screen itself')).toBeTruthy();
  });

  it('says when access could not be checked, and checks again on Try Again', async () => {
    const access = accessFetch();
    access.failing.now = true;
    const select = renderScreen('Devices', access.fetch);
    select(area);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access could not be checked');
    expect(screen.queryByText('the screen itself')).toBeNull();
    access.failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('the screen itself')).toBeTruthy();
  });
});
