// docs/decisions/report-screens.md
import type { AdminApiPaths } from '@guestnet/sdk';
import { filterValue, type ReportAddress, type ReportSearch } from './report-search';

/** The query parameters of the AdminApi GET at `P`, as the contract types them. */
export type ReportQueryOf<P extends keyof AdminApiPaths> = AdminApiPaths[P] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/**
 * The kit's parameters as the operation at `path` types them. The screen's address schema has
 * already held each value to what the contract accepts (the sort to the columns' fields, a
 * picker's value to the contract's choices: report-search.ts), which the kit's one parameter type
 * cannot say for every report; this is the one place that says so to the compiler.
 */
export function reportQuery<P extends keyof AdminApiPaths>(
  _path: P,
  params: ReportQueryParams,
): ReportQueryOf<P> {
  return params as unknown as ReportQueryOf<P>;
}

/** The query parameters every report list operation takes (the report contract's). */
export interface ReportQueryParams {
  orgNumber: string;
  from: string;
  to: string;
  timeZone: string;
  thisOrgOnly?: boolean;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  fromHour?: number;
  toHour?: number;
  /** The screen's filters that are set. */
  [filter: string]: unknown;
}

/** What a report list operation answers: a page of rows and the whole result's totals. */
export interface ReportAnswer<Row, Totals> {
  TimeZone: string;
  /** Absent from reports without amounts (sessions, loyalty). */
  Currency?: string;
  TotalRows: number;
  Totals: Totals;
  Rows: Row[];
}

/** The query options of a report's list operation for its parameters (the SDK's). */
export type ReportQuery<Row, Totals> = (params: ReportQueryParams) => {
  queryKey: readonly unknown[];
  queryFn: (context: { signal?: AbortSignal }) => Promise<ReportAnswer<Row, Totals>>;
};

/** The query parameters of an address for an org in a zone. */
export function reportQueryParams<Key extends string>(
  search: ReportSearch<Key>,
  address: ReportAddress<Key>,
  org: { orgNumber: string; timeZone: string; from: string; to: string },
): ReportQueryParams {
  const params: ReportQueryParams = {
    orgNumber: org.orgNumber,
    from: org.from,
    to: org.to,
    timeZone: org.timeZone,
    page: address.page,
    pageSize: address.pageSize,
    sort: address.sort,
    order: address.order,
  };
  if (address.thisOrgOnly) params.thisOrgOnly = true;
  if (address.fromHour !== undefined) params.fromHour = address.fromHour;
  if (address.toHour !== undefined) params.toHour = address.toHour;
  for (const filter of search.filters) {
    const value = filterValue(address[filter.key]);
    if (value) params[filter.key] = filter.param ? filter.param(value) : value;
  }
  return params;
}

/**
 * Reads the whole result, `pageSize` rows a call, up to `cap` rows: what Print prints (its
 * rows) and whether the result went past the cap (`cut`).
 */
export async function readReportRows<Row, Totals>(
  query: ReportQuery<Row, Totals>,
  params: ReportQueryParams,
  { cap, pageSize, signal }: { cap: number; pageSize: number; signal?: AbortSignal },
): Promise<{ rows: Row[]; total: number; cut: boolean }> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const answer = await query({ ...params, page, pageSize }).queryFn(signal ? { signal } : {});
    total = answer.TotalRows;
    rows.push(...answer.Rows);
    if (answer.Rows.length < pageSize || rows.length >= Math.min(cap, total)) break;
  }
  return { rows: rows.slice(0, cap), total, cut: total > cap };
}
