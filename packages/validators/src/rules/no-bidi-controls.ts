import { isEmpty } from '../is-empty.js';
import type { RuleResult } from '../rule.js';
import { toText } from '../to-text.js';

/** The message of the `noBidiControls` rule (ours: docs/product/README.md has no wording for it). */
export const BIDI_CONTROLS_MESSAGE = 'Cannot contain hidden text-direction characters.';

/**
 * The embedding, override and isolate controls of Unicode's bidirectional algorithm: LRE, RLE,
 * PDF, LRO, RLO (U+202A–U+202E) and LRI, RLI, FSI, PDI (U+2066–U+2069). The marks U+200E and
 * U+200F, U+061C and the joiners are not among them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Passes an empty value or text without a bidirectional embedding, override or isolate control.
 * Such a control is invisible and turns the text after it around wherever the name is shown, so
 * `Lobby \u202Egnp.exe\u202C West` reads "Lobby exe.png West" in the tree, headings, search, the
 * snackbar and the history (docs/decisions/bidi-controls-in-names.md). Hebrew, Arabic and emoji,
 * with their joiners and the direction marks, pass.
 *
 * @example
 * noBidiControls('מלון הנמל') // → true
 * noBidiControls('Lobby \u202Egnp.exe\u202C West') // → 'Cannot contain hidden text-direction characters.'
 */
export function noBidiControls(value: unknown): RuleResult {
  if (isEmpty(value)) return true;
  const text = toText(value);
  return text === undefined || BIDI_CONTROLS.test(text) ? BIDI_CONTROLS_MESSAGE : true;
}
