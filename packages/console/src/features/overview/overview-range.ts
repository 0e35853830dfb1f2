// What the Overview's address holds and how its figures read: docs/decisions/overview-screen.md
import { addressParams, readAddress } from '../../lib/screens/screen-address';
import { clockParts as partsIn, type RangeChoice } from '../../ui/report/report-range';
import { OVERVIEW_ADDRESS } from './overview-address';

// The range's choices and days are the report screens' too (ui/report/report-range.ts).
export {
  browserTimeZone,
  daysIn,
  isoDate,
  RANGE_CHOICES,
  type RangeChoice,
  rangeDays,
} from '../../ui/report/report-range';

/** What the top-10 chart ranks the orgs one level down by. */
export type TopMetric = 'revenue' | 'sessions';

/** The Overview's state in the address: `?range=30d&top=sessions`, `?range=custom&from=…&to=…`. */
export interface OverviewSearch {
  range: RangeChoice;
  from: string;
  to: string;
  top: TopMetric;
}

/** The address's search parameters as the Overview's state; anything unknown reads as the default. */
export function readOverviewSearch(raw: Record<string, unknown>): OverviewSearch {
  return readAddress(OVERVIEW_ADDRESS, raw);
}

/** The search parameters of a state, without the defaults, so a shared link stays short. */
export function overviewSearchParams(search: OverviewSearch): Partial<OverviewSearch> {
  return addressParams(OVERVIEW_ADDRESS, search);
}

/** Hourly points for one day, daily points otherwise. */
export const granularityOf = (from: string, to: string): 'hour' | 'day' =>
  from === to ? 'hour' : 'day';

/** How the previous range is named beside a figure: `the day before`, `the previous 7 days`. */
export function previousName(days: number): string {
  return days === 1 ? 'the day before' : `the previous ${days} days`;
}

/** A figure's change on the previous range: the arrow, the percent and the words a reader hears. */
interface Change {
  arrow: '▲' | '▼' | '';
  text: string;
  spoken: string;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The change of a figure on the previous range.
 *
 * @example
 * changeOf(110, 100); // { arrow: '▲', text: '10%', spoken: 'up 10%' }
 */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { arrow: '', text: 'No change', spoken: 'no change' }
      : { arrow: '▲', text: 'New', spoken: 'up from none' };
  }
  const ratio = ((current - previous) / previous) * 100;
  const shown = percent.format(Math.abs(ratio));
  if (shown === '0') return { arrow: '', text: 'No change', spoken: 'no change' };
  return ratio > 0
    ? { arrow: '▲', text: `${shown}%`, spoken: `up ${shown}%` }
    : { arrow: '▼', text: `${shown}%`, spoken: `down ${shown}%` };
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const short = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Megabytes as the largest decimal unit that keeps a figure of at least 1: `812 MB`, `2.9 TB`.
 *
 * @example
 * formatData(2_871_500); // '2.9 TB'
 */
export function formatData(megabytes: number): string {
  const units = ['MB', 'GB', 'TB', 'PB'];
  let value = megabytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? whole.format(value) : short.format(value)} ${units[unit]}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in a currency: `$3,120.57`, `CA$1,204.00`, `€88.10`. */
export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

const tickFormats = new Map<string, Intl.NumberFormat>();

/** An axis tick of money: whole units, shortened past a thousand (`$12K`). */
export function formatMoneyTick(amount: number, currency: string): string {
  let format = tickFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    tickFormats.set(currency, format);
  }
  return format.format(amount);
}

/**
 * A point's time on an axis, on the clock of the zone the report counted in: `Nov 24` for a day,
 * `3 PM` for an hour.
 *
 * @example
 * pointLabel('2026-11-25T01:00:00Z', 'hour', 'America/New_York'); // '8 PM'
 */
export function pointLabel(start: string, granularity: 'hour' | 'day', timeZone: string): string {
  const date = new Date(start);
  if (granularity === 'day') {
    const { month, day } = partsIn(date, timeZone, 'dayLabel');
    return `${month} ${day}`;
  }
  const { hour, dayPeriod } = partsIn(date, timeZone, 'hourLabel');
  return `${hour} ${dayPeriod}`;
}

/**
 * A point's time for a table and a CSV, on the clock of the report's zone: `2026-11-24` or
 * `2026-11-24 15:00`.
 */
export function pointText(start: string, granularity: 'hour' | 'day', timeZone: string): string {
  const { year, month, day, hour, minute } = partsIn(
    new Date(start),
    timeZone,
    granularity === 'hour' ? 'hour' : 'day',
  );
  return granularity === 'hour'
    ? `${year}-${month}-${day} ${hour}:${minute}`
    : `${year}-${month}-${day}`;
}

/** The days of the week, Monday first, as the busy hours come. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The point of a series counted only so far: the last one when the range ends today (today's
 * day, or the hour now running), none otherwise.
 */
export function partialPoint<Point>(points: readonly Point[], live: boolean): Point | undefined {
  return live ? points[points.length - 1] : undefined;
}

/** What a point counted so far is called: `today` in daily points, `this hour` in hourly ones. */
export const partialName = (granularity: 'hour' | 'day') =>
  granularity === 'hour' ? 'this hour' : 'today';
