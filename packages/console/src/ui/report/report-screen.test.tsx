import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closedSelect } from '../../../test/closed-select';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { smallScreen } from '../../lib/platform/screen-size';
import { moneyColumn, type ReportContext, textColumn, timeColumn, unsorted } from './report-format';
import type { ReportQueryParams } from './report-query';
import { isoDate } from './report-range';
import { ReportScreen } from './report-screen';
import { reportSearch } from './report-search';

interface Sale {
  Id: string;
  Time: string;
  Guest: string;
  Status: string;
  Amount: number;
}
interface Totals {
  Count: number;
  Amount: number;
}

const ZONE = 'America/Chicago';
const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });

// 120 sales; the first guest's name looks like a spreadsheet formula.
const SALES: Sale[] = Array.from({ length: 120 }, (_, i) => ({
  Id: `S${i + 1}`,
  Time: new Date(Date.UTC(2026, 10, 20, 12, i)).toISOString(),
  Guest: i === 0 ? '=HYPERLINK("http://evil")' : `Guest ${i + 1}`,
  Status: i % 10 === 0 ? 'refunded' : 'completed',
  Amount: 10 + i,
}));

// The operation sorts by time, guest and amount, not by status.
const columns = (context: ReportContext) => [
  timeColumn<Sale>('Time', 'Time', context),
  textColumn<Sale>('Guest', 'Guest'),
  moneyColumn<Sale>('Amount', 'Amount', context),
  unsorted(textColumn<Sale>('Status', 'Status')),
];

const search = reportSearch({
  filters: [
    {
      key: 'status',
      label: 'Status',
      choices: [
        { id: 'completed', label: 'Completed' },
        { id: 'refunded', label: 'Refunded' },
      ],
    },
    { key: 'q', label: 'Search' },
  ],
  columns: [columns],
  sort: 'Time',
  order: 'desc',
});

/** A report operation over `sales`, as the contract's lists answer; records each call. */
function fakeReport(
  calls: ReportQueryParams[],
  hold?: (page: number, params: ReportQueryParams) => Promise<void>,
  sales: readonly Sale[] = SALES,
) {
  return (params: ReportQueryParams) => ({
    queryKey: ['fakeSales', sales.length, params] as const,
    queryFn: async () => {
      calls.push(params);
      await hold?.(params.page, params);
      let rows = sales.filter(
        (sale) =>
          (!params.status || sale.Status === params.status) &&
          (!params.q || sale.Guest.includes(String(params.q))),
      );
      const key = params.sort as keyof Sale;
      rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
      if (params.order === 'desc') rows.reverse();
      const first = (params.page - 1) * params.pageSize;
      return {
        TimeZone: params.timeZone,
        Currency: 'USD',
        TotalRows: rows.length,
        Totals: {
          Count: rows.length,
          Amount: rows.reduce((sum, row) => sum + row.Amount, 0),
        },
        Rows: rows.slice(first, first + params.pageSize),
      };
    },
  });
}

// GetOrg names the org's zone; everything else of the API is not needed here.
const orgFetch: typeof globalThis.fetch = async (input) => {
  const url = new URL(new Request(input).url);
  if (url.pathname.endsWith('/GetOrg')) {
    return Response.json({ OrgNumber: 'GN-1042', Name: 'Harbour Hotel', TimeZone: ZONE });
  }
  return Response.json({ Error: 'not here' }, { status: 404 });
};

// The report the test renders: its fake operation, set by each test.
let query = fakeReport([]);
// The browser's print dialog, as the screen opens it: counted.
let printed = 0;
// The most rows Print prints: the kit's, unless a test lowers it.
let printCap: number | undefined;
const print = () => {
  printed++;
};

function SalesScreen() {
  return (
    <ReportScreen<Sale, Totals, 'status' | 'q'>
      title="Sales"
      fileName="sales"
      plural="sales"
      path="/report/sales"
      search={search}
      columns={columns}
      totals={[
        { field: 'Count', label: 'Count', kind: 'count' },
        { field: 'Amount', label: 'Amount', kind: 'money' },
      ]}
      query={query}
      getRowId={(row) => row.Id}
      // A completed sale opens its guest (a refunded one has nothing to open here).
      opens={(row) =>
        row.Status === 'completed'
          ? { to: '/guests', search: { guest: row.Guest }, what: 'its guest' }
          : undefined
      }
      print={print}
      printCap={printCap}
    />
  );
}

function renderReport(
  address: string,
  hold?: (page: number, params: ReportQueryParams) => Promise<void>,
  sales: readonly Sale[] = SALES,
) {
  const calls: ReportQueryParams[] = [];
  query = fakeReport(calls, hold, sales);
  printed = 0;
  const bed = consoleTestbed({ fetch: orgFetch });
  bed.session.tree.setRoots([site]);
  bed.session.selected.set(selectedOrgFromNode(site));
  const router = createRouter({
    routeTree: createRootRoute({ component: SalesScreen }),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
  renderRouter(bed, router);
  return { calls, router };
}

const gridRows = () =>
  within(screen.getByRole('grid', { name: 'Sales' }))
    .getAllByRole('row')
    .slice(1);

giveGridItsStyledHeight();

// Each test renders the screen and waits for its answers: on a loaded machine that takes more than
// the default 5 s.
describe('a report screen', { timeout: 20_000 }, () => {
  afterEach(() => {
    printCap = undefined;
  });

  it('asks for the range in the org’s zone, the whole subtree, the default sort and 50 rows', async () => {
    const { calls } = renderReport('/?range=30d');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const today = isoDate(new Date(), ZONE);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(calls[0]).toEqual({
      orgNumber: 'GN-1042',
      from,
      to: today,
      timeZone: ZONE,
      page: 1,
      pageSize: 50,
      sort: 'Time',
      order: 'desc',
    });
    expect(screen.getByText(`Days and hours in ${ZONE}, the org’s time zone.`)).toBeTruthy();
  });

  it('shows the whole result’s totals, not the page’s', async () => {
    renderReport('/');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const total = document.querySelector('.gn-report-screen .gn-report-total');
    const sum = SALES.reduce((s, sale) => s + sale.Amount, 0);
    expect(total?.textContent).toBe(
      `Total120 salesCount 120Amount $${sum.toLocaleString('en-US')}.00`,
    );
    expect(screen.getByText('1–50 of 120 sales')).toBeTruthy();
  });

  it('keeps page, sort and this-org-only in the address, a change other than the page going back to page 1', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderReport('/?page=2&sort=Amount&order=asc');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    expect(calls.at(-1)).toMatchObject({ page: 2, sort: 'Amount', order: 'asc' });
    // Page 2 ascending by amount starts at the 51st smallest.
    expect(gridRows()[0]?.textContent).toContain('$60.00');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3 }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 3 }));

    // A column the operation does not sort by is no sort button.
    const grid = screen.getByRole('grid', { name: 'Sales' });
    expect(within(grid).queryByRole('button', { name: /Status/ })).toBeNull();
    expect(within(grid).getByRole('button', { name: /Guest/ })).toBeTruthy();
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'Amount' }));
    expect(calls.at(-1)).toMatchObject({ page: 1, sort: 'Amount', order: 'desc' });

    await user.click(screen.getByRole('switch', { name: 'This org only' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'Amount', thisOrgOnly: 1 }),
    );
    expect(calls.at(-1)).toMatchObject({ thisOrgOnly: true, page: 1 });
  });

  it('takes a Range choice into the address and the query; Custom starts from the days shown', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderReport('/');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const range = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Range' });
    expect(range.selectedOptions[0]?.textContent).toBe('7 days');
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Today', '7 days', '30 days', '90 days', 'Custom']);

    await user.selectOptions(range, '30 days');
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '30d' }));
    const today = isoDate(new Date(), ZONE);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ from, to: today, page: 1 }));
    expect(range.selectedOptions[0]?.textContent).toBe('30 days');

    await user.selectOptions(range, 'Custom');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ range: 'custom', from, to: today }),
    );
    // The From and To fields open beside it.
    expect(await screen.findByRole('group', { name: /^From/ }, { timeout: 5000 })).toBeTruthy();
  });

  it('marks the Total line and the grid busy from the moment a choice changes until its answer is on screen', async () => {
    let release: () => void = () => {};
    const { calls, router } = renderReport('/', (_page, params) =>
      params.status === 'refunded'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : Promise.resolve(),
    );
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const grid = () => screen.getByRole('grid', { name: 'Sales' });
    const total = () => document.querySelector('.gn-report-screen .gn-report-total');
    expect(grid().getAttribute('aria-busy')).toBeNull();
    expect(total()?.getAttribute('aria-busy')).toBeNull();
    const status = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });

    fireEvent.change(status, { target: { value: 'refunded' } });
    // At once, before the router has the address: the picker shows the choice, and the Total
    // line and the rows, still the previous answer's, are marked as such.
    expect(status.value).toBe('refunded');
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(total()?.getAttribute('aria-busy')).toBe('true');
    expect(total()?.textContent).toContain('120 sales');

    // The address and the query take the choice; the previous answer stays marked meanwhile.
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ status: 'refunded' }));
    expect(router.state.location.search).toEqual({ status: 'refunded' });
    expect(grid().getAttribute('aria-busy')).toBe('true');
    expect(total()?.getAttribute('aria-busy')).toBe('true');

    act(() => release());
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull());
    expect(total()?.getAttribute('aria-busy')).toBeNull();
    expect(total()?.textContent).toContain('12 sales');
    expect(gridRows()).toHaveLength(12);
  });

  it('asks once for a run of arrow presses on the closed Range, for the last one', async () => {
    const { calls, router } = renderReport('/');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const asked = calls.length;
    const { select: range, pressDown } = closedSelect('Range');
    await pressDown('30d');
    // Shown at once and marked busy, but not asked for yet: the next press may follow.
    expect(range.value).toBe('30d');
    expect(calls.slice(asked)).toEqual([]);
    expect(screen.getByRole('grid', { name: 'Sales' }).getAttribute('aria-busy')).toBe('true');
    await pressDown('90d');
    expect(range.value).toBe('90d');

    // After the pause, one step of history and one query: the last range's.
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '90d' }));
    await waitFor(() =>
      expect(screen.getByRole('grid', { name: 'Sales' }).getAttribute('aria-busy')).toBeNull(),
    );
    const today = isoDate(new Date(), ZONE);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(calls.slice(asked)).toEqual([expect.objectContaining({ from, to: today, page: 1 })]);
    expect(range.value).toBe('90d');
  });

  it('asks at once for a Range chosen from the list', async () => {
    const { calls, router } = renderReport('/');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const asked = calls.length;
    await closedSelect('Range').choose('30d');
    expect(router.state.location.search).toEqual({ range: '30d' });
    expect(calls.slice(asked)).toHaveLength(1);
  });

  it('reads a malformed address as the defaults', async () => {
    const { calls } = renderReport(
      '/?page=x&pageSize=99999&range=bogus&sort=Nope&order=up&thisOrgOnly=maybe&status=zzz&fromHour=25',
    );
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const { from, to, ...rest } = calls[0] as ReportQueryParams;
    expect(rest).toEqual({
      orgNumber: 'GN-1042',
      timeZone: ZONE,
      page: 1,
      pageSize: 50,
      sort: 'Time',
      order: 'desc',
    });
    expect(Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)).toBe(6 * 86_400_000);
  });

  it('sends a filter and names it in the print view with the totals and the rows on screen', async () => {
    const { calls } = renderReport('/?status=refunded&q=Guest');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    expect(calls[0]).toMatchObject({ status: 'refunded', q: 'Guest' });
    const print = document.querySelector<HTMLElement>('.gn-report-print');
    if (!print) throw new Error('No print view');
    expect(print.getAttribute('aria-label')).toBe('Sales, as printed');
    expect(print.hidden).toBe(true);
    expect(within(print).getByRole('heading', { hidden: true }).textContent).toBe('Sales');
    expect(print.textContent).toContain('Filters: Status: Refunded; Search: Guest.');
    expect(print.textContent).toContain('Total11 sales');
    expect(within(print).getAllByRole('row', { hidden: true })).toHaveLength(12);
  });

  it('prints the whole result, not the page on screen', async () => {
    const { calls } = renderReport('/?sort=Amount&order=asc');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    const print = document.querySelector<HTMLElement>('.gn-report-print');
    // Before Print (or for the browser's own Print command): the page on screen.
    expect(print?.textContent).toContain('Rows 1 to 50 of 120.');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toBe(1));
    // One call of the largest page read all 120, in the screen's sort.
    expect(calls.filter((call) => call.pageSize === 1000)).toEqual([
      expect.objectContaining({ page: 1, sort: 'Amount', order: 'asc' }),
    ]);
    expect(print?.textContent).toContain('Rows 1 to 120 of 120.');
    expect(print?.textContent).not.toContain('Only the first');
    const rows = within(print as HTMLElement).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(121);
    expect(rows.at(-1)?.textContent).toContain('$129.00');
  });

  it('prints up to its cap, saying so when the result is longer', async () => {
    printCap = 100;
    const { calls } = renderReport('/');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toBe(1));
    expect(calls.filter((call) => call.pageSize === 1000)).toHaveLength(1);
    const print = document.querySelector<HTMLElement>('.gn-report-print');
    expect(print?.textContent).toContain(
      'Rows 1 to 100 of 120. Only the first 100 sales are printed; Export CSV has them all.',
    );
    expect(print?.querySelectorAll('tbody tr')).toHaveLength(100);
  });

  it('opens what a row opens, on a click in it or Enter in any of its cells', async () => {
    const { router } = renderReport('/?sort=Amount&order=asc');
    await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
    // The first row (S1) is refunded: it opens nothing.
    const [refunded, second, third] = gridRows();
    fireEvent.click(within(refunded as HTMLElement).getAllByRole('gridcell')[1] as HTMLElement);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(within(second as HTMLElement).getAllByRole('gridcell')[2] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guests'));
    expect(router.state.location.search).toEqual({ guest: 'Guest 2' });

    act(() => router.history.back());
    // The grid follows the address a render later: the rows sorted by amount again.
    await waitFor(() => expect(gridRows()[2]?.textContent).toContain('Guest 3'));
    const cell = within(gridRows()[2] as HTMLElement).getAllByRole('gridcell')[3] as HTMLElement;
    expect(third).toBeTruthy();
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toEqual({ guest: 'Guest 3' }));
  });

  it('folds its filters behind Filters on a phone, counting those set', async () => {
    smallScreen.set(true);
    try {
      const user = userEvent.setup();
      const { router } = renderReport('/?status=refunded&thisOrgOnly=1');
      await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
      const fold = screen.getByRole('button', { name: 'Filters (2)' });
      expect(fold.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
      // The Total line and the rows are on the first screen; the Range stays out of the fold.
      expect(document.querySelector('.gn-report-screen .gn-report-total')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Range' })).toBeTruthy();

      await user.click(fold);
      expect(fold.getAttribute('aria-expanded')).toBe('true');
      await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Guest 1');
      // The kit's filter pause, then the address.
      await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Guest 1' }));
      expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    } finally {
      smallScreen.set(false);
    }
  });

  describe('Export CSV', () => {
    const files: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    beforeEach(() => {
      files.length = 0;
      URL.createObjectURL = (blob: Blob) => {
        files.push(blob);
        return 'blob:report';
      };
      URL.revokeObjectURL = () => {};
    });
    afterEach(() => {
      URL.createObjectURL = createObjectURL;
    });

    it('downloads the whole result with formulas defused, showing progress', async () => {
      let release: () => void = () => {};
      const { calls } = renderReport('/', (page) =>
        page === 1 && calls.some((call) => call.pageSize === 1000)
          ? new Promise((resolve) => {
              release = resolve;
            })
          : Promise.resolve(),
      );
      await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('progressbar', { name: 'Reading rows' })).toBeTruthy();
      act(() => release());
      await waitFor(() => expect(files).toHaveLength(1));
      const text = await (files[0] as Blob).text();
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Time,Guest,Amount,Status');
      expect(lines).toHaveLength(122);
      expect(text).toContain(`,"'=HYPERLINK(""http://evil"")",10.00,refunded\r\n`);
      expect(calls.filter((call) => call.pageSize === 1000).map((call) => call.page)).toEqual([1]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('Cancel stops the export with nothing downloaded', async () => {
      const { calls } = renderReport('/', (page) =>
        page === 1 && calls.some((call) => call.pageSize === 1000)
          ? new Promise(() => {})
          : Promise.resolve(),
      );
      await screen.findByRole('grid', { name: 'Sales' }, { timeout: 5000 });
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(files).toHaveLength(0);
    });
  });
});
