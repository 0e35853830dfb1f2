import { DEMO_ADMIN, MockState } from '@guestnet/mocks';
import { startMockServer } from '@guestnet/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledContract } from '../src/run/contract-source.js';
import { AGREEMENT_MAX_CALLS, AGREEMENT_OPERATIONS } from '../src/run/report-agreement.js';
import { type RunOptions, runContract } from '../src/run/run-contract.js';
import { formatRunTable } from '../src/run/run-report.js';
import { CENT_ORG, FOREIGN_ORG, type ReportFault, startWrongReports } from './wrong-reports.js';

// One clock for the mocks and the runner: the ranges, and the rows behind them, never move.
const NOW = new Date('2026-11-27T14:00:00Z');

let mock: Awaited<ReturnType<typeof startMockServer>>;
let wrong: Awaited<ReturnType<typeof startWrongReports>>;

beforeAll(async () => {
  mock = await startMockServer({ port: 0, log: false, state: new MockState(), now: () => NOW });
  wrong = await startWrongReports(mock.url);
});
afterAll(async () => {
  await wrong.close();
  await mock.close();
});

async function run(fault: ReportFault | undefined, options: Partial<RunOptions> = {}) {
  wrong.fault = fault;
  wrong.calls.length = 0;
  const result = await runContract({
    baseUrl: wrong.url,
    source: bundledContract(),
    username: DEMO_ADMIN.username,
    password: DEMO_ADMIN.password,
    only: [...AGREEMENT_OPERATIONS],
    now: () => NOW,
    ...options,
  });
  const out = formatRunTable(result);
  const failures = out.split('\n').filter((line) => /^ {2}\w+ [a-z-]+\/[a-z-]+: /.test(line));
  return { result, out, failures };
}

const agreementChecks = (result: Awaited<ReturnType<typeof runContract>>, id: string) =>
  result.operations
    .find((r) => r.operation.operationId === id)
    ?.checks.filter((c) => c.check === 'agreement') ?? [];

describe('the agreement of the reports with the Overview', { timeout: 120_000 }, () => {
  it('passes our mock server: the top org and one org of each type agree over three ranges', async () => {
    const { result, out } = await run(undefined);
    const section = out.slice(out.indexOf('Agreement of the reports with the Overview:'));
    const orgLines = section.split('\n').filter((line) => /^ {2}GN-/.test(line));
    expect(orgLines.map((line) => /\((\w+),/.exec(line)?.[1])).toEqual([
      'ServiceProvider',
      'Grouping',
      'Site',
      'ServiceArea',
    ]);
    for (const line of orgLines)
      expect(line).toMatch(
        /: 1 day: agree; 7 days: agree; 7 days across the clock change of 2026-1\d-\d\d: agree$/,
      );
    const calls = Number(/ {2}(\d+) calls \(at most (\d+)\)/.exec(section)?.[1]);
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(AGREEMENT_MAX_CALLS);
    // Every figure was compared, and every comparison is a passed check of its report.
    expect(agreementChecks(result, 'listReportSessions')).toHaveLength(12);
    expect(agreementChecks(result, 'getReportSalesSummary').length).toBeGreaterThanOrEqual(24);
    expect(agreementChecks(result, 'listReportSales').length).toBeGreaterThan(12);
    expect(result.passed).toBe(true);
  });

  it('fails a backend whose sales total is a cent off, naming the org, the range, both figures and both calls', async () => {
    const { result, out, failures } = await run('cent-on-sales-total', { org: CENT_ORG });
    const overview = (await (
      await fetch(
        `${mock.url}/AdminApi/reports/summary?orgNumber=${CENT_ORG}&from=2026-11-26&to=2026-11-26&timeZone=Europe/London`,
        { headers: { Authorization: `Bearer ${DEMO_ADMIN.token}` } },
      )
    ).json()) as { Current: { Revenue: number }; Currency: string };
    const usd = (n: number) =>
      `${overview.Currency} ${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const revenue = overview.Current.Revenue;
    expect(failures).toEqual([
      `  listReportSales agreement/agreement: ${CENT_ORG} (Site), 1 day 2026-11-26 in Europe/London: the Overview's Revenue is ${usd(revenue)}, the sales' total is ${usd(revenue + 0.01)}`,
    ]);
    // The two calls, as curl lines with the token masked.
    const lines = out.split('\n');
    const at = lines.findIndex((line) => line.includes('agreement/agreement'));
    const [overviewCurl, salesCurl] = lines.slice(at + 1, at + 3);
    expect(overviewCurl).toMatch(
      /^ {4}curl -i -X GET '.*\/AdminApi\/reports\/summary\?orgNumber=GN-1042&from=2026-11-26&to=2026-11-26&timeZone=Europe%2FLondon' .*-H 'Authorization: Bearer \*\*\*\*'/,
    );
    expect(salesCurl).toMatch(
      /^ {4}curl -i -X GET '.*\/AdminApi\/reports\/sales\?orgNumber=GN-1042&/,
    );
    expect(out).not.toContain(DEMO_ADMIN.token);
    expect(out).toMatch(/GN-1042 .*\(Site, Europe\/London\): 1 day: DISAGREE; 7 days: agree;/);
    expect(result.passed).toBe(false);
  });

  it('skips, and never passes, the comparison with a report the backend does not offer', async () => {
    const { result, out } = await run('no-sales-summary', { org: CENT_ORG });
    expect(out).toContain(
      '  skipped: getReportSalesSummary answered 404: the backend does not offer it',
    );
    expect(agreementChecks(result, 'getReportSalesSummary')).toEqual([]);
    expect(out).toMatch(
      /getReportSalesSummary .*agreement with the Overview skipped: getReportSalesSummary answered 404/,
    );
    // The other reports are still compared, and the missing one fails its own positive call.
    expect(agreementChecks(result, 'listReportSessions').every((c) => c.passed)).toBe(true);
    expect(out).toContain('getReportSalesSummary positive/status: expected 200, got 404');
    expect(result.passed).toBe(false);
  });
});

describe('the tenancy of the reports and Find Accounts', { timeout: 120_000 }, () => {
  const identities = [
    { name: 'site', username: 'site.admin', password: 'demo' },
    { name: 'limited', username: 'limited.admin', password: 'demo' },
  ];
  const only = ['listReportSales', 'getGuestAccount'];

  it('asks another tenant’s reports and accounts, and our mock server refuses them', async () => {
    const { result, out } = await run(undefined, { only, identities, username: 'site.admin' });
    expect(out).toMatch(/ {2}site \(owner GN-1042\): \d+ calls and read-backs, 0 failed/);
    // A guest account of the sibling site, asked for through the site's own org.
    expect(wrong.calls).toContainEqual(
      expect.stringMatching(
        /^site\.admin GET \/AdminApi\/guest-accounts\/1046-[\d-]+\?orgNumber=GN-1042$/,
      ),
    );
    expect(result.passed).toBe(true);
  });

  it('catches a backend that answers one tenant’s admin with another tenant’s reports and accounts', async () => {
    const { failures } = await run('reports-ignore-tenancy', {
      only,
      identities,
      username: 'site.admin',
    });
    expect(failures).toContain(
      '  listReportSales isolation/status: site on GN-1046 (sibling): expected 403 or 404, got 200',
    );
    expect(failures).toContainEqual(
      expect.stringMatching(
        /^ {2}getGuestAccount isolation\/status: site on GN-1042 asking for GN-1046's record 1046-[\d-]+: expected 403 or 404, got 200$/,
      ),
    );
  });

  it('catches a report and a search that leak another tenant’s rows', async () => {
    const { failures } = await run('rows-of-another-tenant', {
      only: ['listReportSales', 'findGuestAccounts'],
    });
    expect(failures).toEqual([
      `  listReportSales positive/org-scope: asked for GN-1042, the answer holds records of ${FOREIGN_ORG}`,
      `  findGuestAccounts positive/org-scope: asked for GN-1042, the answer holds records of ${FOREIGN_ORG}`,
    ]);
  });
});
