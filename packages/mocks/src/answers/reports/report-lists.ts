import type { AdminApiComponents } from '@guestnet/sdk';
import type { MockContext } from '../../mock-route.js';
import type { GeneratedOrg, OrgTree } from '../../org-tree/generate-org-tree.js';
import { json } from '../operation-failures.js';
import { type Asked, asked } from './report-answers.js';
import type { ClockHour } from './report-clock.js';
import { AREA_KINDS, type ReportLeaf } from './report-leaf.js';
import { hourWeights, isoDay, leafDay, leafOf, leavesUnder } from './report-rollup.js';
import {
  addSalesTotals,
  guestGroup,
  guestOfMac,
  guestPairs,
  guestRoomNumber,
  guestsPerDay,
  kindPlan,
  kindStatus,
  kindType,
  type LeafDayInput,
  LOYALTY_RESULTS,
  loyaltyAction,
  loyaltyCount,
  loyaltyOf,
  loyaltyResult,
  macLeafBytes,
  mayBeOpen,
  NAME_PAIRS,
  openSessionIndices,
  PAIR_USERS,
  pairSerials,
  pricesOf,
  ROWS_OF,
  type RowKind,
  type RowSet,
  rowGuest,
  rowGuests,
  rowMacBits,
  rowsOfGuest,
  rowTime,
  SALE_STATUSES,
  SALE_TYPES,
  type SaleRow,
  type SessionRow,
  saleKinds,
  salesCount,
  salesOf,
  salesTotalsOf,
  sellerOf,
  sessionFigures,
  sessionsOf,
  sessionTotalsOf,
  splitByHour,
} from './report-rows.js';
import { Slicer, sortInTurns, sortNumbersInTurns } from './report-slicer.js';
import {
  guestHasText,
  loyaltyHasText,
  saleHasText,
  type TextList,
  type TextMatch,
  textMatch,
} from './report-text.js';

type Schemas = AdminApiComponents['schemas'];
export type Timed<Row> = Row & { At: number };

// The report lists and the guest account search: docs/decisions/report-queries.md

/**
 * The most rows a list reads to answer a filter or a text only its rows can say, makes for the
 * rows an inversion finds (a guest's, the open sessions, a text's guests), or makes to sort by
 * another column than time: above it the call is refused as too broad (400), where a backend
 * would use its indexes. Lists sorted by time, unfiltered or filtered by what their rows' indices
 * answer, make only the rows of the page (docs/decisions/report-queries.md "Scale").
 */
export const SCAN_LIMIT = 1_000_000;
/**
 * The most rows' indices a list filtered by its rows' kinds or guests reads (without making the
 * rows) before it answers: the sales of a provider's month are about 30 million.
 */
export const READ_LIMIT = 50_000_000;
const HOUR_MS = 3_600_000;
const MAX_HOURS = 25;

export const invalid = (problem: string) =>
  json(400, { Message: `The request is invalid: ${problem}.`, Code: 400 });
export const tooBroad = () =>
  invalid(
    `more than ${SCAN_LIMIT.toLocaleString('en-US')} rows to filter or sort; narrow the range or the org, or sort by time`,
  );
/** A list call refused as too broad for the mocks: its 400 says what to narrow. */
class Refused extends Error {}
const thousands = (count: number) => count.toLocaleString('en-US');
/** A text search (or a filter only the rows can answer) reads more than `SCAN_LIMIT` rows. */
const SEARCH_TOO_BROAD = `more than ${thousands(SCAN_LIMIT)} rows to search through; narrow the range or the org`;
/** A filter the rows' indices answer reads more than `READ_LIMIT` of them. */
const FILTER_TOO_BROAD = `more than ${thousands(READ_LIMIT)} rows to filter; narrow the range or the org`;

/**
 * A turn for the page every `SLICE_MS` of work: the browser's mocks run in the page, and a list
 * over a big subtree must not block it (as the Overview's sums, report-rollup.ts). Each call
 * counts `units` of work (a leaf-day counts its rows).
 */
export function slicer() {
  const slices = new Slicer();
  return (units = 1) => slices.tick(units);
}

/** The leaves a list covers, as orgs and as their seeded leaves, in the same order. */
interface Scope {
  orgs: GeneratedOrg[];
  leaves: ReportLeaf[];
}

const scopes = new WeakMap<OrgTree, Map<string, Scope>>();
const SCOPES_KEPT = 16;

/**
 * The leaves a list covers: the org and everything under it, or with `thisOrgOnly` its own. Kept
 * per tree (a changed tree is a new one), so the pages of an export do not walk the tree again.
 */
export async function scopeLeaves(
  tree: OrgTree,
  generated: OrgTree,
  seed: number,
  org: GeneratedOrg,
  own: boolean,
): Promise<Scope> {
  let known = scopes.get(tree);
  if (!known) {
    known = new Map();
    scopes.set(tree, known);
  }
  const key = `${seed}|${org.number}|${own}`;
  const found = known.get(key);
  if (found) return found;
  const scope: Scope = { orgs: [], leaves: [] };
  // A provider has tens of thousands of leaves, each seeded once: the page gets its turns.
  const turn = slicer();
  for (const leaf of leavesUnder(tree, org)) {
    await turn();
    if (own && !ownLeaf(tree, org, leaf)) continue;
    scope.orgs.push(leaf);
    scope.leaves.push(leafOf(leaf, tree, generated, seed));
  }
  known.set(key, scope);
  if (known.size > SCOPES_KEPT) known.delete(known.keys().next().value as string);
  return scope;
}

/** Whether a leaf is the org's own: the org itself, a child, or an area of a child site. */
function ownLeaf(tree: OrgTree, org: GeneratedOrg, leaf: GeneratedOrg): boolean {
  if (leaf.number === org.number || leaf.parentNumber === org.number) return true;
  const parent = leaf.parentNumber ? tree.byNumber.get(leaf.parentNumber) : undefined;
  return leaf.type === 'ServiceArea' && parent?.parentNumber === org.number;
}

/** One list call's terms, read from its query. */
export interface ListTerms extends Asked {
  seed: number;
  /** Whether the list keeps to the org's own leaves (`thisOrgOnly`). */
  own: boolean;
  leaves: GeneratedOrg[];
  /** The seeded leaf of each of `leaves`, in the same order. */
  reportLeaves: ReportLeaf[];
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

async function termsOf(context: MockContext, query: URLSearchParams, defaultSort: string) {
  const range = asked(context, query);
  if (range instanceof Response) return range;
  const own = query.get('thisOrgOnly') === 'true';
  const scope =
    context.scenario === 'empty'
      ? { orgs: [], leaves: [] }
      : await scopeLeaves(range.tree, range.generated, context.seed, range.org, own);
  return {
    ...range,
    seed: context.seed,
    own,
    leaves: scope.orgs,
    reportLeaves: scope.leaves,
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
  for (let i = 0; i < terms.leaves.length; i++) {
    const org = terms.leaves[i] as GeneratedOrg;
    const leaf = terms.reportLeaves[i] as ReportLeaf;
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

/** A leaf-day's rows read by their indices, without making them. */
interface IndexReader {
  /** Whether row `index` passes the filters. */
  test(index: number): boolean;
  /** Adds row `index` to the totals (the kind's). */
  add(totals: unknown, index: number): void;
}

/**
 * A list's filters as its rows' indices answer them (the rows' kinds and guests follow from their
 * index), so its rows are counted per hour without being made, as the unfiltered ones are.
 */
interface IndexFilter {
  /** The filters, naming the counts kept for them (`''`: none). */
  key: string;
  /** Whether a leaf can have rows that pass (an account or a MAC names its leaf). */
  leaf?: (leaf: ReportLeaf) => boolean;
  /**
   * The reader of a leaf-day's rows, `null` when none passes; absent (or `undefined` for a
   * leaf-day) when every row passes.
   */
  reader?: (input: LeafDayInput) => IndexReader | null | undefined;
}

/** What one report list is: its rows per leaf-day, its filters, and its totals. */
interface ListKind<Row, Totals> {
  rowsOf(input: LeafDayInput): RowSet<Row>;
  /**
   * The rows of a leaf-day by the index the counts give them: `rowsOf`'s, or for a list made of
   * some of the sales (PMS, cards), the sale's row at the sale's index.
   */
  base?(input: LeafDayInput): RowSet<Row>;
  /** How many rows (by `base`'s index) a leaf-day has, without making them. */
  countOf?(input: LeafDayInput): number;
  /**
   * The query's filters (a text too, report-text.ts) read from the rows' indices; `undefined`
   * when one needs the rows.
   */
  indexed?(query: URLSearchParams): IndexFilter | undefined;
  /**
   * The rows the query's filters can pass found without reading the others (by their guests, or
   * as the sessions still open); `undefined` when none of its filters names them so.
   */
  inverted?(query: URLSearchParams): Inversion | undefined;
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
  /** Adds one part of the totals to another (figure by figure when absent). */
  merge?(into: Totals, part: Totals): void;
  finish(totals: Totals): unknown;
}

const text = (value: string | null) => value?.toLowerCase() ?? '';
export const macKey = (mac: string) => mac.replace(/[^0-9a-f]/gi, '').toLowerCase();

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

/** The leaves an account or a MAC names (a MAC holds its leaf's seed), for the slow scan. */
const accountOrMacLeaf = (query: URLSearchParams) => {
  const ofAccount = accountLeaf(query);
  const key = macKey(query.get('mac') ?? '');
  const mac = key === '' ? undefined : macWanted(key);
  if (!ofAccount && !mac) return undefined;
  return (leaf: ReportLeaf) =>
    (!ofAccount || ofAccount(leaf)) && (!mac || (leaf.seed & 0xffff) === mac.seed);
};

const cents = (value: number) => Math.round(value * 100);

/** A whole number as its text reads it (no sign, no leading zero), else NaN: matches no row. */
const wholeOf = (value: string) => (/^(0|[1-9]\d*)$/.test(value) ? Number(value) : Number.NaN);

/** What the sales lists (sales, PMS charges, card payments) filter on, read from a sale's index. */
interface SaleSpec {
  /** The payment types (`SALE_TYPES` places) kept; all when absent. */
  types?: readonly number[];
  /** The statuses (`SALE_STATUSES` places) kept; all when absent. */
  statuses?: readonly number[];
  plan?: string | null;
  soldBy?: string | null;
  group?: string | null;
  room?: string | null;
  account?: string | null;
  mac?: string | null;
  /** A text (`q`) the rows' indices answer (report-text.ts); `null` is one they cannot. */
  text?: TextMatch | null;
}

/** A room's text as `guestRoomNumber` gives it: -1 for none (`''`), NaN for no room made. */
const roomWanted = (room: string) =>
  room === '' ? -1 : /^[1-9]\d*$/.test(room) ? Number(room) : Number.NaN;

/** A MAC asked for, as the leaf's seed's last 16 bits and the device's last 24, or none made. */
function macWanted(mac: string) {
  const key = macKey(mac);
  if (key.length !== 12 || !key.startsWith('a4')) return { seed: -1, bits: -1 };
  return { seed: Number.parseInt(key.slice(2, 6), 16), bits: Number.parseInt(key.slice(6), 16) };
}

/**
 * A filter answered by inversion, as Find Accounts finds its guests: the rows of a leaf-day that
 * can pass are found from what the filter names (a guest's rows, the sessions still open), so the
 * others are neither made nor read, at any scale. A superset: the list's filters check each row.
 */
interface Inversion {
  /** Whether a leaf can hold such rows (an account, a MAC name their leaf). */
  leaf?(leaf: ReportLeaf): boolean;
  /** Whether leaf-day `day` of a leaf can hold such rows, before its figures are worked out. */
  day(leaf: ReportLeaf, day: number, terms: ListTerms, org: GeneratedOrg): boolean;
  /** The indices of the leaf-day's rows (of `count`) that can pass. */
  indices(input: LeafDayInput, count: number): number[];
  /**
   * Whether to count the rows found before making any: for a text whose guests may be many, so
   * one too broad is refused without making a million rows first.
   */
  countFirst?: boolean;
}

/**
 * The rows of the guests `guestsOf` names, a guest being found by the day it came and its serial:
 * its rows of a kind are those of that day and the next (report-rows.ts `rowsOfGuest`).
 */
function guestsRows(
  kind: RowKind,
  guestsOf: (leaf: ReportLeaf, guestDay: number) => number[],
  leaf?: (leaf: ReportLeaf) => boolean,
): Inversion {
  return {
    leaf,
    day: (each, day) => guestsOf(each, day - 1).length + guestsOf(each, day).length > 0,
    indices({ leaf: each, day }, count) {
      const found: number[] = [];
      for (const guestDay of [day - 1, day]) {
        for (const serial of guestsOf(each, guestDay)) {
          const { first, step } = rowsOfGuest(each, day, guestDay, serial, kind);
          for (let index = first; index < count; index += step) found.push(index);
        }
      }
      return found;
    },
  };
}

/** The guests whose user name is `user` (any case): its name pair and its serial's last digits. */
function userGuests(user: string) {
  const match = /^(.+?)(0|[1-9]\d?)$/.exec(user.toLowerCase());
  const pair = match ? PAIR_USERS.indexOf(match[1] ?? '') : -1;
  const digits = Number(match?.[2]);
  return (leaf: ReportLeaf, guestDay: number) => {
    if (pair < 0) return [];
    const guests = guestsPerDay(leaf);
    const { first, step } = pairSerials(leaf, guestDay)(pair);
    const found: number[] = [];
    for (let serial = first; serial < guests; serial += step) {
      if (serial % 100 === digits) found.push(serial);
    }
    return found;
  };
}

/** The guest an account number names (`1042-3-204600018`: GN-1042-3, day 20460, guest 18). */
function accountGuest(account: string) {
  const match = /^(\d+(?:-\d+)*)-([1-9]\d*)$/.exec(account);
  const number = match ? `GN-${match[1]}` : '';
  const serial = Number(match?.[2] ?? 0);
  return {
    leaf: (leaf: ReportLeaf) => leaf.number === number,
    guestsOf: (leaf: ReportLeaf, guestDay: number) =>
      guestDay === Math.floor(serial / 10_000) && serial % 10_000 < guestsPerDay(leaf)
        ? [serial % 10_000]
        : [],
  };
}

/** The guest a whole MAC names: its leaf by its second and third bytes, its day and serial by the rest. */
function macGuest(wanted: { seed: number; bits: number }) {
  return {
    leaf: (leaf: ReportLeaf) => macLeafBytes(leaf) === wanted.seed,
    guestsOf(leaf: ReportLeaf, guestDay: number) {
      if (wanted.bits < 0) return [];
      const named = guestOfMac(leaf, wanted.bits);
      return (guestDay & 0xff) === named.dayMod && named.serial < guestsPerDay(leaf)
        ? [named.serial]
        : [];
    },
  };
}

/**
 * The inversion of a list's guest filters (account, MAC, user name), the most selective first;
 * `undefined` when it has none.
 */
function guestInversion(
  query: URLSearchParams,
  kind: RowKind,
  byUser: boolean,
): Inversion | undefined {
  const account = query.get('account');
  if (account !== null) {
    const named = accountGuest(account);
    return guestsRows(kind, named.guestsOf, named.leaf);
  }
  const mac = macKey(query.get('mac') ?? '');
  if (mac !== '') {
    const named = macGuest(macWanted(mac));
    return guestsRows(kind, named.guestsOf, named.leaf);
  }
  const user = byUser ? query.get('userName') : null;
  if (user) return guestsRows(kind, userGuests(user));
  return undefined;
}

/**
 * A text (report-text.ts) in the sessions, which are too many to read by index: every session of
 * the leaves whose org (its number, name, access point or NAS) has it, and the sessions of the
 * guests whose user name or whole MAC has it.
 */
function textInversion(match: TextMatch | null | undefined): Inversion | undefined {
  if (!match) return undefined;
  const users = match.users;
  const pairs = users
    ? USER_PAIRS.filter((pair) => users.subarray(pair * 100, pair * 100 + 100).includes(1))
    : [];
  const byMac = match.mac && macGuest(match.mac);
  const byGuest = guestsRows(ROWS_OF.sessions, (leaf, guestDay) => {
    const found = byMac?.leaf(leaf) ? byMac.guestsOf(leaf, guestDay) : [];
    if (pairs.length === 0) return found;
    const guests = guestsPerDay(leaf);
    const serialsOf = pairSerials(leaf, guestDay);
    for (const pair of pairs) {
      const { first, step } = serialsOf(pair);
      for (let serial = first; serial < guests; serial += step) {
        if (users?.[pair * 100 + (serial % 100)] && !found.includes(serial)) found.push(serial);
      }
    }
    return found;
  });
  return {
    countFirst: true,
    day: (leaf, day, terms, org) =>
      match.leaf(leaf, org, terms.currency) || byGuest.day(leaf, day, terms, org),
    indices: (input, count) =>
      match.leaf(input.leaf, input.org, input.currency)
        ? Array.from({ length: count }, (_, index) => index)
        : byGuest.indices(input, count),
  };
}
const USER_PAIRS = NAME_PAIRS.map((_, pair) => pair);

/**
 * The closed sessions (`online` other than `true`): every session of a leaf-day but its open ones,
 * which only its last two hours before now can hold; the others' totals are their leaf-day's. The
 * devices are modelled as without a filter (report-queries.md), the closed sessions' rows' MACs
 * not being read.
 */
const CLOSED_SESSIONS: IndexFilter = {
  key: 'closed',
  reader(input) {
    const open = openSessionIndices(input);
    if (open.length === 0) return undefined;
    const shut = new Set(open);
    const figuresOf = sessionFigures(input);
    const devices = Math.min(
      input.figures.sessions - open.length,
      Math.round(guestsPerDay(input.leaf) * 1.5),
    );
    let devicesAdded = false;
    return {
      test: (index) => !shut.has(index),
      add(totals, index) {
        const sums = totals as SessionTotals;
        const session = figuresOf(index);
        sums.sessions++;
        sums.seconds += session.planned;
        sums.bytesIn += session.bytesIn;
        sums.bytesOut += session.bytesOut;
        sums.macs = undefined;
        if (!devicesAdded) sums.devices += devices;
        devicesAdded = true;
      },
    };
  },
};

/** The sessions still open: only those started in the two hours before now can be. */
const OPEN_SESSIONS: Inversion = {
  day: (_leaf, day, terms) => mayBeOpen(terms.clock, day, terms.until),
  indices: openSessionIndices,
};

/**
 * The sales filters as the sales' indices answer them: kind (plan, payment type, status) and
 * seller from the index, guest group, room, account and MAC from the row's guest, none making
 * a row. `add` adds a sale of a kind to the totals, with the leaf's prices.
 */
function saleFilter(
  spec: SaleSpec,
  add: (totals: never, prices: Float64Array, kind: number) => void,
): IndexFilter {
  const key = JSON.stringify({ ...spec, text: spec.text?.q });
  const account = spec.account ?? null;
  const serial = account === null ? null : /-(\d+)$/.exec(account);
  const accountGuest = serial?.[1] ? wholeOf(serial[1]) : Number.NaN;
  const ofAccount = account === null ? undefined : accountLeaf(new URLSearchParams({ account }));
  const mac = spec.mac ? macWanted(spec.mac) : undefined;
  const room = spec.room == null ? undefined : roomWanted(spec.room);
  const { types, statuses, plan, soldBy, group, text: match } = spec;
  const byGuest = group != null || room !== undefined || account !== null || mac !== undefined;
  return {
    key,
    leaf: (leaf) =>
      (!ofAccount || ofAccount(leaf)) &&
      (!mac || (leaf.seed & 0xffff) === mac.seed) &&
      (plan == null || leaf.plans.some((each) => each.name === plan)),
    reader(input) {
      const { leaf, day } = input;
      const kinds = saleKinds(leaf, day, input.figures);
      const guestAt = rowGuests(leaf, day, ROWS_OF.sales);
      const planIndex = plan == null ? -1 : leaf.plans.findIndex((each) => each.name === plan);
      if (plan != null && planIndex < 0) return null;
      const prices = pricesOf(leaf, input.currency);
      // A text: in every row of the leaf (its org's, the currency), or read from each row's index.
      const textual = match && !match.leaf(leaf, input.org, input.currency) ? match : undefined;
      const textPlans = textual?.plans(leaf) ?? [];
      const pairOf = textual ? guestPairs(leaf, day) : () => 0;
      let last = -1;
      let lastKind = 0;
      const kindAt = (index: number) => {
        if (index !== last) {
          last = index;
          lastKind = kinds.kindOf(index);
        }
        return lastKind;
      };
      return {
        test(index) {
          const kind = kindAt(index);
          if (types && !types.includes(kindType(kind))) return false;
          if (statuses && !statuses.includes(kindStatus(kind))) return false;
          if (planIndex >= 0 && kindPlan(kind) !== planIndex) return false;
          if (soldBy != null && sellerOf(leaf, day, index, kindType(kind)) !== soldBy) return false;
          if (
            textual &&
            !saleHasText(
              textual,
              input,
              textPlans,
              index,
              kindType(kind),
              kindStatus(kind),
              kindPlan(kind),
            )
          ) {
            const guest = guestAt(index);
            if (!guestHasText(textual, leaf, guest, pairOf(guest), index)) return false;
          }
          if (!byGuest) return true;
          const guest = guestAt(index);
          if (account !== null && guest !== accountGuest) return false;
          if (group != null && guestGroup(leaf, guest) !== group) return false;
          if (room !== undefined && guestRoomNumber(leaf, guest) !== room) return false;
          return !mac || rowMacBits(leaf, guest, index) === mac.bits;
        },
        add: (totals, index) => add(totals as never, prices, kindAt(index)),
      };
    },
  };
}

/**
 * A list's text search (`q`) as its rows' indices answer it: none asked (`undefined`), what it
 * matches, or `null` when only its rows can say (report-text.ts).
 */
function textOf(list: TextList, query: URLSearchParams): TextMatch | undefined | null {
  const q = text(query.get('q'));
  return q === '' ? undefined : (textMatch(list, q) ?? null);
}

/** The place of a text in a list of names, -1 (no row) when it is none of them. */
const placeOf = (names: readonly string[], value: string) => names.indexOf(value);

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

/** A completed sale added to the sales' totals (a redeemed code counts, for nothing). */
function addSale(totals: SalesTotals, prices: Float64Array, kind: number) {
  if (kindStatus(kind) !== 0) return;
  totals.count++;
  const type = kindType(kind);
  if (type === 3) return;
  const p = kindPlan(kind) * 5;
  totals.amount += prices[p] ?? 0;
  totals.tax += prices[p + 1] ?? 0;
  totals.fee += prices[p + 2 + type] ?? 0;
}

const SALES: ListKind<SaleRow, SalesTotals> = {
  rowsOf: salesOf,
  countOf: (input) => salesCount(input.leaf, input.day, input.figures),
  indexed(query) {
    const type = query.get('paymentType');
    const status = query.get('status');
    const mac = macKey(query.get('mac') ?? '');
    const spec: SaleSpec = {
      types: type === null ? undefined : [placeOf(SALE_TYPES, type)],
      statuses: status === null ? undefined : [placeOf(SALE_STATUSES, status)],
      plan: query.get('plan'),
      soldBy: query.get('soldBy'),
      group: query.get('group'),
      room: query.get('room'),
      account: query.get('account'),
      mac: mac === '' ? null : mac,
      text: textOf('sales', query),
    };
    if (spec.text === null) return undefined;
    const none = Object.values(spec).every((value) => value == null);
    return none ? { key: '' } : saleFilter(spec, addSale);
  },
  inverted: (query) => guestInversion(query, ROWS_OF.sales, false),
  id: (row) => row.Id,
  timeColumn: 'Time',
  filters: (query) => salesFilters(query),
  leafFilter: accountOrMacLeaf,
  empty: () => ({ count: 0, amount: 0, fee: 0, tax: 0 }),
  add(totals, row) {
    if (row.Status !== 'completed') return;
    totals.count++;
    totals.amount += cents(row.Amount);
    totals.fee += cents(row.Fee);
    totals.tax += cents(row.Tax);
  },
  addLeafDay(totals, input) {
    addSalesTotals(totals, input);
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
  // A guest's sessions and the open ones are found by inversion; other filters (a text) read the
  // sessions row by row, whose distinct devices need the rows' MACs.
  inverted: (query) =>
    guestInversion(query, ROWS_OF.sessions, true) ??
    (query.get('online') === 'true' ? OPEN_SESSIONS : undefined) ??
    textInversion(textOf('sessions', query)),
  indexed(query) {
    const { online, ...others } = Object.fromEntries(query);
    if (SESSIONS.filters(new URLSearchParams(others))) return undefined;
    return online === undefined ? { key: '' } : CLOSED_SESSIONS;
  },
  leafFilter: accountOrMacLeaf,
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
  merge(into, part) {
    into.sessions += part.sessions;
    into.seconds += part.seconds;
    into.bytesIn += part.bytesIn;
    into.bytesOut += part.bytesOut;
    into.devices += part.devices;
    // The devices are the rows' MACs only while no leaf-day was summed without its rows.
    if (!part.macs) into.macs = undefined;
    else for (const mac of part.macs) into.macs?.add(mac);
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

/** The sales' rows made into another list's rows, at the sales' indices. */
function salesAs<Row>(map: (sale: Timed<SaleRow>, index: number) => Timed<Row>) {
  return (input: LeafDayInput): RowSet<Row> => {
    const sales = salesOf(input);
    return { count: sales.count, hours: sales.hours, row: (index) => map(sales.row(index), index) };
  };
}

const salesCountOf = (input: LeafDayInput) => salesCount(input.leaf, input.day, input.figures);

/**
 * What a list made of the sales of one payment type is (PMS charges, card payments): its rows,
 * the sales' rows at the sales' indices, and its filters (status, the PMS charges' room, a text)
 * read from those indices.
 */
function salesOfType<Row extends { Id: string }>(
  type: 'pms' | 'card',
  map: (sale: Timed<SaleRow>, index: number) => Timed<Row>,
  statusesOf: (status: string) => readonly number[],
  add: (totals: never, prices: Float64Array, kind: number) => void,
) {
  return {
    rowsOf: fromSales(type, map),
    base: salesAs(map),
    countOf: salesCountOf,
    indexed(query: URLSearchParams): IndexFilter | undefined {
      const status = query.get('status');
      const text = textOf(type === 'pms' ? 'pms' : 'cards', query);
      if (text === null) return undefined;
      const spec: SaleSpec = {
        types: [placeOf(SALE_TYPES, type)],
        statuses: status === null ? undefined : statusesOf(status),
        room: type === 'pms' ? query.get('room') : null,
        text,
      };
      return saleFilter(spec, add);
    },
  };
}

/** A PMS charge (a sale paid by room charge) added to the charges' totals. */
function addCharge(
  totals: { count: number; amount: number; rejected: number },
  prices: Float64Array,
  kind: number,
) {
  totals.count++;
  if (kindStatus(kind) === 0) totals.amount += prices[kindPlan(kind) * 5] ?? 0;
  else totals.rejected++;
}

/** PMS charges by their answer: posted is a completed sale, rejected a failed one. */
const CHARGE_STATUSES: Record<string, readonly number[]> = { posted: [0], rejected: [1, 2] };

const PMS: ListKind<PmsRow, { count: number; amount: number; rejected: number }> = {
  ...salesOfType('pms', pmsRowOf, (status) => CHARGE_STATUSES[status] ?? [], addCharge),
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

/** A card payment added to the payments' totals: the approved ones (completed sales). */
function addPayment(
  totals: { count: number; total: number; fee: number; tax: number },
  prices: Float64Array,
  kind: number,
) {
  if (kindStatus(kind) !== 0) return;
  const p = kindPlan(kind) * 5;
  totals.count++;
  totals.total += prices[p] ?? 0;
  totals.tax += prices[p + 1] ?? 0;
  totals.fee += prices[p + 2] ?? 0;
}

/** Card payments by status: approved, declined and refunded are completed, failed, refunded sales. */
const PAYMENT_STATUSES = ['approved', 'declined', 'refunded'] as const;

const CARDS: ListKind<CardRow, { count: number; total: number; fee: number; tax: number }> = {
  ...salesOfType('card', cardRowOf, (status) => [placeOf(PAYMENT_STATUSES, status)], addPayment),
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
  indexed(query) {
    const room = query.get('room');
    const result = query.get('result');
    const action = query.get('action');
    const match = textOf('loyalty', query);
    if (match === null) return undefined;
    if (room === null && result === null && action === null && !match) return { key: '' };
    const wantedRoom = room === null ? undefined : roomWanted(room);
    const wantedResult = result === null ? undefined : placeOf(LOYALTY_RESULTS, result);
    return {
      key: JSON.stringify([room, result, action, match?.q]),
      reader: ({ leaf, org, day }) => {
        const guestAt = rowGuests(leaf, day, ROWS_OF.loyalty);
        // A text: in every row of the leaf (its org's), or read from each row's index and guest.
        const textual = match && !match.leaf(leaf, org, '') ? match : undefined;
        const pairOf = guestPairs(leaf, day);
        const hasText = (index: number) => {
          const guest = guestAt(index);
          const pair = pairOf(guest);
          return (
            loyaltyHasText(textual as TextMatch, leaf, day, index, guest % 10_000) ||
            guestHasText(textual as TextMatch, leaf, guest, pair, index)
          );
        };
        return {
          test: (index) =>
            (wantedResult === undefined || loyaltyResult(leaf, day, index) === wantedResult) &&
            (action === null || loyaltyAction(leaf, day, index) === action) &&
            (wantedRoom === undefined || guestRoomNumber(leaf, guestAt(index)) === wantedRoom) &&
            (!textual || hasText(index)),
          add(totals, index) {
            const sums = totals as {
              count: number;
              matched: number;
              notFound: number;
              errors: number;
            };
            const place = loyaltyResult(leaf, day, index);
            sums.count++;
            if (place === 0) sums.matched++;
            else if (place === 1) sums.notFound++;
            else sums.errors++;
          },
        };
      },
    };
  },
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

/**
 * Texts in `localeCompare`'s order (the same collator, ECMA-402), without making a collator for
 * each of the million comparisons a sort of a million rows makes.
 */
const collate = new Intl.Collator().compare;

function compare<Row>(kind: ListKind<Row, unknown>, column: string, desc: boolean) {
  const sign = desc ? -1 : 1;
  return (a: Timed<Row>, b: Timed<Row>) => {
    const x = column === kind.timeColumn ? a.At : (a as Record<string, unknown>)[column];
    const y = column === kind.timeColumn ? b.At : (b as Record<string, unknown>)[column];
    let order = 0;
    if (typeof x === 'number' && typeof y === 'number') order = x - y;
    else if (x === null || y === null) order = x === y ? 0 : x === null ? 1 : -1;
    else order = collate(String(x), String(y));
    return sign * (order || collate(kind.id(a), kind.id(b)));
  };
}

// A list sorted by time with no row filter (every screen's first view) is answered from counts:
// the rows of each hour of each day and the totals, summed per day from the leaf-days' figures
// without making a row, and kept; a page then makes only its own rows, found by their times in
// the hours it covers. docs/decisions/report-queries.md "Scale".

/** The rows of each hour of one day of a list and their totals (the kind's, not finished). */
interface DayPart {
  counts: Float64Array;
  rows: number;
  /** The rows whose indices a filter read (none without one). */
  read: number;
  totals: unknown;
}

/** Counts of rows per hour of the range and totals, for a list sorted by time with no filter. */
export interface HourIndex {
  key: string;
  counts: Float64Array;
  totalRows: number;
  totals: unknown;
}

const hourIndexes = new Map<string, HourIndex>();
const INDEXES_KEPT = 12;
/** The days kept per tree: past days whole (their counts never change), of any list and org. */
const dayParts = new WeakMap<OrgTree, Map<string, DayPart>>();
const DAY_PARTS_KEPT = 2000;
/** How many leaf-days are worked through between looks at the clock. */
const CLOCK_EVERY = 256;

const treeIds = new WeakMap<OrgTree, number>();
let treesSeen = 0;
/** A number for each tree seen (a changed tree is a new one): kept answers name their tree. */
function treeId(tree: OrgTree): number {
  let id = treeIds.get(tree);
  if (id === undefined) {
    treesSeen += 1;
    id = treesSeen;
    treeIds.set(tree, id);
  }
  return id;
}

/** Each area kind's hour shares of a day and the part of the day that has passed. */
function dayShape(terms: ListTerms, day: number) {
  const weights = AREA_KINDS.map((kind) => hourWeights(kind, day, terms.clock, terms.until));
  const nowDay = terms.clock.dayOf(terms.until);
  const passed = weights.map((hours) =>
    day < nowDay ? 1 : day > nowDay ? 0 : hours.reduce((sum, share) => sum + share, 0),
  );
  return { weights, passed };
}
type DayShape = ReturnType<typeof dayShape>;

/** The leaf-day of the scope's leaf `i`, or `undefined` on a day it has not begun. */
function inputOf(terms: ListTerms, shape: DayShape, day: number, i: number) {
  const leaf = terms.reportLeaves[i] as ReportLeaf;
  const k = AREA_KINDS.indexOf(leaf.kind);
  const fraction = shape.passed[k] ?? 0;
  if (fraction === 0) return undefined;
  return {
    leaf,
    org: terms.leaves[i] as GeneratedOrg,
    day,
    figures: leafDay(leaf, day, fraction),
    currency: terms.currency,
    clock: terms.clock,
    until: terms.until,
    weights: shape.weights[k] ?? [],
  } satisfies LeafDayInput;
}

/**
 * A turn for the page every `SLICE_MS`: `due()` counts a leaf-day and looks at the clock every
 * `CLOCK_EVERY` of them (without a promise per leaf-day), and `pass()` gives the turn.
 */
const leafSlicer = () => new Slicer(CLOCK_EVERY);

/** Adds `count` rows split over a day's hours (as `rowHours` splits them) to `counts`. */
function addByHour(counts: Float64Array, count: number, weights: readonly number[]) {
  const parts = splitByHour(count, weights);
  for (let h = 0; h < parts.length; h++) counts[h] = (counts[h] ?? 0) + (parts[h] ?? 0);
}

/** One day of a list: the rows of each hour asked and their totals, in one pass over the leaves. */
async function dayPartOf<Row, Totals>(
  kind: ListKind<Row, Totals>,
  terms: ListTerms,
  day: number,
  filter: IndexFilter,
  budget: number,
): Promise<DayPart> {
  const counts = new Float64Array(MAX_HOURS);
  const totals = kind.empty();
  let rows = 0;
  let read = 0;
  const shape = dayShape(terms, day);
  const hours = terms.clock.hoursOf(day);
  const wholly = terms.clock.dayStart(day) >= terms.lo && terms.clock.dayStart(day + 1) <= terms.hi;
  const countOf = kind.countOf as (input: LeafDayInput) => number;
  const turn = leafSlicer();
  // The rows the last leaf-day read or made: work counted at the next one's turn.
  let worked = 0;
  for (let i = 0; i < terms.leaves.length; i++) {
    if (turn.due(1 + worked)) await turn.pass();
    worked = 0;
    if (filter.leaf && !filter.leaf(terms.reportLeaves[i] as ReportLeaf)) continue;
    const input = inputOf(terms, shape, day, i);
    if (!input) continue;
    const reader = filter.reader?.(input);
    if (reader === null) continue;
    if (reader) {
      // Filtered: each row's index is read (its kind, its guest), none is made.
      const count = countOf(input);
      if (count === 0) continue;
      read += count;
      worked = count;
      if (read > budget) throw new Refused(FILTER_TOO_BROAD);
      const parts = splitByHour(count, input.weights);
      let index = 0;
      for (let h = 0; h < parts.length; h++) {
        const inHour = parts[h] ?? 0;
        const start = hours[h]?.start ?? 0;
        if (inHour > 0 && start >= terms.lo && start < terms.hi) {
          for (let r = index; r < index + inHour; r++) {
            if (!reader.test(r)) continue;
            counts[h] = (counts[h] ?? 0) + 1;
            rows++;
            reader.add(totals, r);
          }
        }
        index += inHour;
      }
      continue;
    }
    if (wholly) {
      const count = countOf(input);
      if (count === 0) continue;
      addByHour(counts, count, input.weights);
      rows += count;
      // Its totals read each row's kind (or make the rows): work in proportion to its rows.
      worked = count;
      if (!kind.addLeafDay?.(totals, input)) {
        const set = kind.rowsOf(input);
        worked = set.count;
        for (let r = 0; r < set.count; r++) kind.add(totals, set.row(r));
      }
      continue;
    }
    // A day an hour narrows: its rows in the hours asked, made and added one by one.
    const set = kind.rowsOf(input);
    worked = set.count;
    let index = 0;
    set.hours.counts.forEach((hourCount, h) => {
      const start = set.hours.hours[h]?.start ?? 0;
      if (start >= terms.lo && start < terms.hi && hourCount > 0) {
        counts[h] = (counts[h] ?? 0) + hourCount;
        rows += hourCount;
        for (let r = index; r < index + hourCount; r++) kind.add(totals, set.row(r));
      }
      index += hourCount;
    });
  }
  return { counts, rows, read, totals };
}

/**
 * The counts of a list's rows per hour of the range and the totals of them all, without making a
 * row: each day is one pass over the scope's leaves, and a whole past day is kept, so another
 * range over the same days (7 days, then 30) sums only the days it has not seen. With a filter
 * its rows' indices answer, each row's index is read (up to `READ_LIMIT` of them), none made.
 */
export async function hourIndexOf<Row, Totals>(
  kind: ListKind<Row, Totals>,
  name: string,
  terms: ListTerms,
  filter: IndexFilter = { key: '' },
): Promise<HourIndex> {
  const zone = terms.clock.timeZone;
  const scopeKey = [
    name,
    treeId(terms.tree),
    terms.org.number,
    terms.own,
    terms.currency,
    zone,
    filter.key,
  ].join('|');
  const key = [scopeKey, terms.firstDay, terms.lastDay, terms.lo, terms.hi, terms.until].join('|');
  const known = hourIndexes.get(key);
  if (known) return known;
  let parts = dayParts.get(terms.tree);
  if (!parts) {
    parts = new Map();
    dayParts.set(terms.tree, parts);
  }
  const days = terms.lastDay - terms.firstDay + 1;
  const counts = new Float64Array(days * MAX_HOURS);
  const totals = kind.empty();
  const merge = kind.merge ?? mergeNumbers;
  let totalRows = 0;
  let read = 0;
  const nowDay = terms.clock.dayOf(terms.until);
  for (let day = terms.firstDay; day <= Math.min(terms.lastDay, nowDay); day++) {
    const whole =
      day < nowDay &&
      terms.clock.dayStart(day) >= terms.lo &&
      terms.clock.dayStart(day + 1) <= terms.hi;
    const dayKey = whole ? `${scopeKey}|${day}` : undefined;
    let part = dayKey ? parts.get(dayKey) : undefined;
    if (part && dayKey) {
      // The most recently used last: the first is the one dropped.
      parts.delete(dayKey);
      parts.set(dayKey, part);
    } else {
      part = await dayPartOf(kind, terms, day, filter, READ_LIMIT - read);
      if (dayKey) {
        parts.set(dayKey, part);
        if (parts.size > DAY_PARTS_KEPT) parts.delete(parts.keys().next().value as string);
      }
    }
    // The same whether days were kept or not: the rows read over the range decide.
    read += part.read;
    if (read > READ_LIMIT) throw new Refused(FILTER_TOO_BROAD);
    counts.set(part.counts, (day - terms.firstDay) * MAX_HOURS);
    totalRows += part.rows;
    merge(totals, part.totals as Totals);
  }
  const index = { key, counts, totalRows, totals: kind.finish(totals) };
  hourIndexes.set(key, index);
  if (hourIndexes.size > INDEXES_KEPT)
    hourIndexes.delete(hourIndexes.keys().next().value as string);
  return index;
}

/** Adds the figures of one part of the totals to another, field by field. */
function mergeNumbers<Totals>(into: Totals, part: Totals) {
  const target = into as Record<string, unknown>;
  for (const [field, value] of Object.entries(part as Record<string, unknown>)) {
    if (typeof value === 'number') target[field] = (target[field] as number) + value;
  }
}

/**
 * The rows of one hour of one day of a list, by their times, without making them: each row is a
 * leaf (its place in the scope) and its index in the leaf-day; `sorted` holds the times in order.
 */
interface HourRows {
  leaf: Int32Array;
  row: Int32Array;
  at: Float64Array;
  sorted: Float64Array;
}

const hourRowsKept = new Map<string, HourRows>();
/** The hours kept: a page of 1000 takes part of an hour, an export the next pages of the same. */
const HOURS_KEPT = 4;
/** The most rows the kept hours hold together (a provider's busiest hour of sessions is about 1M). */
const HOUR_ROWS_KEPT = 1_500_000;

/** Finds the rows of hour slot `slot` (a day's `h`-th hour) of a list, by time, and keeps them. */
async function hourRowsOf<Row>(
  kind: ListKind<Row, unknown>,
  index: HourIndex,
  terms: ListTerms,
  slot: number,
  filter: IndexFilter,
): Promise<HourRows> {
  const key = `${index.key}|${slot}`;
  const known = hourRowsKept.get(key);
  if (known) return known;
  const day = terms.firstDay + Math.floor(slot / MAX_HOURS);
  const h = slot % MAX_HOURS;
  const size = index.counts[slot] ?? 0;
  const leaf = new Int32Array(size);
  const row = new Int32Array(size);
  const at = new Float64Array(size);
  const shape = dayShape(terms, day);
  const countOf = kind.countOf as (input: LeafDayInput) => number;
  const turn = leafSlicer();
  let n = 0;
  let worked = 0;
  for (let i = 0; i < terms.leaves.length && n < size; i++) {
    if (turn.due(1 + worked)) await turn.pass();
    worked = 0;
    if (filter.leaf && !filter.leaf(terms.reportLeaves[i] as ReportLeaf)) continue;
    const input = inputOf(terms, shape, day, i);
    if (!input) continue;
    const count = countOf(input);
    if (count === 0) continue;
    const parts = splitByHour(count, input.weights);
    const inHour = parts[h] ?? 0;
    if (inHour === 0) continue;
    worked = inHour;
    const reader = filter.reader?.(input);
    if (reader === null) continue;
    let first = 0;
    for (let before = 0; before < h; before++) first += parts[before] ?? 0;
    const hour = terms.clock.hoursOf(day)[h] as ClockHour;
    for (let rank = 0; rank < inHour && n < size; rank++) {
      // A row's time is its place among all the leaf-day's rows of the hour, filtered or not.
      if (reader && !reader.test(first + rank)) continue;
      leaf[n] = i;
      row[n] = first + rank;
      at[n] = rowTime(input.leaf, day, first + rank, hour, rank, inHour, terms.until);
      n++;
    }
  }
  // The hour's times in order (up to 1.5 million of them): sorted in slices.
  const sorted = await sortNumbersInTurns(Float64Array.from(at), turn);
  const found = { leaf, row, at, sorted };
  let held = found.at.length;
  for (const kept of hourRowsKept.values()) held += kept.at.length;
  while (hourRowsKept.size > 0 && (hourRowsKept.size >= HOURS_KEPT || held > HOUR_ROWS_KEPT)) {
    const oldest = hourRowsKept.keys().next().value as string;
    held -= hourRowsKept.get(oldest)?.at.length ?? 0;
    hourRowsKept.delete(oldest);
  }
  hourRowsKept.set(key, found);
  return found;
}

/** The first place in a sorted array whose value is not below `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows of a leaf-day by the index its counts give them. */
const baseOf = <Row>(kind: ListKind<Row, unknown>, input: LeafDayInput) =>
  (kind.base ?? kind.rowsOf)(input);

/**
 * Rows `from` to `to` (exclusive) of an hour in ascending order of time, ties by id: the rows
 * whose times fall between the `from`th and the last one's are made and sorted, none else.
 */
async function hourSlice<Row>(
  kind: ListKind<Row, unknown>,
  terms: ListTerms,
  day: number,
  found: HourRows,
  from: number,
  to: number,
): Promise<Timed<Row>[]> {
  const turn = new Slicer(CLOCK_EVERY);
  const low = found.sorted[from] ?? 0;
  const high = found.sorted[to - 1] ?? 0;
  const shape = dayShape(terms, day);
  const sets = new Map<number, RowSet<Row>>();
  const rows: Timed<Row>[] = [];
  for (let n = 0; n < found.at.length; n++) {
    if (turn.due()) await turn.pass();
    const at = found.at[n] ?? 0;
    if (at < low || at > high) continue;
    const i = found.leaf[n] ?? 0;
    let set = sets.get(i);
    if (!set) {
      set = baseOf(kind, inputOf(terms, shape, day, i) as LeafDayInput);
      sets.set(i, set);
    }
    rows.push(set.row(found.row[n] ?? 0));
  }
  await sortInTurns(rows, compare(kind, kind.timeColumn, false), turn);
  // The rows before `low` are not among them: the first made is row `lowerBound(low)`.
  const skip = from - lowerBound(found.sorted, low);
  return rows.slice(skip, skip + (to - from));
}

/** A page of a list sorted by time: only the rows of the hours the page covers are made. */
export async function timePage<Row>(
  kind: ListKind<Row, unknown>,
  index: HourIndex,
  terms: ListTerms,
  filter: IndexFilter = { key: '' },
): Promise<Timed<Row>[]> {
  const offset = (terms.page - 1) * terms.pageSize;
  const end = offset + terms.pageSize;
  const slots = index.counts.length;
  const rows: Timed<Row>[] = [];
  let before = 0;
  for (let s = 0; s < slots && before < end; s++) {
    const slot = terms.desc ? slots - 1 - s : s;
    const count = index.counts[slot] ?? 0;
    if (count === 0) continue;
    if (before + count <= offset) {
      before += count;
      continue;
    }
    // This hour's part of the page, counted from the hour's end when the order is descending.
    const from = Math.max(0, offset - before);
    const to = Math.min(count, end - before);
    const found = await hourRowsOf(kind, index, terms, slot, filter);
    const day = terms.firstDay + Math.floor(slot / MAX_HOURS);
    const part = terms.desc
      ? (await hourSlice(kind, terms, day, found, count - to, count - from)).reverse()
      : await hourSlice(kind, terms, day, found, from, to);
    rows.push(...part);
    before += count;
  }
  return rows;
}

/** Every row of the range that passes the filters, read up to `SCAN_LIMIT` rows. */
async function scan<Row>(kind: ListKind<Row, unknown>, terms: ListTerms, check?: Check<Row>) {
  const rows: Timed<Row>[] = [];
  let read = 0;
  const turn = slicer();
  const leaves = kind.leafFilter?.(terms.query);
  if (kind.countOf && !kind.base) {
    // Counted first (where the count is of these rows, not of the sales they are some of), so a
    // search too broad is refused before a million rows are made.
    for (const input of leafDaysOf(terms, leaves)) {
      await turn();
      read += kind.countOf(input);
      if (read > SCAN_LIMIT) throw new Refused(SEARCH_TOO_BROAD);
    }
    read = 0;
  }
  // The rows the last leaf-day made: work counted at the next one's turn.
  let worked = 0;
  for (const input of leafDaysOf(terms, leaves)) {
    await turn(1 + worked);
    const set = kind.rowsOf(input);
    worked = set.count;
    read += set.count;
    if (read > SCAN_LIMIT) throw new Refused(SEARCH_TOO_BROAD);
    const wholly = whollyIn(terms, input);
    for (let i = 0; i < set.count; i++) {
      const row = set.row(i);
      if (!wholly && (row.At < terms.lo || row.At >= terms.hi)) continue;
      if (!check || check(row)) rows.push(row);
    }
  }
  return rows;
}

/** Every row of the range that passes a filter its indices answer: only those rows are made. */
async function matchingRows<Row>(
  kind: ListKind<Row, unknown>,
  terms: ListTerms,
  filter: IndexFilter,
) {
  const rows: Timed<Row>[] = [];
  const turn = slicer();
  let worked = 0;
  for (const input of leafDaysOf(terms, filter.leaf)) {
    await turn(1 + worked);
    worked = 0;
    const reader = filter.reader?.(input);
    if (reader === null) continue;
    const set = baseOf(kind, input);
    worked = set.count;
    for (let i = 0; i < set.count; i++) {
      if (reader && !reader.test(i)) continue;
      const row = set.row(i);
      if (row.At >= terms.lo && row.At < terms.hi) rows.push(row);
    }
  }
  return rows;
}

/**
 * A list's answer from the rows an inversion finds: only they are made (at most `SCAN_LIMIT`),
 * checked by the list's filters, summed and sorted, so it is the every-row answer at any scale.
 */
async function invertedList<Row, Totals>(
  kind: ListKind<Row, Totals>,
  terms: ListTerms,
  inversion: Inversion,
): Promise<{ TotalRows: number; Totals: unknown; Rows: Row[] }> {
  const check = kind.filters(terms.query);
  const rows: Timed<Row>[] = [];
  const lastDay = Math.min(terms.lastDay, terms.clock.dayOf(terms.until));
  // Each leaf-day that can hold rows found, with the indices found (none made).
  async function eachFound(visit: (input: LeafDayInput, indices: number[]) => void) {
    const turn = leafSlicer();
    let read = 0;
    // The rows the last leaf-day found and made: work counted at the next one's turn.
    let worked = 0;
    for (let day = terms.firstDay; day <= lastDay; day++) {
      const shape = dayShape(terms, day);
      for (let i = 0; i < terms.leaves.length; i++) {
        if (turn.due(1 + worked)) await turn.pass();
        worked = 0;
        const leaf = terms.reportLeaves[i] as ReportLeaf;
        if (inversion.leaf && !inversion.leaf(leaf)) continue;
        if (!inversion.day(leaf, day, terms, terms.leaves[i] as GeneratedOrg)) continue;
        const input = inputOf(terms, shape, day, i);
        if (!input) continue;
        const indices = inversion.indices(input, kind.countOf?.(input) ?? kind.rowsOf(input).count);
        // The rows found are searched through: more than `SCAN_LIMIT` is refused.
        read += indices.length;
        worked = indices.length;
        if (read > SCAN_LIMIT) throw new Refused(SEARCH_TOO_BROAD);
        visit(input, indices);
      }
    }
  }
  if (inversion.countFirst) await eachFound(() => {});
  await eachFound((input, indices) => {
    if (indices.length === 0) return;
    const set = kind.rowsOf(input);
    for (const index of indices) {
      const row = set.row(index);
      if (row.At < terms.lo || row.At >= terms.hi || (check && !check(row))) continue;
      rows.push(row);
    }
  });
  return await pageOf(kind, terms, rows);
}

/** The answer of every row of a list's result: its totals and the page asked, sorted. */
async function pageOf<Row, Totals>(
  kind: ListKind<Row, Totals>,
  terms: ListTerms,
  rows: Timed<Row>[],
) {
  const totals = kind.empty();
  const turn = new Slicer(CLOCK_EVERY);
  for (const row of rows) {
    kind.add(totals, row);
    if (turn.due()) await turn.pass();
  }
  // Up to a million rows: sorted in slices (runs merged), in the order `rows.sort` gives.
  await sortInTurns(rows, compare(kind as ListKind<Row, unknown>, terms.sort, terms.desc), turn);
  const offset = (terms.page - 1) * terms.pageSize;
  return {
    TotalRows: rows.length,
    Totals: kind.finish(totals),
    Rows: rows.slice(offset, offset + terms.pageSize).map(untimed),
  };
}

async function listAnswer<Row, Totals>(
  kind: ListKind<Row, Totals>,
  name: string,
  terms: ListTerms,
): Promise<{ TotalRows: number; Totals: unknown; Rows: Row[] }> {
  const inversion = kind.inverted?.(terms.query);
  if (inversion) return invertedList(kind, terms, inversion);
  // Filters (and a text) only the rows can answer are read from the rows, under `SCAN_LIMIT`.
  const filter = kind.indexed?.(terms.query);
  if (!filter || !kind.countOf) return scannedList(kind, terms, kind.filters(terms.query));
  const general = kind as ListKind<Row, unknown>;
  const index = await hourIndexOf(kind, name, terms, filter);
  const answer = { TotalRows: index.totalRows, Totals: index.totals };
  if (terms.sort === kind.timeColumn) {
    const rows = await timePage(general, index, terms, filter);
    return { ...answer, Rows: rows.map(untimed) };
  }
  // Another column: the whole result is made and sorted, so it must be within `SCAN_LIMIT`.
  if (index.totalRows > SCAN_LIMIT) {
    throw new Refused(
      `more than ${thousands(SCAN_LIMIT)} rows to sort by ${terms.sort}; sort by time, or narrow the range, the org or the filters`,
    );
  }
  const rows = await matchingRows(general, terms, filter);
  await sortInTurns(rows, compare(general, terms.sort, terms.desc));
  const offset = (terms.page - 1) * terms.pageSize;
  return { ...answer, Rows: rows.slice(offset, offset + terms.pageSize).map(untimed) };
}

/** A list's answer made the slow way: every row of the range made, filtered and sorted. */
async function scannedList<Row, Totals>(
  kind: ListKind<Row, Totals>,
  terms: ListTerms,
  check?: Check<Row>,
): Promise<{ TotalRows: number; Totals: unknown; Rows: Row[] }> {
  return await pageOf(kind, terms, await scan(kind as ListKind<Row, unknown>, terms, check));
}

export function untimed<Row>(row: Timed<Row>): Row {
  const { At: _at, ...rest } = row as Timed<Row> & Record<string, unknown>;
  return rest as Row;
}

/** The most keys one leaf-day's sales are summed under (its plans, payment types, groups…). */
const SUMMARY_CODES = 16;

/**
 * What a completed sale is summed under, read from its index and kind without making it: a small
 * code per leaf-day (`codeOf`) and the key and label of a code (`labelOf`).
 */
function summaryKeys(groupBy: Schemas['ReportSalesSummary']['GroupBy']) {
  // Guest groups and sellers are a handful of names: each gets a code the first time it is seen.
  const names: string[] = [];
  const codes = new Map<string, number>();
  const codeOfName = (name: string) => {
    let code = codes.get(name);
    if (code === undefined) {
      code = names.length;
      names.push(name);
      codes.set(name, code);
    }
    return code;
  };
  const codeOf = ({ leaf, day }: LeafDayInput, index: number, kind: number): number => {
    switch (groupBy) {
      case 'plan':
        return kindPlan(kind);
      case 'paymentType':
        return kindType(kind);
      case 'group':
        return codeOfName(guestGroup(leaf, rowGuest(leaf, day, index, ROWS_OF.sales)));
      case 'soldBy':
        return codeOfName(sellerOf(leaf, day, index, kindType(kind)));
      default:
        return 0;
    }
  };
  const labelOf = ({ leaf, org }: LeafDayInput, dayKey: string, code: number): [string, string] => {
    switch (groupBy) {
      case 'day':
        return [dayKey, dayKey];
      case 'org':
        return [org.number, org.name];
      case 'plan': {
        const plan = leaf.plans[code]?.name ?? '';
        return [plan, plan];
      }
      case 'paymentType': {
        const type = SALE_TYPES[code] ?? 'code';
        return [type, type];
      }
      case 'group': {
        const group = names[code] ?? '';
        return [group, group === '' ? 'No group' : group];
      }
      default:
        return [names[code] ?? '', names[code] ?? ''];
    }
  };
  return { codeOf, labelOf };
}

/** Sales summed by a key: day, plan, payment type, org, group or seller. */
async function summaryAnswer(terms: ListTerms, groupBy: Schemas['ReportSalesSummary']['GroupBy']) {
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
  // sellers, and any filter, from the sales' indices (their kinds and guests); a text search
  // too, unless only the rows can say (report-text.ts).
  const byRows = check !== undefined || groupBy === 'group' || groupBy === 'soldBy';
  const query = terms.query;
  const textual = textOf('sales', query);
  const searched = textual === null;
  const mac = macKey(query.get('mac') ?? '');
  const filter = saleFilter(
    {
      types:
        query.get('paymentType') === null
          ? undefined
          : [placeOf(SALE_TYPES, query.get('paymentType') ?? '')],
      statuses: [0],
      plan: query.get('plan'),
      soldBy: query.get('soldBy'),
      group: query.get('group'),
      room: query.get('room'),
      account: query.get('account'),
      mac: mac === '' ? null : mac,
      text: textual,
    },
    () => {},
  );
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
  const { codeOf, labelOf } = summaryKeys(groupBy);
  const sums = new Float64Array(SUMMARY_CODES * 4);
  let read = 0;
  const turn = slicer();
  // The rows the last leaf-day read or made: work counted at the next one's turn.
  let worked = 0;
  for (const input of leafDaysOf(terms, searched ? accountLeaf(query) : filter.leaf)) {
    await turn(1 + worked);
    worked = 0;
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
    if (!searched) {
      const { leaf, day } = input;
      // The filters' reader only when there are filters (the kinds are read here as well).
      const reader = check ? filter.reader?.(input) : undefined;
      if (reader === null) continue;
      const kinds = saleKinds(leaf, day, input.figures);
      read += kinds.count;
      worked = kinds.count;
      if (read > READ_LIMIT) throw new Refused(FILTER_TOO_BROAD);
      const prices = pricesOf(leaf, input.currency);
      const parts = splitByHour(kinds.count, input.weights);
      const hours = terms.clock.hoursOf(day);
      // Summed per leaf-day by a small code of the key, then added to the groups once each.
      sums.fill(0);
      let index = 0;
      for (let h = 0; h < parts.length; h++) {
        const end = index + (parts[h] ?? 0);
        const start = hours[h]?.start ?? 0;
        if (!wholly && (start < terms.lo || start >= terms.hi)) index = end;
        for (; index < end; index++) {
          const kind = kinds.kindOf(index);
          if (kindStatus(kind) !== 0) continue;
          if (reader && !reader.test(index)) continue;
          const at = codeOf(input, index, kind) * 4;
          const type = kindType(kind);
          sums[at] = (sums[at] ?? 0) + 1;
          if (type === 3) continue;
          const p = kindPlan(kind) * 5;
          sums[at + 1] = (sums[at + 1] ?? 0) + (prices[p] ?? 0);
          sums[at + 2] = (sums[at + 2] ?? 0) + (prices[p + 2 + type] ?? 0);
          sums[at + 3] = (sums[at + 3] ?? 0) + (prices[p + 1] ?? 0);
        }
      }
      for (let code = 0; code < SUMMARY_CODES; code++) {
        const at = code * 4;
        if ((sums[at] ?? 0) === 0) continue;
        const [key, label] = labelOf(input, dayKey, code);
        into(key, label, sums[at] ?? 0, sums[at + 1] ?? 0, sums[at + 2] ?? 0, sums[at + 3] ?? 0);
      }
      continue;
    }
    const set = salesOf(input);
    read += set.count;
    worked = set.count;
    if (read > SCAN_LIMIT) throw new Refused(SEARCH_TOO_BROAD);
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

const LIST_KINDS: Record<string, [ListKind<never, never>, string]> = {
  listReportSales: [SALES as never, 'Time'],
  listReportPmsTransactions: [PMS as never, 'Time'],
  listReportCardTransactions: [CARDS as never, 'Time'],
  listReportSessions: [SESSIONS as never, 'Start'],
  listReportLoyaltyActivity: [LOYALTY as never, 'Time'],
};

/**
 * A report list's rows (all of them, not a page) and totals made the slow way, every row of the
 * range made, filtered and sorted, within `SCAN_LIMIT`: the reference the counted answers are
 * tested against.
 */
export async function scannedListAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<{ TotalRows: number; Totals: unknown; Rows: unknown[] } | Response> {
  const list = LIST_KINDS[operationId];
  if (!list) throw new Error(`${operationId} is not a report list`);
  const terms = await termsOf(context, query, list[1]);
  if (terms instanceof Response) return terms;
  const [kind] = list;
  const whole = { ...terms, page: 1, pageSize: Number.MAX_SAFE_INTEGER };
  return scannedList(kind, whole, kind.filters(terms.query));
}

const SUMMARIES: Record<string, Schemas['ReportSalesSummary']['GroupBy'] | null> = {
  getReportSalesSummary: null,
  getReportGroupSales: 'group',
  getReportUserSales: 'soldBy',
};

/**
 * The report lists (`listReportSales` and the other `listReport…`, the sales summaries);
 * `undefined` for other operations (the guest account search answers in find-accounts.ts). Rows are made from the same leaf-days as the Overview's figures, so their totals
 * agree with it to the cent (docs/decisions/report-queries.md).
 */
export async function reportListAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<Response | undefined> {
  try {
    const list = LIST_KINDS[operationId];
    const summary = SUMMARIES[operationId];
    if (!list && summary === undefined) return undefined;
    const terms = await termsOf(context, query, list?.[1] ?? 'Amount');
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
      const answer = await listAnswer(kind, operationId, terms);
      const withCurrency =
        operationId === 'listReportSessions' || operationId === 'listReportLoyaltyActivity'
          ? {}
          : currency;
      return json(200, { ...base, ...withCurrency, ...answer });
    }
    const groupBy =
      summary ?? ((query.get('groupBy') ?? 'day') as Schemas['ReportSalesSummary']['GroupBy']);
    return json(200, { ...base, ...currency, ...(await summaryAnswer(terms, groupBy)) });
  } catch (error) {
    if (error instanceof Refused) return invalid(error.message);
    throw error;
  }
}
