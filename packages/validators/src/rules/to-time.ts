/** A date as a rule receives it: a `Date`, a timestamp in milliseconds, or text `Date.parse` reads. */
export type DateInput = Date | number | string | null | undefined;

/**
 * Reads a date input as milliseconds since the epoch, or `NaN` when it is missing or unreadable.
 *
 * @example
 * toTime('2026-11-22T00:00:00Z') // → 1795305600000
 */
export function toTime(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Date.parse(value);
  return Number.NaN;
}
