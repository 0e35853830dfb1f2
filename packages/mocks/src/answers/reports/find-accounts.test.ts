import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';
import { ACCOUNT_DAYS, roomKey } from './find-accounts.js';
import { reportClock } from './report-clock.js';
import { leafOf, leavesUnder } from './report-rollup.js';
import { guestOf, guestsPerDay } from './report-rows.js';

// What support sees of a guest: Find Accounts' rows say what the account's own page says, no
// time is after now, and an open session counts its time up to now (report-queries.md).

const NOW = new Date('2026-11-25T15:20:00Z');
const state = new MockState();
const handlers = createHandlers({ scenario: 'default', state, now: () => NOW, slowMs: 0 });
const tree = state.orgTree('default', 1);
const site = tree.orgs.find((org) => org.type === 'Site' && tree.childrenOf(org.number).length > 2);

async function call(path: string, query: Record<string, string>, operationId?: string) {
  const url = `http://localhost/AdminApi/${path}?${new URLSearchParams(query)}`;
  const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
  const response = await getResponse(handlers, new Request(url, { headers }));
  const body = JSON.parse((await response?.text()) ?? 'null');
  if (operationId && response?.status === 200) {
    expect(validateResponse(operationId, 200, body)).toEqual({ valid: true });
  }
  return { status: response?.status, body };
}

type Account = { Account: string; Room: string; Created: string; LastSeen: string | null };

describe('Find Accounts', () => {
  it('lists each account as its own page shows it: last seen, plan, code, created before now', async () => {
    const orgNumber = site?.number ?? '';
    const sale = (
      await call('reports/sales', { orgNumber, from: '2026-11-24', to: '2026-11-24' })
    ).body.Rows.find((row: { Status: string }) => row.Status === 'completed');
    const guest = (await call(`guest-accounts/${sale.Account}`, { orgNumber })).body;
    const found = (
      await call('guest-accounts', { orgNumber, q: guest.Name, field: 'name' }, 'findGuestAccounts')
    ).body.Rows as (Account & Record<string, unknown>)[];
    const row = found.find((account) => account.Account === sale.Account);
    expect(row).toMatchObject({
      LastSeen: guest.LastSeen,
      Plan: guest.Plan,
      AccessCode: guest.AccessCode,
      Created: guest.Created,
    });
    expect(row?.Plan).not.toBe('');
    expect(found.some((account) => account.LastSeen !== null)).toBe(true);
    for (const account of found) {
      expect(Date.parse(account.Created)).toBeLessThanOrEqual(NOW.getTime());
      if (account.LastSeen) {
        expect(Date.parse(account.LastSeen)).toBeGreaterThanOrEqual(Date.parse(account.Created));
        expect(Date.parse(account.LastSeen)).toBeLessThanOrEqual(NOW.getTime());
      }
    }
    // The newest seen first, by default.
    const seen = found.map((account) => account.LastSeen ?? account.Created);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('finds a room as support types it: 101 is room 101, not 1010 or 10', async () => {
    expect(roomKey('Room 0101')).toBe('101');
    expect(roomKey('#101')).toBe('101');
    expect(roomKey(' rm 101 ')).toBe('101');
    expect(roomKey('1010')).not.toBe('101');
    const orgNumber = site?.number ?? '';
    const typed = await call('guest-accounts', { orgNumber, q: '101', field: 'room' });
    const rooms = new Set(typed.body.Rows.map((row: Account) => row.Room));
    expect(typed.body.TotalRows).toBeGreaterThan(0);
    expect([...rooms]).toEqual(['101']);
    const spelled = await call('guest-accounts', { orgNumber, q: 'Room 0101', field: 'room' });
    expect(spelled.body.TotalRows).toBe(typed.body.TotalRows);
    // Room numbers repeat from hotel to hotel: across a whole provider the search still answers.
    const everywhere = await call('guest-accounts', {
      orgNumber: tree.root.number,
      q: '101',
      field: 'room',
    });
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.TotalRows).toBeGreaterThan(typed.body.TotalRows);
    expect(new Set(everywhere.body.Rows.map((row: Account) => row.Room))).toEqual(new Set(['101']));
  }, 60_000);

  it('counts an open session’s time from its start up to now', async () => {
    const orgNumber = site?.number ?? '';
    const open = (
      await call('reports/sessions', {
        orgNumber,
        from: '2026-11-25',
        to: '2026-11-25',
        online: 'true',
        pageSize: '1000',
      })
    ).body;
    expect(open.Rows.length).toBeGreaterThan(0);
    for (const row of open.Rows as { Start: string; Stop: null; SessionTime: number }[]) {
      expect(row.Stop).toBeNull();
      expect(row.SessionTime).toBe(Math.floor((NOW.getTime() - Date.parse(row.Start)) / 1000));
    }
  });

  // The reference: every guest of the org's leaves and 30 days made and compared, as a scan would.
  const grouping = tree.orgs
    .filter((org) => org.type === 'Grouping')
    .sort((a, b) => [...leavesUnder(tree, b)].length - [...leavesUnder(tree, a)].length)[0];
  function everyGuest(orgNumber: string, found: (guest: ReturnType<typeof guestOf>) => boolean) {
    const org = tree.byNumber.get(orgNumber);
    if (!org) throw new Error(orgNumber);
    const clock = reportClock('UTC');
    const today = clock ? clock.dayOf(NOW.getTime()) : 0;
    const generated = state.generatedOrgTree('default', 1);
    const accounts: string[] = [];
    for (const leafOrg of leavesUnder(tree, org)) {
      const leaf = leafOf(leafOrg, tree, generated, 1);
      for (let day = today - ACCOUNT_DAYS + 1; day <= today; day++) {
        for (let serial = 0; serial < guestsPerDay(leaf); serial++) {
          const guest = guestOf(leaf, day, serial);
          if (found(guest)) accounts.push(guest.account);
        }
      }
    }
    return accounts.sort();
  }
  async function allFound(query: Record<string, string>) {
    const rows: (Account & Record<string, unknown>)[] = [];
    for (let page = 1; ; page++) {
      const answer = await call(
        'guest-accounts',
        { ...query, pageSize: '1000', page: String(page) },
        'findGuestAccounts',
      );
      expect(answer.body).toMatchObject({ Page: page });
      rows.push(...answer.body.Rows);
      if (rows.length >= answer.body.TotalRows) {
        expect(rows).toHaveLength(answer.body.TotalRows);
        return rows;
      }
    }
  }

  it('finds by name, email, room and MAC exactly the guests a scan of every guest finds', async () => {
    const orgNumber = grouping?.number ?? '';
    const accounts = (rows: Account[]) => rows.map((row) => row.Account).sort();
    const silva = await allFound({ orgNumber, q: 'Silva', field: 'name' });
    expect(accounts(silva)).toEqual(everyGuest(orgNumber, (g) => g.name.includes('Silva')));
    const email = await allFound({ orgNumber, q: 'maria.silva1', field: 'email' });
    expect(email.length).toBeGreaterThan(0);
    expect(accounts(email)).toEqual(everyGuest(orgNumber, (g) => g.email.includes('maria.silva1')));
    const room = await allFound({ orgNumber, q: 'Room 0215', field: 'room' });
    expect(accounts(room)).toEqual(everyGuest(orgNumber, (g) => g.room === '215'));
    // A whole MAC, typed in any case and with any separators, finds its one guest.
    const guest = silva[7] as Account & { Macs: string[] };
    const mac = (guest.Macs[0] ?? '').toLowerCase().replaceAll(':', '-');
    expect(accounts(await allFound({ orgNumber, q: mac }))).toEqual([guest.Account]);
    expect(accounts(await allFound({ orgNumber, q: guest.Account }))).toEqual([guest.Account]);
    // Part of an account number finds every account it is part of, whole or not.
    for (const part of [guest.Account.slice(1), guest.Account.slice(0, -1)]) {
      expect(accounts(await allFound({ orgNumber, q: part, field: 'account' }))).toEqual(
        everyGuest(orgNumber, (g) => g.account.includes(part)),
      );
    }
  }, 60_000);

  it('pages a provider-wide search in order, newest seen first, each account once', async () => {
    const orgNumber = tree.root.number;
    const whole = (await call('guest-accounts', { orgNumber, q: 'silva', pageSize: '300' })).body;
    expect(whole.TotalRows).toBe(everyGuest(orgNumber, (g) => g.name.includes('Silva')).length);
    const paged: Account[] = [];
    for (let page = 1; page <= 6; page++) {
      const answer = await call(
        'guest-accounts',
        { orgNumber, q: 'silva', pageSize: '50', page: String(page) },
        'findGuestAccounts',
      );
      paged.push(...answer.body.Rows);
    }
    expect(paged.map((row) => row.Account)).toEqual(whole.Rows.map((row: Account) => row.Account));
    const seen = paged.map((row) => Date.parse(row.LastSeen ?? row.Created));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    // The oldest first, by when the account was made: the last page ends with the oldest.
    const oldest = await call('guest-accounts', {
      orgNumber,
      q: 'silva',
      sort: 'Created',
      order: 'asc',
      pageSize: '1000',
      page: String(Math.ceil(whole.TotalRows / 1000)),
    });
    const made = oldest.body.Rows.map((row: Account) => Date.parse(row.Created));
    // The same days read again in another order are sorted again, not served from the last sort.
    const newestMade = await call('guest-accounts', {
      orgNumber,
      q: 'silva',
      sort: 'Created',
      pageSize: '300',
    });
    const byMade = newestMade.body.Rows.map((row: Account) => Date.parse(row.Created));
    expect(byMade).toEqual([...byMade].sort((a, b) => b - a));
    expect(made).toEqual([...made].sort((a, b) => a - b));
    expect(oldest.body.Rows.length).toBe(whole.TotalRows % 1000 || 1000);
  }, 120_000);
});
