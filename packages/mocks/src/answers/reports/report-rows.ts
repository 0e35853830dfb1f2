import type { AdminApiComponents } from '@guestnet/sdk';
import type { GeneratedOrg } from '../../org-tree/generate-org-tree.js';
import type { ClockHour, ReportClock } from './report-clock.js';
import { type LeafDay, noise, type ReportLeaf, saleCents } from './report-leaf.js';

type Schemas = AdminApiComponents['schemas'];
/** A row of the sales list (Revenue Summary), as `salesOf` makes it. */
export type SaleRow = Schemas['ReportSalesRow'];
/** A row of the sessions list (Radius Activity), as `sessionsOf` makes it. */
export type SessionRow = Schemas['ReportSessionRow'];

// The rows behind the Overview's figures, made from the same leaf-days: docs/decisions/report-queries.md

const HOUR_MS = 3_600_000;

/** How a leaf's plan sales are paid, by area kind: card, PMS (room charge), cash. */
const PAYMENT_SHARES: Record<ReportLeaf['kind'], readonly number[]> = {
  rooms: [0.45, 0.45, 0.1],
  public: [0.8, 0, 0.2],
  meeting: [0.6, 0.25, 0.15],
};
const PAID_TYPES = ['card', 'pms', 'cash'] as const;
/** The sales rows' payment types, in the order a sale's kind numbers them (`saleKind`). */
export const SALE_TYPES = ['card', 'pms', 'cash', 'code'] as const;
/** The sales rows' statuses, in the order a sale's kind numbers them (`saleKind`). */
export const SALE_STATUSES = ['completed', 'failed', 'refunded'] as const;

/** A sale's plan (its place in the leaf's plans), payment type and status, as one number. */
export const saleKind = (plan: number, type: number, status: number) =>
  plan * 12 + type * 3 + status;
/** The plan of a sale's kind: its place in the leaf's plans. */
export const kindPlan = (kind: number) => Math.floor(kind / 12);
/** The payment type of a sale's kind: its place in `SALE_TYPES`. */
export const kindType = (kind: number) => Math.floor(kind / 3) % 4;
/** The status of a sale's kind: its place in `SALE_STATUSES`. */
export const kindStatus = (kind: number) => kind % 3;

/** The sales tax included in a price, by the leaf's currency (its country's). */
const TAX_RATES: Readonly<Record<string, number>> = {
  USD: 0.07,
  CAD: 0.13,
  GBP: 0.2,
  EUR: 0.2,
  AUD: 0.1,
};

/** The payment fee of one sale, in cents of the report's currency. */
export function feeCents(type: string, cents: number): number {
  if (type === 'card') return Math.round(cents * 0.034);
  if (type === 'pms') return Math.round(cents * 0.01);
  return 0;
}

/** The tax included in a sale's price, in cents (at the rate of the leaf's country). */
export function taxCents(leaf: ReportLeaf, cents: number): number {
  const rate = TAX_RATES[leaf.currency] ?? 0.1;
  return Math.round((cents * rate) / (1 + rate));
}

/** A number in [0, 1) for a leaf, a day and a row. */
const rowNoise = (leaf: ReportLeaf, day: number, row: number, channel: number) =>
  noise(leaf.seed ^ Math.imul(row + 1, 0x27d4eb2d), day, channel);

/** The failed and refunded sales of a leaf-day, listed beside its completed ones. */
export function extraSales(leaf: ReportLeaf, day: number, sold: number): number {
  return Math.round(sold * 0.06 * noise(leaf.seed, day, 3));
}

/**
 * What each of a leaf-day's sales is, without making it: how many there are and the kind (plan,
 * payment type, status) of sale `index`, as `salesOf` makes them. The filters the lists answer
 * from counts read this (docs/decisions/report-queries.md "Scale").
 */
export function saleKinds(leaf: ReportLeaf, day: number, figures: LeafDay) {
  let paid = 0;
  for (const sold of figures.sold) paid += sold;
  const codes = figures.codes;
  const count = paid + codes + extraSales(leaf, day, paid);
  const step = stepFor(count);
  const types = figures.sold.map((sold) => paidByType(leaf, sold));
  const plans = leaf.plans.length;
  return {
    count,
    kindOf(index: number): number {
      let slot = count > 0 ? (index * step) % count : 0;
      if (slot < paid) {
        let plan = 0;
        while (slot >= (figures.sold[plan] ?? 0)) slot -= figures.sold[plan++] ?? 0;
        const byType = types[plan] ?? [];
        let t = 0;
        while (slot >= (byType[t] ?? 0) && t < 2) slot -= byType[t++] ?? 0;
        return saleKind(plan, t, 0);
      }
      if (slot < paid + codes) return saleKind((slot - paid) % plans, 3, 0);
      // A declined card, a charge the PMS rejected (rooms only), a refund.
      const extra = slot - paid - codes;
      const type = extra % 3 === 1 && leaf.kind === 'rooms' ? 1 : 0;
      return saleKind(extra % plans, type, extra % 3 === 2 ? 2 : 1);
    },
  };
}

/** How many sales rows a leaf-day has: completed plan sales, redeemed codes, failed and refunded. */
export function salesCount(leaf: ReportLeaf, day: number, figures: LeafDay): number {
  let paid = 0;
  for (const sold of figures.sold) paid += sold;
  return paid + figures.codes + extraSales(leaf, day, paid);
}

/** The completed sales of each plan of a leaf-day by payment type (card, pms, cash). */
export function paidByType(leaf: ReportLeaf, sold: number): number[] {
  return splitByHour(sold, PAYMENT_SHARES[leaf.kind]);
}

/** The leaf-day's hours with the rows of each (its rows' times are in order of their index). */
export interface LeafDayHours {
  hours: readonly ClockHour[];
  counts: number[];
}

/** How `count` rows of a leaf-day fall into its hours (none after `until`). */
export function rowHours(input: LeafDayInput, count: number): LeafDayHours {
  return { hours: input.clock.hoursOf(input.day), counts: splitByHour(count, input.weights) };
}

/**
 * Splits a leaf-day's `count` rows over its hours by their weights (summing to 1 for a whole
 * day), rounding the running sum: whole parts that add up to `count` exactly, without a sort, as
 * cheap as the lists' first pass over millions of leaf-days needs.
 */
export function splitByHour(count: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = new Array<number>(weights.length);
  let running = 0;
  let before = 0;
  for (let h = 0; h < weights.length; h++) {
    running += weights[h] ?? 0;
    const upTo = whole > 0 ? Math.round((count * running) / whole) : 0;
    parts[h] = upTo - before;
    before = upTo;
  }
  return parts;
}

/**
 * The instant of row `index` of a leaf-day, `hour` its hour and `rank` its place among the
 * `count` rows of the hour: always inside the hour, and before `until`.
 */
export function rowTime(
  leaf: ReportLeaf,
  day: number,
  index: number,
  hour: ClockHour,
  rank: number,
  count: number,
  until: number,
): number {
  const span = Math.max(1000, Math.min(HOUR_MS, until - hour.start));
  const jitter = 0.8 * (rowNoise(leaf, day, index, 5) - 0.5);
  return hour.start + Math.floor(((rank + 0.5 + jitter) / count) * span);
}

/** A permutation step coprime to `count`, which spreads a leaf-day's kinds of rows over its day. */
function stepFor(count: number): number {
  for (const step of [7919, 7907, 7901, 7883]) if (count % step !== 0) return step;
  return 1;
}

const FIRST = [
  'Maria',
  'James',
  'Aiko',
  'Lucas',
  'Fatima',
  'Noah',
  'Olga',
  'Liam',
  'Priya',
  'Ethan',
];
const FIRST_MORE = ['Sofia', 'Mateo', 'Chloe', 'Arjun', 'Elena', 'Kofi', 'Hana', 'Diego', 'Ines'];
const LAST = ['Silva', 'Smith', 'Tanaka', 'Martin', 'Haddad', 'Brown', 'Novak', 'Kelly', 'Rao'];
const LAST_MORE = ['Garcia', 'Nguyen', 'Okafor', 'Rossi', 'Berg', 'Dubois', 'Costa', 'Walsh'];
const FIRSTS = [...FIRST, ...FIRST_MORE];
const LASTS = [...LAST, ...LAST_MORE];
/** The guests' groups (a guest may have none). */
export const GUEST_GROUPS = [
  'Nordic Dental Congress',
  'Wedding Party',
  'Tour Group',
  'Airline Crew',
];
/** The front desk's sellers of cash and code sales (the others are sold `online`). */
export const DESK_SELLERS = ['frontdesk.ana', 'frontdesk.ben', 'frontdesk.chen', 'nightaudit'];
/** Why a closed session stopped. */
export const TERMINATE_CAUSES = ['Idle-Timeout', 'Session-Timeout', 'User-Request', 'Lost-Carrier'];

/** A guest of a leaf: guest `guest` of the ones who came on `day`. */
export interface Guest {
  account: string;
  name: string;
  userName: string;
  email: string;
  room: string;
  group: string;
  macs: string[];
  day: number;
  serial: number;
}

/** The guests a leaf has on a day (the serials `0..n-1` of `guestOf`). */
export const guestsPerDay = (leaf: ReportLeaf) => Math.max(1, Math.round(leaf.guests));

const digitsOf = (orgNumber: string) => orgNumber.replace(/^GN-/, '');
const hex = (value: number) => (value & 0xff).toString(16).toUpperCase().padStart(2, '0');

// A guest's name, room and devices are spread over a leaf-day's serials by steps coprime to their
// number, not by a hash, so a search finds the serials of a name, a room or a MAC without making
// every guest (find-accounts.ts); the lists' filters read a row's guest's room, group and MAC
// from the same arithmetic without making the guest (report-lists.ts). Both:
// docs/decisions/report-queries.md "Find Accounts" and "Scale".

/** The first and last names a guest may have, as `[first, last]` pairs: pair `p` is `NAME_PAIRS[p]`. */
export const NAME_PAIRS: readonly (readonly [string, string])[] = FIRSTS.flatMap((first) =>
  LASTS.map((last) => [first, last] as const),
);
/** The user names of pair `p` without their last digits: `maria.silva` (a user name adds `serial % 100`). */
export const PAIR_USERS = NAME_PAIRS.map(([first, last]) => `${first}.${last}`.toLowerCase());
const PAIR_STEP = 101;
/** The rooms a guest may have: floors 1 to 9, rooms 01 to 40; room `r` is `roomOfSlot(r)`. */
const ROOM_SLOTS = 360;
const ROOM_STEP = 131;
/** The room number of room slot `slot`: `101` to `940`, as the number its text reads. */
const roomOfSlot = (slot: number) => (1 + Math.floor(slot / 40)) * 100 + (slot % 40) + 1;
const MAC_SPACE = 0x1000000;
const MAC_STEP = 0x9e3779;
const macMix = (leaf: ReportLeaf) => Math.imul(leaf.seed, 0x2c1b3c6d) >>> 8;

/** The inverse of `value` modulo `modulus` (they are coprime). */
function inverseMod(value: number, modulus: number): number {
  let [a, b, x, y] = [value % modulus, modulus, 1, 0];
  while (b !== 0) {
    const q = Math.floor(a / b);
    [a, b, x, y] = [b, a - q * b, y, x - q * y];
  }
  return ((x % modulus) + modulus) % modulus;
}
const PAIR_BACK = inverseMod(PAIR_STEP, NAME_PAIRS.length);
const ROOM_BACK = inverseMod(ROOM_STEP, ROOM_SLOTS);
const MAC_BACK = inverseMod(MAC_STEP, MAC_SPACE);

const pairStart = (leaf: ReportLeaf, day: number) =>
  Math.floor(noise(leaf.seed, day, 11) * NAME_PAIRS.length);
const roomStart = (leaf: ReportLeaf, day: number) =>
  Math.floor(noise(leaf.seed, day, 14) * ROOM_SLOTS);

/**
 * The name pair of a guest of a leaf-day's rows (`day * 10_000 + serial`, as `rowGuest` gives it:
 * of the day or the day before), as `guestOf` names it, without making the guest.
 */
export function guestPairs(leaf: ReportLeaf, day: number) {
  const n = NAME_PAIRS.length;
  const starts = [pairStart(leaf, day - 1), pairStart(leaf, day)];
  return (guest: number) => {
    const guestDay = Math.floor(guest / 10_000);
    const start = starts[guestDay - day + 1] ?? pairStart(leaf, guestDay);
    return ((guest % 10_000) * PAIR_STEP + start) % n;
  };
}

/**
 * The serials of a leaf-day's guests by name pair: `pair` names `first`, `first + step`, … below
 * the guests.
 */
export function pairSerials(leaf: ReportLeaf, day: number) {
  const n = NAME_PAIRS.length;
  const start = pairStart(leaf, day);
  return (pair: number) => ({ first: (((((pair - start) % n) + n) % n) * PAIR_BACK) % n, step: n });
}

/** The serials of a leaf-day's guests who may have room slot `slot` (those with a room do). */
export function serialsOfRoom(leaf: ReportLeaf, day: number, slot: number) {
  const first =
    (((((slot - roomStart(leaf, day)) % ROOM_SLOTS) + ROOM_SLOTS) % ROOM_SLOTS) * ROOM_BACK) %
    ROOM_SLOTS;
  return { first, step: ROOM_SLOTS };
}

/**
 * The guest a leaf's MAC names, from its last three bytes: the day (modulo 256), the serial and
 * the device; the first three bytes name the leaf (`A4` and two bytes of its seed).
 */
export function guestOfMac(leaf: ReportLeaf, low24: number) {
  const x =
    (((((low24 - macMix(leaf)) % MAC_SPACE) + MAC_SPACE) % MAC_SPACE) * MAC_BACK) % MAC_SPACE;
  const device = x % 2;
  const rest = (x - device) / 2;
  return { dayMod: Math.floor(rest / 10_000), serial: rest % 10_000, device };
}

/** The second and third bytes of a leaf's MACs (its seed's low two bytes). */
export const macLeafBytes = (leaf: ReportLeaf) => leaf.seed & 0xffff;

/** A number in [0, 1) for guest `serial` of a leaf who came on `day`, and a channel. */
const guestPick = (leaf: ReportLeaf, day: number, serial: number, channel: number) =>
  noise(leaf.seed ^ Math.imul(serial + 7, 0x9e3779b1), day, channel);

/** The room number of guest `serial` of a leaf-day (`204`: floor 2, room 04), -1 for none. */
function roomNumberOf(leaf: ReportLeaf, day: number, serial: number): number {
  if (leaf.kind !== 'rooms' && guestPick(leaf, day, serial, 13) >= 0.5) return -1;
  return roomOfSlot((serial * ROOM_STEP + roomStart(leaf, day)) % ROOM_SLOTS);
}

/** The group of guest `serial` of a leaf-day, `''` for none. */
const groupOf = (leaf: ReportLeaf, day: number, serial: number) =>
  guestPick(leaf, day, serial, 16) < 0.1
    ? (GUEST_GROUPS[Math.floor(guestPick(leaf, day, serial, 17) * GUEST_GROUPS.length)] ?? '')
    : '';

/** How many devices guest `serial` of a leaf-day carries (one or two). */
const devicesOf = (leaf: ReportLeaf, day: number, serial: number) =>
  guestPick(leaf, day, serial, 18) < 0.5 ? 1 : 2;

/** The last 24 bits of the MAC of device `device` of guest `serial` of a leaf-day. */
function macBitsOf(leaf: ReportLeaf, day: number, serial: number, device: number): number {
  const x = (((day & 0xff) * 10_000 + serial) * 2 + device) % MAC_SPACE;
  return (((x * MAC_STEP) % MAC_SPACE) + macMix(leaf)) % MAC_SPACE;
}

/**
 * A guest's room as the number its text reads (`204`: floor 2, room 04), -1 for none: `guest` is
 * the serial of its account (`day * 10_000 + guest`, as `rowGuest` gives it).
 */
export const guestRoomNumber = (leaf: ReportLeaf, guest: number) =>
  roomNumberOf(leaf, Math.floor(guest / 10_000), guest % 10_000);

/** A guest's group (`''` for none); `guest` as in `guestRoomNumber`. */
export const guestGroup = (leaf: ReportLeaf, guest: number) =>
  groupOf(leaf, Math.floor(guest / 10_000), guest % 10_000);

/**
 * The last 24 bits of the MAC of row `index` of a leaf-day whose guest is `guest` (`rowGuest`):
 * the MAC is `A4`, the leaf's seed's last 16 bits and these.
 */
export function rowMacBits(leaf: ReportLeaf, guest: number, index: number): number {
  const day = Math.floor(guest / 10_000);
  const serial = guest % 10_000;
  return macBitsOf(leaf, day, serial, index % devicesOf(leaf, day, serial));
}

/**
 * Guest `serial` of a leaf who came on `day`: the account number names the leaf, the day and the
 * guest (`1042-3-205960318`: GN-1042-3, day 20596, guest 318), so it is found without a search.
 */
export function guestOf(leaf: ReportLeaf, day: number, serial: number): Guest {
  const [first, last] = NAME_PAIRS[
    (serial * PAIR_STEP + pairStart(leaf, day)) % NAME_PAIRS.length
  ] ?? ['Alex', 'Lee'];
  const account = `${digitsOf(leaf.number)}-${day * 10_000 + serial}`;
  const userName = `${first}.${last}${serial % 100}`.toLowerCase();
  const room = roomNumberOf(leaf, day, serial);
  const macs = Array.from({ length: devicesOf(leaf, day, serial) }, (_, device) => {
    const bits = macBitsOf(leaf, day, serial, device);
    return [
      'A4',
      hex(leaf.seed >>> 8),
      hex(leaf.seed),
      hex(bits >>> 16),
      hex(bits >>> 8),
      hex(bits),
    ].join(':');
  });
  return {
    account,
    name: `${first} ${last}`,
    userName,
    email: guestPick(leaf, day, serial, 19) < 0.7 ? `${userName}@example.com` : '',
    room: room < 0 ? '' : String(room),
    group: groupOf(leaf, day, serial),
    macs,
    day,
    serial,
  };
}

/** The kinds of a leaf-day's rows, each with its own spread of rows over the guests. */
export const ROWS_OF = { sales: 31, sessions: 32, loyalty: 33 } as const;
/** A kind of a leaf-day's rows: one of `ROWS_OF`. */
export type RowKind = (typeof ROWS_OF)[keyof typeof ROWS_OF];

const poolStep = (pool: number) => stepFor(pool) % pool || 1;

/**
 * The guests of a leaf-day's rows of a kind (`ROWS_OF`), without making the rows: the serial of
 * row `index`'s guest's account, `day * 10_000 + guest`, one of the guests of that day or the day
 * before (a stay spans nights). Rows go round the two days' guests by a step coprime to their
 * number, so a guest's rows are found without making the others (`rowsOfGuest`).
 */
export function rowGuests(leaf: ReportLeaf, day: number, kind: RowKind) {
  const guests = guestsPerDay(leaf);
  const pool = 2 * guests;
  const start = Math.floor(noise(leaf.seed, day, kind) * pool);
  const step = poolStep(pool);
  return (index: number) => {
    const slot = ((index % pool) * step + start) % pool;
    return slot < guests ? day * 10_000 + slot : (day - 1) * 10_000 + slot - guests;
  };
}

/** The guest of row `index` of a leaf-day's rows of a kind, as `rowGuests` gives it. */
export const rowGuest = (leaf: ReportLeaf, day: number, index: number, kind: RowKind) =>
  rowGuests(leaf, day, kind)(index);

/** The guest a row of a leaf-day's rows of a kind belongs to (`rowGuest`). */
function guestOfRow(leaf: ReportLeaf, day: number, index: number, kind: RowKind): Guest {
  const guest = rowGuest(leaf, day, index, kind);
  return guestOf(leaf, Math.floor(guest / 10_000), guest % 10_000);
}

/**
 * The indices of a leaf-day's rows of a kind (`ROWS_OF`) that belong to guest `serial` who came
 * on `guestDay` (the day or the day before): `first`, `first + step`, … below the rows' count.
 */
export function rowsOfGuest(
  leaf: ReportLeaf,
  day: number,
  guestDay: number,
  serial: number,
  kind: RowKind,
) {
  const guests = guestsPerDay(leaf);
  const pool = 2 * guests;
  const start = Math.floor(noise(leaf.seed, day, kind) * pool);
  const slot = guestDay === day ? serial : guests + serial;
  const first =
    (((((slot - start) % pool) + pool) % pool) * inverseMod(poolStep(pool), pool)) % pool;
  return { first, step: pool };
}

/** Who sold sale `index` of a leaf-day of payment type `type` (its place in `SALE_TYPES`). */
export const sellerOf = (leaf: ReportLeaf, day: number, index: number, type: number) =>
  type >= 2
    ? (DESK_SELLERS[Math.floor(rowNoise(leaf, day, index, 8) * DESK_SELLERS.length)] ??
      'frontdesk.ana')
    : 'online';

/** What a leaf-day's rows are made from: the leaf, its org, the day and the report's terms. */
export interface LeafDayInput {
  leaf: ReportLeaf;
  org: GeneratedOrg;
  day: number;
  figures: LeafDay;
  currency: string;
  clock: ReportClock;
  until: number;
  /** The leaf's kind's share of the day's rows in each hour (report-rollup.ts hourWeights). */
  weights: readonly number[];
}

/** The rows of a leaf-day: how many, and the row at an index (rows are in order of time). */
export interface RowSet<Row> {
  count: number;
  hours: LeafDayHours;
  row(index: number): Row & { At: number };
}

/**
 * When each of a leaf-day's `count` rows happens, without making the rows: the rows' hours and
 * the instant of row `index` (the rows of `salesOf`, `sessionsOf` and `loyaltyOf` are timed so).
 */
export function rowTimes(input: LeafDayInput, count: number) {
  const { leaf, day, until } = input;
  const hours = rowHours(input, count);
  const starts: number[] = [];
  let at = 0;
  for (const hourCount of hours.counts) {
    starts.push(at);
    at += hourCount;
  }
  const timeOf = (index: number) => {
    let h = hours.counts.length - 1;
    while (h > 0 && (starts[h] ?? 0) > index) h--;
    const hour = hours.hours[h] as ClockHour;
    return rowTime(leaf, day, index, hour, index - (starts[h] ?? 0), hours.counts[h] ?? 1, until);
  };
  return { hours, timeOf };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const money = (cents: number) => cents / 100;

/**
 * The sales of a leaf-day: its completed plan sales (the Overview's revenue), its redeemed access
 * codes (completed, amount 0: a code's price was paid when its batch was sold) and a few failed
 * and refunded card payments, in order of time.
 */
export function salesOf(input: LeafDayInput): RowSet<SaleRow> {
  const { leaf, org, day, figures, currency } = input;
  const kinds = saleKinds(leaf, day, figures);
  const count = kinds.count;
  const { hours, timeOf } = rowTimes(input, count);
  return {
    count,
    hours,
    row(index) {
      const at = timeOf(index);
      const guest = guestOfRow(leaf, day, index, ROWS_OF.sales);
      const kind = kinds.kindOf(index);
      const plan = kindPlan(kind);
      const t = kindType(kind);
      const type: Schemas['ReportPaymentType'] = SALE_TYPES[t] ?? 'code';
      const status: Schemas['ReportSaleStatus'] = SALE_STATUSES[kindStatus(kind)] ?? 'completed';
      const cents = type !== 'code' ? saleCents(leaf, leaf.plans[plan]?.cents ?? 0, currency) : 0;
      const fee = feeCents(type, cents);
      const tax = taxCents(leaf, cents);
      return {
        At: at,
        Id: `S-${org.number}-${isoCompact(day)}-${String(index).padStart(4, '0')}`,
        Time: iso(at),
        OrgNumber: org.number,
        OrgName: org.name,
        Plan: leaf.plans[plan]?.name ?? '',
        PaymentType: type,
        Amount: money(cents),
        Fee: money(fee),
        Tax: money(tax),
        Net: money(cents - fee - tax),
        Currency: currency,
        Status: status,
        Account: guest.account,
        UserName: guest.userName,
        Group: guest.group,
        SoldBy: sellerOf(leaf, day, index, t),
        Room: guest.room,
        Mac: guest.macs[index % guest.macs.length] ?? '',
      };
    },
  };
}

/** Completed sales summed, in cents of the report's currency. */
export interface SalesSums {
  count: number;
  amount: number;
  fee: number;
  tax: number;
}

const addSums = (into: SalesSums, count: number, amount: number, fee: number, tax: number) => {
  into.count += count;
  into.amount += amount;
  into.fee += fee;
  into.tax += tax;
};

const pricesKept = new WeakMap<ReportLeaf, { currency: string; figures: Float64Array }>();
/**
 * A leaf's plans priced in a report's currency, in cents, five figures a plan: the price, its tax,
 * and the fee paid by card, by PMS and in cash. Kept per leaf for the last currency asked.
 */
export function pricesOf(leaf: ReportLeaf, currency: string): Float64Array {
  const kept = pricesKept.get(leaf);
  if (kept?.currency === currency) return kept.figures;
  const figures = new Float64Array(leaf.plans.length * 5);
  leaf.plans.forEach((plan, p) => {
    const cents = saleCents(leaf, plan.cents, currency);
    figures[p * 5] = cents;
    figures[p * 5 + 1] = taxCents(leaf, cents);
    PAID_TYPES.forEach((type, t) => {
      figures[p * 5 + 2 + t] = feeCents(type, cents);
    });
  });
  pricesKept.set(leaf, { currency, figures });
  return figures;
}

/**
 * Adds a leaf-day's completed sales to `into`, in cents: `salesTotalsOf`'s total without a
 * breakdown and without allocating, for the lists' pass over millions of leaf-days.
 */
export function addSalesTotals(into: SalesSums, input: LeafDayInput): void {
  const { leaf, figures, currency } = input;
  into.count += figures.codes;
  const shares = PAYMENT_SHARES[leaf.kind];
  const prices = pricesOf(leaf, currency);
  for (let p = 0; p < figures.sold.length; p++) {
    const sold = figures.sold[p] ?? 0;
    if (sold === 0) continue;
    const cents = prices[p * 5] ?? 0;
    const tax = prices[p * 5 + 1] ?? 0;
    let before = 0;
    let running = 0;
    for (let t = 0; t < shares.length; t++) {
      running += shares[t] ?? 0;
      const upTo = Math.round(sold * running);
      const n = upTo - before;
      before = upTo;
      if (n === 0) continue;
      into.count += n;
      into.amount += n * cents;
      into.fee += n * (prices[p * 5 + 2 + t] ?? 0);
      into.tax += n * tax;
    }
  }
}

/**
 * The completed sales of a leaf-day summed, in cents (what the Overview's revenue adds up), and
 * by plan and by payment type, without making its rows.
 */
export function salesTotalsOf(input: LeafDayInput, breakdown = false) {
  const { leaf, figures, currency } = input;
  const total: SalesSums = { count: figures.codes, amount: 0, fee: 0, tax: 0 };
  const byPlan = new Map<string, SalesSums>();
  const byType = new Map<string, SalesSums>();
  const into = (
    map: Map<string, SalesSums>,
    key: string,
    n: number,
    cents: number,
    fee: number,
    tax: number,
  ) => {
    let sums = map.get(key);
    if (!sums) {
      sums = { count: 0, amount: 0, fee: 0, tax: 0 };
      map.set(key, sums);
    }
    addSums(sums, n, n * cents, n * fee, n * tax);
  };
  if (breakdown && figures.codes > 0) {
    into(byType, 'code', figures.codes, 0, 0, 0);
    // Codes are spread over the plans in turn (salesOf).
    const plans = leaf.plans.length;
    leaf.plans.forEach((plan, p) => {
      const n = Math.floor(figures.codes / plans) + (p < figures.codes % plans ? 1 : 0);
      if (n > 0) into(byPlan, plan.name, n, 0, 0, 0);
    });
  }
  const shares = PAYMENT_SHARES[leaf.kind];
  for (let p = 0; p < figures.sold.length; p++) {
    const sold = figures.sold[p] ?? 0;
    if (sold === 0) continue;
    const plan = leaf.plans[p];
    const cents = saleCents(leaf, plan?.cents ?? 0, currency);
    const tax = taxCents(leaf, cents);
    // The same split as paidByType, summed as it goes.
    let before = 0;
    let running = 0;
    for (let t = 0; t < shares.length; t++) {
      running += shares[t] ?? 0;
      const upTo = Math.round(sold * running);
      const n = upTo - before;
      before = upTo;
      if (n === 0) continue;
      const type = PAID_TYPES[t] ?? 'cash';
      const fee = feeCents(type, cents);
      addSums(total, n, n * cents, n * fee, n * tax);
      if (breakdown) {
        into(byPlan, plan?.name ?? '', n, cents, fee, tax);
        into(byType, type, n, cents, fee, tax);
      }
    }
  }
  return { ...total, byPlan, byType };
}

const isoCompact = (day: number) =>
  new Date(day * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** Splits a whole total over `count` rows, evenly with a jitter that cancels in pairs. */
function share(total: number, count: number, index: number, jitter: number): number {
  const base = Math.floor(total / count);
  const rest = total - base * count;
  const pair = Math.floor(index / 2);
  const swing = Math.floor(base * 0.8 * jitter);
  const last = count % 2 === 1 && index === count - 1;
  const signed = last ? 0 : index % 2 === 0 ? swing : -swing;
  return base + (index < rest ? 1 : 0) + (pair >= 0 ? signed : 0);
}

/** The seconds a leaf-day's sessions were online, summed: 40 minutes or so a session. */
export const sessionSeconds = (leaf: ReportLeaf, figures: LeafDay) =>
  Math.round(figures.sessions * (leaf.kind === 'meeting' ? 3100 : 2400));

/**
 * A leaf's sessions' access point and NAS: the same for all its sessions (its guests' MACs begin
 * with the leaf's bytes), so a text search finds them by the leaf.
 */
export function sessionLeafColumns(leaf: ReportLeaf, org: GeneratedOrg) {
  return {
    calledStation: `A4-${hex(leaf.seed >>> 8)}-${hex(leaf.seed)}-00-00-01:${org.name.replace(/\s+/g, '-')}`,
    nasIp: `10.${(leaf.seed >>> 8) & 0xff}.${leaf.seed & 0xff}.1`,
  };
}

/**
 * The figures of a leaf-day's session `index` as `sessionsOf` makes it, without making the row:
 * its planned seconds (its `SessionTime` once closed), its bytes in and out, and the draw its
 * share and its stop cause follow.
 */
export function sessionFigures(input: LeafDayInput) {
  const { leaf, day, figures } = input;
  const count = figures.sessions;
  const bytes = figures.dataMb * 1_000_000;
  const bytesIn = Math.round(bytes * 0.08);
  const seconds = sessionSeconds(leaf, figures);
  return (index: number) => {
    const jitter = rowNoise(leaf, day, index - (index % 2), 9);
    return {
      planned: share(seconds, count, index, jitter),
      bytesIn: share(bytesIn, count, index, jitter),
      bytesOut: share(bytes - bytesIn, count, index, jitter),
      jitter,
    };
  };
}

/**
 * The sessions of a leaf-day, in order of start: as many as the Overview's sessions, with its data
 * (in and out) and a share of the day's online time each. A session that started in the last
 * hour before `until` is still open.
 */
export function sessionsOf(input: LeafDayInput): RowSet<SessionRow> {
  const { leaf, org, day, figures, until } = input;
  const count = figures.sessions;
  const { hours, timeOf } = rowTimes(input, count);
  const figuresOf = sessionFigures(input);
  const { calledStation, nasIp } = sessionLeafColumns(leaf, org);
  return {
    count,
    hours,
    row(index) {
      const at = timeOf(index);
      const { planned, bytesIn, bytesOut, jitter } = figuresOf(index);
      const open = at + planned * 1000 > until;
      // An open session has been online from its start up to now.
      const time = open ? secondsUpTo(at, until) : planned;
      const guest = guestOfRow(leaf, day, index, ROWS_OF.sessions);
      const mac = guest.macs[index % guest.macs.length] ?? '';
      return {
        At: at,
        SessionId: `R-${org.number}-${isoCompact(day)}-${String(index).padStart(4, '0')}`,
        UserName: guest.userName,
        Account: guest.account,
        OrgNumber: org.number,
        OrgName: org.name,
        Start: iso(at),
        Stop: open ? null : iso(at + planned * 1000),
        SessionTime: time,
        BytesIn: bytesIn,
        BytesOut: bytesOut,
        Mac: mac,
        CalledStation: calledStation,
        NasIp: nasIp,
        TerminateCause: open
          ? ''
          : (TERMINATE_CAUSES[Math.floor(jitter * TERMINATE_CAUSES.length)] ?? 'Idle-Timeout'),
      };
    },
  };
}

/**
 * The whole seconds from a session's start (to the second, as its `Start` reads) up to `until`:
 * an open session's time so far.
 */
const secondsUpTo = (at: number, until: number) =>
  Math.max(0, Math.floor(until / 1000) - Math.floor(at / 1000));

/** The longest a session lasts: its share of the day's time is at most 1.8 times the average. */
const LONGEST_SESSION_MS = 2 * HOUR_MS;

/**
 * A leaf-day's sessions still open at its `until`, the latest first, each with the seconds it has
 * not been online yet (planned, after `until`): only sessions started in the two hours before
 * `until` can be open, and only those are timed (`sessionsOf` closes the others).
 */
function* openSessions(input: LeafDayInput) {
  const { day, figures, until, clock } = input;
  const count = figures.sessions;
  if (count === 0 || clock.dayStart(day + 1) + LONGEST_SESSION_MS <= until) return;
  const { timeOf } = rowTimes(input, count);
  const figuresOf = sessionFigures(input);
  for (let index = count - 1; index >= 0; index--) {
    const at = timeOf(index);
    if (at < until - LONGEST_SESSION_MS) break;
    const { planned } = figuresOf(index);
    if (at + planned * 1000 > until) yield { index, ahead: planned - secondsUpTo(at, until) };
  }
}

/** Whether a leaf-day can have sessions still open at `until` (ones started in its last two hours). */
export const mayBeOpen = (clock: ReportClock, day: number, until: number) =>
  clock.dayStart(day + 1) + LONGEST_SESSION_MS > until;

/** The indices of a leaf-day's sessions still open at its `until`, the latest first. */
export function openSessionIndices(input: LeafDayInput): number[] {
  const found: number[] = [];
  for (const open of openSessions(input)) {
    found.push(open.index);
  }
  return found;
}

/** The seconds a leaf-day's open sessions have not been online yet (planned, after `until`). */
function secondsAhead(input: LeafDayInput): number {
  let ahead = 0;
  for (const open of openSessions(input)) ahead += open.ahead;
  return ahead;
}

/** The sessions of a leaf-day summed (every session's time up to now, bytes in and out). */
export function sessionTotalsOf(input: LeafDayInput) {
  const { leaf, figures } = input;
  const bytes = figures.dataMb * 1_000_000;
  const bytesIn = Math.round(bytes * 0.08);
  const seconds = sessionSeconds(leaf, figures);
  return {
    sessions: figures.sessions,
    seconds: seconds - secondsAhead(input),
    bytesIn,
    bytesOut: bytes - bytesIn,
  };
}

/** A loyalty member's tiers. */
export const LOYALTY_TIERS = ['Silver', 'Gold', 'Platinum'];

/** The loyalty look-ups of a leaf-day (see loyaltyOf). */
export const loyaltyCount = (leaf: ReportLeaf, figures: LeafDay) =>
  leaf.kind === 'rooms' && leaf.seed % 3 === 0 ? Math.round(figures.sessions / 40) : 0;
const ACTIONS = ['lookup', 'lookup', 'lookup', 'enroll', 'upgrade', 'redeem'] as const;
/** The loyalty rows' results, in the order `loyaltyResult` numbers them. */
export const LOYALTY_RESULTS = ['matched', 'not_found', 'error'] as const;

/** The result of loyalty look-up `index` of a leaf-day: its place in `LOYALTY_RESULTS`. */
export function loyaltyResult(leaf: ReportLeaf, day: number, index: number): number {
  const draw = rowNoise(leaf, day, index, 10);
  return draw < 0.8 ? 0 : draw < 0.97 ? 1 : 2;
}

/** What loyalty look-up `index` of a leaf-day did. */
export const loyaltyAction = (leaf: ReportLeaf, day: number, index: number) =>
  ACTIONS[Math.floor(rowNoise(leaf, day, index, 11) * ACTIONS.length)] ?? 'lookup';

/**
 * The loyalty look-ups of a leaf-day: guests who sign in at a guest-rooms area of a site with a
 * PMS loyalty interface (about one in three) about one in 40 sessions, most found, a few not, an
 * error now and then.
 */
export function loyaltyOf(input: LeafDayInput): RowSet<Schemas['ReportLoyaltyRow']> {
  const { leaf, org, day, figures } = input;
  const count = loyaltyCount(leaf, figures);
  const { hours, timeOf } = rowTimes(input, count);
  return {
    count,
    hours,
    row(index) {
      const at = timeOf(index);
      const guest = guestOfRow(leaf, day, index, ROWS_OF.loyalty);
      const result = LOYALTY_RESULTS[loyaltyResult(leaf, day, index)] ?? 'matched';
      const action = loyaltyAction(leaf, day, index);
      const matched = result === 'matched';
      const tier = matched ? (LOYALTY_TIERS[guest.serial % LOYALTY_TIERS.length] ?? 'Silver') : '';
      return {
        At: at,
        Id: `L-${org.number}-${isoCompact(day)}-${String(index).padStart(4, '0')}`,
        Time: iso(at),
        OrgNumber: org.number,
        OrgName: org.name,
        Room: guest.room,
        GuestName: guest.name,
        MemberNumber: matched
          ? String(880_000_000 + ((guest.serial * 7919 + day) % 1_000_000))
          : '',
        Tier: tier,
        Action: action,
        Result: result,
        Plan: matched && action === 'redeem' ? (leaf.plans[0]?.name ?? '') : '',
      };
    },
  };
}
