// docs/decisions/report-screens.md
import { useEffect, useRef, useState } from 'react';
import { notify } from '../snackbar';
import { type ReportQuery, type ReportQueryParams, readReportRows } from './report-query';
import { MAX_REPORT_PAGE_SIZE } from './report-search';

/** The most rows `Print` prints; past it the print view says the CSV has them all. */
export const PRINT_CAP = 5000;

/** The rows `Print` read for one address, before the browser's print dialog opens. */
export interface PrintedRows<Row> {
  key: string;
  rows: Row[];
  total: number;
  cut: boolean;
  /** The cap it was read under. */
  cap: number;
}

/**
 * `Print` of the whole result: reads it (up to {@link PRINT_CAP} rows, 1000 a call), puts the
 * rows in the print view, then opens the browser's print dialog (`print`, injected for tests).
 * The rows stay in the print view for that address only; another address prints its page on
 * screen again, as the browser's own Print command does.
 */
export function useReportPrint<Row, Totals>(
  query: ReportQuery<Row, Totals>,
  params: ReportQueryParams,
  print: () => void = () => window.print(),
  cap = PRINT_CAP,
) {
  const key = JSON.stringify({ ...params, page: 1, pageSize: 0 });
  const [printed, setPrinted] = useState<PrintedRows<Row> | undefined>(undefined);
  const [reading, setReading] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const ready = printed?.key === key ? printed : undefined;
  // The print view holds the rows once this render is on screen: then the dialog opens.
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || !ready) return;
    setPending(false);
    print();
  }, [pending, ready, print]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const reading = new AbortController();
    controller.current = reading;
    const signal = reading.signal;
    setReading(true);
    try {
      const read = await readReportRows(query, params, {
        cap,
        pageSize: MAX_REPORT_PAGE_SIZE,
        signal,
      });
      setPrinted({ key, ...read, cap });
      setPending(true);
    } catch (error) {
      if (!signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error);
        notify(`Could not read the rows to print: ${reason}`, 'error');
      }
    } finally {
      setReading(false);
    }
  };
  return { printed: ready, reading, start };
}
