import type { AdminApiComponents } from '@guestnet/sdk';
import type { MockContext } from '../../mock-route.js';
import type { GeneratedOrg, OrgTree } from '../../org-tree/generate-org-tree.js';
import { isUnder } from '../../tenancy.js';
import { json } from '../operation-failures.js';
import { asked } from './report-answers.js';
import type { ReportClock } from './report-clock.js';
import type { ReportLeaf } from './report-leaf.js';
import { invalid, macKey, scopeLeaves, slicer, type Timed, untimed } from './report-lists.js';
import { hourWeights, isoDay, leafDay, leafOf } from './report-rollup.js';
import {
  guestOf,
  guestOfMac,
  guestsPerDay,
  type LeafDayInput,
  macLeafBytes,
  NAME_PAIRS,
  pairSerials,
  ROWS_OF,
  type RowSet,
  rowsOfGuest,
  rowTimes,
  type SaleRow,
  type SessionRow,
  salesOf,
  serialsOfRoom,
  sessionsOf,
} from './report-rows.js';
import { Slicer, sortInTurns } from './report-slicer.js';

type Schemas = AdminApiComponents['schemas'];
type AccountRow = Schemas['GuestAccount'];

// The guest account search and a guest's account: docs/decisions/report-queries.md "Find Accounts"

/** The days of guests `findGuestAccounts` looks through, up to today. */
export const ACCOUNT_DAYS = 30;
/**
 * The most guests a search reads one by one (part of an account number, an access code or a MAC,
 * or a piece of text every email has): a broader search is refused (400). A whole name, room,
 * access code, MAC or account number finds its guests without reading the others, at any org.
 */
export const GUESTS_READ = 1_000_000;
/**
 * The most accounts a search sorts by a column other than last seen or created: above it the
 * search is refused (400); by last seen or created any number of accounts is paged.
 */
export const SORT_LIMIT = 100_000;

/**
 * A room number as support types it and as it is compared: without case, spaces, a leading
 * `room`, `rm` or `#` and leading zeros, so `Room 0101` and `101` name room 101, and `10` does
 * not name room 101 or 1010 (docs/decisions/report-queries.md "Find Accounts").
 */
export function roomKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^(room|rm|#)+/, '')
    .replace(/^0+(?=.)/, '');
}

/**
 * The leaf org, day and guest a demo account number names: `1042-3-205960318` is guest 318 of
 * GN-1042-3 who came on day 20596.
 */
export function parseAccount(account: string) {
  const match = /^(\d+(?:-\d+)?)-(\d{5,})$/.exec(account);
  if (!match) return undefined;
  const serial = Number(match[2]);
  return { orgNumber: `GN-${match[1]}`, day: Math.floor(serial / 10_000), guest: serial % 10_000 };
}

/** The instant a guest's account was made: in the evening before the day its rows begin. */
const createdAt = (clock: ReportClock, day: number, guest: number) =>
  clock.dayStart(day) - (1 + ((guest * 37) % 240)) * 60_000;

const leafDigits = (leaf: ReportLeaf) => leaf.number.replace(/\D/g, '');

/** The access code a guest redeemed, if its payments show one: the leaf's digits and the guest. */
const accessCodeOf = (leaf: ReportLeaf, guest: number) =>
  `${leafDigits(leaf).slice(-4)}${String(guest).padStart(4, '0')}`;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

interface Clocked {
  clock: ReportClock;
  until: number;
  currency?: string;
}

/** A leaf-day's sessions and sales, made lazily: their count, their times, a row by index. */
interface DayRows {
  sessionCount: number;
  sessionTime(index: number): number;
  sessions(): RowSet<SessionRow>;
  sales(): RowSet<SaleRow>;
}

/**
 * The rows of one leaf's days, kept while a search reads that leaf's guests: a guest's rows are
 * those of the day it came and the next (report-rows.ts `rowsOfGuest`).
 */
function leafRows(terms: Clocked, org: GeneratedOrg, leaf: ReportLeaf) {
  const kept = new Map<number, DayRows | null>();
  const nowDay = terms.clock.dayOf(terms.until);
  return (day: number): DayRows | null => {
    const found = kept.get(day);
    if (found !== undefined) return found;
    let rows: DayRows | null = null;
    const hours = hourWeights(leaf.kind, day, terms.clock, terms.until);
    const fraction = day < nowDay ? 1 : hours.reduce((sum, share) => sum + share, 0);
    if (day <= nowDay && fraction > 0) {
      const input: LeafDayInput = {
        leaf,
        org,
        day,
        figures: leafDay(leaf, day, fraction),
        currency: terms.currency ?? leaf.currency,
        clock: terms.clock,
        until: terms.until,
        weights: hours,
      };
      const times = rowTimes(input, input.figures.sessions);
      let sessions: RowSet<SessionRow> | undefined;
      let sales: RowSet<SaleRow> | undefined;
      rows = {
        sessionCount: input.figures.sessions,
        sessionTime: times.timeOf,
        sessions: () => {
          sessions ??= sessionsOf(input);
          return sessions;
        },
        sales: () => {
          sales ??= salesOf(input);
          return sales;
        },
      };
    }
    kept.set(day, rows);
    return rows;
  };
}
type LeafRows = ReturnType<typeof leafRows>;

/** The indices below `count` of a guest's rows: `first`, `first + step`, … */
function* indices({ first, step }: { first: number; step: number }, count: number) {
  for (let index = first; index < count; index += step) yield index;
}

/** When a guest was last online (the start of its last session), without making its rows. */
function lastSeenOf(rowsOf: LeafRows, leaf: ReportLeaf, day: number, serial: number) {
  for (const d of [day + 1, day]) {
    const rows = rowsOf(d);
    if (!rows) continue;
    const { first, step } = rowsOfGuest(leaf, d, day, serial, ROWS_OF.sessions);
    if (first >= rows.sessionCount) continue;
    return rows.sessionTime(first + Math.floor((rows.sessionCount - 1 - first) / step) * step);
  }
  return null;
}

/** A guest's sessions and payments: the rows of the day it came and the next, in order of time. */
function historyOf(rowsOf: LeafRows, leaf: ReportLeaf, day: number, serial: number) {
  const sessions: Timed<SessionRow>[] = [];
  const payments: Timed<SaleRow>[] = [];
  for (const d of [day, day + 1]) {
    const rows = rowsOf(d);
    if (!rows) continue;
    const own = rowsOfGuest(leaf, d, day, serial, ROWS_OF.sessions);
    const set = rows.sessions();
    for (const index of indices(own, set.count)) sessions.push(set.row(index));
    const sales = rows.sales();
    const paid = rowsOfGuest(leaf, d, day, serial, ROWS_OF.sales);
    for (const index of indices(paid, sales.count)) payments.push(sales.row(index));
  }
  return { sessions, payments };
}

/** Whether a guest redeemed an access code (a payment of its paid with `code`). */
function redeemedCode(rowsOf: LeafRows, leaf: ReportLeaf, day: number, serial: number) {
  for (const d of [day, day + 1]) {
    const rows = rowsOf(d);
    if (!rows) continue;
    const sales = rows.sales();
    const paid = rowsOfGuest(leaf, d, day, serial, ROWS_OF.sales);
    for (const index of indices(paid, sales.count)) {
      if (sales.row(index).PaymentType === 'code') return true;
    }
  }
  return false;
}

/**
 * A guest's account as Find Accounts lists it and its own page shows it: its last session, its
 * last sale's plan and the code it redeemed, read from its own rows only.
 */
function accountOf(
  terms: Clocked,
  rowsOf: LeafRows,
  org: GeneratedOrg,
  leaf: ReportLeaf,
  day: number,
  serial: number,
) {
  const person = guestOf(leaf, day, serial);
  const { sessions, payments } = historyOf(rowsOf, leaf, day, serial);
  const nowDay = terms.clock.dayOf(terms.until);
  const row: AccountRow = {
    Account: person.account,
    Name: person.name,
    Email: person.email,
    Room: person.room,
    OrgNumber: org.number,
    OrgName: org.name,
    Status: day < nowDay - leaf.stay ? 'expired' : 'active',
    Created: iso(createdAt(terms.clock, day, serial)),
    LastSeen: sessions.at(-1)?.Start ?? null,
    Plan: payments.at(-1)?.Plan ?? '',
    AccessCode: payments.some((sale) => sale.PaymentType === 'code')
      ? accessCodeOf(leaf, serial)
      : '',
    Macs: person.macs,
  };
  return { row, sessions, payments };
}

function guestAccountAnswer(context: MockContext, query: URLSearchParams): Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const generated = context.state.generatedOrgTree(context.scenario, context.seed);
  const within = tree.byNumber.get(query.get('orgNumber') ?? '');
  const named = parseAccount(context.params.account ?? '');
  const org = named && tree.byNumber.get(named.orgNumber);
  const notFound = () => json(404, { Message: 'Not found.' });
  if (!within || !named || !org || context.scenario === 'empty') return notFound();
  if (!isUnder(org, within.number) || tree.childrenOf(org.number).length > 0) return notFound();
  const leaf = leafOf(org, tree, generated, context.seed);
  if (named.guest >= guestsPerDay(leaf)) return notFound();
  const range = asked(
    context,
    new URLSearchParams({ orgNumber: org.number, from: isoDay(named.day), to: isoDay(named.day) }),
  );
  if (range instanceof Response) return notFound();
  if (named.day > range.clock.dayOf(range.until)) return notFound();
  const terms = { ...range, currency: leaf.currency };
  const { row, sessions, payments } = accountOf(
    terms,
    leafRows(terms, org, leaf),
    org,
    leaf,
    named.day,
    named.guest,
  );
  return json<Schemas['GuestAccountDetail']>(200, {
    ...row,
    Currency: leaf.currency,
    RecentSessions: sessions.reverse().slice(0, 20).map(untimed),
    RecentPayments: payments.reverse().slice(0, 20).map(untimed),
  });
}

const FIELDS = ['any', 'name', 'email', 'room', 'code', 'mac', 'account'] as const;
type Field = (typeof FIELDS)[number];

/** The pieces of the guests' names and emails a query can be part of, found once per query. */
const PAIR_NAMES = NAME_PAIRS.map(([first, last]) => ({
  name: `${first} ${last}`.toLowerCase(),
  user: `${first}.${last}`.toLowerCase(),
}));

/**
 * How a search finds its guests in a leaf-day: the name pairs it surely matches (counted without
 * making a guest), the serials it must check one by one (an email pair, a room, a code, a MAC, an
 * account number), or every guest (`readAll`: part of an account number, a code or a MAC).
 */
interface SearchPlan {
  q: string;
  field: Field;
  namePairs: number[];
  emailPairs: number[];
  roomSlot?: number;
  code?: { digits: string; serial: number };
  mac?: { leafBytes: number; low24: number };
  /** A whole account number, or its end from the `-` before the leaf's last digits. */
  account?: { leafDigits: string; day: number; serial: number };
  readAll: boolean;
}

function planOf(q: string, field: Field): SearchPlan {
  const wants = (kind: Field) => field === kind || field === 'any';
  const plan: SearchPlan = { q, field, namePairs: [], emailPairs: [], readAll: false };
  PAIR_NAMES.forEach(({ name, user }, pair) => {
    if (wants('name') && name.includes(q)) plan.namePairs.push(pair);
    else if (wants('email')) {
      for (let n = 0; n < 100; n++) {
        if (`${user}${n}@example.com`.includes(q)) {
          plan.emailPairs.push(pair);
          break;
        }
      }
    }
  });
  const room = roomKey(q);
  if (wants('room') && /^[1-9](0[1-9]|[1-3]\d|40)$/.test(room)) {
    plan.roomSlot = (Number(room[0]) - 1) * 40 + Number(room.slice(1)) - 1;
  }
  const digits = /^[\d-]+$/.test(q);
  // An account's serial is 9 digits (day and guest): one ending so names its day and guest, and
  // the leaves whose numbers end with the digits before it.
  const named = /-\d{9}$/.test(q) ? parseAccount(q) : undefined;
  if (wants('account') && digits) {
    if (named) {
      plan.account = { leafDigits: named.orgNumber.slice(3), day: named.day, serial: named.guest };
    } else plan.readAll = true;
  }
  if (wants('code') && /^\d+$/.test(q)) {
    if (q.length === 8) plan.code = { digits: q.slice(0, 4), serial: Number(q.slice(4)) };
    else plan.readAll = true;
  }
  const mac = macKey(q);
  const macLike = field === 'mac' || /^[\da-f:.\-\s]+$/.test(q);
  if (wants('mac') && macLike && mac.length >= 2 && !plan.account) {
    if (mac.length === 12) {
      const bytes = Number.parseInt(mac.slice(2, 6), 16);
      if (mac.startsWith('a4'))
        plan.mac = { leafBytes: bytes, low24: Number.parseInt(mac.slice(6), 16) };
    } else plan.readAll = true;
  }
  return plan;
}

/** Whether a guest is one the search finds, by what it shows (a code needs its payments). */
function matches(
  plan: SearchPlan,
  leaf: ReportLeaf,
  day: number,
  serial: number,
  rowsOf: () => LeafRows,
): boolean {
  const { q, field } = plan;
  const person = guestOf(leaf, day, serial);
  const has = (value: string) => value.toLowerCase().includes(q);
  const room = roomKey(q);
  const mac = macKey(q);
  const wants = (kind: Field) => field === kind || field === 'any';
  if (wants('name') && has(person.name)) return true;
  if (wants('email') && has(person.email)) return true;
  if (wants('room') && room !== '' && person.room !== '' && roomKey(person.room) === room)
    return true;
  if (wants('account') && /^[\d-]+$/.test(q) && has(person.account)) return true;
  const macLike = field === 'mac' || /^[\da-f:.\-\s]+$/.test(q);
  if (
    wants('mac') &&
    macLike &&
    mac.length >= 2 &&
    person.macs.some((m) => macKey(m).includes(mac))
  )
    return true;
  return (
    wants('code') &&
    /^\d+$/.test(q) &&
    accessCodeOf(leaf, serial).includes(q) &&
    redeemedCode(rowsOf(), leaf, day, serial)
  );
}

class ReadTooMany extends Error {}

/** Whether a leaf's accounts can hold the account number searched (as a part of theirs). */
const ownsAccount = (plan: SearchPlan, leaf: ReportLeaf) =>
  plan.account !== undefined && leaf.number.slice(3).endsWith(plan.account.leafDigits);

/** Whether a leaf can hold guests the search finds (a code, a MAC, an account name their leaf). */
function mayFind(plan: SearchPlan, leaf: ReportLeaf): boolean {
  if (plan.readAll || plan.namePairs.length + plan.emailPairs.length > 0) return true;
  if (plan.roomSlot !== undefined) return true;
  return (
    (plan.code !== undefined && leafDigits(leaf).slice(-4) === plan.code.digits) ||
    (plan.mac !== undefined && macLeafBytes(leaf) === plan.mac.leafBytes) ||
    ownsAccount(plan, leaf)
  );
}

/**
 * A search over a scope's leaves: for one leaf-day, the number of guests it finds, and (with
 * `visit`) each of them. Sure name pairs are counted without making a guest; the rest are
 * checked one by one, at most `GUESTS_READ` of them in all.
 */
function searcher(plan: SearchPlan, terms: Clocked) {
  let read = 0;
  const check = (count: number) => {
    read += count;
    if (read > GUESTS_READ) throw new ReadTooMany();
  };
  return (
    org: GeneratedOrg,
    leaf: ReportLeaf,
    day: number,
    visit?: (serial: number, rowsOf: LeafRows) => void,
  ): number => {
    if (!mayFind(plan, leaf)) return 0;
    const guests = guestsPerDay(leaf);
    let rows: LeafRows | undefined;
    const rowsOf = () => {
      rows ??= leafRows(terms, org, leaf);
      return rows;
    };
    const found = new Set<number>();
    let counted = 0;
    const each = (from: { first: number; step: number }, checked: boolean) => {
      for (let serial = from.first; serial < guests; serial += from.step) {
        if (checked) {
          check(1);
          if (!matches(plan, leaf, day, serial, rowsOf)) continue;
        }
        found.add(serial);
      }
    };
    if (plan.readAll) {
      check(guests);
      for (let serial = 0; serial < guests; serial++) {
        if (matches(plan, leaf, day, serial, rowsOf)) found.add(serial);
      }
    } else {
      const alone =
        !visit &&
        plan.emailPairs.length === 0 &&
        plan.roomSlot === undefined &&
        !plan.code &&
        !plan.mac &&
        !plan.account;
      const serialsOf = pairSerials(leaf, day);
      for (const pair of plan.namePairs) {
        const from = serialsOf(pair);
        if (alone)
          counted +=
            from.first < guests ? Math.floor((guests - 1 - from.first) / from.step) + 1 : 0;
        else each(from, false);
      }
      for (const pair of plan.emailPairs) each(serialsOf(pair), true);
      if (plan.roomSlot !== undefined) each(serialsOfRoom(leaf, day, plan.roomSlot), true);
      const single = (serial: number) => each({ first: serial, step: guests }, true);
      if (plan.code && leafDigits(leaf).slice(-4) === plan.code.digits) single(plan.code.serial);
      if (plan.account && ownsAccount(plan, leaf) && plan.account.day === day) {
        single(plan.account.serial);
      }
      if (plan.mac && macLeafBytes(leaf) === plan.mac.leafBytes) {
        const named = guestOfMac(leaf, plan.mac.low24);
        if (named.dayMod === (day & 0xff)) single(named.serial);
      }
    }
    if (visit) for (const serial of found) visit(serial, rowsOf());
    return counted + found.size;
  };
}

/** An account found: its leaf (the scope's index), the day its guest came, the guest, its key. */
interface Found {
  leaf: number;
  day: number;
  serial: number;
  key: number | string;
}

/** A search's counts per day, kept for its next pages. */
interface Counted {
  perDay: number[];
  total: number;
  sorted?: { key: string; rows: Found[] };
}
const searches = new WeakMap<OrgTree, Map<string, Counted>>();
const SEARCHES_KEPT = 8;
/**
 * The one search whose sorted days are kept: a provider-wide name's five days are millions of
 * accounts, so the sorted days of an earlier search are let go when another's are kept.
 */
let sortedKept: Counted | undefined;

/**
 * How far, in days, the accounts of one day can mix with those of others in a sort: by last seen
 * (a guest's last session is on the day it came or the next; one never online is listed by when
 * its account was made, the evening before), by when made (not at all), by anything else (all).
 */
const MARGIN: Record<string, number> = { LastSeen: 2, Created: 0 };

async function findAccounts(context: MockContext, query: URLSearchParams): Promise<Response> {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(query.get('orgNumber') ?? '');
  if (!org) return json(404, { Message: 'Not found.' });
  const q = (query.get('q') ?? '').trim().toLowerCase();
  if (q.length < 2) return invalid('q must have at least 2 characters');
  const field = (FIELDS as readonly string[]).includes(query.get('field') ?? '')
    ? (query.get('field') as Field)
    : 'any';
  const clockRange = asked(
    context,
    new URLSearchParams({ orgNumber: org.number, from: '2000-01-01', to: '2000-01-01' }),
  );
  if (clockRange instanceof Response) return clockRange;
  const terms: Clocked = { clock: clockRange.clock, until: clockRange.until };
  const today = clockRange.clock.dayOf(clockRange.until);
  const firstDay = today - ACCOUNT_DAYS + 1;
  const own = query.get('thisOrgOnly') === 'true';
  const scope =
    context.scenario === 'empty'
      ? { orgs: [], leaves: [] }
      : await scopeLeaves(tree, clockRange.generated, context.seed, org, own);
  const sort = query.get('sort') ?? 'LastSeen';
  const desc = (query.get('order') ?? 'desc') !== 'asc';
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(1000, Math.max(1, Number(query.get('pageSize') ?? 50) || 50));
  const plan = planOf(q, field);
  const search = searcher(plan, terms);
  const turn = slicer();

  // The accounts of each day, counted (kept per tree, org, search and five minutes of "now").
  let kept = searches.get(tree);
  if (!kept) {
    kept = new Map();
    searches.set(tree, kept);
  }
  const key = [context.seed, org.number, own, q, field, clockRange.until].join('|');
  let counted = kept.get(key);
  try {
    if (!counted) {
      const perDay = new Array<number>(ACCOUNT_DAYS).fill(0);
      for (let i = 0; i < scope.orgs.length; i++) {
        await turn();
        const leafOrg = scope.orgs[i] as GeneratedOrg;
        const leaf = scope.leaves[i] as ReportLeaf;
        if (!mayFind(plan, leaf)) continue;
        for (let t = 0; t < ACCOUNT_DAYS; t++) {
          perDay[t] = (perDay[t] ?? 0) + search(leafOrg, leaf, firstDay + t);
        }
      }
      counted = { perDay, total: perDay.reduce((sum, count) => sum + count, 0) };
      kept.set(key, counted);
      if (kept.size > SEARCHES_KEPT) kept.delete(kept.keys().next().value as string);
    }
  } catch (error) {
    if (!(error instanceof ReadTooMany)) throw error;
    return invalid(
      `the search reads more than ${GUESTS_READ.toLocaleString('en-US')} guests one by one; narrow the org, or search a whole name, room, access code, MAC or account number`,
    );
  }
  const margin = MARGIN[sort] ?? ACCOUNT_DAYS;
  if (margin === ACCOUNT_DAYS && counted.total > SORT_LIMIT) {
    return invalid(
      `the search finds more than ${SORT_LIMIT.toLocaleString('en-US')} accounts to sort by ${sort}; sort by LastSeen or Created, or narrow the search`,
    );
  }

  // The days in the answer's order (newest first when descending), with the accounts before each.
  const dayAt = (t: number) => (desc ? today - t : firstDay + t);
  const countAt = (t: number) => counted.perDay[dayAt(t) - firstDay] ?? 0;
  const before = [0];
  for (let t = 0; t < ACCOUNT_DAYS; t++) before.push((before[t] ?? 0) + countAt(t));
  const S = (t: number) => before[Math.max(0, Math.min(ACCOUNT_DAYS, t))] ?? 0;
  // A day's accounts lie between those of the days `margin` before and after it; only the days
  // that can hold the page's rows are read, with their neighbours to place them exactly.
  const from = (page - 1) * pageSize;
  const to = from + pageSize;
  const days: number[] = [];
  for (let t = 0; t < ACCOUNT_DAYS; t++) {
    if (countAt(t) > 0 && S(t - margin) < to && S(t + margin + 1) > from) days.push(t);
  }
  const rows: AccountRow[] = [];
  if (days.length > 0) {
    const lo = Math.max(0, (days[0] ?? 0) - margin);
    const hi = Math.min(ACCOUNT_DAYS - 1, (days.at(-1) ?? 0) + margin);
    const read = await sortedFound(counted, [lo, hi]);
    const wanted = new Set(days);
    // The accounts read can be a million and more (a common name's days): counted for turns.
    const slices = new Slicer(1024);
    for (let n = 0; n < read.length; n++) {
      if (slices.due()) await slices.pass();
      const found = read[n] as Found;
      const t = desc ? today - found.day : found.day - firstDay;
      const rank = S(lo) + n;
      if (wanted.has(t) && rank >= from && rank < to) {
        const leafOrg = scope.orgs[found.leaf] as GeneratedOrg;
        const leaf = scope.leaves[found.leaf] as ReportLeaf;
        rows.push(
          accountOf(terms, leafRows(terms, leafOrg, leaf), leafOrg, leaf, found.day, found.serial)
            .row,
        );
        // An account's row reads its guest's sessions and payments of two days: much work.
        if (slices.due(1024)) await slices.pass();
      }
    }
  }
  return json<Schemas['AccountSearch']>(200, {
    OrgNumber: org.number,
    Q: query.get('q') ?? '',
    Field: field,
    Page: page,
    PageSize: pageSize,
    TotalRows: counted.total,
    Totals: { Count: counted.total },
    Rows: rows,
  });

  /** The accounts of the days `lo` to `hi` (in the answer's order), sorted: kept for the next page. */
  async function sortedFound(into: Counted, [lo, hi]: [number, number]): Promise<Found[]> {
    const sortedKey = [sort, desc, lo, hi].join('|');
    if (into.sorted?.key === sortedKey) return into.sorted.rows;
    const first = Math.min(dayAt(lo), dayAt(hi));
    const last = Math.max(dayAt(lo), dayAt(hi));
    const found: Found[] = [];
    for (let i = 0; i < scope.orgs.length; i++) {
      await turn();
      const leafOrg = scope.orgs[i] as GeneratedOrg;
      const leaf = scope.leaves[i] as ReportLeaf;
      if (!mayFind(plan, leaf)) continue;
      for (let day = first; day <= last; day++) {
        search(leafOrg, leaf, day, (serial, rowsOf) => {
          found.push({ leaf: i, day, serial, key: keyOf(leafOrg, leaf, day, serial, rowsOf) });
        });
      }
    }
    const accountOfFound = (f: Found) =>
      `${leafDigits(scope.leaves[f.leaf] as ReportLeaf)}-${f.day * 10_000 + f.serial}`;
    // Up to `SORT_LIMIT` accounts: sorted in slices, in the order `found.sort` gives.
    await sortInTurns(found, (a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key));
      return (desc ? -1 : 1) * (order || accountOfFound(a).localeCompare(accountOfFound(b)));
    });
    if (sortedKept && sortedKept !== into) sortedKept.sorted = undefined;
    into.sorted = { key: sortedKey, rows: found };
    sortedKept = into;
    return found;
  }

  /** What a found account is sorted by. */
  function keyOf(
    leafOrg: GeneratedOrg,
    leaf: ReportLeaf,
    day: number,
    serial: number,
    rowsOf: LeafRows,
  ): number | string {
    const made = createdAt(terms.clock, day, serial);
    if (sort === 'LastSeen') return lastSeenOf(rowsOf, leaf, day, serial) ?? made;
    if (sort === 'Created') return made;
    if (sort === 'OrgName') return leafOrg.name;
    if (sort === 'Status') return day < today - leaf.stay ? 'expired' : 'active';
    const person = guestOf(leaf, day, serial);
    if (sort === 'Name') return person.name;
    if (sort === 'Email') return person.email;
    if (sort === 'Room') return person.room;
    if (sort === 'Account') return person.account;
    return made;
  }
}

/**
 * The guest account search (`findGuestAccounts`) and a guest's account (`getGuestAccount`);
 * `undefined` for other operations.
 */
export async function guestAccountsAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<Response | undefined> {
  if (operationId === 'getGuestAccount') return guestAccountAnswer(context, query);
  if (operationId === 'findGuestAccounts') return await findAccounts(context, query);
  return undefined;
}
