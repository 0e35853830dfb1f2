import * as v from 'valibot';
import { calendarDay } from './admin-history.js';
import { EARLIER_DATE_MESSAGE } from './rules/date-not-after.js';
import { LATER_DATE_MESSAGE } from './rules/date-not-before.js';
import { REQUIRED_MESSAGE } from './rules/required.js';

/** The Overview's custom range as its two date fields hold it: `YYYY-MM-DD` or `''`. */
export interface ReportRangeValues {
  From: string;
  To: string;
}

/** The longest custom range: a year and a day, as the contract's daily points allow. */
export const REPORT_RANGE_MAX_DAYS = 366;

/**
 * The first day a report range may start or end on. Nothing was counted before it, and a day
 * before it is a slip (`0026` for `2026`, a date a calendar rolled back to 1969): the field says
 * so instead of asking the server for it.
 */
export const REPORT_RANGE_FIRST_DAY = '2000-01-01';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The messages of a custom report range, by field (none when it is valid): each day required and
 * a calendar day, neither before {@link REPORT_RANGE_FIRST_DAY} (`Please select a later date`
 * on that field), From not after To (docs/product/validation.md's `Please select an earlier date` on From,
 * `Please select a later date` on To), To not after today (`Please select an earlier date`), and
 * at most {@link REPORT_RANGE_MAX_DAYS} days (`Please select a later date` on From).
 *
 * @example
 * reportRangeMessages({ From: '2026-11-20', To: '2026-11-10' }, '2026-11-25');
 * // → { From: 'Please select an earlier date', To: 'Please select a later date' }
 */
export function reportRangeMessages(
  values: ReportRangeValues,
  today: string,
): Partial<Record<keyof ReportRangeValues, string>> {
  const messages: Partial<Record<keyof ReportRangeValues, string>> = {};
  for (const key of ['From', 'To'] as const) {
    const value = values[key].trim();
    if (value === '') messages[key] = REQUIRED_MESSAGE;
    else {
      const check = calendarDay(value);
      if (typeof check === 'string') messages[key] = check;
    }
  }
  if (messages.From || messages.To) return messages;
  for (const key of ['From', 'To'] as const) {
    if (values[key].trim() < REPORT_RANGE_FIRST_DAY) messages[key] = LATER_DATE_MESSAGE;
  }
  if (messages.From || messages.To) return messages;
  const from = dayNumber(values.From.trim());
  const to = dayNumber(values.To.trim());
  if (from > to) return { From: EARLIER_DATE_MESSAGE, To: LATER_DATE_MESSAGE };
  if (to > dayNumber(today)) return { To: EARLIER_DATE_MESSAGE };
  if (to - from + 1 > REPORT_RANGE_MAX_DAYS) return { From: LATER_DATE_MESSAGE };
  return messages;
}

/**
 * The custom range as a valibot schema (Standard Schema), for a form that wants one: the
 * messages of {@link reportRangeMessages} at their fields.
 */
export const reportRangeSchema = (today: string) =>
  v.pipe(
    v.object({ From: v.string(), To: v.string() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const [key, message] of Object.entries(reportRangeMessages(dataset.value, today))) {
        addIssue({
          message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key,
              value: dataset.value[key as 'From'],
            },
          ],
        });
      }
    }),
  );
