// docs/decisions/report-screens.md
import { useGuestnetQuery } from '@guestnet/sdk/react';
import { reportRangeMessages } from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { addressParams } from '../../lib/screens/screen-address';
import { useShownSearch } from '../list/list-pager';
import type { ListSearch } from '../list/list-search';
import { FILTER_DEBOUNCE_MS } from '../list/use-debounced-draft';
import { usePageClamp } from '../list/use-list-query';
import type { ReportColumn, ReportContext } from './report-format';
import { type ReportQuery, reportQueryParams } from './report-query';
import { isoDate, rangeDays } from './report-range';
import type { ReportAddress, ReportSearch } from './report-search';
import { useOrgTimeZone } from './use-org-time-zone';

/** What changes the rows a page holds, so a change of it goes back to page 1. */
const KEEPS_PAGE = new Set(['page']);

/**
 * How long a choice made with the arrow keys on a closed picker waits for the next press before
 * the address (and the query) take it: the list kit's pause after the last key.
 */
export const HELD_CHOICE_MS = FILTER_DEBOUNCE_MS;

/** How `go` writes a change: `replace` the history entry; `hold` it for {@link HELD_CHOICE_MS}. */
export interface GoOptions {
  replace?: boolean;
  hold?: boolean;
}

/**
 * A report screen's address, read by its schema (defaults for anything malformed), and `go`,
 * which writes a change into the address without the defaults. Any change but the page's goes
 * back to page 1; `replace` replaces the history entry (typing in a filter); `hold` waits
 * {@link HELD_CHOICE_MS} for another change first (arrow presses on a picker), so a run of them
 * is one navigation and one query.
 *
 * `address` is the router's, which the query asks for; `chosen` is what the controls show: a
 * change made and not yet in the router's address (the router takes it in a task of its own, a
 * held change after its pause), else the address. `choosing` says a change is on its way, so the
 * screen marks the previous answer busy from the moment of the change
 * (docs/decisions/report-screens.md, "Round of 2026-11-28").
 */
export function useReportAddress<Key extends string>(search: ReportSearch<Key>) {
  const address = useAddress(search.schema);
  const navigate = useNavigate();
  const key = addressKey(search, address);
  const [change, setChange] = useState<{ from: string; to: ReportAddress<Key> }>();
  // A change counts until the router's address moves off the one it was made on.
  const chosen = change?.from === key ? change.to : undefined;
  useEffect(() => {
    if (change && change.from !== key) setChange(undefined);
  }, [change, key]);
  const latest = useRef({ shown: address, key });
  latest.current = { shown: chosen ?? address, key };
  const held = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(held.current), []);
  const go = useCallback(
    (next: Partial<ReportAddress<Key>>, { replace = false, hold = false }: GoOptions = {}) => {
      const { shown, key: from } = latest.current;
      const resetsPage = Object.keys(next).some((name) => !KEEPS_PAGE.has(name));
      const to = { ...shown, ...(resetsPage ? { page: 1 } : {}), ...next };
      const made = { from, to };
      latest.current = { shown: to, key: from };
      setChange(made);
      window.clearTimeout(held.current);
      const write = () => {
        // Settled once the router has rendered it (or a later navigation): never busy for good,
        // even when the address reads as it did (a choice and back).
        void navigate({ to: '.', search: addressParams(search.schema, to), replace }).finally(() =>
          setChange((now) => (now === made ? undefined : now)),
        );
      };
      if (hold) held.current = window.setTimeout(write, HELD_CHOICE_MS);
      else write();
    },
    [navigate, search],
  );
  return { address, chosen: chosen ?? address, choosing: chosen !== undefined, go };
}

/** An address as one text, to tell whether two read the same. */
function addressKey<Key extends string>(search: ReportSearch<Key>, address: ReportAddress<Key>) {
  return JSON.stringify(addressParams(search.schema, address));
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
