import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { harbourHotel } from '../../../test/org-details-fixture';
import { buildOrgNode, type OrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import AddOrg from './add-org';
import EditOrg from './edit-org';

// The tree: a service provider, a site under it, a service area under the site.
const provider = buildOrgNode({
  name: 'Acme',
  number: 'GN-1000',
  type: 'ServiceProvider',
  children: [
    {
      name: 'Harbour Hotel',
      number: 'GN-1042',
      type: 'Site',
      children: [{ name: 'Lobby', number: 'GN-1042-1', type: 'ServiceArea' }],
    },
  ],
});
const site = provider.children?.[0] as OrgNode;
const area = site.children?.[0] as OrgNode;

const HARBOUR = harbourHotel();

type Answer = (payload: Record<string, unknown>) => unknown;

/** A fetch that answers dbo procedures (`getOrg` answers GetOrg) and records each payload. */
function dboFetch(answers: Record<string, Answer>) {
  const calls: [string, Record<string, unknown>][] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push([procedure, payload]);
    const answer = answers[procedure.charAt(0).toLowerCase() + procedure.slice(1)];
    if (!answer) return Response.json({ Error: `No answer for ${procedure}` });
    return Response.json(answer(payload));
  };
  return { fetch, calls };
}

function renderScreen(Screen: ComponentType, answers: Record<string, Answer>, selected = site) {
  const { fetch, calls } = dboFetch(answers);
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([provider]);
  bed.session.selected.set(selectedOrgFromNode(selected));
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: () => <Screen /> }),
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

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 20_000 };

describe('Edit Org', SLOW, () => {
  it('shows which org it is, its facts and its details', async () => {
    renderScreen(EditOrg, { getOrg: () => HARBOUR });
    expect(await screen.findByRole('heading', { name: 'Harbour Hotel' })).toBeTruthy();
    expect(screen.getAllByText('Site').length).toBe(2); // the badge and the Type fact
    expect(screen.getByText('GN-1042')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    // Each fact a term and its value, as a screen reader reads a list of them.
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms[values.indexOf('GN-1042')]).toBe('Org number');
    expect((field('Contact email') as HTMLInputElement).value).toBe('it@harbour.example');
    expect((field('Country') as HTMLInputElement).value).toBe('PT');
    expect(screen.getByRole('switch', { name: 'Trial mode' })).toBeTruthy();
  });

  it('saves a rename and the tree row follows', async () => {
    const { calls, session } = renderScreen(EditOrg, {
      getOrg: () => HARBOUR,
      saveOrg: (payload) => ({ ...HARBOUR, ...payload }),
    });
    await screen.findByRole('heading', { name: 'Harbour Hotel' });
    type('Name', 'Harbour Hotel North');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(session.tree.findByNumber('GN-1042')?.name).toBe('Harbour Hotel North'),
    );
    const saved = calls.find(([procedure]) => procedure === 'SaveOrg')?.[1];
    expect(saved).toMatchObject({
      OrgNumber: 'GN-1042',
      Name: 'Harbour Hotel North',
      Type: 'Site',
      ParentNumber: 'GN-1000',
      Address: HARBOUR.Address,
      Notes: null,
    });
  });

  it('keeps a removed org Removed when its notes are saved, and says how to restore it', async () => {
    const { calls } = renderScreen(EditOrg, {
      getOrg: () => ({ ...HARBOUR, Status: 'Removed' }),
      saveOrg: (payload) => ({ ...HARBOUR, ...payload }),
    });
    await screen.findByRole('heading', { name: 'Harbour Hotel' });
    // Spectrum's Picker names its button by the chosen value, then the label.
    expect(screen.getByRole('button', { name: 'Removed Status' })).toBeTruthy();
    expect(
      screen.getByText('This organization was deleted. Choose Active or Disabled to restore it.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Notes/ }), {
      target: { value: 'Closed for good' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(calls.map(([procedure]) => procedure)).toContain('SaveOrg'));
    expect(calls.find(([procedure]) => procedure === 'SaveOrg')?.[1]).toMatchObject({
      Status: 'Removed',
      Notes: 'Closed for good',
    });
  });

  it('says what is wrong and sends nothing for an invalid name', async () => {
    const { calls } = renderScreen(EditOrg, { getOrg: () => HARBOUR });
    await screen.findByRole('heading', { name: 'Harbour Hotel' });
    type('Name', 'Harbour/North');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Cannot contain special characters.')).toBeTruthy();
    expect(calls.map(([procedure]) => procedure)).toEqual(['GetOrg']);
  });

  it('keeps every typed value when the save is refused', async () => {
    renderScreen(EditOrg, {
      getOrg: () => HARBOUR,
      saveOrg: () => ({ Error: 'Name must be unique' }),
    });
    await screen.findByRole('heading', { name: 'Harbour Hotel' });
    type('Name', 'Taken');
    type('City', 'Porto');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect((field('Name') as HTMLInputElement).value).toBe('Taken');
    expect((field('City') as HTMLInputElement).value).toBe('Porto');
  });

  it('shows the reason a delete is refused', async () => {
    renderScreen(EditOrg, {
      getOrg: () => HARBOUR,
      deleteOrg: () => ({ Error: 'Harbour Hotel still holds 2 organizations.' }),
    });
    await screen.findByRole('heading', { name: 'Harbour Hotel' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Harbour Hotel still holds 2 organizations.')).toBeTruthy();
    expect(screen.getByText('Unable to delete “Harbour Hotel”')).toBeTruthy();
  });

  it('says when the org is not found', async () => {
    renderScreen(EditOrg, { getOrg: () => ({ Error: 'Not found.', Code: 404 }) });
    expect(await screen.findByText('Org not found')).toBeTruthy();
  });
});

describe('Add Org', SLOW, () => {
  it('offers the child types the parent allows', async () => {
    renderScreen(
      AddOrg,
      { getOrg: () => ({ ...HARBOUR, Type: 'ServiceProvider', OrgNumber: 'GN-1000' }) },
      provider,
    );
    const form = await screen.findByRole('form', { name: 'Add Organization' });
    expect(within(form).getByText('Acme (GN-1000)')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Open the New Site Wizard' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: /Type/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Grouping', 'Site']);
  });

  it('adds under the parent, which gets the new org selected', async () => {
    const added = {
      ...HARBOUR,
      Name: 'North Wing',
      Type: 'ServiceArea',
      ParentNumber: 'GN-1042',
      ParentName: 'Harbour Hotel',
      OrgNumber: 'GN-1042-9',
      Address: null,
    };
    const { calls, session } = renderScreen(AddOrg, {
      getOrg: () => HARBOUR,
      addOrg: () => added,
    });
    await screen.findByRole('form', { name: 'Add Organization' });
    expect(screen.queryByRole('link', { name: 'Open the New Site Wizard' })).toBeNull();
    type('Name', 'North Wing');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    await waitFor(() => expect(session.selected.get().number).toBe('GN-1042-9'));
    expect(calls.find(([procedure]) => procedure === 'AddOrg')?.[1]).toMatchObject({
      Name: 'North Wing',
      Type: 'ServiceArea',
      ParentNumber: 'GN-1042',
      TimeZone: 'Europe/Lisbon',
      Address: null,
    });
    expect(await screen.findByText('Edit Org shown')).toBeTruthy();
  });

  it('says a service area holds nothing', async () => {
    renderScreen(AddOrg, {}, area);
    expect(await screen.findByText('A service area holds no organizations')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
