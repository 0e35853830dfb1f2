const LINE = /^([0-9A-Fa-f]{35}):(\d+)$/;

/**
 * Reads a range service's answer, lines of `SUFFIX:COUNT` split by CRLF or LF, into counts by
 * uppercase suffix. Padding rows (count 0) are kept as 0; lines that are not `SUFFIX:COUNT` are
 * skipped; a suffix listed twice keeps its highest count.
 *
 * @example
 * parseBreachRange('1E4C9B93F3F0682250B6CF8331B7EE68FD8:3861493\r\n').get('1E4C9B93F3F0682250B6CF8331B7EE68FD8')
 * // → 3861493
 */
export function parseBreachRange(body: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of body.split(/\r?\n/)) {
    const match = LINE.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    const suffix = match[1].toUpperCase();
    const count = Number(match[2]);
    counts.set(suffix, Math.max(count, counts.get(suffix) ?? 0));
  }
  return counts;
}
