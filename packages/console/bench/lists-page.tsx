import type { RowSelectionState } from '@tanstack/react-table';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  SERVICE_PLAN_COLUMNS,
  type ServicePlanRow,
} from '../src/features/service-plans/service-plan-screen';
import { toCsv } from '../src/ui/list/csv';
import { DataGrid, GRID_ROW_HEIGHT } from '../src/ui/list/data-grid';
import { textOf } from '../src/ui/list/list-column';

// `pnpm bench:lists`: the kit's grid with the Service Plans columns, built for production, fed
// as a list page arrives from a server answering without delay (the data is made up front).
const stage = document.getElementById('stage') as HTMLElement;
const root = createRoot(stage);
const GRID_HEIGHT = 600;

/** Service plans as the list answers them, varied like the demo's. */
function plans(count: number): ServicePlanRow[] {
  const names = ['Basic', 'Premium', 'Conference', 'Family', 'Gaming', 'Business', 'Streaming'];
  const spans = ['1 Hour', '1 Day', '3 Days', '7 Days', '30 Days'];
  return Array.from({ length: count }, (_, index) => ({
    Id: index + 1,
    OrgNumber: 'GN-1003-1',
    Name: `${names[index % names.length]} ${spans[index % spans.length]} ${index + 1}`,
    Active: index % 3 !== 0,
    Featured: index % 7 === 0,
    Price: ((index * 37) % 20000) / 100,
    Currency: 'USD',
    DownKbps: index % 4 === 0 ? null : 1024 * ((index % 50) + 1),
    UpKbps: index % 4 === 0 ? null : 512 * ((index % 20) + 1),
    TimeLimitMinutes: index % 5 === 0 ? null : (index % 1440) + 1,
    TimeMode: 'accumulative',
    ValidityUnit: 'days',
    DataLimitMb: index % 6 === 0 ? null : (index % 1000) + 1,
    ConcurrentDevices: (index % 5) + 1,
    IdleTimeoutMin: 30,
    PurchaseLimit: 'unlimited',
    // The generated type of a stored plan (an allOf) cannot be built field by field.
  })) as unknown as ServicePlanRow[];
}

const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const noSelection: RowSelectionState = {};
function render(rows: ServicePlanRow[], sort: string) {
  flushSync(() =>
    root.render(
      <DataGrid
        label="Service Plans"
        columns={SERVICE_PLAN_COLUMNS}
        rows={rows}
        total={rows.length}
        offset={0}
        getRowId={(plan) => String(plan.Id)}
        sort={sort}
        onSort={() => {}}
        selection={noSelection}
        onSelectionChange={() => {}}
        renderLink={(plan, text, tabIndex) => (
          <a href={`#${plan.Id}`} data-focus tabIndex={tabIndex}>
            {text}
          </a>
        )}
        height={GRID_HEIGHT}
      />,
    ),
  );
}

const bench = {
  /** A 500-row page from its data to painted rows. */
  async paintPage() {
    flushSync(() => root.render(<p role="status">Loading Service Plans…</p>));
    await painted();
    const page = plans(500);
    const start = performance.now();
    render(page, '');
    await painted();
    return performance.now() - start;
  },
  /** The same page sorted again (by price, descending), as the server's answer replaces it. */
  async resortPage() {
    const page = plans(500);
    render(page, '');
    await painted();
    const start = performance.now();
    const sorted = [...page].sort((a, b) => b.Price - a.Price);
    render(sorted, '-Price');
    await painted();
    return performance.now() - start;
  },
  /** The CSV of 10,000 rows once every page has arrived (the network left out). */
  exportCsv() {
    const rows = plans(10_000);
    const start = performance.now();
    const csv = toCsv(
      SERVICE_PLAN_COLUMNS.map((column) => ({
        header: column.header,
        text: (row: ServicePlanRow) => textOf(column, row),
      })),
      rows,
    );
    const ms = performance.now() - start;
    return { ms, lines: csv.split('\r\n').length - 2 };
  },
  /** Rows in the DOM for the 500-row page, and how many the grid's height shows. */
  async domRows() {
    render(plans(500), '');
    await painted();
    const inDom = document.querySelectorAll('.gn-grid-body [role="row"]').length;
    const visible = Math.floor((GRID_HEIGHT - GRID_ROW_HEIGHT) / GRID_ROW_HEIGHT);
    return { inDom, visible };
  },
};

Object.assign(window, { bench });
