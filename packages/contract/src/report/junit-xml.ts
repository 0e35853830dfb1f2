/** One test case of a JUnit report. */
export interface JunitCase {
  /** Shown as the test's name: an operation and check, or a spec change. */
  name: string;
  /** Groups cases in CI views: the spec or the operation. */
  classname: string;
  /** Seconds. */
  time?: number;
  /** Present when the case failed: a one-line message and the details (a curl command, ...). */
  failure?: { message: string; details: string };
  /** Present when the case was not run, with the reason. */
  skipped?: string;
}

/** A named group of test cases. */
export interface JunitSuite {
  name: string;
  cases: JunitCase[];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 cannot carry most control characters, even escaped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/**
 * Renders test suites as JUnit XML, the format CI servers (GitLab, Jenkins, GitHub actions) show.
 *
 * @example
 * writeFileSync('contract.xml', junitXml([{ name: 'spec diff', cases }]));
 */
export function junitXml(suites: JunitSuite[]): string {
  const total = (pick: (c: JunitCase) => boolean) =>
    suites.reduce((n, s) => n + s.cases.filter(pick).length, 0);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="guestnet-contract" tests="${total(() => true)}" failures="${total((c) => !!c.failure)}">`,
  ];
  for (const suite of suites) {
    const failures = suite.cases.filter((c) => c.failure).length;
    const skipped = suite.cases.filter((c) => c.skipped !== undefined).length;
    const time = suite.cases.reduce((t, c) => t + (c.time ?? 0), 0);
    lines.push(
      `  <testsuite name="${escapeXml(suite.name)}" tests="${suite.cases.length}" failures="${failures}" skipped="${skipped}" time="${time.toFixed(3)}">`,
    );
    for (const c of suite.cases) {
      const attributes = `name="${escapeXml(c.name)}" classname="${escapeXml(c.classname)}" time="${(c.time ?? 0).toFixed(3)}"`;
      if (c.skipped !== undefined) {
        lines.push(
          `    <testcase ${attributes}>`,
          `      <skipped message="${escapeXml(c.skipped)}"/>`,
          '    </testcase>',
        );
        continue;
      }
      if (!c.failure) {
        lines.push(`    <testcase ${attributes}/>`);
        continue;
      }
      lines.push(
        `    <testcase ${attributes}>`,
        `      <failure message="${escapeXml(c.failure.message)}">${escapeXml(c.failure.details)}</failure>`,
        '    </testcase>',
      );
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}
