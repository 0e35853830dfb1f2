import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { harbourHotel } from '../../../test/org-details-fixture';
import { buildOrgNode } from '../../lib/org/org-node';
import { smallScreen } from '../../lib/platform/screen-size';
import type { AccountDetail, AccountRow } from './account-types';
import FindAccounts from './find-accounts';
import { formatBytes } from './find-accounts-search';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

// Accounts as the contract describes them (openapi/admin-api.yaml, `findAccounts`' rows).
const LEE: AccountRow = {
  Account: '1042-2-100',
  Name: 'Dana Lee',
  Email: 'dana.lee@example.com',
  Room: '412',
  OrgNumber: 'GN-1042-2',
  OrgName: 'Guest Rooms',
  Status: 'active',
  Created: '2026-11-20T14:00:00Z',
  LastSeen: '2026-11-25T01:05:00Z',
  Plan: 'Premium 1 Day',
  AccessCode: 'HARBOUR-7Q',
  Macs: ['AA:BB:CC:00:11:22'],
};
const KIM: AccountRow = {
  ...LEE,
  Account: '1042-0-777',
  Name: 'Kim Park',
  Email: 'kim.lee@example.com',
  Room: '12',
  OrgNumber: 'GN-1042',
  OrgName: 'Harbour Hotel',
  AccessCode: 'LOBBY-22',
  Macs: ['AA:BB:CC:99:88:77'],
};
const ACCOUNTS = [LEE, KIM];

const FIELDS: Record<string, (row: AccountRow) => string[]> = {
  name: (row) => [row.Name],
  email: (row) => [row.Email],
  room: (row) => [row.Room],
  code: (row) => [row.AccessCode],
  mac: (row) => row.Macs,
  account: (row) => [row.Account],
};

// The account's details (`getAccount`): times in UTC, the site's clock is Toronto's.
const DETAIL: AccountDetail = {
  ...LEE,
  Currency: 'CAD',
  RecentSessions: [
    {
      SessionId: 's-1',
      UserName: 'dana.lee',
      Account: '1042-2-100',
      OrgNumber: 'GN-1042-2',
      OrgName: 'Guest Rooms',
      // 01:05 UTC on the 25th is 20:05 on the 24th in Toronto.
      Start: '2026-11-25T01:05:00Z',
      Stop: null,
      SessionTime: 900,
      BytesIn: 2_000_000,
      BytesOut: 900_000,
      Mac: 'AA:BB:CC:00:11:22',
      CalledStation: 'harbour-ap-2',
      NasIp: '10.0.0.2',
      TerminateCause: '',
    },
  ],
  RecentPayments: [
    {
      Id: 'sale-9',
      Time: '2026-11-24T15:00:00Z',
      OrgNumber: 'GN-1042-2',
      OrgName: 'Guest Rooms',
      Plan: 'Premium 1 Day',
      PaymentType: 'pms',
      Amount: 12.95,
      Fee: 0,
      Tax: 1.5,
      Net: 11.45,
      Currency: 'CAD',
      Status: 'completed',
      Account: '1042-2-100',
      UserName: 'dana.lee',
      Group: '',
      SoldBy: 'online',
      Room: '412',
      Mac: 'AA:BB:CC:00:11:22',
    },
  ],
};

/** A fetch answering as the contract does: the search matches the field asked, or any. */
function accountsFetch({ fail = false } = {}) {
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname.endsWith('/dbo/GetOrg'))
      return Response.json(harbourHotel({ TimeZone: 'America/Toronto' }));
    asked.push(url);
    if (fail) return Response.json({ Message: 'The account service is down.' }, { status: 500 });
    if (url.pathname.endsWith('/guest-accounts')) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const field = url.searchParams.get('field') ?? 'any';
      const only = url.searchParams.get('thisOrgOnly') === 'true';
      const rows = ACCOUNTS.filter(
        (row) =>
          (!only || row.OrgNumber === 'GN-1042') &&
          (field === 'any' ? Object.values(FIELDS) : [FIELDS[field] ?? (() => [])]).some((of) =>
            of(row).some((text) => text.toLowerCase().includes(q)),
          ),
      );
      return Response.json({
        OrgNumber: 'GN-1042',
        Q: q,
        Field: field,
        Page: Number(url.searchParams.get('page') ?? 1),
        PageSize: Number(url.searchParams.get('pageSize') ?? 50),
        TotalRows: rows.length,
        Totals: { Count: rows.length },
        Rows: rows,
      });
    }
    // Kim bought nothing and redeemed no code: online on the property's free access.
    if (url.pathname.endsWith('/guest-accounts/1042-0-777')) {
      return Response.json({ ...DETAIL, ...KIM, Plan: '', AccessCode: '', RecentPayments: [] });
    }
    return Response.json(DETAIL);
  };
  return { fetch, asked };
}

function renderFind(at: string, options: { fail?: boolean } = {}) {
  const { fetch, asked } = accountsFetch(options);
  const router = renderScreen(FindAccounts, consoleTestbed({ fetch }), {
    route: '/support/account',
    at,
    org: site,
  });
  const searches = () => asked.filter((url) => url.pathname.endsWith('/guest-accounts'));
  return { router, asked, searches };
}

const found = () => screen.findByRole('grid', { name: 'Accounts found' }, { timeout: 5000 });
const names = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('link')
    .map((link) => link.textContent);

giveGridItsStyledHeight();

// Each test waits for a few answers and Spectrum's popovers: on a loaded machine that took more
// than the default 5 s, so each gets 15 s (a ceiling against a busy machine, not a speed check).
describe('Find Accounts', { timeout: 15_000 }, () => {
  it('says what it searches before anything is typed, and asks nothing', async () => {
    const { searches } = renderFind('/support/account');
    expect(await screen.findByRole('heading', { name: 'Find a guest account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Classic page' }).getAttribute('href')).toBe(
      '/support/account/classic',
    );
    expect(searches()).toEqual([]);
  });

  it('searches as the person types, from 2 characters, across everything under the org', async () => {
    const { router, searches } = renderFind('/support/account');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '4' } });
    expect(
      await screen.findByText('Please enter at least 2 characters to refine search'),
    ).toBeTruthy();
    expect(searches()).toEqual([]);
    fireEvent.change(box, { target: { value: '412' } });
    expect(names(await found())).toEqual(['Dana Lee']);
    const [asked] = searches();
    expect(asked?.searchParams.get('q')).toBe('412');
    expect(asked?.searchParams.get('orgNumber')).toBe('GN-1042');
    expect(asked?.searchParams.has('field')).toBe(false);
    expect(asked?.searchParams.has('thisOrgOnly')).toBe(false);
    expect(router.state.location.search).toEqual({ q: 412 });
  });

  it('searches at once on Enter', async () => {
    const { router } = renderFind('/support/account');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'kim' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // The address follows in the same task as the key, before the typing pause ends.
    expect(router.state.location.search).toEqual({ q: 'kim' });
    expect(names(await found())).toEqual(['Kim Park']);
  });

  it.each([
    ['name', 'dana', 'Dana Lee'],
    ['email', 'kim.', 'Kim Park'],
    ['room', '412', 'Dana Lee'],
    ['code', 'lobby', 'Kim Park'],
    ['mac', '00:11', 'Dana Lee'],
    ['account', '0-777', 'Kim Park'],
  ])('finds an account by %s', async (field, q, name) => {
    const { searches } = renderFind(`/support/account?field=${field}&q=${encodeURIComponent(q)}`);
    expect(names(await found())).toEqual([name]);
    expect(searches()[0]?.searchParams.get('field')).toBe(field);
  });

  it('narrows the search in the picker, in the address', async () => {
    const { router } = renderFind('/support/account?q=lee');
    expect(names(await found())).toEqual(['Dana Lee', 'Kim Park']);
    fireEvent.click(screen.getByRole('button', { name: /Search in/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ q: 'lee', field: 'name' }),
    );
    await waitFor(() => expect(names(screen.getByRole('grid'))).toEqual(['Dana Lee']));
  });

  it('sorts by a column on the server, in the address', async () => {
    const { router, searches } = renderFind('/support/account?q=lee');
    const grid = await found();
    expect(
      within(grid)
        .getByRole('columnheader', { name: /Last seen/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    fireEvent.click(within(grid).getByRole('columnheader', { name: /Room/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'Room' }));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('sort')).toBe('Room'));
    expect(searches().at(-1)?.searchParams.get('order')).toBe('asc');
    expect(searches()[0]?.searchParams.has('sort')).toBe(false);
  });

  it('searches the org alone with This org only', async () => {
    const { router, searches } = renderFind('/support/account?q=example');
    expect(names(await found())).toEqual(['Dana Lee', 'Kim Park']);
    fireEvent.click(screen.getByRole('switch', { name: 'This org only' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ thisOrgOnly: true }));
    await waitFor(() => expect(names(screen.getByRole('grid'))).toEqual(['Kim Park']));
    expect(searches().at(-1)?.searchParams.get('thisOrgOnly')).toBe('true');
  });

  it('says when nothing matches, and suggests the whole tree when searching the org alone', async () => {
    renderFind('/support/account?q=nobody&thisOrgOnly=true');
    expect(
      await screen.findByRole('heading', { name: 'No accounts match “nobody”' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/turn off This org only/)).toBeTruthy();
  });

  it('shows the server’s message and Retry when the search fails', async () => {
    renderFind('/support/account?q=dana', { fail: true });
    expect(
      await screen.findByText('The account service is down.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('opens from its address as it was left: text, field, switch and page', async () => {
    const { searches } = renderFind(
      '/support/account?q=412&field=room&thisOrgOnly=true&page=2&pageSize=50',
    );
    await waitFor(() => expect(searches()).toHaveLength(1), { timeout: 5000 });
    const asked = searches()[0]?.searchParams;
    expect(asked?.get('q')).toBe('412');
    expect(asked?.get('field')).toBe('room');
    expect(asked?.get('thisOrgOnly')).toBe('true');
    expect(asked?.get('page')).toBe('2');
    expect(asked?.get('pageSize')).toBe('50');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      '412',
    );
    expect(screen.getByRole('button', { name: /Search in/ }).textContent).toContain('Room');
    expect(
      (screen.getByRole('switch', { name: 'This org only' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('reads a malformed address as the defaults', async () => {
    const { searches } = renderFind(
      '/support/account?q=dana&field=password&thisOrgOnly=maybe&page=-1&account=..%2Fetc',
    );
    expect(names(await found())).toEqual(['Dana Lee']);
    const asked = searches()[0]?.searchParams;
    expect(asked?.has('field')).toBe(false);
    expect(asked?.has('thisOrgOnly')).toBe(false);
    expect(asked?.get('page')).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens an account with its recent sessions and payments, each leading to its report', async () => {
    const { router } = renderFind('/support/account?q=412');
    const grid = await found();
    // Its status in words, as in its dialog.
    expect(within(grid).getByText('Active')).toBeTruthy();
    expect(within(grid).queryByText('active')).toBeNull();
    fireEvent.click(within(grid).getByRole('link', { name: 'Dana Lee' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(router.state.location.search).toEqual({ q: 412, account: '1042-2-100' });
    await within(dialog).findByText('dana.lee@example.com');
    expect(within(dialog).getAllByText('Guest Rooms (GN-1042-2)').length).toBeGreaterThan(0);
    // The session began at 20:05 on the 24th on the site's clock: that day's Radius Activity.
    const session = within(dialog).getByRole('link', {
      name: 'Session 2026-11-24 20:05: open Radius Activity for 2026-11-24',
    });
    expect(session.getAttribute('href')).toBe(
      '/support/radius?range=custom&from=2026-11-24&to=2026-11-24&account=1042-2-100',
    );
    expect(within(dialog).getByText('Online now')).toBeTruthy();
    const payment = within(dialog).getByRole('link', {
      name: 'Payment 2026-11-24 10:00, CAD 12.95: open Revenue Summary for 2026-11-24',
    });
    expect(payment.getAttribute('href')).toBe(
      '/report/revenue?range=custom&from=2026-11-24&to=2026-11-24&account=1042-2-100',
    );
    // Its payment type in the words the reports use for it, not the contract's value.
    const paymentRow = payment.closest('tr') as HTMLElement;
    expect(within(paymentRow).getByText('Room charge')).toBeTruthy();
    expect(within(paymentRow).queryByText('pms')).toBeNull();
    // Its status too, and the account's own.
    expect(within(paymentRow).getByText('Completed')).toBeTruthy();
    expect(within(paymentRow).queryByText('completed')).toBeNull();
    const facts = dialog.querySelector('dl') as HTMLElement;
    expect(within(facts).getByText('Status').nextElementSibling?.textContent).toBe('Active');
    expect(
      within(dialog)
        .getByRole('link', { name: 'All payments of 1042-2-100 in Revenue Summary' })
        .getAttribute('href'),
    ).toBe('/report/revenue?range=90d&account=1042-2-100');
    fireEvent.click(payment);
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/revenue'));
    expect(router.state.location.search).toEqual({
      range: 'custom',
      from: '2026-11-24',
      to: '2026-11-24',
      account: '1042-2-100',
    });
  });

  it('on a phone, shows each recent session and payment as a block of values under their headers, not a table', async () => {
    smallScreen.set(true);
    try {
      renderFind('/support/account?q=412&account=1042-2-100');
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      await within(dialog).findByText('dana.lee@example.com');
      const sessions = within(dialog).getByRole('region', { name: 'Recent sessions' });
      expect(within(sessions).queryByRole('table')).toBeNull();
      const [session, ...more] = within(sessions).getAllByRole('listitem');
      expect(more).toEqual([]);
      const pairs = (item: HTMLElement | undefined) =>
        [...(item?.querySelectorAll('dt') ?? [])].map(
          (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
        );
      expect(pairs(session)).toEqual([
        'Start (America/Toronto): 2026-11-24 20:05',
        'Length: Online now',
        `Data: ${formatBytes(2_900_000)}`,
        'MAC: AA:BB:CC:00:11:22',
        'Org: Guest Rooms (GN-1042-2)',
      ]);
      // The start still opens that day's Radius Activity.
      expect(
        within(sessions).getByRole('link', {
          name: 'Session 2026-11-24 20:05: open Radius Activity for 2026-11-24',
        }),
      ).toBeTruthy();
      const payments = within(dialog).getByRole('region', { name: 'Recent payments' });
      expect(within(payments).queryByRole('table')).toBeNull();
      expect(pairs(within(payments).getAllByRole('listitem')[0])).toEqual([
        'Time (America/Toronto): 2026-11-24 10:00',
        'Plan: Premium 1 Day',
        'Payment: Room charge',
        'Amount: CAD 12.95',
        'Status: Completed',
      ]);
    } finally {
      smallScreen.set(false);
    }
  });

  it('says how an account without payments got online, and that it has none', async () => {
    renderFind('/support/account?q=kim&account=1042-0-777');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByText('kim.lee@example.com');
    const payments = within(dialog).getByRole('region', { name: 'Recent payments' });
    expect(within(payments).getByText('No payments yet.')).toBeTruthy();
    const plan = within(dialog).getByText('Plan').nextElementSibling;
    expect(plan?.textContent).toBe('Free access');
    expect(within(dialog).getByText('Access code').nextElementSibling?.textContent).toBe('None');
  });

  it('closes an account back to the same results', async () => {
    const { router } = renderFind('/support/account?q=412&account=1042-2-100');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByText('dana.lee@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toEqual({ q: 412 });
    expect(names(await found())).toEqual(['Dana Lee']);
  });
});
