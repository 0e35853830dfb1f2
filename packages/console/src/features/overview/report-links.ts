// From a figure or a chart's point to the rows it sums: docs/decisions/overview-screen.md
import { type OverviewSearch, pointText, type RangeChoice } from './overview-range';

/** The report screens a figure or a point opens, at their screens-table paths. */
export const REPORT_SCREENS = {
  revenue: { path: '/report/revenue', title: 'Revenue Summary' },
  radius: { path: '/support/radius', title: 'Radius Activity' },
} as const;

/** One of {@link REPORT_SCREENS}' keys. */
export type ReportScreen = keyof typeof REPORT_SCREENS;

/**
 * A report screen's address, as the router takes it: the range (the Overview's own, or one day,
 * or one hour of it) and the filters that narrow the rows to the figure's.
 */
export interface ReportLinkSearch {
  range: RangeChoice;
  from?: string;
  to?: string;
  /** The first and last hour (0–23, the org's clock) of a one-hour point. */
  fromHour?: number;
  toHour?: number;
  paymentType?: 'code';
  online?: true;
}

/** Where a link goes: a path of the screens table and its search parameters. */
export interface ReportLink {
  to: string;
  search: ReportLinkSearch;
  /** `Revenue Summary`: what the link's name says it opens. */
  title: string;
}

/** What narrows a report to one figure's rows. */
export interface ReportFilters {
  paymentType?: 'code';
  online?: true;
}

/**
 * The report behind a figure, over the Overview's own range: a preset stays a preset (`7d` is
 * the report's 7 days ending today, on the same clock), a custom range keeps its days.
 *
 * @example
 * reportLink('revenue', { range: '30d', from: '', to: '' }, { paymentType: 'code' });
 * // → { to: '/report/revenue', search: { range: '30d', paymentType: 'code' }, title: 'Revenue Summary' }
 */
export function reportLink(
  screen: ReportScreen,
  range: Pick<OverviewSearch, 'range' | 'from' | 'to'>,
  filters: ReportFilters = {},
): ReportLink {
  const search: ReportLinkSearch =
    range.range === 'custom'
      ? { range: 'custom', from: range.from, to: range.to }
      : { range: range.range };
  return withFilters(screen, search, filters);
}

/**
 * The report behind one point of a chart: its day, or its hour when the chart is hourly, on the
 * clock of the zone the series was counted in (the point's `Start` is an instant).
 *
 * @example
 * pointLink('radius', '2026-11-25T01:00:00Z', 'hour', 'America/New_York');
 * // → { to: '/support/radius',
 * //     search: { range: 'custom', from: '2026-11-24', to: '2026-11-24', fromHour: 20, toHour: 20 }, … }
 */
export function pointLink(
  screen: ReportScreen,
  start: string,
  granularity: 'hour' | 'day',
  timeZone: string,
  filters: ReportFilters = {},
): ReportLink {
  const text = pointText(start, granularity, timeZone);
  const day = text.slice(0, 10);
  const search: ReportLinkSearch = { range: 'custom', from: day, to: day };
  if (granularity === 'hour') {
    const hour = Number(text.slice(11, 13));
    search.fromHour = hour;
    search.toHour = hour;
  }
  return withFilters(screen, search, filters);
}

function withFilters(
  screen: ReportScreen,
  search: ReportLinkSearch,
  filters: ReportFilters,
): ReportLink {
  const { path, title } = REPORT_SCREENS[screen];
  return { to: path, search: { ...search, ...filters }, title };
}

/**
 * A link's address as text (without the console's base path): `/report/revenue?range=7d`. The
 * org deep link carries it to open the report once that org is selected.
 */
export function reportHref(link: Pick<ReportLink, 'to' | 'search'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(link.search)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${link.to}?${params.toString()}`;
}

/**
 * The link that opens another org's report: the org deep link (`/org/{number}`), which selects
 * the org through the org session, then opens the report (docs/decisions/org-deep-link.md).
 *
 * @example
 * orgReportLink('GN-1042-2', reportLink('revenue', { range: '7d', from: '', to: '' }));
 * // → { to: '/org/$orgNumber', params: { orgNumber: 'GN-1042-2' },
 * //     search: { to: '/report/revenue?range=7d' }, title: 'Revenue Summary' }
 */
export function orgReportLink(orgNumber: string, link: ReportLink) {
  return {
    to: '/org/$orgNumber',
    params: { orgNumber },
    search: { to: reportHref(link) },
    title: link.title,
  } as const;
}
