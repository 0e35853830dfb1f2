import type { GeneratedOrg, OrgTree } from '../../org-tree/generate-org-tree.js';
import type { ReportClock } from './report-clock.js';
import {
  AREA_KINDS,
  HOUR_PROFILES,
  type LeafDay,
  noise,
  type ReportLeaf,
  reportLeaf,
  saleCents,
  season,
} from './report-leaf.js';
import { kindPlan, kindStatus, kindType, saleKinds, splitByHour } from './report-rows.js';
import { Slicer } from './report-slicer.js';
import { SiteDevices } from './site-devices.js';

export type { LeafDay } from './report-leaf.js';
export { SLICE_MS, yieldTurn } from './report-slicer.js';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How long a guest's session stays open on average, in hours (guests online now). */
const SESSION_HOURS = 1.6;
/** In how many hours of a day a device is seen, on average: a guest's sessions spread out. */
const DEVICE_HOURS = 1.6;
/** The most hours a local day has (the day the clock goes back): the stride of `hourDevices`. */
export const MAX_HOURS = 25;

/** The day index (days since 1970-01-01) of an ISO date. */
export const dayOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
/** The ISO date of a day index. */
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Monday 0 to Sunday 6 (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number) => (day + 3) % 7;

/** What one child's subtree did in the range: for ranking the children. */
interface ChildTotal {
  org: GeneratedOrg;
  sessions: number;
  cents: number;
}

/**
 * Whole numbers per day of the range for an org's subtree, days and hours of `clock`. Sessions,
 * data, codes and revenue are the sums of its leaves'; devices are counted once however many of
 * its areas and days saw them.
 */
export interface RollUp {
  firstDay: number;
  days: number;
  currency: string;
  clock: ReportClock;
  sessions: Float64Array;
  /** The devices seen on each day, each once. */
  devices: Float64Array;
  /** The devices seen in the whole range, each once. */
  uniqueDevices: number;
  /** The devices seen in each hour, `MAX_HOURS` a day; summed only when asked for hours. */
  hourDevices: Float64Array | undefined;
  /** The hours' sessions, codes and sales, as the rows fall in them; only when asked for hours. */
  hourly: Hourly | undefined;
  dataMb: Float64Array;
  codes: Float64Array;
  /** Sessions per day by area kind (AREA_KINDS order), which the hours are split by. */
  kindSessions: Float64Array[];
  /** Revenue in cents of `currency` per day, by plan name. */
  planCents: Map<string, Float64Array>;
  children: ChildTotal[];
  guestsOnline: number;
  /** The moment hours stop being counted (now, or now moved back for a previous range). */
  until: number;
}

/**
 * A kind's share of a day's sessions in each hour of the day (23 to 25 of them), without the
 * time after `until`: the shares of a whole day add up to 1.
 */
export function hourWeights(
  kind: ReportLeaf['kind'],
  day: number,
  clock: ReportClock,
  until: number,
): number[] {
  const hours = clock.hoursOf(day);
  const profile = HOUR_PROFILES[kind];
  const whole = hours.reduce((sum, { hour }) => sum + (profile[hour] ?? 0), 0);
  return hours.map(({ start, hour }) => {
    const share = whole > 0 ? (profile[hour] ?? 0) / whole : 0;
    if (until >= start + HOUR_MS) return share;
    if (until <= start) return 0;
    return (share * (until - start)) / HOUR_MS;
  });
}

/** The leaves under an org, walked one at a time (the org itself when it has none). */
export function* leavesUnder(tree: OrgTree, org: GeneratedOrg): Generator<GeneratedOrg> {
  const stack = [org];
  while (stack.length > 0) {
    const next = stack.pop() as GeneratedOrg;
    const below = tree.childrenOf(next.number);
    if (below.length === 0) yield next;
    else for (let i = below.length - 1; i >= 0; i--) stack.push(below[i] as GeneratedOrg);
  }
}

const leafCache = new WeakMap<OrgTree, Map<string, ReportLeaf>>();
const countryCache = new WeakMap<OrgTree, Map<string, string>>();

/** A leaf's seeded scale and habits, made once per tree and kept. */
export function leafOf(
  org: GeneratedOrg,
  tree: OrgTree,
  generated: OrgTree,
  seed: number,
): ReportLeaf {
  let leaves = leafCache.get(tree);
  if (!leaves) {
    leaves = new Map();
    leafCache.set(tree, leaves);
  }
  let leaf = leaves.get(org.number);
  if (!leaf) {
    let countries = countryCache.get(generated);
    if (!countries) {
      countries = new Map();
      countryCache.set(generated, countries);
    }
    leaf = reportLeaf(org, generated, seed, countries);
    leaves.set(org.number, leaf);
  }
  return leaf;
}

/**
 * Per hour, `MAX_HOURS` a day: the sessions, the codes redeemed and each plan's revenue in cents
 * of the report lists' rows that fall in the hour (each leaf-day's own split of its rows, not the
 * day's sum split again), so an hour's point is exactly the sum of its rows, as a day's is.
 */
export interface Hourly {
  sessions: Float64Array;
  codes: Float64Array;
  planCents: Map<string, Float64Array>;
}

/**
 * Adds a leaf-day's rows to the hours they fall in (report-rows.ts `rowHours`): its sessions,
 * and its completed sales by kind, read from their indices without making them.
 */
function addHours(
  hourly: Hourly,
  at: number,
  leaf: ReportLeaf,
  day: number,
  figures: LeafDay,
  weights: readonly number[],
  plans: readonly Float64Array[],
  cents: readonly number[],
): void {
  const sessions = splitByHour(figures.sessions, weights);
  for (let h = 0; h < sessions.length; h++) add(hourly.sessions, at + h, sessions[h] ?? 0);
  const kinds = saleKinds(leaf, day, figures);
  const parts = splitByHour(kinds.count, weights);
  let index = 0;
  for (let h = 0; h < parts.length; h++) {
    const end = index + (parts[h] ?? 0);
    for (; index < end; index++) {
      const kind = kinds.kindOf(index);
      if (kindStatus(kind) !== 0) continue;
      if (kindType(kind) === 3) add(hourly.codes, at + h, 1);
      else add(plans[kindPlan(kind)] as Float64Array, at + h, cents[kindPlan(kind)] ?? 0);
    }
  }
}

/** What the roll-up needs of the mocks' state. */
export interface RollUpInput {
  tree: OrgTree;
  generated: OrgTree;
  seed: number;
  org: GeneratedOrg;
  firstDay: number;
  lastDay: number;
  currency: string;
  clock: ReportClock;
  until: number;
  /** Whether to count the devices of each hour too (for hourly points). */
  hours: boolean;
}

/**
 * A leaf's day from one hash of (leaf, day): `fraction` is the part of the day that has passed
 * (1 for a past day). The Overview's sums and the report lists' rows are both made from this, so
 * they agree by construction.
 */
export function leafDay(leaf: ReportLeaf, day: number, fraction: number): LeafDay {
  // One hash per leaf and day: its top bits vary the guests, the rest data and codes.
  const draw = noise(leaf.seed, day);
  const guests =
    leaf.guests * (leaf.week[weekdayOf(day)] ?? 1) * season(day) * (0.88 + 0.24 * draw);
  const sessions = Math.round(guests * leaf.sessionsPerGuest * fraction);
  if (sessions === 0) return { sessions: 0, dataMb: 0, codes: 0, sold: leaf.plans.map(() => 0) };
  const second = (draw * 1024) % 1;
  const buyers = sessions * leaf.buyersPerSession;
  return {
    sessions,
    dataMb: Math.round(sessions * leaf.mbPerSession * (0.85 + 0.3 * second)),
    codes: Math.round(sessions * leaf.codesPerSession * (0.6 + 0.8 * ((second * 1024) % 1))),
    // Sales swing more than sessions from day to day; each plan on its own beat.
    sold: leaf.plans.map((plan, p) =>
      Math.round(buyers * plan.share * (0.6 + 0.8 * ((draw * (7 + p * 13)) % 1))),
    ),
  };
}

/** Adds to one day of a day array. */
export function add(days: Float64Array, index: number, value: number): void {
  days[index] = (days[index] ?? 0) + value;
}

/**
 * Sums the leaves under an org over a range of days of `clock`: each leaf's day is computed from
 * its seed (rounded to whole sessions, megabytes, codes and cents), and the org's figure is the
 * plain sum of its leaves', so a parent is exactly the sum of its children; devices are counted
 * per site, once however many areas and days saw them (SiteDevices). Big subtrees are summed in
 * slices that give the main thread a turn (the browser's mocks run in the page).
 */
export async function rollUp(input: RollUpInput): Promise<RollUp> {
  const { tree, generated, seed, org, firstDay, lastDay, currency, clock, until } = input;
  const days = Math.max(0, lastDay - firstDay + 1);
  const sessions = new Float64Array(days);
  const devices = new Float64Array(days);
  const hourDevices = input.hours ? new Float64Array(days * MAX_HOURS) : undefined;
  const hourly: Hourly | undefined = input.hours
    ? {
        sessions: new Float64Array(days * MAX_HOURS),
        codes: new Float64Array(days * MAX_HOURS),
        planCents: new Map(),
      }
    : undefined;
  const dataMb = new Float64Array(days);
  const codes = new Float64Array(days);
  const kindSessions = AREA_KINDS.map(() => new Float64Array(days));
  const planCents = new Map<string, Float64Array>();
  const totals: ChildTotal[] = [];
  const nowDay = clock.dayOf(until);
  const nowHour = clock.hoursOf(nowDay).find((hour) => hour.start + HOUR_MS > until)?.hour ?? 0;
  // Each kind's shares of the range's hours, and the part of each day that has passed: the same
  // for every leaf of the kind, so worked out once.
  const weights = AREA_KINDS.map((kind) =>
    Array.from({ length: days }, (_, index) => hourWeights(kind, firstDay + index, clock, until)),
  );
  const passed = weights.map((kindDays) =>
    kindDays.map((hours, index) =>
      firstDay + index < nowDay ? 1 : hours.reduce((sum, share) => sum + share, 0),
    ),
  );
  const site = new SiteDevices(firstDay, days);
  let uniqueDevices = 0;
  let guestsOnline = 0;
  const slicer = new Slicer();
  const children = tree.childrenOf(org.number);
  for (const child of children.length > 0 ? children : [org]) {
    const total: ChildTotal = { org: child, sessions: 0, cents: 0 };
    for (const orgLeaf of leavesUnder(tree, child)) {
      // A leaf's range of days is one unit of work: the clock is read for each.
      await slicer.tick(days);
      const leaf = leafOf(orgLeaf, tree, generated, seed);
      uniqueDevices += site.enter(leaf, devices);
      const kindIndex = AREA_KINDS.indexOf(leaf.kind);
      const kindDays = kindSessions[kindIndex] as Float64Array;
      const plans = leaf.plans.map((plan) => {
        let cents = planCents.get(plan.name);
        if (!cents) {
          cents = new Float64Array(days);
          planCents.set(plan.name, cents);
        }
        return cents;
      });
      const prices = leaf.plans.map((plan) => saleCents(leaf, plan.cents, currency));
      const planHours = hourly
        ? leaf.plans.map((plan) => {
            let cents = hourly.planCents.get(plan.name);
            if (!cents) {
              cents = new Float64Array(days * MAX_HOURS);
              hourly.planCents.set(plan.name, cents);
            }
            return cents;
          })
        : [];
      for (let index = 0; index < days; index++) {
        const day = firstDay + index;
        const fraction = passed[kindIndex]?.[index] ?? 0;
        if (fraction === 0) continue;
        const reach = Math.min(1, leaf.reach * (leaf.week[weekdayOf(day)] ?? 1));
        const seen = site.see(index, reach * fraction);
        if (hourDevices) {
          // In an hour a device is in one place: the hour's devices of two areas add up.
          const whole = site.wholeDay(index, reach);
          const hours = weights[kindIndex]?.[index] ?? [];
          for (let hour = 0; hour < hours.length; hour++) {
            const share = Math.min(1, DEVICE_HOURS * (hours[hour] ?? 0));
            add(hourDevices, index * MAX_HOURS + hour, Math.min(seen, Math.round(whole * share)));
          }
        }
        const figures = leafDay(leaf, day, fraction);
        if (figures.sessions === 0) continue;
        if (hourly) {
          const hours = weights[kindIndex]?.[index] ?? [];
          addHours(hourly, index * MAX_HOURS, leaf, day, figures, hours, planHours, prices);
        }
        add(sessions, index, figures.sessions);
        add(kindDays, index, figures.sessions);
        add(dataMb, index, figures.dataMb);
        add(codes, index, figures.codes);
        total.sessions += figures.sessions;
        for (let p = 0; p < leaf.plans.length; p++) {
          const sold = figures.sold[p] ?? 0;
          if (sold === 0) continue;
          // Converted per sale, as the sales list converts them: the revenue is their sum.
          const cents = sold * (prices[p] ?? 0);
          add(plans[p] as Float64Array, index, cents);
          total.cents += cents;
        }
      }
      if (nowDay >= firstDay && nowDay <= lastDay) {
        // Guests online now: the sessions of this hour that are still open.
        const wholeDay =
          leaf.guests *
          (leaf.week[weekdayOf(nowDay)] ?? 1) *
          season(nowDay) *
          (0.88 + 0.24 * noise(leaf.seed, nowDay)) *
          leaf.sessionsPerGuest;
        guestsOnline += Math.round(
          wholeDay * (HOUR_PROFILES[leaf.kind][nowHour] ?? 0) * SESSION_HOURS,
        );
      }
    }
    totals.push(total);
  }
  uniqueDevices += site.flush(devices);
  return {
    firstDay,
    days,
    currency,
    clock,
    sessions,
    devices,
    uniqueDevices,
    hourDevices,
    hourly,
    dataMb,
    codes,
    kindSessions,
    planCents,
    children: totals,
    guestsOnline,
    until,
  };
}

/**
 * Splits a whole number over weights so the parts are whole and add up to it exactly (largest
 * remainder first).
 *
 * @example
 * splitWhole(10, [1, 1, 1]); // [4, 3, 3]
 */
export function splitWhole(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((all, part) => all + part, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
}
