import type { AdminApiClient } from './client.js';
import type { components } from './generated/admin-api.gen.js';
import { operationQuery } from './query-options.js';

/** An org's figures for a range: sessions, devices, data, revenue, codes redeemed. */
export type ReportFigures = components['schemas']['ReportFigures'];
/** The Overview's figures for a range and the range before it, with the guests online now. */
export type ReportSummary = components['schemas']['ReportSummary'];
/** The Overview's points over time, revenue by plan and busy hours. */
export type ReportTimeseries = components['schemas']['ReportTimeseries'];
/** One point of a {@link ReportTimeseries}. */
export type ReportPoint = components['schemas']['ReportPoint'];
/** The orgs one level down ranked by revenue or sessions. */
export type ReportTop = components['schemas']['ReportTop'];
/** One org of a {@link ReportTop}. */
export type ReportTopOrg = components['schemas']['ReportTopOrg'];

/** The org and whole days (ISO dates, both included) a report covers. */
export interface ReportRange {
  orgNumber: string;
  from: string;
  to: string;
  /** The IANA time zone whose days and hours are counted (the org's own); default UTC. */
  timeZone?: string;
}

/** The query parameters every report operation takes from a range. */
function rangeQuery(range: ReportRange) {
  const { orgNumber, from, to, timeZone } = range;
  return timeZone ? { orgNumber, from, to, timeZone } : { orgNumber, from, to };
}

/**
 * TanStack Query options for an org's figures over a range and the range before it
 * (`getReportSummary`), rolled up over everything under the org.
 *
 * @example
 * const summary = await queryClient.fetchQuery(
 *   reportSummaryQuery(api, { orgNumber: 'GN-1042', from: '2026-11-18', to: '2026-11-24' }),
 * );
 */
export function reportSummaryQuery(api: AdminApiClient, range: ReportRange) {
  return operationQuery(api, 'get', '/AdminApi/reports/summary', {
    params: { query: rangeQuery(range) },
  });
}

/**
 * TanStack Query options for an org's points over a range (`getReportTimeseries`): one per hour
 * or per day, with revenue by plan and the busy hours.
 *
 * @example
 * const series = await queryClient.fetchQuery(
 *   reportTimeseriesQuery(
 *     api,
 *     { orgNumber: 'GN-1042', from: '2026-11-24', to: '2026-11-24', timeZone: 'America/Chicago' },
 *     'hour',
 *   ),
 * );
 */
export function reportTimeseriesQuery(
  api: AdminApiClient,
  range: ReportRange,
  granularity: 'hour' | 'day',
) {
  return operationQuery(api, 'get', '/AdminApi/reports/timeseries', {
    params: { query: { ...rangeQuery(range), granularity } },
  });
}

/**
 * TanStack Query options for the org's children with the most revenue or sessions over a range
 * (`getReportTop`), at most `limit` (default 10).
 *
 * @example
 * const top = await queryClient.fetchQuery(
 *   reportTopQuery(api, { orgNumber: 'GN-1000', from: '2026-10-26', to: '2026-11-24' }, 'revenue'),
 * );
 */
export function reportTopQuery(
  api: AdminApiClient,
  range: ReportRange,
  by: 'revenue' | 'sessions',
  limit = 10,
) {
  return operationQuery(api, 'get', '/AdminApi/reports/top', {
    params: { query: { ...rangeQuery(range), by, limit } },
  });
}
