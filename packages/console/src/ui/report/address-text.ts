// docs/decisions/report-screens.md, docs/decisions/typed-addresses.md

/**
 * A filter's value as the address holds it: its text, or the number or `true`/`false` the router
 * reads `?room=101` or `?online=true` as. The router writes back what the schema reads, so the
 * schema reads each text in the form that writes back as itself (`room=101`, not `room="101"`);
 * {@link filterValue} gives its text.
 */
export type AddressText = string | number | boolean;

/** The text of a filter's value (`''` for none). */
export const filterValue = (value: AddressText | undefined): string =>
  value === undefined ? '' : String(value);

/**
 * A text in the form the router writes back as the same text: `'101'` as the number 101,
 * `'true'` as `true`; anything else (`'0412'`, `'Lee'`) as it is.
 */
export function writtenText(text: string): AddressText {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.trim() !== '' && String(Number(text)) === text) return Number(text);
  return text;
}
