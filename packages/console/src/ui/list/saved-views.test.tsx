import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { snackbarQueue } from '../snackbar-queue';
import { nameTaken, replaceAsk, SavedViews, VIEWS_FULL } from './saved-views';
import { MAX_VIEWS, SAVED_VIEWS_KEY, writeViews } from './saved-views-storage';

const account =
  (username: string): typeof globalThis.fetch =>
  async () =>
    Response.json({
      Username: username,
      FirstName: 'Dana',
      LastName: 'Reyes',
      Email: 'dana@example.com',
      Phone: '',
      OwnerOrg: 'GN-1',
      IsSsoUser: false,
    });

function renderViews(address: string, username = 'demo') {
  const bed = consoleTestbed({ fetch: account(username) });
  const router = createRouter({
    routeTree: createRootRoute({ component: SavedViews }),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  renderRouter(bed, router);
  return { router, user: userEvent.setup() };
}

const ADMIN_HISTORY = '/support/admin-history';
const storedDeletesView = () =>
  writeViews(localStorage, 'demo', ADMIN_HISTORY, [
    { name: 'Del', params: { action: 'Deleted', sort: '-When' } },
  ]);

const saveButton = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Save view' });
    expect(button).toHaveProperty('disabled', false);
    return button;
  });

async function saveView(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await saveButton());
  const dialog = await screen.findByRole('dialog', { name: 'Save view' });
  // Pasted rather than typed: a keystroke at a time costs seconds on a loaded machine.
  await user.click(within(dialog).getByRole('textbox', { name: /Name/ }));
  await user.paste(name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A view saved earlier (the first test saves one through the dialog), and Manage views open. */
async function openManageViews(user: ReturnType<typeof userEvent.setup>) {
  const views = await screen.findByRole('button', { name: 'Views' });
  await waitFor(() => expect(views).toHaveProperty('disabled', false));
  await user.click(views);
  await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
  return screen.findByRole('dialog', { name: 'Saved views' });
}

afterEach(() => {
  localStorage.clear();
  snackbarQueue.set([]);
});

describe('SavedViews', () => {
  it('saves the list state of the address but the page, and the Views menu applies it', async () => {
    const { router, user } = renderViews(
      '/setup/service-plans/manage?sort=-Price&pageSize=50&page=3',
    );
    expect(await screen.findByRole('button', { name: 'Views' })).toHaveProperty('disabled', true);
    await saveView(user, 'Priciest first');
    expect(snackbarQueue.get()[0]?.message).toBe('Saved the view Priciest first');

    await router.navigate({
      to: '/setup/service-plans/manage',
      search: { filter: 'gold' } as never,
    });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Priciest first' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: '-Price', pageSize: 50 }),
    );
  });

  it('asks for a name before it saves', async () => {
    const { user } = renderViews('/setup/service-plans/manage?sort=Name');
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(localStorage.getItem(SAVED_VIEWS_KEY)).toBeNull();
  });

  it('keeps views per screen and per user', async () => {
    const first = renderViews('/setup/service-plans/manage?sort=Name');
    await saveView(first.user, 'By name');
    expect(screen.getByRole('button', { name: 'Views' })).toHaveProperty('disabled', false);
    first.router.history.push('/manage/promotions/manage');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Views' })).toHaveProperty('disabled', true),
    );
    cleanup();
    renderViews('/setup/service-plans/manage', 'someone.else');
    await saveButton();
    expect(screen.getByRole('button', { name: 'Views' })).toHaveProperty('disabled', true);
  });

  it('copies the link of a view from Manage views', async () => {
    storedDeletesView();
    const { user } = renderViews(ADMIN_HISTORY);
    const dialog = await openManageViews(user);

    // A clipboard of this test's own, put back after it: the worker's other files share navigator.
    const copied: string[] = [];
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Copy the link to Del' }));
      await waitFor(() =>
        expect(snackbarQueue.get()[0]?.message).toMatch(
          /^Successfully copied http:\/\/localhost(:\d+)?\/support\/admin-history\?.*action=Deleted/,
        ),
      );
      expect(copied).toHaveLength(1);
      expect(snackbarQueue.get()[0]?.message).toBe(`Successfully copied ${copied[0]} to clipboard`);
    } finally {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('renames and deletes a view from Manage views', async () => {
    storedDeletesView();
    const { user } = renderViews(ADMIN_HISTORY);
    let dialog = await openManageViews(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rename Del' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(rename).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Gone{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    expect(within(dialog).getByText('Gone')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Gone' }));
    expect(within(dialog).getByText('No saved views for this list.')).toBeTruthy();
  });

  it('lists nothing, and says nothing, when the stored views cannot be read', async () => {
    localStorage.setItem(SAVED_VIEWS_KEY, '{not json');
    renderViews('/setup/service-plans/manage');
    await saveButton();
    expect(screen.getByRole('button', { name: 'Views' })).toHaveProperty('disabled', true);
    expect(snackbarQueue.get()).toEqual([]);
  });

  const PLANS = '/setup/service-plans/manage';
  const store = (views: unknown[]) =>
    localStorage.setItem(
      SAVED_VIEWS_KEY,
      JSON.stringify({ version: 1, users: { demo: { [PLANS]: views } } }),
    );

  it('offers one view of a name stored three times, and it applies the first', async () => {
    store([
      { name: 'Same', params: { sort: 'Name' } },
      { name: 'Same', params: { sort: '-Name' } },
      { name: 'Same', params: { sort: 'Price' } },
    ]);
    const { router, user } = renderViews(`${PLANS}?sort=-Price`);
    await saveButton();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Same', 'Manage views…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Same' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'Name' }));
  });

  it('refuses a new name once the list has its 50 views', async () => {
    // How many it reads of a longer list: saved-views-storage.test.ts.
    store(Array.from({ length: MAX_VIEWS }, (_, i) => ({ name: `View ${i}`, params: {} })));
    const { user } = renderViews(PLANS);
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.paste('N');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText(VIEWS_FULL)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SAVED_VIEWS_KEY) ?? '').users.demo[PLANS]).toHaveLength(
      MAX_VIEWS,
    );
  });

  it('replaces a view of the same name only once Replace confirms it', async () => {
    const { router, user } = renderViews(`${PLANS}?sort=Name`);
    await saveView(user, 'Mine');
    await router.navigate({ to: PLANS, search: { sort: '-Price' } as never });
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.paste('MINE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(replaceAsk('MINE'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = JSON.parse(localStorage.getItem(SAVED_VIEWS_KEY) ?? '').users.demo[PLANS];
    expect(stored).toEqual([{ name: 'MINE', params: { sort: '-Price' } }]);
  });

  it('refuses to rename a view to another view’s name', async () => {
    store([
      { name: 'First', params: { sort: 'Name' } },
      { name: 'Second', params: { sort: '-Name' } },
    ]);
    const { user } = renderViews(PLANS);
    await saveButton();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
    const manage = await screen.findByRole('dialog', { name: 'Saved views' });
    await user.click(within(manage).getByRole('button', { name: 'Rename Second' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(rename).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.paste('first');
    await user.keyboard('{Enter}');
    expect(within(rename).getByText(nameTaken('first'))).toBeTruthy();
    expect(
      JSON.parse(localStorage.getItem(SAVED_VIEWS_KEY) ?? '').users.demo[PLANS].map(
        (view: { name: string }) => view.name,
      ),
    ).toEqual(['First', 'Second']);
  });
});
