import { junitXml } from '../report/junit-xml.js';
import type { SpecChange } from './spec-change.js';

/** Which changes fail the check: breaking ones only, or any change at all. */
export type FailOn = 'breaking' | 'any';

/** The output formats of `guestnet-contract diff`. */
export type DiffFormat = 'text' | 'json' | 'junit';

/** True when a change fails the check under the given policy. */
export const failsOn = (change: SpecChange, failOn: FailOn) => failOn === 'any' || change.breaking;

/**
 * Renders the changes for a terminal, a program (JSON) or a CI server (JUnit XML).
 *
 * @example
 * process.stdout.write(formatDiff(changes, { format: 'text', base: 'v1.0.0', failOn: 'breaking' }));
 */
export function formatDiff(
  changes: SpecChange[],
  options: { format: DiffFormat; base: string; failOn: FailOn; accepted?: string },
): string {
  const breaking = changes.filter((c) => c.breaking).length;
  if (options.format === 'json') {
    const summary = { base: options.base, breaking, nonBreaking: changes.length - breaking };
    return `${JSON.stringify({ ...summary, accepted: options.accepted ?? null, changes }, null, 2)}\n`;
  }
  if (options.format === 'junit') {
    const cases = changes.map((c) => ({
      name: `${c.kind}: ${c.operation || c.location || c.spec}`,
      classname: c.spec,
      ...(failsOn(c, options.failOn) && !options.accepted
        ? { failure: { message: c.message, details: `${c.location}\n${c.message}` } }
        : {}),
    }));
    return junitXml([{ name: `spec changes since ${options.base}`, cases }]);
  }
  const lines = [
    `Spec changes since ${options.base}: ${breaking} breaking, ${changes.length - breaking} non-breaking`,
  ];
  if (changes.length > 0) lines.push('');
  for (const c of [...changes].sort((a, b) => Number(b.breaking) - Number(a.breaking))) {
    const where = `${c.spec} ${c.operation || c.location}`.trim();
    lines.push(`${c.breaking ? 'BREAKING' : 'ok      '}  ${c.kind.padEnd(24)} ${where}`);
    lines.push(`          ${c.message}`);
  }
  if (options.accepted) lines.push('', options.accepted);
  return `${lines.join('\n')}\n`;
}
