// docs/decisions/report-screens.md
import * as v from 'valibot';
import {
  DEFAULT_RANGE,
  isDay,
  RANGE_CHOICES,
  type RangeChoice,
  type RangeSearch,
} from './report-range';

/** One filter of a report: a text box, or a picker of `choices` (with `Any`). */
export interface ReportFilter<Key extends string = string> {
  /** The address's parameter and the operation's query parameter. */
  key: Key;
  label: string;
  choices?: readonly { id: string; label: string }[];
  /** The query parameter's value for the address's text; the text itself by default. */
  param?: (value: string) => unknown;
}

/** The state every report screen keeps in the address, beside its own filters. */
export interface ReportListState extends RangeSearch {
  /** Only the selected org's own rows, not those of the orgs under it. */
  thisOrgOnly: boolean;
  /** A column's field. */
  sort: string;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  /** 1 to {@link MAX_REPORT_PAGE_SIZE}. */
  pageSize: number;
  /** One hour of the local day (0–23) the range starts at, from a chart point's link. */
  fromHour?: number;
  /** The hour the range ends with, included. */
  toHour?: number;
}

/** A report screen's whole address: its list state and its filters' texts (`''` for none). */
export type ReportAddress<Key extends string = string> = ReportListState &
  Readonly<Record<Key, string>>;

/** The report operations' largest page, and the export's page. */
export const MAX_REPORT_PAGE_SIZE = 1000;
/** The rows of a page unless the address says otherwise (the contract's default). */
export const DEFAULT_REPORT_PAGE_SIZE = 50;
/** The longest filter text the address keeps. */
export const MAX_REPORT_FILTER_LENGTH = 200;

/** What a report screen declares of its address: its filters and its default sort. */
export interface ReportSearchSpec<Key extends string> {
  filters: readonly ReportFilter<Key>[];
  /** The fields a header may sort by. */
  sorts: readonly string[];
  sort: string;
  order: 'asc' | 'desc';
}

/** A report screen's address: its valibot schema and what the kit needs to write it back. */
export interface ReportSearch<Key extends string> extends ReportSearchSpec<Key> {
  /**
   * Parses the address's search parameters: anything malformed or unknown reads as its default
   * (addresses are typed, pasted and edited by hand), so parsing never fails.
   */
  schema: v.GenericSchema<unknown, ReportAddress<Key>>;
  /** The address with every default. */
  defaults: ReportAddress<Key>;
}

const wholeNumber = (min: number, max: number, fallback: number) =>
  v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
      ),
      v.number(),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    fallback,
  );

const optionalHour = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
      ),
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(23),
    ),
  ),
  undefined,
);

// The router reads `?room=101` as a number and `?q=true` as a boolean: a filter is their text.
const filterText = v.pipe(
  v.unknown(),
  v.transform((value) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value).trim().slice(0, MAX_REPORT_FILTER_LENGTH)
      : '',
  ),
);

const day = v.fallback(
  v.pipe(
    v.string(),
    v.check((value: string) => isDay(value)),
  ),
  '',
);

const ON = new Set<unknown>([true, 'true', 1, '1']);

/**
 * Declares a report screen's address: the range, `thisOrgOnly`, sort and order, page and page
 * size, an optional hour span, and the screen's filters.
 *
 * @example
 * const search = reportSearch({ filters: [{ key: 'room', label: 'Room' }], sorts: ['Time'], sort: 'Time', order: 'desc' });
 * v.parse(search.schema, { page: 'x', room: 101 }); // page 1, room '101', range '7d', …
 */
export function reportSearch<const Key extends string>(
  spec: ReportSearchSpec<Key>,
): ReportSearch<Key> {
  const entries: Record<string, v.GenericSchema<unknown, unknown>> = {
    range: v.fallback(
      v.picklist(RANGE_CHOICES.map((choice) => choice.id)),
      DEFAULT_RANGE,
    ) as v.GenericSchema<unknown, RangeChoice>,
    from: day,
    to: day,
    thisOrgOnly: v.fallback(
      v.pipe(
        v.unknown(),
        v.transform((value) => ON.has(value)),
      ),
      false,
    ),
    sort: v.fallback(v.picklist(spec.sorts as string[]), spec.sort),
    order: v.fallback(v.picklist(['asc', 'desc']), spec.order),
    page: wholeNumber(1, Number.MAX_SAFE_INTEGER, 1),
    pageSize: wholeNumber(1, MAX_REPORT_PAGE_SIZE, DEFAULT_REPORT_PAGE_SIZE),
    fromHour: optionalHour,
    toHour: optionalHour,
  };
  for (const filter of spec.filters) {
    const choices = filter.choices?.map((choice) => choice.id);
    entries[filter.key] = v.fallback(
      choices
        ? v.pipe(
            filterText,
            v.transform((text) => (choices.includes(text) ? text : '')),
          )
        : filterText,
      '',
    );
  }
  const schema = v.pipe(
    v.fallback(v.looseObject({}), {}),
    v.transform((raw) => raw as Record<string, unknown>),
    v.object(entries),
    // The days belong to `custom` only; the hours to a one-day range.
    v.transform((address) => {
      const out = { ...address } as Record<string, unknown>;
      if (out.range !== 'custom') {
        out.from = '';
        out.to = '';
      }
      if (out.fromHour === undefined) delete out.fromHour;
      if (out.toHour === undefined) delete out.toHour;
      return out as ReportAddress<Key>;
    }),
  ) as unknown as v.GenericSchema<unknown, ReportAddress<Key>>;
  return { ...spec, schema, defaults: v.parse(schema, {}) };
}

/** The address's search parameters read by a report's schema; never fails. */
export function readReportSearch<Key extends string>(
  search: ReportSearch<Key>,
  raw: unknown,
): ReportAddress<Key> {
  return v.parse(search.schema, raw);
}

/**
 * The search parameters to put in the address: only what differs from the defaults, so a plain
 * report keeps a plain address. `thisOrgOnly` is written `1` (a saved view keeps numbers and
 * texts).
 */
export function reportSearchParams<Key extends string>(
  search: ReportSearch<Key>,
  address: ReportAddress<Key>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const defaults = search.defaults as Record<string, unknown>;
  for (const [key, value] of Object.entries(address)) {
    if (value === undefined || value === defaults[key]) continue;
    if (key === 'thisOrgOnly') params[key] = 1;
    else if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}

/** The DataGrid's sort text of an address: `Field` ascending, `-Field` descending. */
export const gridSort = (address: Pick<ReportListState, 'sort' | 'order'>) =>
  address.order === 'desc' ? `-${address.sort}` : address.sort;

/**
 * The sort after a press on a column's header: the same column turns round; another starts
 * with the order its kind reads best in (`desc` for figures and times, as a report is read).
 */
export function nextReportSort(
  current: Pick<ReportListState, 'sort' | 'order'>,
  field: string,
  firstOrder: 'asc' | 'desc' = 'asc',
): Pick<ReportListState, 'sort' | 'order'> {
  if (current.sort === field)
    return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: firstOrder };
}
