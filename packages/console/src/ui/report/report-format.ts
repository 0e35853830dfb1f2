// docs/decisions/report-screens.md
import { formatNumber } from '../list/format';
import type { ListColumn } from '../list/list-column';
import { clockParts } from './report-range';
import type { ReportFigureKind } from './report-total';

export type { ReportFigureKind, ReportTotal } from './report-total';

/** What a report's cells are read in: the answer's zone and currency. */
export interface ReportContext {
  timeZone: string;
  currency: string;
}

/**
 * One column of a report: a list column, and its CSV cell when that differs from what the grid
 * shows (a figure is written plain, `1234.50`, so a spreadsheet can add it up).
 */
export interface ReportColumn<Row> extends ListColumn<Row> {
  csv?: (row: Row) => string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in a currency: `$3,120.57`, `€88.10`. */
export function moneyText(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** An amount as a CSV cell: two decimals, no separators. */
export const plainAmount = (amount: number): string => amount.toFixed(2);

/**
 * An instant on the clock of the report's zone: `2026-11-24 15:02`.
 *
 * @example
 * timeText('2026-11-25T01:02:00Z', 'America/New_York'); // '2026-11-24 20:02'
 */
export function timeText(instant: string, timeZone: string): string {
  const { year, month, day, hour, minute } = clockParts(new Date(instant), timeZone, 'hour');
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/**
 * Seconds as hours, minutes and seconds: `1:02:03`, `0:00:45`.
 *
 * @example
 * durationText(3723); // '1:02:03'
 */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${formatNumber(h)}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const short = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Bytes in the largest decimal unit that keeps a figure of at least 1: `812 B`, `2.9 GB`.
 *
 * @example
 * bytesText(2_871_500_000); // '2.9 GB'
 */
export function bytesText(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? formatNumber(value) : short.format(value)} ${units[unit]}`;
}

/** A figure of the `Total` line as it reads. */
export function figureText(value: number, kind: ReportFigureKind, currency: string): string {
  if (kind === 'money') return moneyText(value, currency);
  if (kind === 'duration') return durationText(value);
  if (kind === 'bytes') return bytesText(value);
  return formatNumber(value);
}

/**
 * A field of a report's rows, of any of its kinds where one report lists two (Revenue Summary's
 * sales, or its groups under `Group by`): the columns are chosen by the kind shown, and a row of
 * another kind reads the field as empty.
 */
type Field<Row> = Row extends unknown ? keyof Row & string : never;

/** A row's value in a field; `undefined` where the row's kind has no such field. */
const fieldValue = <Row>(row: Row, field: string): unknown =>
  (row as Record<string, unknown>)[field];

/** A money column in the report's currency, plain in the CSV; sorted, aligned to the end. */
export function moneyColumn<Row>(
  field: Field<Row>,
  header: string,
  context: ReportContext,
): ReportColumn<Row> {
  const amount = (row: Row) => Number(fieldValue(row, field) ?? 0);
  return {
    field,
    header,
    align: 'end',
    width: 'minmax(7rem, 1fr)',
    text: (row) => moneyText(amount(row), context.currency),
    csv: (row) => plainAmount(amount(row)),
  };
}

/** A count column, with separators on screen, plain in the CSV. */
export function countColumn<Row>(field: Field<Row>, header: string): ReportColumn<Row> {
  const count = (row: Row) => Number(fieldValue(row, field) ?? 0);
  return {
    field,
    header,
    align: 'end',
    width: 'minmax(6rem, 1fr)',
    text: (row) => formatNumber(count(row)),
    csv: (row) => String(count(row)),
  };
}

/** An instant column on the report's clock; `''` for none (a session still online). */
export function timeColumn<Row>(
  field: Field<Row>,
  header: string,
  context: ReportContext,
): ReportColumn<Row> {
  const text = (row: Row) => {
    const value = fieldValue(row, field);
    return typeof value === 'string' && value ? timeText(value, context.timeZone) : '';
  };
  return { field, header, width: 'minmax(9.5rem, 1fr)', text, csv: text };
}

/** A text column. */
export function textColumn<Row>(
  field: Field<Row>,
  header: string,
  width = 'minmax(8rem, 1fr)',
): ReportColumn<Row> {
  return { field, header, width };
}

/**
 * A column a header press does not sort: the report's operation has no sort by its field.
 *
 * @example
 * unsorted(textColumn<Posting>('Text', 'Text')); // { field: 'Text', header: 'Text', sortable: false, … }
 */
export const unsorted = <Column extends ReportColumn<never>>(column: Column): Column => ({
  ...column,
  sortable: false,
});

/** A share of a whole (0..1) as a percent: `84.9%`; a share sums to nothing and does not sort. */
export function shareColumn<Row>(field: Field<Row>, header: string): ReportColumn<Row> {
  const share = (row: Row) => Number(fieldValue(row, field) ?? 0);
  return {
    field,
    header,
    sortable: false,
    align: 'end',
    width: 'minmax(5rem, 0.6fr)',
    text: (row) => `${short.format(share(row) * 100)}%`,
    csv: (row) => String(share(row)),
  };
}

/** Seconds as `h:mm:ss`, plain seconds in the CSV. */
export function durationColumn<Row>(field: Field<Row>, header: string): ReportColumn<Row> {
  const seconds = (row: Row) => Number(fieldValue(row, field) ?? 0);
  return {
    field,
    header,
    align: 'end',
    width: 'minmax(6rem, 1fr)',
    text: (row) => durationText(seconds(row)),
    csv: (row) => String(seconds(row)),
  };
}

/** Bytes in a decimal unit, plain bytes in the CSV. */
export function bytesColumn<Row>(field: Field<Row>, header: string): ReportColumn<Row> {
  const bytes = (row: Row) => Number(fieldValue(row, field) ?? 0);
  return {
    field,
    header,
    align: 'end',
    width: 'minmax(6rem, 1fr)',
    text: (row) => bytesText(bytes(row)),
    csv: (row) => String(bytes(row)),
  };
}

/** A column of a closed set of values, each shown by its label (`pms` → `Room charge`). */
export function choiceColumn<Row>(
  field: Field<Row>,
  header: string,
  choices: readonly { id: string; label: string }[],
): ReportColumn<Row> {
  const labels = new Map(choices.map((choice) => [choice.id, choice.label]));
  const text = (row: Row) => {
    const value = String(fieldValue(row, field) ?? '');
    return labels.get(value) ?? value;
  };
  return { field, header, width: 'minmax(7rem, 1fr)', text, csv: text };
}
