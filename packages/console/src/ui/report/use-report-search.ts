// docs/decisions/report-screens.md
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import {
  type ReportAddress,
  type ReportSearch,
  readReportSearch,
  reportSearchParams,
} from './report-search';

/** What changes the rows a page holds, so a change of it goes back to page 1. */
const KEEPS_PAGE = new Set(['page']);

/**
 * A report screen's address, read by its schema (defaults for anything malformed), and `go`,
 * which writes a change into the address without the defaults. Any change but the page's goes
 * back to page 1; `replace` replaces the history entry (typing in a filter).
 */
export function useReportSearch<Key extends string>(search: ReportSearch<Key>) {
  const raw: Readonly<Record<string, unknown>> = useSearch({ strict: false });
  const text = JSON.stringify(raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text is its identity
  const address = useMemo(() => readReportSearch(search, raw), [search, text]);
  const navigate = useNavigate();
  const latest = useRef(address);
  latest.current = address;
  const go = useCallback(
    (change: Partial<ReportAddress<Key>>, replace = false) => {
      const resetsPage = Object.keys(change).some((key) => !KEEPS_PAGE.has(key));
      const next = {
        ...latest.current,
        ...(resetsPage ? { page: 1 } : {}),
        ...change,
      } as ReportAddress<Key>;
      void navigate({ to: '.', search: reportSearchParams(search, next), replace });
    },
    [navigate, search],
  );
  return { address, go };
}
