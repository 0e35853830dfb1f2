import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { navLinkState } from '../../lib/screens/screen-access';
import { SCREEN_CATEGORIES, screensIn } from '../../lib/screens/screen-table';
import { NavTabs } from './nav-tabs';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

/** GetOrgAccess granting every feature asked about, once `release` is called. */
function grantingFetch() {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const ids = (await request.json()) as string[];
    await answered;
    return Response.json({
      hasAccess: Object.fromEntries(ids.map((id) => [id, true])),
      orgType: 'Site',
    });
  };
  return { fetch, release };
}

async function renderTabs() {
  const { fetch, release } = grantingFetch();
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([site]);
  bed.session.selected.set(selectedOrgFromNode(site));
  const router = createRouter({
    routeTree: createRootRoute({ component: NavTabs }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(bed, router);
  await screen.findByRole('button', { name: 'Setup' });
  return release;
}

async function openMenu(title: string) {
  // The keyboard path (a click hovers first, which opens the menu already).
  fireEvent.keyDown(screen.getByRole('button', { name: title }), { key: 'Enter' });
  return screen.findByRole('menu', { name: title });
}

describe('NavTabs', () => {
  // After a save the list replaces the form under the resting pointer; the removed Save button's
  // `mouseout` never reaches React, which then sees only the tab's `mouseover`, whose related
  // element is one it still knows. The menu must open all the same.
  it('opens a menu when the pointer comes onto its tab from an element whose leaving React missed', async () => {
    await renderTabs();
    const setup = screen.getByRole('button', { name: 'Setup' });
    const left = screen.getByRole('button', { name: 'Manage' });
    fireEvent.mouseOver(setup, { relatedTarget: left });
    expect(await screen.findByRole('menu', { name: 'Setup' })).toBeTruthy();
    expect(setup.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on hover and closes when the pointer leaves the tab and its menu', async () => {
    await renderTabs();
    const setup = screen.getByRole('button', { name: 'Setup' });
    fireEvent.mouseOver(setup);
    expect(await screen.findByRole('menu', { name: 'Setup' })).toBeTruthy();
    fireEvent.mouseLeave(setup.parentElement as HTMLElement);
    expect(screen.queryByRole('menu', { name: 'Setup' })).toBeNull();
  });

  it('has one tab per category of the screens table, in a landmark named Screens', async () => {
    await renderTabs();
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(SCREEN_CATEGORIES.map((c) => c.title));
  });

  it.each(SCREEN_CATEGORIES)(
    'lists the $title links of the screens table a Site may open, each to its path',
    async (category) => {
      const release = await renderTabs();
      await act(async () => release());
      const menu = await openMenu(category.title);
      const expected = screensIn(category.id).filter(
        (s) =>
          navLinkState(s, {
            status: 'verified',
            hasAccess: { [s.featureId]: true },
            orgType: 'Site',
          }) === 'shown',
      );
      await waitFor(() =>
        expect(
          within(menu)
            .getAllByRole('menuitem')
            .map((item) => item.textContent),
        ).toEqual(expected.map((s) => s.title)),
      );
      const items = within(menu).getAllByRole('menuitem');
      expected.forEach((s, i) => {
        expect(items[i]?.getAttribute('href')).toBe(s.path);
        expect(items[i]?.getAttribute('target')).toBe(s.kind === 'external' ? '_blank' : null);
      });
    },
  );

  it('reads Verifying... while the grants are checked, except Admin History, then the links', async () => {
    const release = await renderTabs();
    const setup = await openMenu('Setup');
    const items = within(setup).getAllByRole('menuitem');
    expect(items).toHaveLength(screensIn('setup').length);
    for (const item of items) {
      expect(item.textContent).toBe('Verifying...');
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.getAttribute('href')).toBeNull();
    }
    fireEvent.keyDown(setup, { key: 'Escape' });
    const support = await openMenu('Support');
    expect(within(support).getByRole('menuitem', { name: 'Admin History' })).toBeTruthy();
    fireEvent.keyDown(support, { key: 'Escape' });
    await act(async () => release());
    const after = await openMenu('Setup');
    const editOrg = await within(after).findByRole('menuitem', { name: 'Edit Org' });
    expect(editOrg.getAttribute('aria-disabled')).not.toBe('true');
    expect(editOrg.getAttribute('href')).toBe('/setup/organization');
  });

  it('keeps the keyboard focus in the menu when Verifying... turns into the links', async () => {
    const release = await renderTabs();
    const setup = await openMenu('Setup');
    const first = within(setup).getAllByRole('menuitem')[0] as HTMLElement;
    act(() => first.focus());
    expect(document.activeElement?.textContent).toBe('Verifying...');
    await act(async () => release());
    await waitFor(() =>
      expect(within(setup).getAllByRole('menuitem')[0]?.textContent).not.toBe('Verifying...'),
    );
    expect(document.activeElement).toBe(within(setup).getAllByRole('menuitem')[0]);
  });
});
