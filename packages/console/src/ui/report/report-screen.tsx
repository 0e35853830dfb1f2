// docs/decisions/report-screens.md
import { Flex } from '@adobe/react-spectrum';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { ReportExportDialog } from './report-export-dialog';
import type { ReportColumn, ReportContext, ReportTotal } from './report-format';
import { ReportGrid, type ReportRowLink } from './report-grid';
import { ReportPrintView } from './report-print-view';
import type { ReportQuery } from './report-query';
import { filterValue, type ReportAddress, type ReportSearch } from './report-search';
import { activeFilters, hoursText, ReportToolbar } from './report-toolbar';
import { ReportTotalLine } from './report-total-line';
import { type PRINT_CAP, useReportPrint } from './use-report-print';
import { useReportState } from './use-report-state';
import './report-screen.css';

// Renders again only for another state (a deferred one) or other props.
const Grid = memo(ReportGrid) as typeof ReportGrid;

/** Props of {@link ReportScreen}: what a report screen declares. */
export interface ReportScreenProps<Row extends object, Totals, Key extends string> {
  /** The screen's title: the grid's name, the print view's heading. */
  title: string;
  /** The start of the CSV's name: `revenue-summary`. */
  fileName: string;
  /** What the rows are, for the pager and the messages: `sales` (or by the address). */
  plural: string | ((address: ReportAddress<Key>) => string);
  /** The screen's path; its `classic` child frames the legacy page. */
  path: string;
  search: ReportSearch<Key>;
  /** The columns in the answer's zone and currency (and by the address, for a grouping). */
  columns: (context: ReportContext, address: ReportAddress<Key>) => readonly ReportColumn<Row>[];
  totals: readonly ReportTotal<Totals>[];
  query: ReportQuery<Row, Totals>;
  getRowId: (row: Row) => string;
  /** What a row opens on a click or Enter (a sale's account), if anything. */
  opens?: (row: Row) => ReportRowLink | undefined;
  /** Opens the browser's print dialog (a test's stand-in). */
  print?: () => void;
  /** The most rows `Print` prints: {@link PRINT_CAP} unless lowered. */
  printCap?: number;
}

/**
 * A report screen (docs/decisions/report-screens.md): the `Range` (the org's clock), `This org
 * only`, the screen's filters, `Save view`, `Export CSV` of the whole result, `Print` of the
 * whole result, the `Classic page` link, the `Total` line of the whole result, and a paged grid
 * sorted by the server, all of it in the address. Its state is `useReportState`; its markup the
 * toolbar, the Total line, the grid and the print view.
 */
export function ReportScreen<Row extends object, Totals, Key extends string>(
  props: ReportScreenProps<Row, Totals, Key>,
) {
  const { title, fileName, path, search, totals, query, getRowId, opens } = props;
  const state = useReportState({ search, query, columns: props.columns });
  // What the answer's own task renders is what changes at once (the toolbar, the Total line);
  // the grid and the hidden print view follow in a render React slices and commits apart, so
  // no one task renders the whole screen (docs/decisions/report-screens.md, "The longest
  // task"). The grid first shows a task after the toolbar, so the menu's task renders the
  // toolbar alone.
  const gridState = useDeferredValue(state);
  const printRows = useDeferredValue(state.answer?.Rows);
  const [gridShown, setGridShown] = useState(false);
  useEffect(() => {
    const next = window.setTimeout(() => setGridShown(true));
    return () => window.clearTimeout(next);
  }, []);
  const { org, address, go, days, valid, params, answer, total, view, context, columns } = state;
  const plural = typeof props.plural === 'function' ? props.plural(address) : props.plural;
  const [exporting, setExporting] = useState(false);
  const printing = useReportPrint(query, params, props.print, props.printCap);
  const hours = hoursText(address);
  const rangeText = days.from === days.to ? days.from : `${days.from} to ${days.to}`;
  const filters = search.filters
    .filter((filter) => filterValue(address[filter.key]) !== '')
    .map((filter) => {
      const value = filterValue(address[filter.key]);
      const label = filter.choices?.find((choice) => choice.id === value)?.label ?? value;
      return `${filter.label}: ${label}`;
    });
  // From the moment a choice changes until its answer is on screen, the Total line and the grid
  // are busy: the grid until its own (deferred) render shows that answer too.
  const busy = state.busy;
  const gridBusy = busy || gridState.busy;
  const totalLine = answer && (
    <ReportTotalLine totals={totals} answer={answer} plural={plural} busy={busy} />
  );
  const printed = printing.printed;

  return (
    <Flex direction="column" gap="size-150" UNSAFE_className="gn-report">
      <div className="gn-report-screen">
        <Flex direction="column" gap="size-150">
          <ReportToolbar
            search={search}
            address={state.chosen}
            go={go}
            days={days}
            today={state.today}
            clock={state.clock}
            path={path}
            canExport={!!answer && total > 0}
            onExport={() => setExporting(true)}
            canPrint={!!answer}
            printing={printing.reading}
            onPrint={() => void printing.start()}
          />
          {valid && totalLine}
          {valid && gridShown && (
            <Grid
              state={gridState}
              title={title}
              plural={plural}
              filtered={activeFilters(search, address) > 0}
              getRowId={getRowId}
              opens={opens}
              busy={gridBusy}
            />
          )}
        </Flex>
      </div>
      {answer && valid && (
        <ReportPrintView
          title={title}
          lines={[
            `${org.name}.`,
            `${rangeText}${hours ? `, ${hours}` : ''}, days in ${context.timeZone}.`,
            `${address.thisOrgOnly ? 'This org only' : 'The org and everything under it'}.`,
            ...(filters.length > 0 ? [`Filters: ${filters.join('; ')}.`] : []),
          ].join(' ')}
          totalLine={totalLine}
          columns={columns}
          rows={printed?.rows ?? printRows ?? []}
          getRowId={getRowId}
          first={printed ? 1 : (view.page - 1) * view.pageSize + 1}
          total={total}
          cut={printed?.cut ?? false}
          cap={printed?.cap ?? 0}
          plural={plural}
        />
      )}
      {exporting && answer && (
        <ReportExportDialog
          title={title}
          plural={plural}
          fileName={`${fileName}-${org.number}-${days.from}-to-${days.to}.csv`}
          query={query}
          params={params}
          columns={columns}
          onDone={() => setExporting(false)}
        />
      )}
    </Flex>
  );
}
