// The Range of the Overview and the report screens: docs/decisions/overview-screen.md,
// docs/decisions/report-screens.md

/** The Range picker's choices. */
export const RANGE_CHOICES = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
  { id: 'custom', label: 'Custom', days: 0 },
] as const;

/** One of {@link RANGE_CHOICES}' ids. */
export type RangeChoice = (typeof RANGE_CHOICES)[number]['id'];

/** The range a screen shows by default. */
export const DEFAULT_RANGE: RangeChoice = '7d';

/** A range as an address holds it: a choice, and the days of `custom` (`''` otherwise). */
export interface RangeSearch {
  range: RangeChoice;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Whether a value is an ISO day, `YYYY-MM-DD`. */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The browser's own time zone: a report's clock while the org's is not known. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of an instant on the clock of a zone, from one formatter per zone and kind. */
export function clockParts(
  date: Date,
  timeZone: string,
  kind: 'day' | 'hour' | 'dayLabel' | 'hourLabel',
): Record<string, string> {
  const key = `${kind}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      day: { year: 'numeric', month: '2-digit', day: '2-digit' },
      hour: {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      dayLabel: { month: 'short', day: 'numeric' },
      hourLabel: { hour: 'numeric' },
    };
    format = new Intl.DateTimeFormat('en-US', { ...options[kind], timeZone });
    formats.set(key, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/**
 * The calendar day of an instant in a zone (default the browser's) as `YYYY-MM-DD`.
 *
 * @example
 * isoDate(new Date('2026-11-25T03:00:00Z'), 'America/New_York'); // '2026-11-24'
 */
export function isoDate(date: Date, timeZone?: string): string {
  const { year, month, day } = clockParts(date, timeZone ?? browserTimeZone(), 'day');
  return `${year}-${month}-${day}`;
}

/** The day `days` after an ISO day (before it when negative). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The days a preset covers, ending today; for `custom`, the address's own days.
 *
 * @example
 * rangeDays({ range: '7d', from: '', to: '' }, '2026-11-25'); // 2026-11-19 to 2026-11-25
 */
export function rangeDays(search: RangeSearch, today: string): { from: string; to: string } {
  if (search.range === 'custom') return { from: search.from, to: search.to };
  const choice = RANGE_CHOICES.find((item) => item.id === search.range);
  return { from: addDays(today, 1 - (choice?.days ?? 7)), to: today };
}
