/**
 * The text a text rule checks: strings as they are, numbers, bigints and booleans as written, and
 * `undefined` for anything else (objects, symbols), which text rules then refuse.
 *
 * @example
 * toText(42) // → '42'
 * toText({}) // → undefined
 */
export function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return undefined;
}
