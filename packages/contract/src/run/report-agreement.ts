import { isObject } from '@guestnet/sdk/spec';
import { agreementRanges, knownZone } from './agreement-ranges.js';
import { type ApiResponse, NoAnswerError } from './api-call.js';
import type { ContractSession } from './contract-session.js';
import type { ContractOperation } from './contract-source.js';
import type { RequestVariant } from './request-builder.js';

/**
 * The operations the agreement check compares: the Overview's figures and the three reports that
 * explain them. It runs when a run's selection holds all four (docs/decisions/contract-runner-agreement.md).
 */
export const AGREEMENT_OPERATIONS = [
  'getReportSummary',
  'getReportSalesSummary',
  'listReportSales',
  'listReportSessions',
] as const;

/** Org tree reads spent finding one org of each type under the top one. */
export const AGREEMENT_TREE_READS = 6;
/** The orgs compared at most: the top org and one of each other type. */
export const AGREEMENT_ORGS = 4;
/** The ranges compared per org. */
export const AGREEMENT_RANGES = 3;

/**
 * The most calls the agreement check makes: the roots, {@link AGREEMENT_TREE_READS} tree reads,
 * then per org its details (its time zone) and per range the four operations: 1 + 6 + 4 × (1 + 3 × 4) = 59.
 */
export const AGREEMENT_MAX_CALLS =
  1 + AGREEMENT_TREE_READS + AGREEMENT_ORGS * (1 + AGREEMENT_RANGES * AGREEMENT_OPERATIONS.length);

/** The largest page a report list answers: a result that fits in one is summed row by row. */
const FULL_PAGE = 1000;

type AgreementOp = (typeof AGREEMENT_OPERATIONS)[number];

interface Org {
  number: string;
  name: string;
  type: string;
}

interface Answer {
  json: Record<string, unknown>;
  curl: string;
}

const cents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : undefined);
const money = (value: number, currency: unknown) =>
  `${typeof currency === 'string' ? `${currency} ` : ''}${(value / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
const count = (value: number) => value.toLocaleString('en-US');
const numberAt = (body: Record<string, unknown>, ...path: string[]) => {
  let node: unknown = body;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return typeof node === 'number' ? node : undefined;
};

// Why an answer means the operation is not there to compare (a backend that does not offer the
// report, or a role that may not read it), or undefined.
function absence(response: ApiResponse): string | undefined {
  if (response.status === 404 || response.status === 501)
    return `answered ${response.status}: the backend does not offer it`;
  if (response.status === 403) return 'answered 403: the signed-in role may not read it';
  return undefined;
}

/**
 * The agreement check: for the top org and one org of each other type under it, over yesterday,
 * the 7 days to yesterday and 7 days across a clock change of the org's zone, the Overview's
 * Revenue (`getReportSummary`) must equal, to the cent, Revenue Summary's total and the sum of
 * its days (`getReportSalesSummary` by day), the sales' total (`listReportSales`, and the sum of
 * its completed rows when they fit in one page), and its Sessions the sessions report's total
 * (`listReportSessions`). Reads only, at most {@link AGREEMENT_MAX_CALLS} calls. A disagreement
 * is a failed `agreement` check of the report, naming the org, the range, both figures and both
 * calls; a report the backend does not offer (404, 501) or the role may not read (403) is
 * skipped with the reason, never passed. Returns the lines of the report's agreement summary.
 *
 * @example
 * const lines = await runReportAgreement(session, { now: new Date() });
 */
export async function runReportAgreement(
  session: ContractSession,
  options: { now: Date; org?: string | undefined },
): Promise<string[]> {
  const all = session.context.source.operations;
  const byId = (id: string) => all.find((op) => op.operationId === id);
  const ops = Object.fromEntries(AGREEMENT_OPERATIONS.map((id) => [id, byId(id)])) as Record<
    AgreementOp,
    ContractOperation
  >;
  const lines: string[] = [];
  const skipped = new Map<AgreementOp, string>();
  let calls = 0;

  // One call, unchecked (the positive calls check each answer); a JSON object, or why not.
  const read = async (
    op: ContractOperation,
    variant: RequestVariant,
  ): Promise<Answer | { failure: string; curl?: string; absent?: string }> => {
    calls++;
    try {
      const { response, curl } = await session.send(op, variant);
      const absent = absence(response);
      if (absent) return { failure: `${op.operationId} ${absent}`, curl, absent };
      if (response.status >= 300 || !isObject(response.json))
        return { failure: `${op.operationId} answered ${response.status}`, curl };
      if (typeof response.json.Error === 'string' && response.json.Error)
        return { failure: `${op.operationId} answered Error: ${response.json.Error}`, curl };
      return { json: response.json, curl };
    } catch (error) {
      if (error instanceof NoAnswerError) return { failure: error.message };
      throw error;
    }
  };

  // The orgs: the top one (`--org`, else the first root) and the first of each other type found
  // going down the tree, first children first.
  const orgs: Org[] = [];
  const asOrg = (node: unknown): Org | undefined =>
    isObject(node) && typeof node.number === 'string' && typeof node.type === 'string'
      ? { number: node.number, name: String(node.name ?? ''), type: node.type }
      : undefined;
  const treeOp = byId('getOrgTreeNode');
  const rootsOp = byId('listOrgTree');
  const treeRead = async (org: string) => {
    if (!treeOp?.orgScope?.name) return undefined;
    const answer = await read(treeOp, { params: { [treeOp.orgScope.name]: org } });
    return 'json' in answer ? answer.json : undefined;
  };
  let topNumber = options.org;
  if (!topNumber && rootsOp) {
    calls++;
    try {
      const { response } = await session.send(rootsOp, {});
      const roots = Array.isArray(response.json) ? response.json : [];
      topNumber = asOrg(roots[0])?.number;
    } catch (error) {
      if (!(error instanceof NoAnswerError)) throw error;
    }
  }
  if (!topNumber)
    return [
      '  skipped: no org to compare (give --org, or a backend whose listOrgTree answers its roots)',
    ];
  let node = await treeRead(topNumber);
  let treeReads = 1;
  const topOrg = asOrg(node) ?? { number: topNumber, name: '', type: 'org' };
  orgs.push(topOrg);
  const seenTypes = new Set([topOrg.type]);
  while (node && orgs.length < AGREEMENT_ORGS && treeReads < AGREEMENT_TREE_READS) {
    const children = (Array.isArray(node.children) ? node.children : [])
      .map((child) => ({ child, org: asOrg(child) }))
      .filter((c): c is { child: Record<string, unknown>; org: Org } => !!c.org);
    for (const { org } of children) {
      if (orgs.length < AGREEMENT_ORGS && !seenTypes.has(org.type)) {
        orgs.push(org);
        seenTypes.add(org.type);
      }
    }
    const next = children.find(({ child }) => child.hasChildren !== false);
    if (!next) break;
    node = await treeRead(next.org.number);
    treeReads++;
  }

  const getOrg = byId('getOrg');
  compared: for (const org of orgs) {
    let zone = 'UTC';
    let zoneNote = ': its own zone could not be read';
    if (getOrg) {
      const details = await read(getOrg, { payload: { OrgNumber: org.number } });
      const named = 'json' in details ? details.json.TimeZone : undefined;
      if (typeof named === 'string' && knownZone(named)) {
        zone = named;
        zoneNote = '';
      }
    }
    const verdicts: string[] = [];
    const ranges = agreementRanges(zone, options.now);
    for (const range of ranges) {
      const where = `${org.number} (${org.type}), ${range.name} ${range.from === range.to ? range.from : `${range.from}..${range.to}`} in ${range.timeZone}`;
      const params = {
        orgNumber: org.number,
        from: range.from,
        to: range.to,
        timeZone: range.timeZone,
      };
      const overview = await read(ops.getReportSummary, { params });
      if (!('json' in overview)) {
        if (overview.absent) {
          skipped.set('getReportSummary', overview.failure);
          session.note(
            ops.getReportSummary,
            `agreement with the reports skipped: ${overview.failure}`,
          );
          break compared;
        }
        fail('getReportSummary', `${where}: cannot compare, ${overview.failure}`, overview.curl);
        verdicts.push(`${range.name}: no Overview`);
        continue;
      }
      const revenue = cents(numberAt(overview.json, 'Current', 'Revenue'));
      const sessions = numberAt(overview.json, 'Current', 'Sessions');
      const currency = overview.json.Currency;
      let agrees = true;
      const compare = (
        op: AgreementOp,
        answer: Answer,
        what: string,
        figure: number | undefined,
        overviewFigure: number | undefined,
        overviewName: string,
        show: (n: number) => string,
      ) => {
        const curl = `${overview.curl}\n    ${answer.curl}`;
        if (figure === undefined || overviewFigure === undefined) {
          agrees = false;
          return fail(op, `${where}: cannot compare, ${what} or ${overviewName} is missing`, curl);
        }
        if (figure === overviewFigure) {
          session.record(ops[op], {
            call: 'agreement',
            check: 'agreement',
            passed: true,
            message: `${where}: ${what} is ${overviewName}, ${show(figure)}`,
          });
          return;
        }
        agrees = false;
        fail(
          op,
          `${where}: ${overviewName} is ${show(overviewFigure)}, ${what} is ${show(figure)}`,
          curl,
        );
      };
      const asMoney = (n: number) => money(n, currency);
      const reportParams = (op: AgreementOp, extra: Record<string, string>) => ({
        params: { ...params, ...extra },
        op,
      });
      for (const { op, params: query } of [
        reportParams('getReportSalesSummary', { groupBy: 'day', pageSize: String(FULL_PAGE) }),
        reportParams('listReportSales', { pageSize: String(FULL_PAGE) }),
        reportParams('listReportSessions', { pageSize: '1' }),
      ]) {
        if (skipped.has(op)) continue;
        const answer = await read(ops[op], { params: query });
        if (!('json' in answer)) {
          if (answer.absent) {
            skipped.set(op, answer.failure);
            session.note(ops[op], `agreement with the Overview skipped: ${answer.failure}`);
          } else {
            agrees = false;
            fail(op, `${where}: cannot compare, ${answer.failure}`, answer.curl);
          }
          continue;
        }
        const json = answer.json;
        const rows = (Array.isArray(json.Rows) ? json.Rows : []).filter(isObject);
        const whole = json.TotalRows === rows.length;
        if (op === 'getReportSalesSummary') {
          const total = cents(numberAt(json, 'Totals', 'Amount'));
          compare(
            op,
            answer,
            "Revenue Summary's total",
            total,
            revenue,
            "the Overview's Revenue",
            asMoney,
          );
          if (whole) {
            const days = rows.reduce((sum, row) => sum + (cents(row.Amount) ?? 0), 0);
            compare(
              op,
              answer,
              `the sum of Revenue Summary's ${rows.length} days`,
              days,
              revenue,
              "the Overview's Revenue",
              asMoney,
            );
          }
        } else if (op === 'listReportSales') {
          const total = cents(numberAt(json, 'Totals', 'Amount'));
          compare(
            op,
            answer,
            "the sales' total",
            total,
            revenue,
            "the Overview's Revenue",
            asMoney,
          );
          if (whole) {
            const completed = rows.filter((row) => row.Status === 'completed');
            const sum = completed.reduce((s, row) => s + (cents(row.Amount) ?? 0), 0);
            compare(
              op,
              answer,
              `the sum of the ${count(completed.length)} completed sales`,
              sum,
              revenue,
              "the Overview's Revenue",
              asMoney,
            );
          }
        } else {
          const total = numberAt(json, 'Totals', 'Sessions');
          compare(
            op,
            answer,
            "the sessions report's total",
            total,
            sessions,
            "the Overview's Sessions",
            count,
          );
        }
      }
      verdicts.push(`${range.name}: ${agrees ? 'agree' : 'DISAGREE'}`);
    }
    lines.push(
      `  ${org.number} ${org.name} (${org.type}, ${zone}${zoneNote}): ${verdicts.join('; ')}`,
    );
  }
  for (const reason of skipped.values()) lines.push(`  skipped: ${reason}`);
  lines.unshift(`  ${calls} calls (at most ${AGREEMENT_MAX_CALLS})`);
  return lines;

  function fail(op: AgreementOp, message: string, curl?: string) {
    session.record(ops[op], {
      call: 'agreement',
      check: 'agreement',
      passed: false,
      message,
      ...(curl ? { curl } : {}),
    });
  }
}
