import { Button, Flex, Item, Picker } from '@adobe/react-spectrum';
import { useMemo, useState } from 'react';
import { DisplayPath } from '../../ui/isolated-text';
import { downloadText, toCsv } from '../../ui/list/csv';
import { DataGrid } from '../../ui/list/data-grid';
import { formatNumber } from '../../ui/list/format';
import { type ListColumn, textOf } from '../../ui/list/list-column';
import { ListPager } from '../../ui/list/list-pager';
import { PAGE_SIZES } from '../../ui/list/list-search';
import { useGridBox } from '../../ui/list/use-fill-height';
import { useLocalPage } from '../../ui/list/use-local-page';

/** One org's line in the preview or in a run's results. */
export interface OutcomeRow {
  id: string;
  org: string;
  path: string;
  before: string | null;
  after: string | null;
  /** `Will change`, `No change`, …, or a run's `Changed`, `Failed`, … */
  outcome: string;
  message: string | null;
}

// No value (no plan before a copy, none after its undo) reads as the plan list's `—`.
const NONE = '—';
// The outcome comes right after the org, so a phone shows it without scrolling sideways. Before,
// After and Message (the 3rd to 5th columns) wrap to two lines (bulk-change.css), and Before and
// After take the most of the width: they are what the admin compares.
const COLUMNS: readonly ListColumn<OutcomeRow>[] = [
  { field: 'org', header: 'Org', width: 'minmax(9rem, 1.2fr)', sortable: false },
  { field: 'outcome', header: 'Outcome', width: 'minmax(8rem, 0.8fr)', sortable: false },
  {
    field: 'before',
    header: 'Before',
    width: 'minmax(8rem, 2fr)',
    sortable: false,
    text: (row) => row.before ?? NONE,
  },
  {
    field: 'after',
    header: 'After',
    width: 'minmax(8rem, 2fr)',
    sortable: false,
    text: (row) => row.after ?? NONE,
  },
  { field: 'message', header: 'Message', width: 'minmax(10rem, 1.5fr)', sortable: false },
  {
    field: 'path',
    header: 'Display path',
    width: 'minmax(10rem, 1fr)',
    sortable: false,
    // Each name in its own isolate, as the search shows a path: a right-to-left override in one
    // org's name turns only that name around (docs/decisions/bidi-controls-in-names.md).
    cell: (row) => <DisplayPath path={row.path} />,
  },
];
const ALL = 'all';
/**
 * Rows per page: the kit's largest page, so most changes fit on one. The grid windows its rows
 * but its table model holds every row it is given, which at 28,000 orgs is a long task on each
 * repaint while a preview streams in; a page keeps that to 500 whatever the count.
 */
const PAGE_SIZE: number = PAGE_SIZES[PAGE_SIZES.length - 1] ?? 500;

/**
 * The preview's (or a run's) table: one row per org with its Before, After, outcome and message,
 * a `Show` filter by outcome with each outcome's count, and `Export CSV` of every row the filter
 * shows. Past 500 rows it pages them with the kit's pager, so 28,000 orgs cost what 500 do.
 */
export function OutcomeGrid({
  label,
  rows,
  outcomes,
  exportName,
}: {
  label: string;
  rows: readonly OutcomeRow[];
  /** The outcomes in the filter's order. */
  outcomes: readonly string[];
  exportName: string;
}) {
  const [shown, setShown] = useState(ALL);
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const counts = useMemo(() => {
    const by = new Map<string, number>();
    for (const row of rows) by.set(row.outcome, (by.get(row.outcome) ?? 0) + 1);
    return by;
  }, [rows]);
  const visible = useMemo(
    () => (shown === ALL ? rows : rows.filter((row) => row.outcome === shown)),
    [rows, shown],
  );
  // A new preview or filter may have fewer pages than the one on display.
  const { page: pageNumber, offset, rows: pageRows } = useLocalPage(visible, paging);
  const page = { ...paging, page: pageNumber };
  const box = useGridBox(200);
  const options = [
    { id: ALL, name: `All outcomes (${formatNumber(rows.length)})` },
    ...outcomes.map((outcome) => ({
      id: outcome,
      name: `${outcome} (${formatNumber(counts.get(outcome) ?? 0)})`,
    })),
  ];
  return (
    <>
      <Flex gap="size-200" alignItems="end" wrap marginBottom="size-100">
        <Picker
          label="Show"
          selectedKey={shown}
          onSelectionChange={(key) => {
            setShown(String(key));
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          items={options}
          width="size-2400"
        >
          {(item) => <Item key={item.id}>{item.name}</Item>}
        </Picker>
        <Button
          variant="secondary"
          isDisabled={visible.length === 0}
          onPress={() =>
            downloadText(
              `${exportName}.csv`,
              toCsv(
                COLUMNS.map((column) => ({
                  header: column.header,
                  text: (row: OutcomeRow) => textOf(column, row),
                })),
                visible,
              ),
            )
          }
        >
          Export CSV
        </Button>
      </Flex>
      <div ref={box.ref} className="gn-bulk-outcomes">
        <DataGrid<OutcomeRow>
          label={label}
          columns={COLUMNS}
          rows={pageRows}
          total={visible.length}
          offset={offset}
          getRowId={(row) => row.id}
          sort=""
          onSort={() => {}}
          selectable={false}
          height={box.heightFor(pageRows.length)}
          // The org's cell holds the grid's tab stop when the stop is on it: without it the grid
          // and its scrolling body could not be reached by keyboard (axe scrollable-region-focusable).
          renderLink={(_row, text, tabIndex) => (
            <span data-focus tabIndex={tabIndex}>
              <bdi>{text}</bdi>
            </span>
          )}
        />
      </div>
      {visible.length > PAGE_SIZES[0] && (
        <ListPager
          total={visible.length}
          plural="orgs"
          shown={page}
          search={page}
          onChange={(change) => setPaging((current) => ({ ...current, ...change }))}
        />
      )}
    </>
  );
}
