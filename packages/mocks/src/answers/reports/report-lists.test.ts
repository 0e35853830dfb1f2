import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN, DEMO_SITE_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

// The promise of the report lists: their rows add up to the Overview's figures for the same org,
// range and zone, to the cent (docs/decisions/report-queries.md).

// Wednesday 25 November 2026, 15:20 UTC: the ranges below end "today" or before it.
const NOW = new Date('2026-11-25T15:20:00Z');
const state = new MockState();
const handlers = createHandlers({ scenario: 'default', state, now: () => NOW, slowMs: 0 });

async function call(
  path: string,
  query: Record<string, string>,
  operationId?: string,
  token = DEMO_ADMIN.token,
) {
  const url = `http://localhost/AdminApi/${path}?${new URLSearchParams(query)}`;
  const headers = { Authorization: `Bearer ${token}` };
  const response = await getResponse(handlers, new Request(url, { headers }));
  const body = JSON.parse((await response?.text()) ?? 'null');
  if (operationId && response?.status === 200) {
    expect(validateResponse(operationId, 200, body)).toEqual({ valid: true });
  }
  return { status: response?.status, body };
}

const tree = state.orgTree('default', 1);
const cents = (value: number) => Math.round(value * 100);

const provider = tree.root;
const grouping = tree.orgs.find(
  (org) => org.type === 'Grouping' && org.number !== provider.number && org.parentNumber,
);
const site = tree.orgs.find((org) => org.type === 'Site' && tree.childrenOf(org.number).length > 2);
// A guest rooms area: the others sell little, some nothing in a week.
const area = tree.orgs.find((org) => org.type === 'ServiceArea' && /guest rooms/i.test(org.name));

const RANGES = [
  { name: 'one day (today, so far)', from: '2026-11-25', to: '2026-11-25' },
  { name: '7 days', from: '2026-11-19', to: '2026-11-25' },
  { name: '30 days', from: '2026-10-27', to: '2026-11-25' },
  // Europe and North America put their clocks back in this range: a 25-hour day.
  { name: 'a range the clock changes in', from: '2026-10-24', to: '2026-11-02' },
];
const ZONES = ['UTC', 'America/New_York', 'Europe/Lisbon', 'Australia/Sydney'];

describe('the report lists agree with the Overview', () => {
  const orgs = [
    ['a provider', provider],
    ['a grouping', grouping],
    ['a site', site],
    ['a service area', area],
  ] as const;
  it.each(orgs)(
    'to the cent for %s, over every range and zone',
    async (_, org) => {
      expect(org).toBeDefined();
      if (!org) return;
      for (const range of RANGES) {
        // The provider's 30 days are checked in one zone: the others cover the zones.
        const zones = org === provider && range.name === '30 days' ? ['America/New_York'] : ZONES;
        for (const timeZone of zones) {
          const query = { orgNumber: org.number, from: range.from, to: range.to, timeZone };
          const where = `${org.number} ${range.name} ${timeZone}`;
          const summary = (await call('reports/summary', query)).body;
          const sales = (
            await call('reports/sales', { ...query, pageSize: '5' }, 'listReportSales')
          ).body;
          const bySummary = (
            await call(
              'reports/sales/summary',
              { ...query, groupBy: 'plan' },
              'getReportSalesSummary',
            )
          ).body;
          const sessions = (
            await call('reports/sessions', { ...query, pageSize: '5' }, 'listReportSessions')
          ).body;
          expect(sales.Currency, where).toBe(summary.Currency);
          expect(cents(sales.Totals.Amount), where).toBe(cents(summary.Current.Revenue));
          expect(cents(bySummary.Totals.Amount), where).toBe(cents(summary.Current.Revenue));
          expect(sessions.Totals.Sessions, where).toBe(summary.Current.Sessions);
          expect(sessions.TotalRows, where).toBe(summary.Current.Sessions);
          if (range.from !== range.to) expect(summary.Current.Revenue, where).toBeGreaterThan(0);
        }
      }
    },
    300_000,
  );

  // A chart point's hour opens the rows of that hour (fromHour = toHour = its hour, as the
  // Overview links it): their revenue, sessions and codes are the point's, to the cent.
  const HOUR_ASKS = [
    // A whole day, today so far and the day the clock goes back in New York (hour 1 twice).
    { day: '2026-11-24', zones: ['UTC', 'America/New_York', 'Australia/Sydney'] },
    { day: '2026-11-25', zones: ['Europe/Lisbon'] },
    { day: '2026-11-01', zones: ['America/New_York'] },
  ];
  it.each(orgs.slice(1))(
    'to the cent for %s, hour by hour',
    async (_, org) => {
      if (!org) return;
      for (const { day, zones } of HOUR_ASKS) {
        for (const timeZone of zones) {
          const query = { orgNumber: org.number, from: day, to: day, timeZone };
          const series = (await call('reports/timeseries', { ...query, granularity: 'hour' })).body;
          const hourOf = new Intl.DateTimeFormat('en-US', {
            timeZone,
            hour: 'numeric',
            hourCycle: 'h23',
          });
          // The points of each hour the clock shows (two on the night the clock goes back).
          const byHour = new Map<number, { cents: number; sessions: number; codes: number }>();
          for (const point of series.Points) {
            const hour = Number(hourOf.format(new Date(point.Start)));
            const sums = byHour.get(hour) ?? { cents: 0, sessions: 0, codes: 0 };
            for (const revenue of point.PlanRevenue) sums.cents += cents(revenue);
            sums.sessions += point.Sessions;
            sums.codes += point.CodesRedeemed;
            byHour.set(hour, sums);
          }
          expect(byHour.size).toBeGreaterThan(day === '2026-11-25' ? 10 : 22);
          let revenue = 0;
          for (const [hour, sums] of byHour) {
            const at = { ...query, fromHour: `${hour}`, toHour: `${hour}`, pageSize: '1' };
            const where = `${org.number} ${day} ${timeZone} ${hour}:00`;
            const sales = (await call('reports/sales', at)).body;
            const sessions = (await call('reports/sessions', at)).body;
            const codes = (
              await call('reports/sales', { ...at, paymentType: 'code', status: 'completed' })
            ).body;
            expect(cents(sales.Totals.Amount), where).toBe(sums.cents);
            expect(sessions.TotalRows, where).toBe(sums.sessions);
            expect(codes.TotalRows, where).toBe(sums.codes);
            revenue += sums.cents;
          }
          const summary = (await call('reports/summary', query)).body;
          expect(revenue).toBe(cents(summary.Current.Revenue));
        }
      }
    },
    300_000,
  );

  it('counts as codes redeemed the completed sales paid with a code', async () => {
    for (const org of [site, area]) {
      if (!org) continue;
      const query = { orgNumber: org.number, from: '2026-11-19', to: '2026-11-25' };
      const summary = (await call('reports/summary', query)).body;
      const byType = (await call('reports/sales/summary', { ...query, groupBy: 'paymentType' }))
        .body;
      const codes = byType.Rows.find((row: { Key: string }) => row.Key === 'code');
      expect(codes?.Count ?? 0).toBe(summary.Current.CodesRedeemed);
    }
  });
});

describe('a report list', () => {
  const query = site
    ? { orgNumber: site.number, from: '2026-11-19', to: '2026-11-25', timeZone: 'America/Chicago' }
    : { orgNumber: '', from: '', to: '', timeZone: 'UTC' };

  it('pages through the whole result in time order, each row once, the totals of all of them', async () => {
    const first = (await call('reports/sales', { ...query, pageSize: '1000' })).body;
    const rows = [...first.Rows];
    for (let page = 2; (page - 1) * 1000 < first.TotalRows; page++) {
      rows.push(
        ...(await call('reports/sales', { ...query, pageSize: '1000', page: `${page}` })).body.Rows,
      );
    }
    expect(rows).toHaveLength(first.TotalRows);
    expect(new Set(rows.map((row) => row.Id)).size).toBe(rows.length);
    const times = rows.map((row) => Date.parse(row.Time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const completed = rows.filter((row) => row.Status === 'completed');
    expect(completed.reduce((sum, row) => sum + cents(row.Amount), 0)).toBe(
      cents(first.Totals.Amount),
    );
    expect(completed).toHaveLength(first.Totals.Count);
    expect(rows.some((row) => row.Status !== 'completed')).toBe(true);
  });

  it('filters and sorts on the server, with the totals of the filtered rows', async () => {
    const pms = (
      await call('reports/sales', {
        ...query,
        paymentType: 'pms',
        sort: 'Amount',
        order: 'asc',
        pageSize: '1000',
      })
    ).body;
    expect(pms.Rows.length).toBeGreaterThan(0);
    expect(pms.Rows.every((row: { PaymentType: string }) => row.PaymentType === 'pms')).toBe(true);
    const amounts = pms.Rows.map((row: { Amount: number }) => row.Amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const transactions = (await call('reports/pms', query, 'listReportPmsTransactions')).body;
    expect(transactions.TotalRows, JSON.stringify(transactions)).toBe(pms.TotalRows);
    expect(cents(transactions.Totals.Amount)).toBe(cents(pms.Totals.Amount));
    const cards = (await call('reports/cards', query, 'listReportCardTransactions')).body;
    const cardSales = (
      await call('reports/sales', { ...query, paymentType: 'card', status: 'completed' })
    ).body;
    expect(cents(cards.Totals.Total)).toBe(cents(cardSales.Totals.Amount));
  });

  it('refuses a text search or another sort over more than a million rows, saying what to narrow', async () => {
    // The provider's 30 days: about 1.4 million sessions.
    const month = { orgNumber: provider.number, from: '2026-10-27', to: '2026-11-25' };
    // A date is in the rows' times and ids only: the rows must be read.
    const searched = await call('reports/sessions', { ...month, q: '2026-11-2' });
    expect(searched.status).toBe(400);
    expect(searched.body.Message).toBe(
      'The request is invalid: more than 1,000,000 rows to search through; narrow the range or the org.',
    );
    const sorted = await call('reports/sessions', { ...month, sort: 'BytesIn' });
    expect(sorted.status).toBe(400);
    expect(sorted.body.Message).toBe(
      'The request is invalid: more than 1,000,000 rows to sort by BytesIn; sort by time, or narrow the range, the org or the filters.',
    );
    // Narrowed to a day, both are answered.
    const day = { ...month, from: '2026-11-24', to: '2026-11-24', pageSize: '3' };
    const answered = await call('reports/sessions', { ...day, q: '2026-11-2', sort: 'BytesIn' });
    expect(answered.status).toBe(200);
    expect(answered.body.Rows.length).toBeGreaterThan(0);
    // A name is in the guests' user names, whose sessions are found without reading the others.
    const named = await call('reports/sessions', { ...month, q: 'maria', sort: 'BytesIn' });
    expect(named.status).toBe(200);
    expect(named.body.TotalRows).toBeGreaterThan(1000);
    for (const row of named.body.Rows) expect(row.UserName).toMatch(/^maria\./);
    // The closed sessions are the month's but the open ones, counted without reading them.
    const every = (await call('reports/sessions', month)).body;
    const open = (await call('reports/sessions', { ...month, online: 'true' })).body;
    const closed = await call('reports/sessions', { ...month, online: 'false' });
    expect(closed.status).toBe(200);
    expect(open.TotalRows).toBeGreaterThan(0);
    expect(closed.body.TotalRows).toBe(every.TotalRows - open.TotalRows);
    expect(closed.body.Totals.SessionTime).toBe(every.Totals.SessionTime - open.Totals.SessionTime);
  }, 60_000);

  it('narrows to one hour of one day with fromHour and toHour', async () => {
    const hour = { ...query, from: '2026-11-24', to: '2026-11-24', fromHour: '19', toHour: '19' };
    const answer = (await call('reports/sessions', { ...hour, pageSize: '1000' })).body;
    expect(answer.TotalRows).toBeGreaterThan(0);
    for (const row of answer.Rows) {
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date(row.Start));
      expect(local).toBe('19');
    }
  });

  it('keeps to the org’s own leaves with thisOrgOnly', async () => {
    if (!grouping) return;
    const whole = { orgNumber: grouping.number, from: '2026-11-24', to: '2026-11-24' };
    const all = (await call('reports/sales', whole)).body;
    const own = (await call('reports/sales', { ...whole, thisOrgOnly: 'true' })).body;
    expect(own.Totals.Amount).toBeLessThanOrEqual(all.Totals.Amount);
    const orgs = new Set(own.Rows.map((row: { OrgNumber: string }) => row.OrgNumber));
    for (const number of orgs) {
      const org = tree.byNumber.get(number as string);
      const parent = org?.parentNumber ? tree.byNumber.get(org.parentNumber) : undefined;
      expect([org?.parentNumber, parent?.parentNumber]).toContain(grouping.number);
    }
  });

  it('refuses an org outside the caller’s reach', async () => {
    const outside = tree.orgs.find(
      (org) => !org.path.some((entry) => entry.number === DEMO_SITE_ADMIN.member.OwnerOrg),
    );
    const answer = await call(
      'reports/sales',
      { orgNumber: outside?.number ?? '', from: '2026-11-24', to: '2026-11-24' },
      undefined,
      DEMO_SITE_ADMIN.token,
    );
    expect(answer.status).toBe(403);
  });
});

describe('the guest accounts', () => {
  it('finds the guests the reports name, with their sessions and payments', async () => {
    if (!site) return;
    const query = { orgNumber: site.number, from: '2026-11-24', to: '2026-11-24' };
    const sale = (await call('reports/sales', { ...query, status: 'completed' })).body.Rows[0];
    expect(sale).toBeDefined();
    const byAccount = (
      await call(
        'guest-accounts',
        { orgNumber: site.number, q: sale.Account, field: 'account' },
        'findGuestAccounts',
      )
    ).body;
    expect(byAccount.Rows.map((row: { Account: string }) => row.Account)).toContain(sale.Account);
    const account = (
      await call(`guest-accounts/${sale.Account}`, { orgNumber: site.number }, 'getGuestAccount')
    ).body;
    expect(account.RecentPayments.map((row: { Id: string }) => row.Id)).toContain(sale.Id);
    const byName = (
      await call(
        'guest-accounts',
        { orgNumber: site.number, q: account.Name, field: 'name' },
        'findGuestAccounts',
      )
    ).body;
    expect(byName.Rows.map((row: { Account: string }) => row.Account)).toContain(sale.Account);
    const elsewhere = tree.orgs.find((org) => org.type === 'Site' && org.number !== site.number);
    const hidden = await call(`guest-accounts/${sale.Account}`, {
      orgNumber: elsewhere?.number ?? '',
    });
    expect(hidden.status).toBe(404);
  });
});
