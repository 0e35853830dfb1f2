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
