// docs/decisions/typed-addresses.md
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  type AddressOf,
  type AddressSchema,
  addressParams,
  readAddress,
} from '../lib/screens/screen-address';

/**
 * The screen's state in the address, as its schema reads it: each unknown or malformed parameter
 * reads as its default. The screen's route validated the same schema (routes/screen-addresses.ts).
 */
export function useAddress<S extends AddressSchema>(schema: S): AddressOf<S> {
  // The routes are generated from the screens table, so the router only knows the search as an
  // object: the schema gives it its type.
  const raw: unknown = useSearch({ strict: false });
  return useMemo(() => readAddress(schema, raw), [schema, raw]);
}

/**
 * Writes the screen's state to its own address (`to: '.'`), without the defaults: `replace` for a
 * change that should not be a step of the browser's history (typing in a filter).
 */
export function useSetAddress<S extends AddressSchema>(
  schema: S,
): (state: Partial<AddressOf<S>>, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (state, options = {}) =>
      void navigate({
        to: '.',
        search: addressParams(schema, state),
        replace: options.replace ?? false,
      }),
    [navigate, schema],
  );
}

type Trim<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Trim<Rest>
  : never;
type RequiredName<N> = N extends `${string}?` ? never : N;
type OptionalName<N> = N extends `${infer Name}?` ? Name : never;

/**
 * The parameters of a sub-route path in the spec's notation, by name:
 * `'/setup/devices/item/{type}/{id?}'` → `{ type: string; id?: string }`.
 */
export type PathParams<P extends string> = { [K in RequiredName<Trim<P>>]: string } & {
  [K in OptionalName<Trim<P>>]?: string;
};

const PARAM = /\{(\w+)\??\}/g;

/**
 * The route parameters of the screen at `path` (its path in the screens table, in the spec's
 * notation), typed from that path: a required one missing from the address reads as `''`, an
 * optional one as absent.
 */
export function useScreenParams<P extends string>(path: P): PathParams<P> {
  const raw: Readonly<Record<string, unknown>> = useParams({ strict: false });
  const params: Record<string, string> = {};
  for (const [token, name = ''] of path.matchAll(PARAM)) {
    const value = raw[name];
    if (typeof value === 'string') params[name] = value;
    else if (!token.endsWith('?}')) params[name] = '';
  }
  // Each required name of P is set above and each optional one is a string when present.
  return params as PathParams<P>;
}
