// docs/decisions/report-screens.md
import { useGuestnetQuery } from '@guestnet/sdk/react';
import { reportRangeMessages } from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useShownSearch } from '../list/list-pager';
import type { ListSearch } from '../list/list-search';
import { usePageClamp } from '../list/use-list-query';
import type { ReportColumn, ReportContext } from './report-format';
import { type ReportQuery, reportQueryParams } from './report-query';
import { isoDate, rangeDays } from './report-range';
import type { ReportAddress, ReportSearch } from './report-search';
import { useChosenAddress } from './use-chosen-address';
import { useOrgTimeZone } from './use-org-time-zone';

/** What changes the rows a page holds, so a change of it goes back to page 1. */
const KEEPS_PAGE = new Set(['page']);

/** A change of anything but the page goes back to page 1. */
function backToFirstPage<A extends { page: number }>(shown: A, change: Partial<A>): A {
  const resetsPage = Object.keys(change).some((name) => !KEEPS_PAGE.has(name));
  return { ...shown, ...(resetsPage ? { page: 1 } : {}), ...change };
}

/**
 * A report screen's address, read by its schema (defaults for anything malformed), and `go`,
 * which writes a change into the address without the defaults: the shared
 * {@link useChosenAddress}, where any change but the page's goes back to page 1.
 */
export function useReportAddress<Key extends string>(search: ReportSearch<Key>) {
  return useChosenAddress(search.schema, backToFirstPage);
}

/**
 * A report screen's state: its address, the org's days (the range in its zone, and whether a
 * custom range is valid), the query of the page on screen (the previous page kept while the
 * next loads, a page past the end clamped to the last), and the columns in the answer's zone
 * and currency.
 */
export function useReportState<Row extends object, Totals, Key extends string>({
  search,
  query,
  columns,
}: {
  search: ReportSearch<Key>;
  query: ReportQuery<Row, Totals>;
  columns: (context: ReportContext, address: ReportAddress<Key>) => readonly ReportColumn<Row>[];
}) {
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const { address, chosen, choosing, go } = useReportAddress(search);
  const { timeZone, clock } = useOrgTimeZone(orgNumber);
  const today = isoDate(new Date(), timeZone);
  const days = rangeDays(address, today);
  const rangeMessages =
    address.range === 'custom' ? reportRangeMessages({ From: days.from, To: days.to }, today) : {};
  const valid = Object.keys(rangeMessages).length === 0;
  const params = reportQueryParams(search, address, {
    orgNumber,
    timeZone: timeZone ?? 'UTC',
    ...days,
  });
  const enabled = valid && orgNumber !== '' && timeZone !== undefined;
  const answerQuery = useGuestnetQuery(query(params), {
    enabled,
    placeholderData: keepPreviousData,
  });
  const answer = answerQuery.data;
  const view = useShownSearch(
    { page: address.page, pageSize: address.pageSize, sort: '', filter: '' },
    answerQuery.isPlaceholderData,
  );
  const clampTo = useCallback(
    ({ page }: Partial<ListSearch>) =>
      go({ page } as Partial<ReportAddress<Key>>, { replace: true }),
    [go],
  );
  usePageClamp(answer?.TotalRows, address, clampTo, !answerQuery.isPlaceholderData);
  const context = useMemo<ReportContext>(
    () => ({
      timeZone: answer?.TimeZone ?? timeZone ?? 'UTC',
      currency: answer?.Currency ?? 'USD',
    }),
    [answer?.TimeZone, answer?.Currency, timeZone],
  );
  const shownColumns = useSameColumns(columns(context, address), context);
  return {
    org: { number: orgNumber, name: org.name ?? orgNumber },
    address,
    chosen,
    go,
    today,
    clock,
    days,
    valid,
    params,
    answerQuery,
    answer,
    // The answer on screen is not the one for the address chosen: a change is on its way to the
    // router, or the answer for it on its way from the server (the previous one kept meanwhile).
    busy: choosing || answerQuery.isPlaceholderData,
    total: answer?.TotalRows ?? 0,
    view,
    context,
    columns: shownColumns,
  };
}

/**
 * The columns as shown before when they read the same (the same fields, headers, widths and
 * alignment in the same zone and currency), so an address change that leaves them alone (a
 * range, a filter, a page) does not make the grid build its cells' model again: a column's
 * texts depend on its declaration and the context alone, never on the rows asked for.
 */
function useSameColumns<Row>(
  next: readonly ReportColumn<Row>[],
  context: ReportContext,
): readonly ReportColumn<Row>[] {
  const key = [
    context.timeZone,
    context.currency,
    ...next.map(
      (c) => `${c.field}\t${c.header}\t${c.width ?? ''}\t${c.align ?? ''}\t${c.sortable}`,
    ),
  ].join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the columns differ
  return useMemo(() => next, [key]);
}

/** What {@link useReportState} gives a report's markup. */
export type ReportState<Row extends object, Totals, Key extends string> = ReturnType<
  typeof useReportState<Row, Totals, Key>
>;
