import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ADMIN, identityOfToken } from '@guestnet/mocks';

/** What the backend in front of the mocks gets wrong about its reports. */
export type ReportFault =
  /** The sales list's total of one site over one day is a cent more than its sales. */
  | 'cent-on-sales-total'
  /** The backend has no Revenue Summary (404 for `getReportSalesSummary`). */
  | 'no-sales-summary'
  /** The sales list and Find Accounts append a row of another tenant's org. */
  | 'rows-of-another-tenant'
  /** Reports and guest accounts are answered whoever asks, for any org. */
  | 'reports-ignore-tenancy';

/** The site whose one-day sales total gets the extra cent (the specs' example site). */
export const CENT_ORG = 'GN-1042';
/** An org of another tenant (another provider's service area) whose rows a leaking answer adds. */
export const FOREIGN_ORG = 'GN-1097-1';

const isReport = (path: string) =>
  path.startsWith('/AdminApi/reports/') || path.startsWith('/AdminApi/guest-accounts');

/**
 * A backend in front of our mock server that passes every call through, except that its reports
 * have the fault set with `fault` (none at first). Every call is logged as `user METHOD url`.
 *
 * @example
 * const wrong = await startWrongReports(mock.url);
 * wrong.fault = 'cent-on-sales-total';
 */
export async function startWrongReports(target: string) {
  const state = {
    url: '',
    fault: undefined as ReportFault | undefined,
    calls: [] as string[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', target);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
        headers.set(name, value);
    }
    const token = headers.get('authorization')?.replace(/^Bearer /, '');
    state.calls.push(`${identityOfToken(token)?.username ?? '-'} ${req.method} ${req.url}`);
    const fault = state.fault;
    if (fault === 'no-sales-summary' && url.pathname === '/AdminApi/reports/sales/summary') {
      res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ Message: 'Not found.' }));
      return;
    }
    if (fault === 'reports-ignore-tenancy' && isReport(url.pathname) && token) {
      headers.set('authorization', `Bearer ${DEMO_ADMIN.token}`);
      // An account is found wherever it is, not only under the org asked.
      if (/^\/AdminApi\/guest-accounts\/[^/]+$/.test(url.pathname))
        url.searchParams.set('orgNumber', 'GN-1000');
    }
    const answer = await fetch(url, {
      method: req.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      redirect: 'manual',
    }).catch(() => undefined);
    if (!answer) {
      // The mock server closed under a call still on its way: the run has ended.
      res.writeHead(502).end();
      return;
    }
    let text = await answer.text();
    if (answer.status === 200 && isReport(url.pathname)) {
      const body = JSON.parse(text) as Record<string, unknown> & {
        Rows?: Record<string, unknown>[];
        Totals?: { Amount: number };
      };
      const org = url.searchParams.get('orgNumber');
      if (
        fault === 'cent-on-sales-total' &&
        url.pathname === '/AdminApi/reports/sales' &&
        org === CENT_ORG &&
        url.searchParams.get('from') === url.searchParams.get('to') &&
        body.Totals
      )
        body.Totals.Amount = Math.round(body.Totals.Amount * 100 + 1) / 100;
      if (
        fault === 'rows-of-another-tenant' &&
        ['/AdminApi/reports/sales', '/AdminApi/guest-accounts'].includes(url.pathname) &&
        body.Rows?.[0]
      )
        body.Rows.push({ ...body.Rows[0], OrgNumber: FOREIGN_ORG });
      text = JSON.stringify(body);
    }
    const out: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const value = answer.headers.get(name);
      if (value) out[name] = value;
    }
    res.writeHead(answer.status, out);
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
