import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { buildOrgNode, type OrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import NewSiteWizard from './new-site-wizard';

const provider = buildOrgNode({
  name: 'Acme',
  number: 'GN-1000',
  type: 'ServiceProvider',
  children: [{ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' }],
});
const harbour = provider.children?.[0] as OrgNode;

/** An org of AddSite's answer, valid against OrgDetails of openapi/dbo.yaml. */
const details = (
  OrgNumber: string,
  Name: string,
  Type: 'Site' | 'ServiceArea',
  ParentNumber: string,
) => ({
  Name,
  Type,
  ParentNumber,
  Status: 'Active',
  IsTrialMode: false,
  TimeZone: 'UTC',
  Address: null,
  ContactName: null,
  ContactEmail: null,
  ContactPhone: null,
  Notes: null,
  OrgNumber,
  ParentName: null,
  Created: '2026-11-23T22:00:00Z',
});

type Answer = (payload: Record<string, unknown>) => unknown;

/** A fetch that answers dbo procedures (`addSite` answers AddSite) and records each payload. */
function dboFetch(answers: Record<string, Answer>) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    if (!request.url.includes('/dbo/'))
      return Response.json({ Message: 'offline' }, { status: 500 });
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push([procedure, payload]);
    const answer = answers[procedure.charAt(0).toLowerCase() + procedure.slice(1)];
    if (!answer) return Response.json({ Error: `No answer for ${procedure}` });
    return Response.json(answer(payload));
  };
  return { fetch, calls };
}

function renderWizard(answers: Record<string, Answer>, selected: OrgNode = provider) {
  const { fetch, calls } = dboFetch(answers);
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([provider]);
  bed.session.selected.set(selectedOrgFromNode(selected));
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <NewSiteWizard /> }),
      createRoute({
        getParentRoute: () => root,
        path: '/setup/organization',
        component: () => 'Edit Org shown',
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(bed, router);
  return { calls, session: bed.session, router };
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (text: string) => screen.findByRole('heading', { name: text });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Fills every step with valid values: a site, Lobby and Pool, and a plan. */
async function fillAll() {
  await stepHeading('Step 1 of 4: Site');
  type('Site name', 'Marina Hostel');
  next();
  await stepHeading('Step 2 of 4: Service areas');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Lobby' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pool' }));
  type('Area 2 VLAN id', '200');
  next();
  await stepHeading('Step 3 of 4: First service plan');
  fireEvent.click(screen.getByRole('radio', { name: 'Create a plan in each new service area' }));
  type('Plan name', 'Day pass');
  type('Price', '9.99');
  next();
  await stepHeading('Step 4 of 4: Review');
}

describe('NewSiteWizard', { timeout: 60_000 }, () => {
  it('says so when the selected org cannot hold a site', async () => {
    renderWizard({}, harbour);
    expect(await screen.findByText('A site cannot be added here')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New Site Wizard' })).toBeNull();
  });

  it('refuses each step with the spec wording and focuses the first invalid field', async () => {
    renderWizard({});
    await stepHeading('Step 1 of 4: Site');
    type('Site name', 'Bay/Marina');
    type('Contact email', 'it@');
    next();
    await waitFor(() =>
      expect(describedBy(textbox('Site name'))).toContain('Cannot contain special characters.'),
    );
    expect(describedBy(textbox('Contact email'))).toContain('Invalid Email');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Site name')));
    type('Site name', 'Marina');
    type('Contact email', '');
    next();

    await stepHeading('Step 2 of 4: Service areas');
    next();
    await waitFor(() =>
      expect(describedBy(screen.getByRole('checkbox', { name: 'Lobby' }))).toContain(
        'Add at least one service area',
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lobby' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add service area' }));
    type('Area 2 name', ' lobby ');
    type('Area 2 VLAN id', '4095');
    next();
    await waitFor(() => expect(describedBy(textbox('Area 2 name'))).toContain('Must be unique'));
    expect(describedBy(textbox('Area 2 VLAN id'))).toContain('Vlan must be between 1 and 4094');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Area 2 name')));
    type('Area 2 name', 'Rooftop');
    type('Area 2 VLAN id', '20');
    next();

    await stepHeading('Step 3 of 4: First service plan');
    fireEvent.click(screen.getByRole('radio', { name: 'Create a plan in each new service area' }));
    next();
    await waitFor(() => expect(describedBy(textbox('Plan name'))).toContain('Required'));
    expect(describedBy(textbox('Price'))).toContain('Required');
  });

  it('creates the site, its areas and the plan in one AddSite call', async () => {
    const { calls, session, router } = renderWizard({
      addSite: () => ({
        Site: details('GN-1078', 'Marina Hostel', 'Site', 'GN-1000'),
        ServiceAreas: [
          details('GN-1078-1', 'Lobby', 'ServiceArea', 'GN-1078'),
          details('GN-1078-2', 'Pool', 'ServiceArea', 'GN-1078'),
        ],
        ServicePlans: [],
      }),
    });
    await fillAll();
    expect(screen.getByText('Marina Hostel')).toBeTruthy();
    expect(screen.getByText('VLAN 200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/organization'));

    expect(calls.map(([procedure]) => procedure)).toEqual(['AddSite']);
    const payload = calls[0]?.[1] as Record<string, unknown>;
    expect(payload.Site).toMatchObject({
      Name: 'Marina Hostel',
      Type: 'Site',
      ParentNumber: 'GN-1000',
      Status: 'Active',
      TimeZone: 'UTC',
      Address: null,
    });
    expect(payload.ServiceAreas).toEqual([
      { Name: 'Lobby', VlanId: null },
      { Name: 'Pool', VlanId: 200 },
    ]);
    expect(payload.CopyFrom).toBeNull();
    expect(payload.ServicePlan).toMatchObject({
      Name: 'Day pass',
      Price: 9.99,
      Currency: 'USD',
      OrgNumber: 'GN-1000',
      AvailableServiceAreas: [],
    });
    // The new site is in the tree under its parent, selected.
    expect(session.tree.findByNumber('GN-1078')?.parentNumber).toBe('GN-1000');
    await waitFor(() => expect(session.selected.get().number).toBe('GN-1078'));
  });

  it('keeps every step when AddSite fails, and says what failed', async () => {
    const { calls } = renderWizard({ addSite: () => ({ Error: 'Name must be unique' }) });
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Unable to create the site')).toBeTruthy();
    expect(screen.getByText(/Name must be unique/)).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 3 of 4: First service plan');
    expect((textbox('Plan name') as HTMLInputElement).value).toBe('Day pass');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 2 of 4: Service areas');
    expect((textbox('Area 2 VLAN id') as HTMLInputElement).value).toBe('200');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 1 of 4: Site');
    expect((textbox('Site name') as HTMLInputElement).value).toBe('Marina Hostel');
  });
});
