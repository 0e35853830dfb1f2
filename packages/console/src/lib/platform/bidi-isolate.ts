// docs/decisions/bidi-controls-in-names.md: names and quoted values isolated where they are shown.

/** FIRST STRONG ISOLATE: the text after it takes the direction of its own first letter. */
const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: ends the isolate, and every embedding or override left open in it. */
const PDI = '\u2069';

/**
 * A value from the API (a name, a quoted text) made safe to set inside a sentence that is a
 * plain string: a snackbar, a chart's title or summary, an `aria-label`, an SVG `<title>`.
 * Wrapped in FSI … PDI, the value keeps its own direction (a Hebrew name reads right to left)
 * and a direction control inside it (RIGHT-TO-LEFT OVERRIDE, U+202E, with no POP after it)
 * ends at the value's end instead of turning the rest of the sentence around. In JSX, `<bdi>`
 * does the same.
 *
 * @example
 * `${isolate('Crescent \u202EVenues')} leads with $76,849.57`;
 * // '\u2068Crescent \u202EVenues\u2069 leads with $76,849.57': only the name reads reversed
 */
export function isolate(value: string): string {
  return `${FSI}${value}${PDI}`;
}

/** A piece of a sentence: plain text, or a name or quoted value to isolate (`<bdi>` in JSX). */
export interface TextRun {
  text: string;
  isolated: boolean;
}

/**
 * A sentence cut where it quotes or names a value from the API, for a component that renders the
 * values in `<bdi>` and keeps the sentence's text as it is (what a test or a screen reader reads
 * is unchanged): the text between “ and ” (`Saved “…”`, `Deleted “…”`), and each occurrence of
 * the given `names` outside those quotes (`Your role has no access to Devices for …`). The
 * quotes themselves stay outside the isolate.
 *
 * @example
 * isolatedRuns('Saved “Lobby \u202Egnp.exe”');
 * // [{ text: 'Saved “', isolated: false }, { text: 'Lobby \u202Egnp.exe', isolated: true },
 * //  { text: '”', isolated: false }]
 */
export function isolatedRuns(text: string, names: readonly string[] = []): TextRun[] {
  const runs: TextRun[] = [];
  const plain = (part: string) => {
    for (const run of namedRuns(part, names)) if (run.text) runs.push(run);
  };
  let at = 0;
  for (const match of text.matchAll(/“([^”]*)”/g)) {
    const start = match.index + 1;
    plain(text.slice(at, start));
    if (match[1]) runs.push({ text: match[1], isolated: true });
    at = start + (match[1]?.length ?? 0);
  }
  plain(text.slice(at));
  return runs;
}

/** Cuts `text` at each occurrence of the longest of `names` first; the names become isolated. */
function namedRuns(text: string, names: readonly string[]): TextRun[] {
  const name = [...names].filter(Boolean).sort((a, b) => b.length - a.length)[0];
  if (!name) return [{ text, isolated: false }];
  const rest = names.filter((other) => other !== name);
  return text
    .split(name)
    .flatMap((part, index) => [
      ...(index > 0 ? [{ text: name, isolated: true }] : []),
      ...namedRuns(part, rest),
    ]);
}

/**
 * A display path from the API (names joined by ` > `, one string) cut into its names, each to
 * isolate, and the separators between them, which stay plain: a name that turns the text around
 * turns only itself, not the rest of the path.
 */
export function pathRuns(path: string): TextRun[] {
  return path
    .split(' > ')
    .flatMap((name, index) => [
      ...(index > 0 ? [{ text: ' > ', isolated: false }] : []),
      ...(name ? [{ text: name, isolated: true }] : []),
    ]);
}
