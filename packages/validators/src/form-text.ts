/**
 * Helpers that turn an entity as read from the API into a form's values: text fields hold text, so
 * a stored number becomes its written form and a `null` the empty text. Used by the
 * `…FormValues(stored)` functions of the entity schemas; not exported from the package.
 */

/**
 * The text a form shows for a stored value: text as it is, a finite number as written, anything
 * else (`null`, missing, an object) the fallback.
 *
 * @example
 * formText(9.99) // → '9.99'
 * formText(null) // → ''
 */
export function formText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/**
 * A stored choice when it is one of `choices`, else the fallback.
 *
 * @example
 * formChoice('hours', ['minutes', 'hours', 'days'], 'days') // → 'hours'
 */
export function formChoice<T extends string>(
  value: unknown,
  choices: readonly T[],
  fallback: T,
): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * The items of a stored list that pass `isItem`; a missing or non-list value gives an empty list.
 *
 * @example
 * formList(['GN-1042-7', 3], (item) => typeof item === 'string') // → ['GN-1042-7']
 */
export function formList<T>(value: unknown, isItem: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(isItem) : [];
}

/**
 * Whether a stored value is `true`, with a fallback when it is not a boolean at all.
 *
 * @example
 * formFlag(undefined, true) // → true
 */
export function formFlag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
