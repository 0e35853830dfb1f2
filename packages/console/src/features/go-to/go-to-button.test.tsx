import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { loadOrgSearch } from '../../hooks/use-found-orgs';
import { buildOrgNode } from '../../lib/org/org-node';
import { ORG_TREE_API_FLAG } from '../../lib/org/org-tree-mode';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { smallScreen } from '../../lib/platform/screen-size';
import { publishScreenActions } from '../../lib/screens/screen-actions';
import { snackbarQueue } from '../../ui/snackbar-queue';
import { GoToButton } from './go-to-button';

const acme = buildOrgNode({
  name: 'Acme',
  number: 'GN-1',
  type: 'ServiceProvider',
  children: [
    {
      name: 'Harbour Hotel',
      number: 'GN-2',
      type: 'Site',
      children: [{ name: 'Harbour Lobby', number: 'GN-3', type: 'ServiceArea' }],
    },
    { name: 'Hillside Inn', number: 'GN-4', type: 'Site' },
  ],
});
const [harbour, hillside] = acme.children ?? [];
const lobby = harbour?.children?.[0];
const TYPES: Record<string, string> = {
  'GN-1': 'ServiceProvider',
  'GN-2': 'Site',
  'GN-3': 'ServiceArea',
  'GN-4': 'Site',
};

/** GetOrgAccess granting every feature, with each org's own type; recent orgs by number. */
const fetch: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.pathname.endsWith('/GetOrgAccess')) {
    const ids = (await request.json()) as string[];
    const org = url.searchParams.get('org') ?? '';
    return Response.json({
      hasAccess: Object.fromEntries(ids.map((id) => [id, true])),
      orgType: TYPES[org],
    });
  }
  // API mode's search: the orgs whose name holds the text; the contract's 400 past 200 characters.
  const searched = url.pathname.match(/\/org\/tree\/search\/(.*)$/)?.[1];
  if (searched !== undefined) {
    const text = decodeURIComponent(searched).toLowerCase();
    if (text.length > 200) {
      return Response.json(
        { Message: 'The request is invalid: input does not match its schema.' },
        { status: 400 },
      );
    }
    const all = [acme, harbour, lobby, hillside].filter((node) => node !== undefined);
    return Response.json(
      all
        .filter((node) => node.name.toLowerCase().includes(text))
        .map(({ children: _, ...node }) => node),
    );
  }
  return Response.json({ Message: 'not in this test' }, { status: 500 });
};

async function renderPalette(selected = lobby) {
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([acme]);
  if (selected) bed.session.selected.set(selectedOrgFromNode(selected));
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <button type="button">Somewhere else</button>
          <GoToButton />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/setup/organization'] }),
  });
  renderRouter(bed, router);
  await screen.findByRole('button', { name: 'Go to…' });
  return { bed, router, user: userEvent.setup() };
}

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Go to' });
  return { dialog, box: within(dialog).getByRole('combobox') };
}

const groups = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('group')
    .map((group) => ({
      name: group.getAttribute('aria-labelledby')
        ? document.getElementById(group.getAttribute('aria-labelledby') as string)?.textContent
        : undefined,
      options: within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    }));

// The palette's choices select and navigate over several promise turns, and its closing moves
// the focus while React commits. user-event then tells the typed box of its change, and the
// testing library wraps that event in an act of its own, which re-enters React's work ("Should
// not already be working"). Here the events are dispatched as a browser would, unwrapped; the
// tests wait for what they check with findBy and waitFor.
let eventWrapper: ReturnType<typeof getConfig>['eventWrapper'];
beforeAll(() => {
  eventWrapper = getConfig().eventWrapper;
  configure({ eventWrapper: (dispatch) => dispatch() });
});
afterAll(() => configure({ eventWrapper }));

// The palette's code loads when it first opens in the console; here it is loaded once before the
// tests, so the first test does not carry its import.
beforeAll(() => import('./go-to-palette'));

beforeEach(async () => {
  // The search's code loads on demand in the console; here it is there before the first key.
  await loadOrgSearch();
  localStorage.setItem(ORG_TREE_API_FLAG, 'false');
});

afterEach(() => {
  localStorage.clear();
  snackbarQueue.set([]);
  publishScreenActions([])();
});

describe('Go to…', () => {
  it('opens with Ctrl+K as a dialog named Go to with its text box focused, and Escape gives the focus back', async () => {
    const { user } = await renderPalette();
    const elsewhere = screen.getByRole('button', { name: 'Somewhere else' });
    elsewhere.focus();
    const { box } = await openWithShortcut(user);
    expect(box).toHaveProperty('tagName', 'INPUT');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { name: 'Results' }).id,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(elsewhere));
  });

  it('opens from the header button too', async () => {
    const { user } = await renderPalette();
    const button = screen.getByRole('button', { name: 'Go to…' });
    expect(button.textContent).toBe('Go to…');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Go to' })).toBeTruthy();
  });

  it('on a phone, the header button is an icon with the same name, and opens the palette', async () => {
    smallScreen.set(true);
    const { user } = await renderPalette();
    const button = screen.getByRole('button', { name: 'Go to…' });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Go to' })).toBeTruthy();
  });

  it('lists the screens and actions the org is granted, by title or tab, and Enter opens one', async () => {
    const { user, router } = await renderPalette();
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('plans');
    await waitFor(() =>
      expect(groups(dialog)).toEqual([
        { name: 'Screens', options: ['Service PlansSetup'] },
        { name: 'Actions', options: ['Add Service PlanService Plans'] },
      ]),
    );
    // The first option is the one Enter takes.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/service-plans'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves through the options with Up and Down, and Enter opens the one on', async () => {
    const { user, router } = await renderPalette();
    await openWithShortcut(user);
    await user.keyboard('plans');
    await screen.findByRole('option', { name: /Add Service Plan/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/service-plans/item'));
  });

  it('leaves out the screens the org type may not open', async () => {
    const { user } = await renderPalette(harbour);
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('setup');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(0));
    const names = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('Connection ProfilesSetup');
    expect(names).not.toContain('Service PlansSetup');
  });

  it('finds orgs by the search box rules and selects one with Up/Down and Enter', async () => {
    const { user, bed } = await renderPalette(hillside);
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('ha');
    expect(within(dialog).queryByRole('group', { name: /Orgs/ })).toBeNull();
    await user.keyboard('rbour');
    await waitFor(() =>
      expect(groups(dialog)[0]).toEqual({
        name: 'Orgs',
        options: ['Harbour HotelAcme', 'Harbour LobbyAcme > Harbour Hotel'],
      }),
    );
    // Each name of an org's display path is isolated (docs/decisions/bidi-controls-in-names.md).
    const path = within(dialog).getByRole('option', { name: /Harbour Lobby/ });
    expect([...path.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Acme',
      'Harbour Hotel',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(bed.session.selected.get().number).toBe('GN-3'));
  });

  it('finds an org by its number', async () => {
    const { user, bed } = await renderPalette();
    await openWithShortcut(user);
    await user.keyboard('GN-4');
    await screen.findByRole('option', { name: /Hillside Inn/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bed.session.selected.get().number).toBe('GN-4'));
  });

  it('keeps the org when the screen has unsaved changes and the user stays', async () => {
    const { user, bed } = await renderPalette();
    let asked = 0;
    bed.session.setLeaveGuard(async () => {
      asked++;
      return false;
    });
    await openWithShortcut(user);
    await user.keyboard('hillside');
    await screen.findByRole('option', { name: /Hillside Inn/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The guard was asked about Hillside Inn, and its answer kept the org.
    await waitFor(() => expect(asked).toBe(1));
    await act(async () => {});
    expect(bed.session.selected.get().number).toBe('GN-3');
  });

  it('selects an org and opens a screen in one step with "org > screen" when that org is granted it', async () => {
    const { user, bed, router } = await renderPalette(hillside);
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('lobby>plans');
    await waitFor(() =>
      expect(groups(dialog)).toEqual([
        { name: 'Org and screen', options: ['Harbour Lobby > Service PlansAcme > Harbour Hotel'] },
      ]),
    );
    // The org's name is isolated from the screen's after it.
    expect(
      within(dialog)
        .getByRole('option', { name: /Harbour Lobby > Service Plans/ })
        .querySelector('bdi')?.textContent,
    ).toBe('Harbour Lobby');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/service-plans'));
    expect(bed.session.selected.get().number).toBe('GN-3');
  });

  it('says so and changes nothing when the org of "org > screen" may not open the screen', async () => {
    const { user, bed, router } = await renderPalette(lobby);
    await openWithShortcut(user);
    await user.keyboard('hotel>plans');
    await screen.findByRole('option', { name: /Harbour Hotel > Service Plans/ });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(snackbarQueue.get()[0]?.message).toBe(
        // The org's name isolated (FSI … PDI) within the sentence.
        'Service Plans is not available for \u2068Harbour Hotel\u2069.',
      ),
    );
    expect(bed.session.selected.get().number).toBe('GN-3');
    expect(router.state.location.pathname).toBe('/setup/organization');
  });

  it('runs the actions of the list on screen, such as Export CSV', async () => {
    let exported = 0;
    const { user } = await renderPalette();
    act(() => {
      publishScreenActions([{ label: 'Export CSV', run: () => exported++ }]);
    });
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('export');
    await waitFor(() =>
      expect(groups(dialog)).toEqual([{ name: 'Actions', options: ['Export CSVOn this screen'] }]),
    );
    await user.keyboard('{Enter}');
    expect(exported).toBe(1);
  });

  it('lists the recent screens with an empty box, the one on display first after it is left', async () => {
    const { user, router } = await renderPalette();
    let { dialog } = await openWithShortcut(user);
    await user.keyboard('plans');
    await screen.findByRole('option', { name: /Service Plans/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/service-plans'));
    ({ dialog } = await openWithShortcut(user));
    await waitFor(() =>
      expect(groups(dialog).find((g) => g.name === 'Recent screens')?.options).toEqual([
        'Edit OrgSetup',
      ]),
    );
  });

  describe('in API mode, where the server searches after a pause', () => {
    beforeEach(() => localStorage.setItem(ORG_TREE_API_FLAG, 'true'));

    it('takes an Enter typed while it searches: the first org is selected when the answer comes', async () => {
      const { user, bed } = await renderPalette(lobby);
      const { dialog } = await openWithShortcut(user);
      await user.keyboard('hillside');
      expect(within(dialog).getByRole('status').textContent).toBe('Searching orgs…');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(bed.session.selected.get().number).toBe('GN-4'));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('holds no more than the search takes: 5,000 characters pasted are cut at 200, no error', async () => {
      const { user } = await renderPalette();
      const { dialog, box } = await openWithShortcut(user);
      box.focus();
      await user.paste('x'.repeat(5000));
      expect((box as HTMLInputElement).value).toHaveLength(200);
      await waitFor(() =>
        expect(within(dialog).getByRole('status').textContent).toBe(
          `Nothing matches “${'x'.repeat(200)}”`,
        ),
      );
      expect(snackbarQueue.get()).toEqual([]);
    });
  });
});
