import type { AdminApiComponents } from '@guestnet/sdk';
import type { MockContext } from '../../mock-route.js';
import type { GeneratedOrg, OrgTree } from '../../org-tree/generate-org-tree.js';
import { isUnder } from '../../tenancy.js';
import { json } from '../operation-failures.js';
import { type Asked, asked } from './report-answers.js';
import { AREA_KINDS, type ReportLeaf } from './report-leaf.js';
import { hourWeights, isoDay, leafDay, leafOf, leavesUnder } from './report-rollup.js';
import {
  guestOf,
  guestsPerDay,
  type LeafDayInput,
  loyaltyCount,
  loyaltyOf,
  type RowSet,
  salesCount,
  salesOf,
  salesTotalsOf,
  sessionsOf,
  sessionTotalsOf,
  splitByHour,
} from './report-rows.js';

type Schemas = AdminApiComponents['schemas'];
type SaleRow = Schemas['ReportSalesRow'];
type SessionRow = Schemas['ReportSessionRow'];
type Timed<Row> = Row & { At: number };

// The report lists and the guest account search: docs/decisions/report-queries.md

/**
 * The most rows a filtered or re-sorted list reads before it answers: above it the call is refused
 * as too broad (400), where a backend would use its indexes. Lists sorted by time without row
 * filters (the screens' default) never read more than the rows of the hours a page covers.
 */
export const SCAN_LIMIT = 1_000_000;
/** The days of guests `findGuestAccounts` looks through, up to today. */
export const ACCOUNT_DAYS = 30;

const HOUR_MS = 3_600_000;
const MAX_HOURS = 25;

const invalid = (problem: string) =>
  json(400, { Message: `The request is invalid: ${problem}.`, Code: 400 });
const tooBroad = () =>
  invalid(
    `more than ${SCAN_LIMIT.toLocaleString('en-US')} rows to filter or sort; narrow the range or the org, or sort by time`,
  );
class TooBroad extends Error {}

/** The leaves a list covers: the org and everything under it, or with `thisOrgOnly` its own. */
function scopeLeaves(tree: OrgTree, org: GeneratedOrg, own: boolean): GeneratedOrg[] {
  const all = [...leavesUnder(tree, org)];
  if (!own) return all;
  return all.filter((leaf) => {
    if (leaf.number === org.number || leaf.parentNumber === org.number) return true;
    const parent = leaf.parentNumber ? tree.byNumber.get(leaf.parentNumber) : undefined;
    return leaf.type === 'ServiceArea' && parent?.parentNumber === org.number;
  });
}

/** One list call's terms, read from its query. */
interface ListTerms extends Asked {
  seed: number;
  leaves: GeneratedOrg[];
  /** The first instant counted (`fromHour` of `from`) and the first one not counted. */
  lo: number;
  hi: number;
  page: number;
  pageSize: number;
  sort: string;
  desc: boolean;
  query: URLSearchParams;
}

function hourBounds(range: Asked, query: URLSearchParams): { lo: number; hi: number } {
  const fromHour = Number(query.get('fromHour') ?? 0);
  const toHour = Number(query.get('toHour') ?? 23);
  const first = range.clock.hoursOf(range.firstDay).find((hour) => hour.hour >= fromHour);
  const last = [...range.clock.hoursOf(range.lastDay)].reverse().find((h) => h.hour <= toHour);
  // No row is made after `until`, so the bounds need not say so: a day of the range is wholly
  // inside them unless an hour narrows it.
  return {
    lo: first?.start ?? range.clock.dayStart(range.firstDay + 1),
    hi: last ? last.start + HOUR_MS : range.clock.dayStart(range.lastDay),
  };
}

function termsOf(context: MockContext, query: URLSearchParams, defaultSort: string) {
  const range = asked(context, query);
  if (range instanceof Response) return range;
  const own = query.get('thisOrgOnly') === 'true';
  return {
    ...range,
    seed: context.seed,
    leaves: context.scenario === 'empty' ? [] : scopeLeaves(range.tree, range.org, own),
    ...hourBounds(range, query),
    page: Math.max(1, Number(query.get('page') ?? 1) || 1),
    pageSize: Math.min(1000, Math.max(1, Number(query.get('pageSize') ?? 50) || 50)),
    sort: query.get('sort') ?? defaultSort,
    desc: (query.get('order') ?? 'desc') !== 'asc',
    query,
  } satisfies ListTerms;
}

/** Each leaf-day of a list's range with its figures (none after `until`), leaf by leaf. */
function* leafDaysOf(terms: ListTerms, only?: (leaf: ReportLeaf) => boolean) {
  const nowDay = terms.clock.dayOf(terms.until);
  const lastDay = Math.min(terms.lastDay, nowDay);
  // Each kind's hour shares of each day, and the part of the day passed: once per call.
  const weights = AREA_KINDS.map((kind) =>
    Array.from({ length: Math.max(0, lastDay - terms.firstDay + 1) }, (_, i) =>
      hourWeights(kind, terms.firstDay + i, terms.clock, terms.until),
    ),
  );
  const passed = weights.map((days) =>
    days.map((hours, i) =>
      terms.firstDay + i < nowDay ? 1 : hours.reduce((sum, share) => sum + share, 0),
    ),
  );
  for (const org of terms.leaves) {
    const leaf = leafOf(org, terms.tree, terms.generated, terms.seed);
    if (only && !only(leaf)) continue;
    const k = AREA_KINDS.indexOf(leaf.kind);
    for (let day = terms.firstDay; day <= lastDay; day++) {
      const hours = weights[k]?.[day - terms.firstDay] ?? [];
      const fraction = passed[k]?.[day - terms.firstDay] ?? 0;
      if (fraction === 0) continue;
      const figures = leafDay(leaf, day, fraction);
      yield {
        leaf,
        org,
        day,
        figures,
        currency: terms.currency,
        clock: terms.clock,
        until: terms.until,
        weights: hours,
      } satisfies LeafDayInput;
    }
  }
}

/** Whether the leaf-day lies wholly inside the hours asked (no row needs its time checked). */
const whollyIn = (terms: ListTerms, input: LeafDayInput) =>
  terms.clock.dayStart(input.day) >= terms.lo && terms.clock.dayStart(input.day + 1) <= terms.hi;

/** What one report list is: its rows per leaf-day, its filters, and its totals. */
interface ListKind<Row, Totals> {
  rowsOf(input: LeafDayInput): RowSet<Row>;
  /** How many rows a leaf-day has, without making them; absent where that needs the rows. */
  countOf?(input: LeafDayInput): number;
  /** The row's id, which orders rows of the same time or value. */
  id(row: Row): string;
  /** The column a row is sorted by by default, its time. */
  timeColumn: string;
  /** Whether the query filters rows (anything but org, range, hours and paging). */
  filters(query: URLSearchParams): ((row: Row) => boolean) | undefined;
  /** Which leaves can hold the rows asked for (an account names its leaf). */
  leafFilter?(query: URLSearchParams): ((leaf: ReportLeaf) => boolean) | undefined;
  empty(): Totals;
  /** Adds a row to the totals. */
  add(totals: Totals, row: Row): void;
  /** Adds a whole leaf-day to the totals without making its rows; `false` if it cannot. */
  addLeafDay?(totals: Totals, input: LeafDayInput): boolean;
  finish(totals: Totals): unknown;
}

const text = (value: string | null) => value?.toLowerCase() ?? '';
const macKey = (mac: string) => mac.replace(/[^0-9a-f]/gi, '').toLowerCase();

/** Whether any of a row's text columns contains `q` (case-insensitive). */
function hasText(row: Record<string, unknown>, q: string): boolean {
  for (const value of Object.values(row)) {
    if (typeof value === 'string' && value.toLowerCase().includes(q)) return true;
  }
  return false;
}

type Check<Row> = (row: Row) => boolean;
function all<Row>(checks: (Check<Row> | false)[]): Check<Row> | undefined {
  const active = checks.filter((check): check is Check<Row> => check !== false);
  if (active.length === 0) return undefined;
  return (row) => active.every((check) => check(row));
}

const accountLeaf = (query: URLSearchParams) => {
  const account = query.get('account');
  if (!account) return undefined;
  const digits = account.replace(/-\d+$/, '');
  return (leaf: ReportLeaf) => leaf.number === `GN-${digits}`;
};

const cents = (value: number) => Math.round(value * 100);

interface SalesTotals {
  count: number;
  amount: number;
  fee: number;
  tax: number;
}

function salesFilters(query: URLSearchParams, withStatus = true): Check<SaleRow> | undefined {
  const q = text(query.get('q'));
  const mac = macKey(query.get('mac') ?? '');
  const exact = (name: string, column: keyof SaleRow) => {
    const wanted = query.get(name);
    return wanted !== null && ((row: SaleRow) => String(row[column]) === wanted);
  };
  return all<SaleRow>([
    exact('paymentType', 'PaymentType'),
    exact('plan', 'Plan'),
    withStatus && exact('status', 'Status'),
    exact('group', 'Group'),
    exact('soldBy', 'SoldBy'),
    exact('room', 'Room'),
    exact('account', 'Account'),
    mac !== '' && ((row) => macKey(row.Mac) === mac),
    q !== '' && ((row) => hasText(row, q)),
  ]);
}

const SALES: ListKind<SaleRow, SalesTotals> = {
  rowsOf: salesOf,
  countOf: (input) => salesCount(input.leaf, input.day, input.figures),
  id: (row) => row.Id,
  timeColumn: 'Time',
  filters: (query) => salesFilters(query),
  leafFilter: accountLeaf,
  empty: () => ({ count: 0, amount: 0, fee: 0, tax: 0 }),
  add(totals, row) {
    if (row.Status !== 'completed') return;
    totals.count++;
    totals.amount += cents(row.Amount);
    totals.fee += cents(row.Fee);
    totals.tax += cents(row.Tax);
  },
  addLeafDay(totals, input) {
    const sums = salesTotalsOf(input);
    totals.count += sums.count;
    totals.amount += sums.amount;
    totals.fee += sums.fee;
    totals.tax += sums.tax;
    return true;
  },
  finish: (t): Schemas['ReportSalesTotals'] => ({
    Count: t.count,
    Amount: t.amount / 100,
    Fee: t.fee / 100,
    Tax: t.tax / 100,
    Net: (t.amount - t.fee - t.tax) / 100,
  }),
};

interface SessionTotals {
  sessions: number;
  seconds: number;
  bytesIn: number;
  bytesOut: number;
  macs: Set<string> | undefined;
  devices: number;
}

const SESSIONS: ListKind<SessionRow, SessionTotals> = {
  rowsOf: sessionsOf,
  countOf: (input) => input.figures.sessions,
  id: (row) => row.SessionId,
  timeColumn: 'Start',
  filters(query) {
    const q = text(query.get('q'));
    const mac = macKey(query.get('mac') ?? '');
    const user = text(query.get('userName'));
    const account = query.get('account');
    const online = query.get('online');
    return all<SessionRow>([
      user !== '' && ((row) => row.UserName.toLowerCase() === user),
      account !== null && ((row) => row.Account === account),
      mac !== '' && ((row) => macKey(row.Mac) === mac),
      online !== null && ((row) => (row.Stop === null) === (online === 'true')),
      q !== '' && ((row) => hasText(row, q)),
    ]);
  },
  leafFilter: accountLeaf,
  empty: () => ({ sessions: 0, seconds: 0, bytesIn: 0, bytesOut: 0, macs: new Set(), devices: 0 }),
  add(totals, row) {
    totals.sessions++;
    totals.seconds += row.SessionTime;
    totals.bytesIn += row.BytesIn;
    totals.bytesOut += row.BytesOut;
    totals.macs?.add(row.Mac);
  },
  addLeafDay(totals, input) {
    const sums = sessionTotalsOf(input);
    totals.sessions += sums.sessions;
    totals.seconds += sums.seconds;
    totals.bytesIn += sums.bytesIn;
    totals.bytesOut += sums.bytesOut;
    // Without the rows, the devices are the guests' of each leaf-day (see report-queries.md).
    totals.macs = undefined;
    totals.devices += Math.min(sums.sessions, Math.round(guestsPerDay(input.leaf) * 1.5));
    return true;
  },
  finish: (t): Schemas['ReportSessions']['Totals'] => ({
    Sessions: t.sessions,
    SessionTime: t.seconds,
    BytesIn: t.bytesIn,
    BytesOut: t.bytesOut,
    UniqueDevices: t.macs ? t.macs.size : t.devices,
  }),
};

type PmsRow = Schemas['ReportPmsRow'];
const pmsRowOf = (sale: Timed<SaleRow>, index: number): Timed<PmsRow> => ({
  At: sale.At,
  Id: sale.Id.replace(/^S-/, 'P-'),
  Time: sale.Time,
  OrgNumber: sale.OrgNumber,
  OrgName: sale.OrgName,
  Room: sale.Room,
  Reservation: sale.Room === '' ? '' : `R-${sale.Account.slice(-6)}`,
  GuestName: sale.UserName.replace(/\d+$/, '').replace('.', ' '),
  Amount: sale.Amount,
  Currency: sale.Currency,
  Sequence: 10_000 + index,
  SalesOutlet: 'WIFI',
  Text: sale.Plan,
  AnswerStatus: sale.Status === 'completed' ? 'posted' : 'rejected',
  SaleId: sale.Id,
});

/** A list made of some of the sales rows (the PMS charges, the card payments). */
function fromSales<Row extends { Id: string }>(
  type: 'pms' | 'card',
  map: (sale: Timed<SaleRow>, index: number) => Timed<Row>,
): (input: LeafDayInput) => RowSet<Row> {
  return (input) => {
    const sales = salesOf(input);
    const rows: Timed<Row>[] = [];
    for (let index = 0; index < sales.count; index++) {
      const sale = sales.row(index);
      if (sale.PaymentType === type) rows.push(map(sale, index));
    }
    // The rows of each hour: the sales' hours, counting only the rows kept.
    const counts = sales.hours.hours.map(() => 0);
    let h = 0;
    for (const row of rows) {
      while (h + 1 < sales.hours.hours.length && (sales.hours.hours[h + 1]?.start ?? 0) <= row.At)
        h++;
      counts[h] = (counts[h] ?? 0) + 1;
    }
    return {
      count: rows.length,
      hours: { hours: sales.hours.hours, counts },
      row: (index) => rows[index] as Timed<Row>,
    };
  };
}

const PMS: ListKind<PmsRow, { count: number; amount: number; rejected: number }> = {
  rowsOf: fromSales('pms', pmsRowOf),
  id: (row) => row.Id,
  timeColumn: 'Time',
  filters(query) {
    const q = text(query.get('q'));
    const room = query.get('room');
    const status = query.get('status');
    return all<PmsRow>([
      room !== null && ((row) => row.Room === room),
      status !== null && ((row) => row.AnswerStatus === status),
      q !== '' && ((row) => hasText(row, q)),
    ]);
  },
  empty: () => ({ count: 0, amount: 0, rejected: 0 }),
  add(totals, row) {
    totals.count++;
    if (row.AnswerStatus === 'posted') totals.amount += cents(row.Amount);
    if (row.AnswerStatus === 'rejected') totals.rejected++;
  },
  finish: (t) => ({ Count: t.count, Amount: t.amount / 100, Rejected: t.rejected }),
};

type CardRow = Schemas['ReportCardRow'];
const BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'jcb'] as const;
const cardRowOf = (sale: Timed<SaleRow>, index: number): Timed<CardRow> => {
  const hash = [...sale.Id].reduce(
    (h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619),
    2166136261,
  );
  return {
    At: sale.At,
    Id: `ch_${(hash >>> 0).toString(36)}${index.toString(36)}`,
    Time: sale.Time,
    OrgNumber: sale.OrgNumber,
    OrgName: sale.OrgName,
    Status:
      sale.Status === 'completed'
        ? 'approved'
        : sale.Status === 'refunded'
          ? 'refunded'
          : 'declined',
    Total: sale.Amount,
    Fee: sale.Fee,
    Tax: sale.Tax,
    Currency: sale.Currency,
    PayerEmail: `${sale.UserName}@example.com`,
    Receipt: `${sale.OrgNumber.replace(/^GN-/, '')}-${String(index).padStart(6, '0')}`,
    CardBrand: BRANDS[(hash >>> 3) % BRANDS.length] ?? 'visa',
    Last4: String((hash >>> 7) % 10_000).padStart(4, '0'),
    SaleId: sale.Id,
  };
};

const CARDS: ListKind<CardRow, { count: number; total: number; fee: number; tax: number }> = {
  rowsOf: fromSales('card', cardRowOf),
  id: (row) => row.Id,
  timeColumn: 'Time',
  filters(query) {
    const q = text(query.get('q'));
    const status = query.get('status');
    return all<CardRow>([
      status !== null && ((row) => row.Status === status),
      q !== '' && ((row) => hasText(row, q)),
    ]);
  },
  empty: () => ({ count: 0, total: 0, fee: 0, tax: 0 }),
  add(totals, row) {
    if (row.Status !== 'approved') return;
    totals.count++;
    totals.total += cents(row.Total);
    totals.fee += cents(row.Fee);
    totals.tax += cents(row.Tax);
  },
  finish: (t) => ({ Count: t.count, Total: t.total / 100, Fee: t.fee / 100, Tax: t.tax / 100 }),
};

type LoyaltyRow = Schemas['ReportLoyaltyRow'];
const LOYALTY: ListKind<
  LoyaltyRow,
  { count: number; matched: number; notFound: number; errors: number }
> = {
  rowsOf: loyaltyOf,
  countOf: (input) => loyaltyCount(input.leaf, input.figures),
  id: (row) => row.Id,
  timeColumn: 'Time',
  filters(query) {
    const q = text(query.get('q'));
    const room = query.get('room');
    const result = query.get('result');
    const action = query.get('action');
    return all<LoyaltyRow>([
      room !== null && ((row) => row.Room === room),
      result !== null && ((row) => row.Result === result),
      action !== null && ((row) => row.Action === action),
      q !== '' && ((row) => hasText(row, q)),
    ]);
  },
  empty: () => ({ count: 0, matched: 0, notFound: 0, errors: 0 }),
  add(totals, row) {
    totals.count++;
    if (row.Result === 'matched') totals.matched++;
    else if (row.Result === 'not_found') totals.notFound++;
    else totals.errors++;
  },
  finish: (t) => ({ Count: t.count, Matched: t.matched, NotFound: t.notFound, Errors: t.errors }),
};

function compare<Row>(kind: ListKind<Row, unknown>, column: string, desc: boolean) {
  const sign = desc ? -1 : 1;
  return (a: Timed<Row>, b: Timed<Row>) => {
    const x = column === kind.timeColumn ? a.At : (a as Record<string, unknown>)[column];
    const y = column === kind.timeColumn ? b.At : (b as Record<string, unknown>)[column];
    let order = 0;
    if (typeof x === 'number' && typeof y === 'number') order = x - y;
    else if (x === null || y === null) order = x === y ? 0 : x === null ? 1 : -1;
    else order = String(x).localeCompare(String(y));
    return sign * (order || kind.id(a).localeCompare(kind.id(b)));
  };
}

/** Counts of rows per hour of the range and totals, for a list sorted by time with no filter. */
interface HourIndex {
  counts: Float64Array;
  totalRows: number;
  totals: unknown;
}

const hourIndexes = new Map<string, HourIndex>();
const INDEXES_KEPT = 12;

function hourIndexOf<Row, Totals>(kind: ListKind<Row, Totals>, name: string, terms: ListTerms) {
  const key = [
    name,
    terms.seed,
    terms.org.number,
    terms.leaves.length,
    terms.firstDay,
    terms.lastDay,
    terms.lo,
    terms.hi,
    terms.currency,
    terms.clock.timeZone,
    terms.until,
  ].join('|');
  const known = hourIndexes.get(key);
  if (known) return known;
  const days = terms.lastDay - terms.firstDay + 1;
  const counts = new Float64Array(days * MAX_HOURS);
  const totals = kind.empty();
  let totalRows = 0;
  const countOf = kind.countOf as (input: LeafDayInput) => number;
  for (const input of leafDaysOf(terms)) {
    const wholly = whollyIn(terms, input);
    const count = countOf(input);
    if (count === 0) continue;
    const offset = (input.day - terms.firstDay) * MAX_HOURS;
    if (wholly) {
      const parts = splitByHour(count, input.weights);
      for (let h = 0; h < parts.length; h++)
        counts[offset + h] = (counts[offset + h] ?? 0) + (parts[h] ?? 0);
      totalRows += count;
      if (!kind.addLeafDay?.(totals, input)) {
        const set = kind.rowsOf(input);
        for (let i = 0; i < set.count; i++) kind.add(totals, set.row(i));
      }
      continue;
    }
    // A day an hour narrows: its rows in the hours asked, made and added one by one.
    const set = kind.rowsOf(input);
    let index = 0;
    set.hours.counts.forEach((hourCount, h) => {
      const start = set.hours.hours[h]?.start ?? 0;
      if (start >= terms.lo && start < terms.hi && hourCount > 0) {
        counts[offset + h] = (counts[offset + h] ?? 0) + hourCount;
        totalRows += hourCount;
        for (let i = index; i < index + hourCount; i++) kind.add(totals, set.row(i));
      }
      index += hourCount;
    });
  }
  const index = { counts, totalRows, totals: kind.finish(totals) };
  hourIndexes.set(key, index);
  if (hourIndexes.size > INDEXES_KEPT)
    hourIndexes.delete(hourIndexes.keys().next().value as string);
  return index;
}

/** A page of a list sorted by time: only the rows of the hours the page covers are made. */
function timePage<Row>(kind: ListKind<Row, unknown>, index: HourIndex, terms: ListTerms) {
  const offset = (terms.page - 1) * terms.pageSize;
  const order = Array.from({ length: index.counts.length }, (_, i) => i);
  if (terms.desc) order.reverse();
  let before = 0;
  const wanted = new Set<number>();
  let skipped = 0;
  for (const slot of order) {
    const count = index.counts[slot] ?? 0;
    if (count === 0) continue;
    if (before + count <= offset) {
      before += count;
      skipped = before;
      continue;
    }
    if (before >= offset + terms.pageSize) break;
    wanted.add(slot);
    before += count;
  }
  if (wanted.size === 0) return [];
  const days = new Set([...wanted].map((slot) => terms.firstDay + Math.floor(slot / MAX_HOURS)));
  const rows: Timed<Row>[] = [];
  const saved = { first: terms.firstDay, last: terms.lastDay };
  for (const day of days) {
    for (const input of leafDaysOf({ ...terms, firstDay: day, lastDay: day })) {
      const set = kind.rowsOf(input);
      let start = 0;
      set.hours.counts.forEach((count, h) => {
        const slot = (day - saved.first) * MAX_HOURS + h;
        if (wanted.has(slot)) for (let i = start; i < start + count; i++) rows.push(set.row(i));
        start += count;
      });
    }
  }
  rows.sort(compare(kind, kind.timeColumn, terms.desc));
  return rows.slice(offset - skipped, offset - skipped + terms.pageSize);
}

/** Every row of the range that passes the filters, read up to `SCAN_LIMIT` rows. */
function scan<Row>(kind: ListKind<Row, unknown>, terms: ListTerms, check?: Check<Row>) {
  const rows: Timed<Row>[] = [];
  let read = 0;
  for (const input of leafDaysOf(terms, kind.leafFilter?.(terms.query))) {
    const set = kind.rowsOf(input);
    read += set.count;
    if (read > SCAN_LIMIT) throw new TooBroad();
    const wholly = whollyIn(terms, input);
    for (let i = 0; i < set.count; i++) {
      const row = set.row(i);
      if (!wholly && (row.At < terms.lo || row.At >= terms.hi)) continue;
      if (!check || check(row)) rows.push(row);
    }
  }
  return rows;
}

function listAnswer<Row, Totals>(
  kind: ListKind<Row, Totals>,
  name: string,
  terms: ListTerms,
): { TotalRows: number; Totals: unknown; Rows: Row[] } {
  const check = kind.filters(terms.query);
  const bySort = terms.sort !== kind.timeColumn;
  if (!check && !bySort && kind.countOf && !kind.leafFilter?.(terms.query)) {
    const index = hourIndexOf(kind, name, terms);
    const rows = timePage(kind as ListKind<Row, unknown>, index, terms);
    return { TotalRows: index.totalRows, Totals: index.totals, Rows: rows.map(untimed) };
  }
  const rows = scan(kind as ListKind<Row, unknown>, terms, check);
  const totals = kind.empty();
  for (const row of rows) kind.add(totals, row);
  rows.sort(compare(kind as ListKind<Row, unknown>, terms.sort, terms.desc));
  const offset = (terms.page - 1) * terms.pageSize;
  return {
    TotalRows: rows.length,
    Totals: kind.finish(totals),
    Rows: rows.slice(offset, offset + terms.pageSize).map(untimed),
  };
}

function untimed<Row>(row: Timed<Row>): Row {
  const { At: _at, ...rest } = row as Timed<Row> & Record<string, unknown>;
  return rest as Row;
}

/** Sales summed by a key: day, plan, payment type, org, group or seller. */
function summaryAnswer(terms: ListTerms, groupBy: Schemas['ReportSalesSummary']['GroupBy']) {
  const groups = new Map<string, { label: string } & SalesTotals>();
  const into = (
    key: string,
    label: string,
    count: number,
    amount: number,
    fee: number,
    tax: number,
  ) => {
    let group = groups.get(key);
    if (!group) {
      group = { label, count: 0, amount: 0, fee: 0, tax: 0 };
      groups.set(key, group);
    }
    group.count += count;
    group.amount += amount;
    group.fee += fee;
    group.tax += tax;
  };
  const check = salesFilters(terms.query, false);
  // Days, orgs, plans and payment types are summed from the leaf-days' counts; guest groups and
  // sellers, and any filter, need the rows.
  const byRows = check !== undefined || groupBy === 'group' || groupBy === 'soldBy';
  const keyOf = (row: SaleRow) => {
    switch (groupBy) {
      case 'day':
        return [row.Time, row.Time];
      case 'plan':
        return [row.Plan, row.Plan];
      case 'paymentType':
        return [row.PaymentType, row.PaymentType];
      case 'org':
        return [row.OrgNumber, row.OrgName];
      case 'group':
        return [row.Group, row.Group === '' ? 'No group' : row.Group];
      default:
        return [row.SoldBy, row.SoldBy];
    }
  };
  let read = 0;
  for (const input of leafDaysOf(terms, accountLeaf(terms.query))) {
    const wholly = whollyIn(terms, input);
    const dayKey = isoDay(input.day);
    if (!byRows && wholly) {
      const sums = salesTotalsOf(input, true);
      if (groupBy === 'plan' || groupBy === 'paymentType') {
        for (const [key, part] of groupBy === 'plan' ? sums.byPlan : sums.byType) {
          into(key, key, part.count, part.amount, part.fee, part.tax);
        }
        continue;
      }
      const [key, label] =
        groupBy === 'org' ? [input.org.number, input.org.name] : [dayKey, dayKey];
      if (sums.count > 0) into(key, label, sums.count, sums.amount, sums.fee, sums.tax);
      continue;
    }
    const set = salesOf(input);
    read += set.count;
    if (read > SCAN_LIMIT) throw new TooBroad();
    for (let i = 0; i < set.count; i++) {
      const row = set.row(i);
      if (row.Status !== 'completed') continue;
      if (!wholly && (row.At < terms.lo || row.At >= terms.hi)) continue;
      if (check && !check(row)) continue;
      const [key, label] = groupBy === 'day' ? [dayKey, dayKey] : keyOf(row);
      into(key ?? '', label ?? '', 1, cents(row.Amount), cents(row.Fee), cents(row.Tax));
    }
  }
  const totals = { count: 0, amount: 0, fee: 0, tax: 0 };
  for (const group of groups.values()) {
    totals.count += group.count;
    totals.amount += group.amount;
    totals.fee += group.fee;
    totals.tax += group.tax;
  }
  const rows: Schemas['ReportSalesSummaryRow'][] = [...groups.entries()].map(([key, g]) => ({
    Key: key,
    Label: g.label,
    Count: g.count,
    Amount: g.amount / 100,
    Fee: g.fee / 100,
    Tax: g.tax / 100,
    Net: (g.amount - g.fee - g.tax) / 100,
    Share: totals.amount > 0 ? Math.round((g.amount / totals.amount) * 10_000) / 10_000 : 0,
  }));
  const sort = terms.query.get('sort') ?? (groupBy === 'day' ? 'Key' : 'Amount');
  const desc =
    (terms.query.get('order') ?? (groupBy === 'day' && sort === 'Key' ? 'asc' : 'desc')) !== 'asc';
  rows.sort((a, b) => {
    const x = a[sort as keyof typeof a];
    const y = b[sort as keyof typeof b];
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (desc ? -1 : 1) * (order || a.Key.localeCompare(b.Key));
  });
  const offset = (terms.page - 1) * terms.pageSize;
  return {
    GroupBy: groupBy,
    TotalRows: rows.length,
    Totals: SALES.finish(totals),
    Rows: rows.slice(offset, offset + terms.pageSize),
  };
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

type AccountRow = Schemas['GuestAccount'];

/** A guest's account as Find Accounts lists it: its last sale's plan and last session. */
function accountOf(
  terms: Pick<ListTerms, 'tree' | 'generated' | 'seed' | 'clock' | 'until' | 'currency'>,
  org: GeneratedOrg,
  leaf: ReportLeaf,
  day: number,
  guest: number,
  withHistory: boolean,
) {
  const person = guestOf(leaf, day, guest);
  const sessions: Timed<SessionRow>[] = [];
  const payments: Timed<SaleRow>[] = [];
  if (withHistory) {
    const nowDay = terms.clock.dayOf(terms.until);
    for (let d = day; d <= Math.min(day + 1, nowDay); d++) {
      const hours = hourWeights(leaf.kind, d, terms.clock, terms.until);
      const fraction = d < nowDay ? 1 : hours.reduce((sum, share) => sum + share, 0);
      if (fraction === 0) continue;
      const input = {
        leaf,
        org,
        day: d,
        figures: leafDay(leaf, d, fraction),
        currency: terms.currency,
        clock: terms.clock,
        until: terms.until,
        weights: hours,
      };
      const s = sessionsOf(input);
      for (let i = 0; i < s.count; i++) {
        const row = s.row(i);
        if (row.Account === person.account) sessions.push(row);
      }
      const p = salesOf(input);
      for (let i = 0; i < p.count; i++) {
        const row = p.row(i);
        if (row.Account === person.account) payments.push(row);
      }
    }
  }
  const created = terms.clock.dayStart(day) + Math.floor(HOUR_MS * (6 + (guest % 12)));
  const lastSession = sessions.at(-1);
  const row: AccountRow = {
    Account: person.account,
    Name: person.name,
    Email: person.email,
    Room: person.room,
    OrgNumber: org.number,
    OrgName: org.name,
    Status: day < terms.clock.dayOf(terms.until) - leaf.stay ? 'expired' : 'active',
    Created: new Date(Math.min(created, terms.until)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    LastSeen: lastSession ? lastSession.Start : null,
    Plan: payments.at(-1)?.Plan ?? '',
    AccessCode: payments.some((sale) => sale.PaymentType === 'code')
      ? `${leaf.number.replace(/\D/g, '').slice(-4)}${String(guest).padStart(4, '0')}`
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
  const { row, sessions, payments } = accountOf(
    { ...range, seed: context.seed, currency: leaf.currency },
    org,
    leaf,
    named.day,
    named.guest,
    true,
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

function findAccounts(context: MockContext, query: URLSearchParams): Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(query.get('orgNumber') ?? '');
  if (!org) return json(404, { Message: 'Not found.' });
  const q = (query.get('q') ?? '').trim().toLowerCase();
  if (q.length < 2) return invalid('q must have at least 2 characters');
  const field = (FIELDS as readonly string[]).includes(query.get('field') ?? '')
    ? (query.get('field') as Field)
    : 'any';
  const now = (context.now?.() ?? new Date()).getTime();
  const clockRange = asked(
    context,
    new URLSearchParams({ orgNumber: org.number, from: '2000-01-01', to: '2000-01-01' }),
  );
  if (clockRange instanceof Response) return clockRange;
  const today = clockRange.clock.dayOf(now);
  const terms = {
    ...clockRange,
    seed: context.seed,
    leaves:
      context.scenario === 'empty'
        ? []
        : scopeLeaves(tree, org, query.get('thisOrgOnly') === 'true'),
  };
  const mac = macKey(q);
  const matches = (row: AccountRow) => {
    const has = (value: string) => value.toLowerCase().includes(q);
    const byField: Record<Field, () => boolean> = {
      name: () => has(row.Name),
      email: () => has(row.Email),
      room: () => row.Room.toLowerCase() === q,
      code: () => has(row.AccessCode),
      mac: () => mac.length >= 2 && row.Macs.some((m) => macKey(m).includes(mac)),
      account: () => has(row.Account),
      any: () =>
        has(row.Name) ||
        has(row.Email) ||
        row.Room.toLowerCase() === q ||
        has(row.Account) ||
        has(row.AccessCode) ||
        (mac.length >= 2 && row.Macs.some((m) => macKey(m).includes(mac))),
    };
    return byField[field]();
  };
  const named = parseAccount(q);
  const found: AccountRow[] = [];
  let read = 0;
  for (const leafOrg of terms.leaves) {
    if (named && leafOrg.number.toLowerCase() !== named.orgNumber.toLowerCase()) continue;
    const leaf = leafOf(leafOrg, tree, terms.generated, context.seed);
    const guests = guestsPerDay(leaf);
    for (let day = today - ACCOUNT_DAYS + 1; day <= today; day++) {
      if (named && day !== named.day) continue;
      read += guests;
      if (read > SCAN_LIMIT) return tooBroad();
      for (let guest = 0; guest < guests; guest++) {
        if (named && guest !== named.guest) continue;
        const person = guestOf(leaf, day, guest);
        const cheap: AccountRow = {
          Account: person.account,
          Name: person.name,
          Email: person.email,
          Room: person.room,
          OrgNumber: leafOrg.number,
          OrgName: leafOrg.name,
          Status: 'active',
          Created: '',
          LastSeen: null,
          Plan: '',
          AccessCode: '',
          Macs: person.macs,
        };
        if (field !== 'code' && !matches(cheap)) continue;
        const { row } = accountOf(
          { ...terms, until: clockRange.until, currency: leaf.currency },
          leafOrg,
          leaf,
          day,
          guest,
          field === 'code',
        );
        if (field === 'code' && !matches(row)) continue;
        found.push(row);
      }
    }
  }
  const sort = query.get('sort') ?? 'LastSeen';
  const desc = (query.get('order') ?? 'desc') !== 'asc';
  const value = (row: AccountRow) =>
    sort === 'LastSeen'
      ? (row.LastSeen ?? row.Created)
      : String(row[sort as keyof AccountRow] ?? '');
  found.sort(
    (a, b) =>
      (desc ? -1 : 1) *
      (String(value(a)).localeCompare(String(value(b))) || a.Account.localeCompare(b.Account)),
  );
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(1000, Math.max(1, Number(query.get('pageSize') ?? 50) || 50));
  return json<Schemas['AccountSearch']>(200, {
    OrgNumber: org.number,
    Q: query.get('q') ?? '',
    Field: field,
    Page: page,
    PageSize: pageSize,
    TotalRows: found.length,
    Totals: { Count: found.length },
    Rows: found.slice((page - 1) * pageSize, page * pageSize),
  });
}

const LIST_KINDS: Record<string, [ListKind<never, never>, string]> = {
  listReportSales: [SALES as never, 'Time'],
  listReportPmsTransactions: [PMS as never, 'Time'],
  listReportCardTransactions: [CARDS as never, 'Time'],
  listReportSessions: [SESSIONS as never, 'Start'],
  listReportLoyaltyActivity: [LOYALTY as never, 'Time'],
};

const SUMMARIES: Record<string, Schemas['ReportSalesSummary']['GroupBy'] | null> = {
  getReportSalesSummary: null,
  getReportGroupSales: 'group',
  getReportUserSales: 'soldBy',
};

/**
 * The report lists (`listReportSales` and the other `listReport…`, the sales summaries) and the
 * guest account search (`findGuestAccounts`, `getGuestAccount`); `undefined` for other
 * operations. Rows are made from the same leaf-days as the Overview's figures, so their totals
 * agree with it to the cent (docs/decisions/report-queries.md).
 */
export async function reportListAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<Response | undefined> {
  try {
    if (operationId === 'getGuestAccount') return guestAccountAnswer(context, query);
    if (operationId === 'findGuestAccounts') return findAccounts(context, query);
    const list = LIST_KINDS[operationId];
    const summary = SUMMARIES[operationId];
    if (!list && summary === undefined) return undefined;
    const terms = termsOf(context, query, list?.[1] ?? 'Amount');
    if (terms instanceof Response) return terms;
    const base = {
      OrgNumber: terms.org.number,
      From: isoDay(terms.firstDay),
      To: isoDay(terms.lastDay),
      TimeZone: terms.clock.timeZone,
      Page: terms.page,
      PageSize: terms.pageSize,
    };
    const currency = { Currency: terms.currency };
    if (list) {
      const [kind] = list;
      const answer = listAnswer(kind, operationId, terms);
      const withCurrency =
        operationId === 'listReportSessions' || operationId === 'listReportLoyaltyActivity'
          ? {}
          : currency;
      return json(200, { ...base, ...withCurrency, ...answer });
    }
    const groupBy =
      summary ?? ((query.get('groupBy') ?? 'day') as Schemas['ReportSalesSummary']['GroupBy']);
    return json(200, { ...base, ...currency, ...summaryAnswer(terms, groupBy) });
  } catch (error) {
    if (error instanceof TooBroad) return tooBroad();
    throw error;
  }
}
