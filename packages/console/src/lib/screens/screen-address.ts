// docs/decisions/typed-addresses.md
import * as v from 'valibot';

/**
 * A screen's search parameters as a valibot schema: an object whose every field falls back to
 * its default, so whatever the address holds reads as a value of the screen's state.
 */
export type AddressSchema<T extends object = object> = v.GenericSchema<unknown, T>;

/** The state an address schema reads. */
export type AddressOf<S extends AddressSchema> = v.InferOutput<S>;

/**
 * The state in an address's search parameters: each unknown or malformed parameter reads as its
 * default; it never throws, whatever the address holds.
 *
 * @example
 * readAddress(LIST_ADDRESS, { page: 'abc', sort: '-Name' });
 * // → { page: 1, pageSize: 25, sort: '-Name', filter: '' }
 */
export function readAddress<S extends AddressSchema>(schema: S, raw: unknown): AddressOf<S> {
  const read = v.safeParse(schema, typeof raw === 'object' && raw !== null ? raw : {});
  return read.success ? read.output : v.parse(schema, {});
}

/**
 * The search parameters to write for a state: read through the schema, then only what differs
 * from the defaults, so a screen's plain state keeps its plain address and a link stays short.
 */
export function addressParams<S extends AddressSchema>(
  schema: S,
  state: Partial<AddressOf<S>>,
): Partial<AddressOf<S>> {
  const defaults = new Map(Object.entries(readAddress(schema, {})));
  const differing = Object.entries(readAddress(schema, state)).filter(
    ([key, value]) => value !== defaults.get(key),
  );
  // Only keys of the schema's state, each with its value as read.
  return Object.fromEntries(differing) as Partial<AddressOf<S>>;
}

/** The parameters an address schema names: its object's entries, first in its pipe if piped. */
function keysOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null) {
    return Object.keys(schema.entries);
  }
  return 'pipe' in schema && Array.isArray(schema.pipe) ? keysOf(schema.pipe[0]) : [];
}

/**
 * What a route's `validateSearch` keeps of an address: the screen's parameters as its schema
 * reads them, without the defaults. A parameter that reads as its default is there as
 * `undefined`: it hides what the address held (the router hands a route its parent's search
 * too), and links that carry the search on leave it out.
 */
export function validateAddress<S extends AddressSchema>(
  schema: S,
): (raw: Record<string, unknown>) => Partial<AddressOf<S>> {
  const unset = Object.fromEntries(keysOf(schema).map((key) => [key, undefined]));
  return (raw) => ({ ...unset, ...addressParams(schema, readAddress(schema, raw)) });
}

// The fields screens' addresses are made of. The router hands over numbers for `?page=2` and
// strings for anything it cannot read as JSON; both are accepted where a number is meant.

function whole(min: number, max: number) {
  return v.pipe(
    v.union([
      v.number(),
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(),
        v.transform((text) => Number(text)),
      ),
    ]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A whole number from `min` to `max`, else `fallback`. */
export function wholeField(min: number, max: number, fallback: number) {
  return v.fallback(whole(min, max), fallback);
}

/** A whole number from `min` to `max`, else none (`undefined`). */
export function optionalWholeField(min: number, max: number) {
  return v.fallback(v.optional(whole(min, max)), undefined);
}

/**
 * A record's id (`?set=12`): a whole number from 1 up written as links write it, else none
 * (`-1`, `1.5`, `Infinity`, `0x1`, `01` read as none). The router reads `?set=1e0` as the number 1
 * and a number past the safe integers as an unsafe one, which is none.
 */
export function idField() {
  return v.fallback(
    v.optional(
      v.pipe(
        v.union([
          v.number(),
          v.pipe(
            v.string(),
            v.regex(/^[1-9][0-9]{0,15}$/),
            v.transform((text) => Number(text)),
          ),
        ]),
        v.safeInteger(),
        v.minValue(1),
      ),
    ),
    undefined,
  );
}

/** Free text, cut to `max` characters (a number reads as its digits); `''` when none. */
export function textField(max: number) {
  return v.fallback(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
      v.transform((text) => text.slice(0, max)),
    ),
    '',
  );
}

/** One of `options`, else `fallback` (which may be one more, such as `''` for any). */
export function choiceField<const T extends readonly string[], const F extends string>(
  options: T,
  fallback: F,
) {
  return v.fallback(v.picklist<readonly (T[number] | F)[]>([...options, fallback]), fallback);
}

/** dbo `ListRequest.PageSize` maximum. */
export const MAX_PAGE_SIZE = 500;

/** dbo `ListRequest.Filter` maximum length. */
export const MAX_FILTER_LENGTH = 200;

/** The list fields of an address: a 1-based page, the page size, the sort and the filter. */
export const LIST_FIELDS = {
  page: wholeField(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: wholeField(1, MAX_PAGE_SIZE, 25),
  // A field name, `-` in front for descending; `''` for the server's order.
  sort: v.fallback(v.pipe(v.string(), v.regex(/^-?[A-Za-z]+$/)), ''),
  filter: textField(MAX_FILTER_LENGTH),
};

/**
 * A list screen's address (`?page=2&pageSize=50&sort=-Price&filter=gold`): an unknown sort or a
 * page past the end is the screen's to correct, not the router's.
 */
export const LIST_ADDRESS = v.object(LIST_FIELDS);
