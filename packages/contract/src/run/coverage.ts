import type { ContractOperation } from './contract-source.js';
import { isRead } from './operation-plan.js';

/** One declared answer of one operation: seen in the run or not, and if not, why. */
export interface CoverageRow {
  spec: string;
  operationId: string;
  /** As declared: `200`, `4XX`, `default`. */
  status: string;
  seen: boolean;
  /** Why the runner cannot provoke an answer it never saw. */
  why?: string;
}

/** Operation × declared status: what a run saw. */
export interface Coverage {
  rows: CoverageRow[];
  seen: number;
  declared: number;
  /** Seen of declared, in per cent (100 when nothing is declared). */
  percent: number;
}

const matches = (declared: string, status: number) =>
  declared.toUpperCase() === String(status) ||
  (/^[1-5]XX$/i.test(declared) && String(status)[0] === declared[0]);

// docs/decisions/contract-runner-tenants.md "Coverage": the answers no call of the runner can
// provoke on a backend it must not harm, and what would provoke them.
function whyNotSeen(
  op: ContractOperation,
  status: string,
  options: { includeWrites: boolean; isolation: boolean },
): string {
  const code = status.toUpperCase();
  const write = !isRead(op);
  if (code === '429') return 'rate limiting: provoking it would flood a shared backend';
  if (code.startsWith('5'))
    return 'a server fault: the runner does not break the backend to see it';
  if (write && !options.includeWrites) return 'a write: run with --include-writes';
  if (code === '403') {
    if (!op.orgScope)
      return 'not org-scoped (no x-org-scope): the runner cannot tell which org to leave';
    if (!options.isolation) return 'a refusal of another org: run with --isolation';
    return 'no identity was refused it (no org outside a reach was known)';
  }
  if (code === '422' && op.parameters.some((p) => p.name.toLowerCase() === 'idempotency-key'))
    return 'an Idempotency-Key reused with another body: only the flows of --include-writes reuse one';
  if (code === '413') return 'a file above the size limit: the runner does not upload one';
  if (code === '415') return 'a file type the backend refuses: the runner uploads a PNG';
  if (code === '409') return 'a conflict: needs a state of the backend the spec does not describe';
  if (code === '404') return 'an unknown id: asked only of reads by id and of write flows';
  if (code === '400' || code === '422')
    return 'a rule beyond the schema or a body that is not JSON: no call of the runner breaks it';
  if (code === '401') return 'the call without a token is refused by another answer';
  return 'no call of the runner provokes it';
}

/**
 * Which declared answers (operation × status) the run saw, from the statuses each operation
 * answered; the rest with the reason the runner cannot provoke them.
 *
 * @example
 * const coverage = coverageOf(operations, session.seen, { includeWrites: false, isolation: false });
 * coverage.percent; // 61.5
 */
export function coverageOf(
  operations: ContractOperation[],
  seen: ReadonlyMap<string, ReadonlySet<number>>,
  options: { includeWrites: boolean; isolation: boolean },
): Coverage {
  const rows: CoverageRow[] = [];
  for (const op of operations) {
    const statuses = [...new Set(op.responses.map((r) => r.status))];
    const answered = [...(seen.get(op.operationId) ?? [])];
    const explicit = statuses.filter((s) => s !== 'default');
    for (const status of statuses) {
      const hit =
        status === 'default'
          ? answered.some((a) => !explicit.some((s) => matches(s, a)))
          : answered.some((a) => matches(status, a));
      rows.push({
        spec: op.spec,
        operationId: op.operationId,
        status,
        seen: hit,
        ...(hit ? {} : { why: whyNotSeen(op, status, options) }),
      });
    }
  }
  const hits = rows.filter((r) => r.seen).length;
  const percent = rows.length === 0 ? 100 : Math.round((hits / rows.length) * 1000) / 10;
  return { rows, seen: hits, declared: rows.length, percent };
}

/**
 * The coverage as terminal text: the total, then the answers never seen grouped by reason.
 *
 * @example
 * process.stdout.write(formatCoverage(coverage));
 */
export function formatCoverage(coverage: Coverage): string {
  const missed = coverage.rows.filter((r) => !r.seen);
  const byWhy = new Map<string, CoverageRow[]>();
  for (const row of missed) byWhy.set(row.why ?? '', [...(byWhy.get(row.why ?? '') ?? []), row]);
  const out = [
    `Coverage: ${coverage.seen} of ${coverage.declared} declared answers seen (${coverage.percent} %)`,
  ];
  for (const [why, rows] of [...byWhy].sort((a, b) => b[1].length - a[1].length)) {
    const sample = rows
      .slice(0, 4)
      .map((r) => `${r.operationId} ${r.status}`)
      .join(', ');
    const more = rows.length > 4 ? `, … ${rows.length - 4} more` : '';
    out.push(`  never seen, ${rows.length}: ${why} (${sample}${more})`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * The coverage as Markdown: a table of every operation × declared status.
 *
 * @example
 * writeFileSync('coverage.md', formatCoverageMarkdown(coverage));
 */
export function formatCoverageMarkdown(coverage: Coverage): string {
  const lines = [
    '# Contract run coverage',
    '',
    `${coverage.seen} of ${coverage.declared} declared answers seen (${coverage.percent} %).`,
    '',
    '| Spec | Operation | Status | Seen | Why not |',
    '| --- | --- | --- | --- | --- |',
    ...coverage.rows.map(
      (r) =>
        `| ${r.spec} | ${r.operationId} | ${r.status} | ${r.seen ? 'seen' : 'never seen'} | ${r.why ?? ''} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
