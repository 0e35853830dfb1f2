// docs/decisions/report-screens.md
import * as v from 'valibot';
import { type AddressText, writtenText } from './address-text';
import type { ReportContext } from './report-format';
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
  /** A picker's word for no choice: `Any` by default. */
  none?: string;
  /**
   * A picker that changes what the rows are rather than narrowing them (Revenue Summary's
   * `Group by`): it stays beside the Range and is not counted among the filters.
   */
  view?: boolean;
}

/** The state every report screen keeps in the address, beside its own filters. */
export interface ReportListState extends RangeSearch {
  /**
   * `1`: only the selected org's own rows, not those of the orgs under it. Written `1` (a saved
   * view keeps texts and numbers), and read as `1` so the router writes back `1`, not `true`.
   */
  thisOrgOnly: 0 | 1;
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

/** A report screen's whole address: its list state and its filters' values (`''` for none). */
export type ReportAddress<Key extends string = string> = ReportListState &
  Readonly<Record<Key, AddressText>>;

/** The report operations' largest page, and the export's page. */
export const MAX_REPORT_PAGE_SIZE = 1000;
/** The rows of a page unless the address says otherwise (the contract's default). */
export const DEFAULT_REPORT_PAGE_SIZE = 50;
/** The longest filter text the address keeps. */
export const MAX_REPORT_FILTER_LENGTH = 200;

/** A column as its address needs it: the field a header press sorts by, unless `sortable: false`. */
export interface SortableColumn {
  field: string;
  sortable?: boolean;
}

/**
 * What a report screen declares of its address: its filters, its columns (whose sortable fields
 * are the sorts the address takes) and its default sort.
 */
export interface ReportSearchSpec<Key extends string> {
  filters: readonly ReportFilter<Key>[];
  /**
   * The screen's columns, one list for each kind of row it lists (Revenue Summary's sales, and
   * its groups under `Group by`), in any zone and currency: a column's field and whether it
   * sorts never depend on them.
   */
  columns: readonly ((context: ReportContext) => readonly SortableColumn[])[];
  /** Sorts the operation takes beyond its columns' (Revenue Summary's groups' own order, `Key`). */
  moreSorts?: readonly string[];
  sort: string;
  order: 'asc' | 'desc';
}

/** The context a column list is read in for its fields alone: nothing reads it. */
const FIELDS_ONLY: ReportContext = { timeZone: 'UTC', currency: 'USD' };

/**
 * The fields a header may sort by: each sortable column's, in the lists' order, once.
 *
 * @example
 * sortableFields([() => [{ field: 'Time' }, { field: 'Text', sortable: false }]]); // ['Time']
 */
export function sortableFields(
  columns: ReportSearchSpec<string>['columns'],
  more: readonly string[] = [],
): string[] {
  const fields = columns.flatMap((list) =>
    list(FIELDS_ONLY)
      .filter((column) => column.sortable !== false)
      .map((column) => column.field),
  );
  return [...new Set([...fields, ...more])];
}

/** A report screen's address: its valibot schema and what the kit needs to write it back. */
export interface ReportSearch<Key extends string> extends ReportSearchSpec<Key> {
  /** The fields a header may sort by: the columns' sortable fields, and `moreSorts`. */
  sorts: readonly string[];
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
 * const search = reportSearch({ filters: [{ key: 'room', label: 'Room' }], columns: [(context) => [timeColumn('Time', 'Time', context)]], sort: 'Time', order: 'desc' });
 * v.parse(search.schema, { page: 'x', room: 101 }); // page 1, room '101', range '7d', …
 */
export function reportSearch<const Key extends string>(
  spec: ReportSearchSpec<Key>,
): ReportSearch<Key> {
  const sorts = sortableFields(spec.columns, spec.moreSorts);
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
        v.transform((value) => (ON.has(value) ? 1 : 0)),
      ),
      0,
    ),
    sort: v.fallback(v.picklist(sorts), spec.sort),
    order: v.fallback(v.picklist(['asc', 'desc']), spec.order),
    page: wholeNumber(1, Number.MAX_SAFE_INTEGER, 1),
    pageSize: wholeNumber(1, MAX_REPORT_PAGE_SIZE, DEFAULT_REPORT_PAGE_SIZE),
    fromHour: optionalHour,
    toHour: optionalHour,
  };
  for (const filter of spec.filters) {
    const choices = filter.choices?.map((choice) => choice.id);
    entries[filter.key] = v.fallback(
      v.pipe(
        filterText,
        v.transform((text) => writtenText(!choices || choices.includes(text) ? text : '')),
      ),
      '',
    );
  }
  // An object of its entries first, so the router's validation finds the parameters it names
  // (lib/screens/screen-address.ts `validateAddress`).
  const schema = v.pipe(
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
  return { ...spec, sorts, schema, defaults: v.parse(schema, {}) };
}

export { type AddressText, filterValue, writtenText } from './address-text';

/** The filter keys of a report's address: `ReportKey<typeof PMS_SEARCH>`. */
export type ReportKey<S> = S extends ReportSearch<infer Key> ? Key : never;
