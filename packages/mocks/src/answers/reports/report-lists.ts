import type { AdminApiComponents } from '@guestnet/sdk';
import type { MockContext } from '../../mock-route.js';
import { isUnder } from '../../tenancy.js';
import { json } from '../operation-failures.js';
import { asked } from './report-answers.js';
import { isoDay } from './report-rollup.js';

type Schemas = AdminApiComponents['schemas'];

// The report lists and the guest account search: docs/decisions/report-queries.md

const SALES_SUMMARIES: Record<string, Schemas['ReportSalesSummary']['GroupBy'] | undefined> = {
  getReportGroupSales: 'group',
  getReportUserSales: 'soldBy',
};

const LISTS = new Set([
  'listReportSales',
  'getReportSalesSummary',
  'getReportGroupSales',
  'getReportUserSales',
  'listReportPmsTransactions',
  'listReportCardTransactions',
  'listReportSessions',
  'listReportLoyaltyActivity',
]);

/** The page a list call asks for: `page` from 1, `pageSize` 1 to 1000 (default 50). */
function paging(query: URLSearchParams) {
  return {
    Page: Math.max(1, Number(query.get('page') ?? 1) || 1),
    PageSize: Math.min(1000, Math.max(1, Number(query.get('pageSize') ?? 50) || 50)),
  };
}

/**
 * The leaf org and guest serial a demo account number names: `1042-3-318` is guest 318 of
 * GN-1042-3.
 */
export function parseAccount(account: string): { orgNumber: string; serial: number } | undefined {
  const match = /^(\d+(?:-\d+)?)-(\d+)$/.exec(account);
  if (!match) return undefined;
  return { orgNumber: `GN-${match[1]}`, serial: Number(match[2]) };
}

function guestAccountAnswer(context: MockContext, query: URLSearchParams): Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const asked = tree.byNumber.get(query.get('orgNumber') ?? '');
  const account = parseAccount(context.params.account ?? '');
  const org = account && tree.byNumber.get(account.orgNumber);
  if (!asked || !account || !org || context.scenario === 'empty' || !isUnder(org, asked.number)) {
    return json(404, { Message: 'Not found.' });
  }
  return json<Schemas['GuestAccountDetail']>(200, {
    Account: context.params.account ?? '',
    Name: `Guest ${account.serial}`,
    Email: '',
    Room: '',
    OrgNumber: org.number,
    OrgName: org.name,
    Status: 'active',
    Created: '2026-01-01T00:00:00Z',
    LastSeen: null,
    Plan: '',
    AccessCode: '',
    Macs: [],
    Currency: 'USD',
    RecentSessions: [],
    RecentPayments: [],
  });
}

/**
 * The report lists (`listReportSales` and the other `listReport…`, the sales summaries) and the
 * guest account search (`findGuestAccounts`, `getGuestAccount`); `undefined` for other
 * operations.
 */
export async function reportListAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<Response | undefined> {
  if (operationId === 'getGuestAccount') return guestAccountAnswer(context, query);
  if (operationId === 'findGuestAccounts') {
    const tree = context.state.orgTree(context.scenario, context.seed);
    const org = tree.byNumber.get(query.get('orgNumber') ?? '');
    if (!org) return json(404, { Message: 'Not found.' });
    return json<Schemas['AccountSearch']>(200, {
      OrgNumber: org.number,
      Q: query.get('q') ?? '',
      Field: (query.get('field') as Schemas['AccountSearch']['Field'] | null) ?? 'any',
      ...paging(query),
      TotalRows: 0,
      Totals: { Count: 0 },
      Rows: [],
    });
  }
  if (!LISTS.has(operationId)) return undefined;
  const range = asked(context, query);
  if (range instanceof Response) return range;
  const base = {
    OrgNumber: range.org.number,
    From: isoDay(range.firstDay),
    To: isoDay(range.lastDay),
    TimeZone: range.clock.timeZone,
    ...paging(query),
    TotalRows: 0,
    Rows: [],
  };
  const money = { Currency: range.currency };
  const sales = { Count: 0, Amount: 0, Fee: 0, Tax: 0, Net: 0 };
  switch (operationId) {
    case 'listReportSales':
      return json<Schemas['ReportSales']>(200, { ...base, ...money, Totals: sales });
    case 'listReportPmsTransactions':
      return json<Schemas['ReportPmsTransactions']>(200, {
        ...base,
        ...money,
        Totals: { Count: 0, Amount: 0, Rejected: 0 },
      });
    case 'listReportCardTransactions':
      return json<Schemas['ReportCardTransactions']>(200, {
        ...base,
        ...money,
        Totals: { Count: 0, Total: 0, Fee: 0, Tax: 0 },
      });
    case 'listReportSessions':
      return json<Schemas['ReportSessions']>(200, {
        ...base,
        Totals: { Sessions: 0, SessionTime: 0, BytesIn: 0, BytesOut: 0, UniqueDevices: 0 },
      });
    case 'listReportLoyaltyActivity':
      return json<Schemas['ReportLoyaltyActivity']>(200, {
        ...base,
        Totals: { Count: 0, Matched: 0, NotFound: 0, Errors: 0 },
      });
    default: {
      const groupBy =
        SALES_SUMMARIES[operationId] ??
        ((query.get('groupBy') ?? 'day') as Schemas['ReportSalesSummary']['GroupBy']);
      return json<Schemas['ReportSalesSummary']>(200, {
        ...base,
        ...money,
        GroupBy: groupBy,
        Totals: sales,
      });
    }
  }
}
