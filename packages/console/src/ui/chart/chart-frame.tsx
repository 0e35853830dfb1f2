import {
  ActionButton,
  Flex,
  Heading,
  ProgressCircle,
  Text,
  ToggleButton,
  View,
} from '@adobe/react-spectrum';
import Download from '@spectrum-icons/workflow/Download';
import TableIcon from '@spectrum-icons/workflow/Table';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useId, useState } from 'react';
import { downloadText, toCsv } from '../list/csv';
import { DataGrid, GRID_ROW_HEIGHT } from '../list/data-grid';
import { type ListColumn, textOf } from '../list/list-column';
import './chart-frame.css';

// How every chart shows its numbers another way: docs/decisions/overview-screen.md

/**
 * A column of a chart's table: the grid's text (`1,204`), and the CSV's where it differs. A CSV
 * holds plain numbers, for a spreadsheet to add up: no thousands separators, no currency sign.
 */
export interface ChartColumn<Row> extends ListColumn<Row> {
  /** The CSV cell's text; the grid's by default. */
  csv?: (row: Row) => string;
  /** Only in the CSV: a flag the grid shows another way (a `(so far)` beside a day). */
  csvOnly?: boolean;
}

/** The numbers behind a chart, as the kit's grid and the CSV export show them. */
export interface ChartTable<Row> {
  columns: readonly ChartColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  /**
   * The linking column's cell (the column with `link`, else the first) as a link to what the
   * row sums, given the grid's tab index; plain text without it.
   */
  renderLink?: (row: Row, text: string, tabIndex: number) => ReactNode;
}

/**
 * One chart of a report: its title, a one-line summary (what a screen reader hears for the
 * picture, and what everyone reads under the title), `View as table` (the same numbers in the
 * kit's grid) and `Export CSV`; a chart without data says so instead of drawing empty axes.
 * While its data loads, the frame stands with its controls disabled and `children` (the chart's
 * box, as tall as the chart) under a spinner: the page keeps its layout, the box is measured
 * and the controls laid out before the data comes, so drawing the chart is all that is left.
 */
export function ChartFrame<Row extends RowData>({
  title,
  summary,
  empty,
  loading = false,
  table,
  actions,
  children,
}: {
  title: string;
  summary: string;
  /** What to say when there is nothing to draw; `undefined` when there is data. */
  empty: { heading: string; content: string } | undefined;
  /** Whether the data is still on its way. */
  loading?: boolean;
  table: ChartTable<Row>;
  /** More controls beside the buttons (the top-10 chart's metric). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const summaryId = useId();
  return (
    <section className="gn-chart" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="start" gap="size-100" wrap>
        <View>
          <Heading level={3} id={headingId} margin={0} UNSAFE_className="gn-chart-title">
            {title}
          </Heading>
          <Text id={summaryId} UNSAFE_className="gn-chart-summary">
            {summary}
          </Text>
        </View>
        {/* The chart's two secondary actions look alike, as Spectrum's quick actions on a card
            do: quiet action buttons, an icon beside each name, kept together on a narrow screen;
            `View as table` stays a toggle (its pressed state shows while the table does). */}
        <Flex gap="size-100" alignItems="end" wrap>
          {actions}
          <Flex gap="size-100">
            <ToggleButton
              isQuiet
              isSelected={asTable}
              onChange={setAsTable}
              isDisabled={loading || Boolean(empty)}
            >
              <TableIcon />
              <Text>View as table</Text>
            </ToggleButton>
            <ActionButton
              isQuiet
              isDisabled={loading || Boolean(empty)}
              onPress={() =>
                downloadText(
                  `${table.fileName}.csv`,
                  toCsv(
                    table.columns.map((column) => ({
                      header: column.header,
                      text: (row: Row) => column.csv?.(row) ?? textOf(column, row),
                    })),
                    table.rows,
                  ),
                )
              }
            >
              <Download />
              <Text>Export CSV</Text>
            </ActionButton>
          </Flex>
        </Flex>
      </Flex>
      {loading ? (
        <div className="gn-chart-loading">
          {children}
          <div className="gn-chart-spinner">
            <ProgressCircle aria-label={`Loading ${title}`} isIndeterminate />
          </div>
        </div>
      ) : empty ? (
        <div className="gn-chart-empty" role="note">
          <strong>{empty.heading}</strong>
          <span>{empty.content}</span>
        </div>
      ) : asTable ? (
        <DataGrid<Row>
          label={title}
          columns={table.columns
            .filter((column) => !column.csvOnly)
            .map((column) => ({ ...column, sortable: false }))}
          rows={table.rows}
          total={table.rows.length}
          offset={0}
          getRowId={table.getRowId}
          sort=""
          onSort={() => {}}
          selectable={false}
          height={Math.min(320, (table.rows.length + 1) * GRID_ROW_HEIGHT + 2)}
          renderLink={table.renderLink ?? ((_row, text) => text)}
        />
      ) : (
        <figure
          className="gn-chart-figure"
          aria-labelledby={headingId}
          aria-describedby={summaryId}
        >
          {children}
        </figure>
      )}
    </section>
  );
}
