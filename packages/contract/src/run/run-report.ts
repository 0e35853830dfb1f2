import { type JunitCase, junitXml } from '../report/junit-xml.js';
import { formatCoverage } from './coverage.js';
import type { RunResult } from './run-contract.js';

const statusOf = (checks: { passed: boolean }[]) =>
  checks.length === 0 ? 'skip' : checks.every((c) => c.passed) ? 'pass' : 'FAIL';

/**
 * The terminal report of a run: a table (operation, checks, result, time), then every failure
 * with the curl command and replay file that reproduce it, the isolation summary, the coverage,
 * then a summary line.
 *
 * @example
 * process.stdout.write(formatRunTable(await runContract(options)));
 */
export function formatRunTable(result: RunResult, options: { minCoverage?: number } = {}): string {
  const rows = result.operations.map((r) => {
    const passed = r.checks.filter((c) => c.passed).length;
    return [
      `${r.operation.spec} ${r.operation.operationId}`,
      `${passed}/${r.checks.length}`,
      statusOf(r.checks),
      r.checks.length === 0 ? '-' : `${Math.round(r.ms)} ms`,
      r.notes.join('; '),
    ];
  });
  const header = ['OPERATION', 'CHECKS', 'RESULT', 'TIME', 'NOTE'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [line(header), ...rows.map(line)];
  const failures = result.operations.flatMap((r) =>
    r.checks.filter((c) => !c.passed).map((c) => ({ r, c })),
  );
  if (failures.length > 0) out.push('', 'Failures:');
  for (const { r, c } of failures) {
    out.push(`  ${r.operation.operationId} ${c.call}/${c.check}: ${c.message}`);
    if (c.curl) out.push(`    ${c.curl}`);
    if (c.replay) out.push(`    replay: guestnet-contract replay ${c.replay}`);
  }
  if (result.agreement.length > 0)
    out.push('', 'Agreement of the reports with the Overview:', ...result.agreement);
  if (result.isolation.length > 0) out.push('', 'Isolation:', ...result.isolation);
  if (result.uncheckedWrites > 0) {
    out.push(
      '',
      `Writes not checked: ${result.uncheckedWrites} operations change data; run with --include-writes to check them.`,
    );
  }
  out.push('', formatCoverage(result.coverage).trimEnd());
  const short =
    options.minCoverage !== undefined && result.coverage.percent < options.minCoverage
      ? ` (coverage ${result.coverage.percent} % is below --min-coverage ${options.minCoverage} %)`
      : '';
  const checks = result.operations.reduce((n, r) => n + r.checks.length, 0);
  const failedOps = result.operations.filter((r) => statusOf(r.checks) === 'FAIL').length;
  const skipped = result.operations.filter((r) => r.checks.length === 0).length;
  out.push(
    '',
    `${result.operations.length} operations, ${checks} checks, ${failures.length} failed in ${failedOps} operations, ${skipped} skipped: ${result.passed && !short ? 'PASSED' : `FAILED${short}`}`,
  );
  return `${out.join('\n')}\n`;
}

/**
 * The run as JUnit XML: a suite per spec, a test case per operation, call and check.
 *
 * @example
 * writeFileSync('contract.xml', formatRunJunit(result));
 */
export function formatRunJunit(result: RunResult): string {
  const suites = new Map<string, JunitCase[]>();
  for (const r of result.operations) {
    const cases = suites.get(r.operation.spec) ?? [];
    suites.set(r.operation.spec, cases);
    const time = r.checks.length > 0 ? r.ms / 1000 / r.checks.length : 0;
    if (r.checks.length === 0) {
      const name = `${r.operation.operationId} not run`;
      const classname = `${r.operation.spec}.${r.operation.operationId}`;
      cases.push({ name, classname, skipped: r.notes.join('; ') || 'not run' });
    }
    for (const c of r.checks) {
      cases.push({
        name: `${r.operation.operationId} ${c.call}/${c.check}`,
        classname: `${r.operation.spec}.${r.operation.operationId}`,
        time,
        ...(c.passed ? {} : { failure: { message: c.message, details: c.curl ?? c.message } }),
      });
    }
  }
  return junitXml([...suites].map(([name, cases]) => ({ name, cases })));
}
