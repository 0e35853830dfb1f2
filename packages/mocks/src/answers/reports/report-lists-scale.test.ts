import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import type { MockContext } from '../../mock-route.js';
import { MockState } from '../../mock-state.js';
import { scannedListAnswer } from './report-lists.js';

// A list sorted by time with no filter is answered from counts kept per day and from the rows of
// the hours its page covers (docs/decisions/report-queries.md "Scale"): its pages and totals must
// be the ones the slow way gives, every row made and sorted, whatever was asked before.

const NOW = new Date('2026-11-25T15:20:00Z');

function mocks() {
  const state = new MockState();
  const handlers = createHandlers({ scenario: 'default', state, now: () => NOW, slowMs: 0 });
  const context: MockContext = {
    request: new Request('http://localhost/'),
    params: {},
    scenario: 'default',
    seed: 1,
    state,
    now: () => NOW,
  };
  async function counted(path: string, query: Record<string, string>) {
    const url = `http://localhost/AdminApi/${path}?${new URLSearchParams(query)}`;
    const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
    const response = await getResponse(handlers, new Request(url, { headers }));
    expect(response?.status).toBe(200);
    return JSON.parse((await response?.text()) ?? 'null');
  }
  async function scanned(operationId: string, query: Record<string, string>) {
    const answer = await scannedListAnswer(operationId, context, new URLSearchParams(query));
    if (answer instanceof Response) throw new Error(`refused: ${answer.status}`);
    return answer;
  }
  return { state, tree: state.orgTree('default', 1), counted, scanned };
}

const LISTS = [
  ['reports/sales', 'listReportSales'],
  ['reports/sessions', 'listReportSessions'],
  ['reports/loyalty', 'listReportLoyaltyActivity'],
] as const;

describe('the counted answer of a list sorted by time', () => {
  const { tree, counted, scanned } = mocks();
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number).length > 2,
  );
  const grouping = tree.orgs.find((org) => org.type === 'Grouping' && org.parentNumber);
  /** A grouping's 7 days ending today (a part day). */
  const week = { orgNumber: grouping?.number ?? '', from: '2026-11-19', to: '2026-11-25' };
  /** A site's 3 days, hours narrowing the first and the last, in a zone ahead of UTC. */
  const lisbonHours = {
    orgNumber: site?.number ?? '',
    from: '2026-11-20',
    to: '2026-11-22',
    fromHour: '18',
    toHour: '9',
    timeZone: 'Europe/Lisbon',
  };

  /** Pages of 7 at the start, the second and the end, and the first of 1000 (an export's). */
  const somePages = (total: number): [number, number][] => {
    const last = Math.max(1, Math.ceil(total / 7));
    return [...new Set([1, 2, last])]
      .map((page): [number, number] => [7, page])
      .concat([[1000, 1]]);
  };

  /**
   * Compares the counted answer with the slow one (every row made, filtered and sorted) on the
   * pages `pagesOf` picks: rows, count and totals. Without the rows, the sessions' devices are
   * the guests' of each leaf-day, not the distinct MACs of the rows (report-queries.md), so they
   * are compared only where the rows are made (`devices`).
   */
  async function expectSamePages(
    path: string,
    operationId: string,
    query: Record<string, string>,
    { pagesOf = somePages, devices = false } = {},
  ) {
    const slow = await scanned(operationId, query);
    for (const [pageSize, page] of pagesOf(slow.TotalRows)) {
      const fast = await counted(path, {
        ...query,
        pageSize: String(pageSize),
        page: String(page),
      });
      const where = `${operationId} ${JSON.stringify(query)} page ${page} of ${pageSize}`;
      expect(fast.TotalRows, where).toBe(slow.TotalRows);
      const { UniqueDevices: modelled, ...totals } = fast.Totals;
      const { UniqueDevices: distinct, ...slowTotals } = slow.Totals as typeof fast.Totals;
      expect(totals, where).toEqual(slowTotals);
      if (devices) expect(modelled, where).toBe(distinct);
      expect(fast.Rows, where).toEqual(slow.Rows.slice((page - 1) * pageSize, page * pageSize));
    }
    return slow;
  }

  it.each(LISTS)(
    'gives %s the pages and totals of every row made and sorted',
    async (path, operationId) => {
      expect(site && grouping).toBeTruthy();
      const asks: Record<string, string>[] = [
        // 7 days ending today (a part day), both orders.
        { orgNumber: site?.number ?? '', from: '2026-11-19', to: '2026-11-25' },
        { orgNumber: site?.number ?? '', from: '2026-11-19', to: '2026-11-25', order: 'asc' },
        // A range the clock goes back in, in a zone that does so.
        {
          orgNumber: grouping?.number ?? '',
          from: '2026-10-31',
          to: '2026-11-02',
          timeZone: 'America/New_York',
        },
        // Hours narrowing the first and last days; the org's own leaves.
        lisbonHours,
        {
          orgNumber: grouping?.number ?? '',
          from: '2026-11-24',
          to: '2026-11-25',
          thisOrgOnly: 'true',
        },
      ];
      // Pages of 7 and of 1000: the first, the second, the middle, the last and one past it.
      const pagesOf = (total: number) =>
        [7, 1000].flatMap((size) => {
          const pages = Math.ceil(total / size);
          return [...new Set([1, 2, Math.ceil(pages / 2), pages, pages + 1])].map(
            (page): [number, number] => [size, page],
          );
        });
      for (const ask of asks) {
        const slow = await expectSamePages(path, operationId, ask, { pagesOf });
        expect(slow.TotalRows).toBeGreaterThan(0);
      }
    },
    120_000,
  );

  // Filters the rows' indices answer (kinds, sellers, guests) and sorts by other columns: the
  // counted answer must be the slow one, page by page, totals and all.
  it('gives filtered and re-sorted lists the pages and totals of every row made and sorted', async () => {
    expect(site && grouping).toBeTruthy();
    const hours = {
      orgNumber: site?.number ?? '',
      from: '2026-10-31',
      to: '2026-11-02',
      fromHour: '7',
      toHour: '20',
      timeZone: 'America/New_York',
    };
    const sales = (await scanned('listReportSales', week)).Rows as Record<string, string>[];
    // A room charge: its room has sales and PMS transactions both.
    const withRoom = sales.find(
      (row) => row.Room !== '' && row.Status === 'completed' && row.PaymentType === 'pms',
    );
    const withGroup = sales.find((row) => row.Group !== '');
    const loyalty = (await scanned('listReportLoyaltyActivity', week)).Rows as Record<
      string,
      string
    >[];
    expect(withRoom && withGroup && loyalty[0]).toBeTruthy();
    const mac = (withRoom?.Mac ?? '').toLowerCase().replaceAll(':', '-');
    const cases: [string, string, Record<string, string>][] = [
      ['reports/sales', 'listReportSales', { paymentType: 'pms' }],
      ['reports/sales', 'listReportSales', { status: 'failed' }],
      ['reports/sales', 'listReportSales', { plan: withRoom?.Plan ?? '', paymentType: 'card' }],
      ['reports/sales', 'listReportSales', { soldBy: 'online', status: 'completed' }],
      ['reports/sales', 'listReportSales', { soldBy: 'nightaudit' }],
      ['reports/sales', 'listReportSales', { group: withGroup?.Group ?? '' }],
      ['reports/sales', 'listReportSales', { room: withRoom?.Room ?? '' }],
      ['reports/sales', 'listReportSales', { account: withRoom?.Account ?? '' }],
      ['reports/sales', 'listReportSales', { mac }],
      ['reports/sales', 'listReportSales', { paymentType: 'bitcoin' }],
      ['reports/sales', 'listReportSales', { sort: 'Amount', order: 'asc' }],
      ['reports/sales', 'listReportSales', { sort: 'Plan', paymentType: 'cash' }],
      ['reports/sales', 'listReportSales', { sort: 'Room', status: 'completed' }],
      ['reports/pms', 'listReportPmsTransactions', {}],
      ['reports/pms', 'listReportPmsTransactions', { status: 'rejected' }],
      ['reports/pms', 'listReportPmsTransactions', { room: withRoom?.Room ?? '' }],
      ['reports/pms', 'listReportPmsTransactions', { sort: 'Amount', status: 'posted' }],
      ['reports/cards', 'listReportCardTransactions', {}],
      ['reports/cards', 'listReportCardTransactions', { status: 'declined' }],
      ['reports/cards', 'listReportCardTransactions', { sort: 'Total', order: 'asc' }],
      ['reports/loyalty', 'listReportLoyaltyActivity', { result: 'not_found' }],
      [
        'reports/loyalty',
        'listReportLoyaltyActivity',
        { action: 'lookup', room: loyalty[0]?.Room ?? '' },
      ],
      ['reports/loyalty', 'listReportLoyaltyActivity', { sort: 'GuestName' }],
      ['reports/sessions', 'listReportSessions', { sort: 'BytesIn' }],
    ];
    let found = 0;
    for (const [path, operationId, filters] of cases) {
      // The sessions, many more rows, only over the narrower ask.
      for (const ask of operationId === 'listReportSessions' ? [hours] : [week, hours]) {
        const query = { ...ask, ...filters };
        const slow = await expectSamePages(path, operationId, query);
        if (ask === week && filters.paymentType !== 'bitcoin') {
          expect(slow.TotalRows, `${operationId} ${JSON.stringify(query)}`).toBeGreaterThan(0);
        }
        found += slow.TotalRows;
      }
    }
    // The closed sessions: every session but the open ones of the last two hours before now.
    const today = { orgNumber: site?.number ?? '', from: '2026-11-24', to: '2026-11-25' };
    for (const ask of [today, { ...today, from: '2026-11-25', fromHour: '13', toHour: '15' }]) {
      for (const online of ['false', 'no']) {
        const slow = await expectSamePages('reports/sessions', 'listReportSessions', {
          ...ask,
          online,
        });
        expect(slow.TotalRows).toBeGreaterThan(0);
      }
    }
    expect(found).toBeGreaterThan(1000);
  }, 300_000);

  // A user name, an account or a MAC names its guests, and only the sessions of the last two hours
  // can be open: their rows are found without reading the others, at any scale.
  it('finds a guest’s sessions and the open ones as every row made and filtered gives them', async () => {
    expect(site && grouping).toBeTruthy();
    const sessions = (await scanned('listReportSessions', week)).Rows as Record<string, string>[];
    const open = sessions.find((row) => row.Stop === null);
    const someone = sessions[sessions.length >> 1];
    expect(open && someone).toBeTruthy();
    const cases: [string, string, Record<string, string>][] = [
      ['reports/sessions', 'listReportSessions', { userName: someone?.UserName ?? '' }],
      [
        'reports/sessions',
        'listReportSessions',
        { userName: (open?.UserName ?? '').toUpperCase() },
      ],
      ['reports/sessions', 'listReportSessions', { online: 'true' }],
      ['reports/sessions', 'listReportSessions', { online: 'true', sort: 'SessionTime' }],
      [
        'reports/sessions',
        'listReportSessions',
        { online: 'true', userName: open?.UserName ?? '' },
      ],
      ['reports/sessions', 'listReportSessions', { account: someone?.Account ?? '', order: 'asc' }],
      ['reports/sessions', 'listReportSessions', { mac: someone?.Mac ?? '', online: 'false' }],
      ['reports/sessions', 'listReportSessions', { userName: 'nobody.here1' }],
      ['reports/sales', 'listReportSales', { account: someone?.Account ?? '', sort: 'Amount' }],
    ];
    for (const [path, operationId, filters] of cases) {
      const query = { ...week, ...filters };
      // The rows are made, so the devices are the rows' distinct MACs here too.
      const slow = await expectSamePages(path, operationId, query, { devices: true });
      if (!filters.userName?.startsWith('nobody') && path === 'reports/sessions') {
        expect(slow.TotalRows, JSON.stringify(query)).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  // A text in columns whose values follow from a row's index (a plan, a status, a seller, the org,
  // the guest's name or MAC) is read from the indices, or found by inversion for the sessions;
  // one only the rows say (an id, a time, a room…) is read from the rows. Either way the same.
  it('searches the lists for a text as every row made and searched does', async () => {
    expect(site && grouping).toBeTruthy();
    const hours = lisbonHours;
    const sales = (await scanned('listReportSales', week)).Rows as Record<string, string>[];
    const sale = sales.find((row) => row.Group !== '' && row.PaymentType === 'pms');
    const sessions = (await scanned('listReportSessions', hours)).Rows as Record<string, string>[];
    const session = sessions[sessions.length >> 1];
    expect(sale && session).toBeTruthy();
    const plan = (sale?.Plan ?? '').split(' ')[0]?.toLowerCase() ?? '';
    const orgWord = (site?.name ?? '').split(' ')[0] ?? '';
    const cases: [string, string, Record<string, string>][] = [
      ['reports/sales', 'listReportSales', { q: plan }],
      ['reports/sales', 'listReportSales', { q: 'Refund' }],
      ['reports/sales', 'listReportSales', { q: 'desk.', paymentType: 'cash' }],
      ['reports/sales', 'listReportSales', { q: (sale?.Group ?? '').slice(2, 9) }],
      ['reports/sales', 'listReportSales', { q: (sale?.UserName ?? '').slice(0, -1) }],
      ['reports/sales', 'listReportSales', { q: (sale?.Mac ?? '').toLowerCase() }],
      ['reports/sales', 'listReportSales', { q: orgWord, status: 'failed' }],
      ['reports/sales', 'listReportSales', { q: 'silva', sort: 'Amount' }],
      ['reports/sales', 'listReportSales', { q: '2026-11-2' }],
      ['reports/pms', 'listReportPmsTransactions', { q: 'silva' }],
      ['reports/pms', 'listReportPmsTransactions', { q: 'reject' }],
      ['reports/pms', 'listReportPmsTransactions', { q: plan }],
      ['reports/cards', 'listReportCardTransactions', { q: 'a.silva' }],
      ['reports/cards', 'listReportCardTransactions', { q: '1@example' }],
      ['reports/cards', 'listReportCardTransactions', { q: 'visa' }],
      ['reports/loyalty', 'listReportLoyaltyActivity', { q: 'gold' }],
      ['reports/loyalty', 'listReportLoyaltyActivity', { q: 'redeem' }],
      ['reports/loyalty', 'listReportLoyaltyActivity', { q: 'maria' }],
      ['reports/sessions', 'listReportSessions', { q: session?.UserName ?? '' }],
      ['reports/sessions', 'listReportSessions', { q: (session?.Mac ?? '').toLowerCase() }],
      ['reports/sessions', 'listReportSessions', { q: orgWord.toUpperCase() }],
      ['reports/sessions', 'listReportSessions', { q: 'timeout' }],
    ];
    let found = 0;
    for (const [path, operationId, filters] of cases) {
      for (const ask of operationId === 'listReportSessions' ? [hours] : [week, hours]) {
        found += (await expectSamePages(path, operationId, { ...ask, ...filters })).TotalRows;
      }
    }
    expect(found).toBeGreaterThan(1000);
  }, 300_000);

  it('answers a user name over a provider’s month, more sessions than the slow way reads, as its weeks add up', async () => {
    const org = tree.root.number;
    const month = { orgNumber: org, from: '2026-10-27', to: '2026-11-25' };
    const sample = await counted('reports/sessions', { ...month, pageSize: '1' });
    // More than the million rows a text search reads: the user name is not answered by reading.
    expect(sample.TotalRows).toBeGreaterThan(1_000_000);
    const userName = sample.Rows[0].UserName;
    const answer = await counted('reports/sessions', { ...month, userName, pageSize: '1000' });
    const weeks = [
      ['2026-10-27', '2026-11-02'],
      ['2026-11-03', '2026-11-09'],
      ['2026-11-10', '2026-11-16'],
      ['2026-11-17', '2026-11-25'],
    ];
    const rows: Record<string, unknown>[] = [];
    let sessions = 0;
    for (const [from = '', to = ''] of weeks) {
      const slow = await scanned('listReportSessions', { orgNumber: org, from, to, userName });
      rows.unshift(...(slow.Rows as Record<string, unknown>[]));
      sessions += (slow.Totals as { Sessions: number }).Sessions;
    }
    expect(answer.TotalRows).toBe(rows.length);
    expect(answer.Totals.Sessions).toBe(sessions);
    expect(answer.Rows).toEqual(rows.slice(0, 1000));
  }, 120_000);

  it('sums the completed sales by group, seller, plan, day or org, filtered, as their rows add up', async () => {
    const asks: Record<string, string>[] = [week, lisbonHours];
    const cases: [string, string, Record<string, string>][] = [
      ['reports/sales/groups', 'group', {}],
      ['reports/sales/users', 'soldBy', { paymentType: 'cash' }],
      ['reports/sales/summary', 'plan', { paymentType: 'card', groupBy: 'plan' }],
      ['reports/sales/summary', 'day', { soldBy: 'online', status: 'failed', groupBy: 'day' }],
      ['reports/sales/summary', 'org', { group: 'Tour Group', groupBy: 'org' }],
      ['reports/sales/summary', 'plan', { q: 'silva', groupBy: 'plan' }],
      ['reports/sales/users', 'soldBy', { q: 'desk' }],
    ];
    for (const ask of asks) {
      for (const [path, groupBy, filters] of cases) {
        const { status: _ignored, groupBy: _by, ...rowFilters } = filters;
        const rows = (
          await scanned('listReportSales', { ...ask, ...rowFilters, status: 'completed' })
        ).Rows as {
          Time: string;
          OrgNumber: string;
          SoldBy: string;
          Plan: string;
          Group: string;
          Amount: number;
        }[];
        if (ask === asks[0]) expect(rows.length, JSON.stringify(filters)).toBeGreaterThan(0);
        const expected = new Map<string, { Count: number; Amount: number }>();
        for (const row of rows) {
          const key =
            groupBy === 'day'
              ? new Intl.DateTimeFormat('en-CA', { timeZone: ask.timeZone ?? 'UTC' }).format(
                  new Date(row.Time),
                )
              : groupBy === 'org'
                ? row.OrgNumber
                : groupBy === 'soldBy'
                  ? row.SoldBy
                  : groupBy === 'plan'
                    ? row.Plan
                    : row.Group;
          const sums = expected.get(key) ?? { Count: 0, Amount: 0 };
          sums.Count++;
          sums.Amount += Math.round(row.Amount * 100);
          expected.set(key, sums);
        }
        const answer = await counted(path, { ...ask, ...filters, pageSize: '1000' });
        const where = `${path} ${JSON.stringify({ ...ask, ...filters })}`;
        const got = new Map(
          answer.Rows.map((row: { Key: string; Count: number; Amount: number }) => [
            row.Key,
            { Count: row.Count, Amount: Math.round(row.Amount * 100) },
          ]),
        );
        expect(got, where).toEqual(expected);
        expect(answer.Totals.Count, where).toBe(rows.length);
      }
    }
  }, 120_000);

  it('answers 30 days the same after 7 of them were kept as before any was', async () => {
    const after = mocks();
    const fresh = mocks();
    const org = after.tree.root.number;
    const week = { orgNumber: org, from: '2026-11-19', to: '2026-11-25', pageSize: '20' };
    const month = { orgNumber: org, from: '2026-10-27', to: '2026-11-25', pageSize: '20' };
    for (const [path] of LISTS) {
      await after.counted(path, week);
      for (const page of ['1', '500']) {
        const kept = await after.counted(path, { ...month, page });
        const first = await fresh.counted(path, { ...month, page });
        expect(kept).toEqual(first);
      }
    }
  }, 120_000);

  it('counts again when the tree changes: a removed area’s rows leave the kept totals', async () => {
    const { state, tree: before, counted: list } = mocks();
    const site = before.orgs.find(
      (org) => org.type === 'Site' && before.childrenOf(org.number).length > 2,
    );
    const area = site && before.childrenOf(site.number)[0];
    const ask = { orgNumber: site?.number ?? '', from: '2026-11-20', to: '2026-11-24' };
    const all = await list('reports/sessions', ask);
    const alone = await list('reports/sessions', { ...ask, orgNumber: area?.number ?? '' });
    expect(alone.TotalRows).toBeGreaterThan(0);
    state.removeOrg('default', 1, area?.number ?? '');
    const after = await list('reports/sessions', ask);
    expect(after.TotalRows).toBe(all.TotalRows - alone.TotalRows);
  }, 120_000);

  it('pages an export through a provider’s day in order, each row once', async () => {
    const { tree: provider, counted: list, scanned: slowly } = mocks();
    const ask = { orgNumber: provider.root.number, from: '2026-11-24', to: '2026-11-24' };
    const slow = await slowly('listReportSales', ask);
    const ids: string[] = [];
    for (let page = 1; ids.length < slow.TotalRows; page++) {
      const answer = await list('reports/sales', { ...ask, pageSize: '1000', page: String(page) });
      expect(answer.Rows.length).toBeGreaterThan(0);
      ids.push(...answer.Rows.map((row: { Id: string }) => row.Id));
    }
    expect(ids).toEqual(slow.Rows.map((row) => (row as { Id: string }).Id));
  }, 120_000);
});
