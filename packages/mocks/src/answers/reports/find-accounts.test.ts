import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';
import { roomKey } from './find-accounts.js';

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
    // Room numbers repeat from hotel to hotel: across a whole provider the search is too broad.
    const everywhere = await call('guest-accounts', {
      orgNumber: tree.root.number,
      q: '101',
      field: 'room',
    });
    expect(everywhere.status).toBe(400);
    expect(everywhere.body.Message).toMatch(/narrow the org or the search/);
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
});
