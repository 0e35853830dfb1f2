import { describe, expect, it } from 'vitest';
import { MockState } from '../../mock-state.js';
import { reportClock } from './report-clock.js';
import type { ReportLeaf } from './report-leaf.js';
import { hourWeights, leafDay, leafOf, leavesUnder } from './report-rollup.js';
import {
  guestGroup,
  guestOf,
  guestOfMac,
  guestPairs,
  guestRoomNumber,
  guestsPerDay,
  type LeafDayInput,
  loyaltyOf,
  NAME_PAIRS,
  ROWS_OF,
  type RowKind,
  rowGuest,
  rowMacBits,
  rowsOfGuest,
  salesOf,
  sessionsOf,
} from './report-rows.js';

// One guest model serves two readers (docs/decisions/report-queries.md "Scale", "Find Accounts"):
// the lists' filters read a row's guest, room, group and MAC from its index without making the
// row, and the account search finds a guest's rows and a MAC's guest by inverting the same steps.
// Whatever either reads must be what the made rows show, or a filter or a search finds other rows
// than the screens list.

const NOW = Date.parse('2026-11-25T15:20:00Z');
const state = new MockState();
const tree = state.orgTree('default', 1);
const generated = state.generatedOrgTree('default', 1);
const clock = reportClock('UTC');
if (!clock) throw new Error('no UTC clock');
const today = clock.dayOf(NOW);

const leaves = [...leavesUnder(tree, tree.root)].map((org) => ({
  org,
  leaf: leafOf(org, tree, generated, 1),
}));
/** A few leaves: one of each kind, and a guest-rooms area with loyalty look-ups. */
const picked = [
  leaves.find(({ leaf }) => leaf.kind === 'rooms' && leaf.seed % 3 === 0),
  leaves.find(({ leaf }) => leaf.kind === 'rooms' && leaf.seed % 3 !== 0),
  leaves.find(({ leaf }) => leaf.kind === 'public'),
  leaves.find(({ leaf }) => leaf.kind === 'meeting'),
].filter((each) => each !== undefined);

function inputOf({ org, leaf }: (typeof leaves)[number], day: number): LeafDayInput {
  const weights = hourWeights(leaf.kind, day, clock as NonNullable<typeof clock>, NOW);
  const fraction = day < today ? 1 : weights.reduce((sum, share) => sum + share, 0);
  return {
    leaf,
    org,
    day,
    figures: leafDay(leaf, day, fraction),
    currency: leaf.currency,
    clock: clock as NonNullable<typeof clock>,
    until: NOW,
    weights,
  };
}

/** Up to `most` indices spread over `count` rows, the first and last among them. */
function spread(count: number, most: number) {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  return Array.from({ length: most }, (_, n) => Math.floor((n * (count - 1)) / (most - 1)));
}

const digits = (leaf: ReportLeaf) => leaf.number.replace(/^GN-/, '');
const low24 = (mac: string) => Number.parseInt(mac.replaceAll(':', '').slice(6), 16);

/** What the filters read of row `index`'s guest, as the row's fields would show it. */
function readOf(leaf: ReportLeaf, day: number, index: number, kind: RowKind) {
  const guest = rowGuest(leaf, day, index, kind);
  const room = guestRoomNumber(leaf, guest);
  const [first, last] = NAME_PAIRS[guestPairs(leaf, day)(guest)] ?? [];
  return {
    guest,
    name: `${first} ${last}`,
    account: `${digits(leaf)}-${guest}`,
    room: room < 0 ? '' : String(room),
    group: guestGroup(leaf, guest),
    macBits: rowMacBits(leaf, guest, index),
  };
}

describe('a row’s guest as the filters and the search read it', () => {
  it('covers each kind of leaf and one with loyalty look-ups', () => {
    expect(picked.map(({ leaf }) => leaf.kind).sort()).toEqual([
      'meeting',
      'public',
      'rooms',
      'rooms',
    ]);
  });

  // Every fourth day of the last thirty, yesterday and today (a part day).
  const days = [...Array.from({ length: 8 }, (_, n) => today - 29 + 4 * n), today - 1, today];
  it('equals the made rows’ guests, names, rooms, groups and MACs, in each kind of leaf', () => {
    const seen = { grouped: 0, roomless: 0, loyalty: 0 };
    for (const each of picked) {
      const { leaf } = each;
      let checked = 0;
      for (const day of days) {
        const input = inputOf(each, day);
        const sales = salesOf(input);
        for (const index of spread(sales.count, 200)) {
          const row = sales.row(index);
          const read = readOf(leaf, day, index, ROWS_OF.sales);
          const guest = guestOf(leaf, Math.floor(read.guest / 10_000), read.guest % 10_000);
          expect(guest.name).toBe(read.name);
          expect(row).toMatchObject({
            Account: read.account,
            UserName: guest.userName,
            Room: read.room,
            Group: read.group,
          });
          expect(guest).toMatchObject({ account: read.account, room: read.room });
          expect(low24(row.Mac)).toBe(read.macBits);
          if (row.Group !== '') seen.grouped++;
          if (row.Room === '') seen.roomless++;
          checked++;
        }
        const sessions = sessionsOf(input);
        for (const index of spread(sessions.count, 200)) {
          const row = sessions.row(index);
          const read = readOf(leaf, day, index, ROWS_OF.sessions);
          expect(row.Account).toBe(read.account);
          expect(row.UserName.replace(/\d+$/, '')).toBe(read.name.replace(' ', '.').toLowerCase());
          expect(low24(row.Mac)).toBe(read.macBits);
          checked++;
        }
        const loyalty = loyaltyOf(input);
        for (const index of spread(loyalty.count, 100)) {
          const row = loyalty.row(index);
          const read = readOf(leaf, day, index, ROWS_OF.loyalty);
          expect(row).toMatchObject({ Room: read.room, GuestName: read.name });
          seen.loyalty++;
          checked++;
        }
      }
      expect(checked, leaf.number).toBeGreaterThan(300);
    }
    // The comparisons met guests with a group, guests without a room and loyalty look-ups.
    expect(Math.min(seen.grouped, seen.roomless, seen.loyalty)).toBeGreaterThan(0);
  });

  it('is found back from the guest: its rows by `rowsOfGuest`, its devices by `guestOfMac`', () => {
    for (const each of picked) {
      const { leaf } = each;
      const day = today - 3;
      const sessions = sessionsOf(inputOf(each, day));
      const guests = guestsPerDay(leaf);
      for (const serial of spread(guests, 40)) {
        for (const guestDay of [day - 1, day]) {
          const { first, step } = rowsOfGuest(leaf, day, guestDay, serial, ROWS_OF.sessions);
          expect(step).toBe(2 * guests);
          expect(first).toBeLessThan(step);
          const account = `${digits(leaf)}-${guestDay * 10_000 + serial}`;
          // Every row of that guest, and no other, is first, first + step, …
          for (let index = first; index < Math.min(sessions.count, first + 3 * step); index += step)
            expect(sessions.row(index).Account).toBe(account);
          for (const index of spread(Math.min(sessions.count, step), 50)) {
            const mine = (index - first) % step === 0;
            expect(sessions.row(index).Account === account).toBe(mine);
          }
          const guest = guestOf(leaf, guestDay, serial);
          guest.macs.forEach((mac, device) => {
            expect(guestOfMac(leaf, low24(mac))).toEqual({
              dayMod: guestDay & 0xff,
              serial,
              device,
            });
          });
        }
      }
    }
  });
});
