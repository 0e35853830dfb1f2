import type { AdminApiComponents } from '@guestnet/sdk';
import type { MockContext } from '../../mock-route.js';
import type { GeneratedOrg, OrgTree } from '../../org-tree/generate-org-tree.js';
import { currencyOfCountry } from '../entities/org-money.js';
import { json } from '../operation-failures.js';
import { seededCountry } from '../org-details.js';
import { type ReportClock, reportClock } from './report-clock.js';
import { AREA_KINDS } from './report-leaf.js';
import {
  add,
  dayOf,
  type Hourly,
  hourWeights,
  isoDay,
  MAX_HOURS,
  type RollUp,
  rollUp,
  splitWhole,
  weekdayOf,
} from './report-rollup.js';

type Schemas = AdminApiComponents['schemas'];
type Figures = Schemas['ReportFigures'];

// The report operations' answers: docs/decisions/report-operations.md

/** The most plans a chart stacks before it sums the rest as `Other`. */
const TOP_PLANS = 6;
/** The answers of the last few ranges, per tree: the three calls of one Overview share one sum. */
const CACHED_ROLL_UPS = 24;
const rollUps = new WeakMap<OrgTree, Map<string, Promise<RollUp>>>();

/** The org's own currency: its seeded address's, a service area's site's (demo-currency.md). */
function currencyOf(org: GeneratedOrg, tree: OrgTree, generated: OrgTree, seed: number): string {
  const owner = org.type === 'ServiceArea' && org.parentNumber ? org.parentNumber : org.number;
  if (!generated.byNumber.has(owner) || !tree.byNumber.has(owner)) return 'USD';
  return currencyOfCountry(seededCountry(owner, seed));
}

/** A report call's org, range, zone and currency, as `asked` reads them. */
export interface Asked {
  tree: OrgTree;
  generated: OrgTree;
  org: GeneratedOrg;
  firstDay: number;
  lastDay: number;
  currency: string;
  clock: ReportClock;
  until: number;
  /** Whether the devices of each hour are counted too: for hourly points, and for one day. */
  hours: boolean;
}

/** The same moment of the day `days` days earlier on the report's clock. */
function daysBefore(clock: ReportClock, instant: number, days: number): number {
  const day = clock.dayOf(instant);
  return clock.dayStart(day - days) + (instant - clock.dayStart(day));
}

function cachedRollUp(context: MockContext, asked: Asked, shift = 0): Promise<RollUp> {
  let cache = rollUps.get(asked.tree);
  if (!cache) {
    cache = new Map();
    rollUps.set(asked.tree, cache);
  }
  const firstDay = asked.firstDay - shift;
  const lastDay = asked.lastDay - shift;
  const until = daysBefore(asked.clock, asked.until, shift);
  const key = [
    asked.org.number,
    firstDay,
    lastDay,
    asked.currency,
    asked.clock.timeZone,
    until,
    asked.hours,
  ].join('|');
  let found = cache.get(key);
  if (!found) {
    found = rollUp({ ...asked, seed: context.seed, firstDay, lastDay, until });
    cache.set(key, found);
    if (cache.size > CACHED_ROLL_UPS) cache.delete(cache.keys().next().value as string);
  }
  return found;
}

const sum = (values: Float64Array) => values.reduce((all, value) => all + value, 0);
const amount = (cents: number) => Math.round(cents) / 100;

function figuresOf(roll: RollUp | undefined): Figures {
  if (!roll) return { Sessions: 0, UniqueDevices: 0, DataMb: 0, Revenue: 0, CodesRedeemed: 0 };
  let cents = 0;
  for (const values of roll.planCents.values()) cents += sum(values);
  return {
    Sessions: sum(roll.sessions),
    UniqueDevices: roll.uniqueDevices,
    DataMb: sum(roll.dataMb),
    Revenue: amount(cents),
    CodesRedeemed: sum(roll.codes),
  };
}

/**
 * The best-selling plans of the range, and each plan's cents per day (the rest as `Other`), with
 * the plans each column sums.
 */
function planColumns(roll: RollUp): {
  names: string[];
  columns: Float64Array[];
  members: string[][];
} {
  const ranked = [...roll.planCents.entries()]
    .map(([name, cents]) => ({ name, cents, total: sum(cents) }))
    .filter((plan) => plan.total > 0)
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const shown = ranked.slice(0, TOP_PLANS);
  const rest = ranked.slice(TOP_PLANS);
  const names = shown.map((plan) => plan.name);
  const columns = shown.map((plan) => plan.cents);
  const members = shown.map((plan) => [plan.name]);
  if (rest.length > 0) {
    const other = new Float64Array(roll.days);
    for (const plan of rest) for (let i = 0; i < roll.days; i++) add(other, i, plan.cents[i] ?? 0);
    names.push('Other');
    columns.push(other);
    members.push(rest.map((plan) => plan.name));
  }
  return { names, columns, members };
}

const instantText = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function timeseriesOf(roll: RollUp, granularity: 'hour' | 'day') {
  const { names, columns, members } = planColumns(roll);
  const { clock } = roll;
  const points: Schemas['ReportPoint'][] = [];
  const busy = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (let i = 0; i < roll.days; i++) {
    const day = roll.firstDay + i;
    const hours = clock.hoursOf(day);
    const kindHours = AREA_KINDS.map((kind, k) =>
      splitWhole(roll.kindSessions[k]?.[i] ?? 0, hourWeights(kind, day, clock, roll.until)),
    );
    const row = busy[weekdayOf(day)] as number[];
    for (const counts of kindHours) {
      counts.forEach((count, index) => {
        const hour = hours[index]?.hour ?? 0;
        row[hour] = (row[hour] ?? 0) + count;
      });
    }
    const value = (values: Float64Array) => values[i] ?? 0;
    if (granularity === 'day') {
      points.push({
        Start: instantText(clock.dayStart(day)),
        Sessions: value(roll.sessions),
        UniqueDevices: value(roll.devices),
        DataMb: value(roll.dataMb),
        CodesRedeemed: value(roll.codes),
        PlanRevenue: columns.map((column) => amount(value(column))),
      });
      continue;
    }
    // An hour's sessions, codes and sales are those of the rows that fall in it (summed with the
    // hours, which `asked` asks for hourly points; docs/decisions/report-queries.md); its data
    // follows its share of the day's sessions.
    const hourly = roll.hourly as Hourly;
    const at = (values: Float64Array, index: number) => values[i * MAX_HOURS + index] ?? 0;
    const data = splitWhole(
      value(roll.dataMb),
      hours.map((_, index) => at(hourly.sessions, index)),
    );
    const planCents = members.map((names) =>
      names.map((name) => hourly.planCents.get(name) ?? new Float64Array(0)),
    );
    hours.forEach(({ start }, index) => {
      if (start >= roll.until) return;
      points.push({
        Start: instantText(start),
        Sessions: at(hourly.sessions, index),
        UniqueDevices: roll.hourDevices?.[i * MAX_HOURS + index] ?? 0,
        DataMb: data[index] ?? 0,
        CodesRedeemed: at(hourly.codes, index),
        PlanRevenue: planCents.map((plans) =>
          amount(plans.reduce((all, plan) => all + at(plan, index), 0)),
        ),
      });
    });
  }
  return { Plans: names, Points: points, BusyHours: busy };
}

/**
 * The first day reports count (the validators' `REPORT_RANGE_FIRST_DAY`, which the console's
 * range fields hold to): a range before it is refused as invalid, never summed.
 */
const FIRST_DAY = dayOf('2000-01-01');

const invalid = (problem: string) =>
  json(400, { Message: `The request is invalid: ${problem}.`, Code: 400 });

/**
 * A report call's org, days, zone and currency from its query, or its 404 (an org the tree does not
 * have) or 400 (a range that is not one).
 */
export function asked(context: MockContext, query: URLSearchParams): Asked | Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const generated = context.state.generatedOrgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(query.get('orgNumber') ?? '');
  if (!org) return json(404, { Message: 'Not found.' });
  const firstDay = dayOf(query.get('from') ?? '');
  const lastDay = dayOf(query.get('to') ?? '');
  if (!Number.isFinite(firstDay) || !Number.isFinite(lastDay))
    return invalid('from and to must be dates');
  if (lastDay < firstDay) return invalid('to is before from');
  if (firstDay < FIRST_DAY)
    return invalid('from is before 2000-01-01, the first day reports count');
  const clock = reportClock(query.get('timeZone') ?? 'UTC');
  if (!clock) return invalid('timeZone is not a time zone');
  // Counted to the last whole five minutes, so the calls of one Overview agree.
  const now = (context.now?.() ?? new Date()).getTime();
  return {
    tree,
    generated,
    org,
    firstDay,
    lastDay,
    currency: query.get('currency') ?? currencyOf(org, tree, generated, context.seed),
    clock,
    until: now - (now % 300_000),
    // The Overview asks a day's summary, points and top 10 together, the points hourly: one sum.
    hours: firstDay === lastDay || query.get('granularity') === 'hour',
  };
}

/**
 * `getReportSummary`, `getReportTimeseries` and `getReportTop`: an org's figures summed over the
 * leaves under it (report-rollup.ts), nothing in the `empty` scenario, a 404 for an org the tree
 * does not have. `undefined` for other operations.
 */
export async function reportAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<Response | undefined> {
  if (!operationId.startsWith('getReport')) return undefined;
  const range = asked(context, query);
  if (range instanceof Response) return range;
  const empty = context.scenario === 'empty';
  const base = {
    OrgNumber: range.org.number,
    From: isoDay(range.firstDay),
    To: isoDay(range.lastDay),
    TimeZone: range.clock.timeZone,
    Currency: range.currency,
  };
  const days = range.lastDay - range.firstDay + 1;
  switch (operationId) {
    case 'getReportSummary': {
      const current = empty ? undefined : await cachedRollUp(context, range);
      const previous = empty ? undefined : await cachedRollUp(context, range, days);
      return json<Schemas['ReportSummary']>(200, {
        ...base,
        GuestsOnline: current?.guestsOnline ?? 0,
        GuestsOnlinePrevious: previous?.guestsOnline ?? 0,
        Current: figuresOf(current),
        Previous: figuresOf(previous),
      });
    }
    case 'getReportTimeseries': {
      const granularity = query.get('granularity') === 'hour' ? 'hour' : 'day';
      if (granularity === 'hour' && days > 7) {
        return invalid('hourly points cover at most 7 days');
      }
      if (days > 366) return invalid('daily points cover at most 366 days');
      const series = empty
        ? { Plans: [], Points: [], BusyHours: Array.from({ length: 7 }, () => Array(24).fill(0)) }
        : timeseriesOf(await cachedRollUp(context, range), granularity);
      return json<Schemas['ReportTimeseries']>(200, {
        ...base,
        Granularity: granularity,
        ...series,
      });
    }
    case 'getReportTop': {
      const by = query.get('by') === 'sessions' ? 'sessions' : 'revenue';
      const limit = Number(query.get('limit') ?? 10);
      const children =
        empty || range.tree.childrenOf(range.org.number).length === 0
          ? []
          : (await cachedRollUp(context, range)).children;
      const ranked = [...children]
        .sort((a, b) =>
          by === 'sessions'
            ? b.sessions - a.sessions || b.cents - a.cents
            : b.cents - a.cents || b.sessions - a.sessions,
        )
        .slice(0, limit)
        .map((child) => ({
          OrgNumber: child.org.number,
          Name: child.org.name,
          Type: child.org.type,
          Sessions: child.sessions,
          Revenue: amount(child.cents),
        }));
      return json<Schemas['ReportTop']>(200, {
        OrgNumber: base.OrgNumber,
        By: by,
        Currency: base.Currency,
        Orgs: ranked,
      });
    }
    default:
      return undefined;
  }
}
