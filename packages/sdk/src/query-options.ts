import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  RequiredKeysOf,
} from 'openapi-typescript-helpers';
import type { SpecClient } from './client.js';
import { operationMeta, type SpecKey } from './transport/operation-meta.js';
import { cacheOptions } from './transport/request-meta.js';
import type { CacheOptions } from './transport/response-cache.js';

/** The part of a call's options that identifies it in a query key: its parameters and body. */
export interface OperationKeyParams {
  params?: unknown;
  body?: unknown;
}

/** The `paths` type a client was created for. */
export type PathsOf<C> = C extends Client<infer Paths, infer _Media> ? Paths : never;

// biome-ignore lint/suspicious/noExplicitAny: any client of any spec; PathsOf recovers its paths.
type AnyClient = SpecClient<any>;

/** The data of a successful call (what `queryFn` resolves with). */
export type OperationData<
  Paths extends Record<string, Record<HttpMethod, object>>,
  Method extends HttpMethod,
  Path extends PathsWithMethod<Paths, Method>,
  Init,
> = Exclude<FetchResponse<Paths[Path][Method], Init, MediaType>['data'], undefined>;

/** The rest of `operationQuery`'s arguments: the call's options (required when the call has
 * required parameters or a body), then cache options. */
export type OperationArgs<Init> =
  RequiredKeysOf<Init> extends never
    ? [init?: Init, cache?: CacheOptions]
    : [init: Init, cache?: CacheOptions];

/** Query options as TanStack Query takes them, React-free. */
export interface OperationQueryOptions<Data> {
  queryKey: readonly [operationId: string, params: OperationKeyParams];
  queryFn: (context: { signal?: AbortSignal }) => Promise<Data>;
}

function keyParams(init: unknown): OperationKeyParams {
  const { params, body } = (init ?? {}) as OperationKeyParams;
  return {
    ...(params === undefined ? {} : { params }),
    ...(body === undefined ? {} : { body }),
  };
}

/** The operationId of a method and path of a client's spec; throws when the spec has none. */
export function operationIdOf(client: { spec: SpecKey }, method: string, path: string): string {
  const meta = operationMeta(client.spec, method, path);
  if (!meta) throw new Error(`${method.toUpperCase()} ${path} is not in the ${client.spec} spec`);
  return meta.operationId;
}

/**
 * TanStack Query options for any operation of a client, React-free: the key is the operationId
 * and the call's parameters and body, and the query function rejects with an ErrorEleven.
 *
 * @example
 * const node = await queryClient.fetchQuery(
 *   operationQuery(api, 'get', '/AdminApi/org/tree/{orgNumber}', {
 *     params: { path: { orgNumber: 'GN-1042' } },
 *   }),
 * );
 */
export function operationQuery<
  C extends AnyClient,
  Method extends HttpMethod,
  Path extends PathsWithMethod<PathsOf<C>, Method>,
  Init extends MaybeOptionalInit<PathsOf<C>[Path], Method>,
>(
  client: C,
  method: Method,
  path: Path,
  ...[init, cache]: OperationArgs<Init>
): OperationQueryOptions<OperationData<PathsOf<C>, Method, Path, Init>> {
  const operationId = operationIdOf(client, method, String(path));
  return {
    queryKey: [operationId, keyParams(init)] as const,
    queryFn: async ({ signal }) => {
      const given = (init ?? {}) as { middleware?: unknown[] };
      const options = {
        ...given,
        ...(signal ? { signal } : {}),
        ...(cache ? { middleware: [...(given.middleware ?? []), cacheOptions(cache)] } : {}),
      };
      const send = client.request as (
        m: string,
        p: string,
        o: unknown,
      ) => Promise<{ data?: unknown }>;
      const { data } = await send(method, path as string, options);
      // TanStack Query refuses undefined; a call without a body (204) resolves with null.
      return (data ?? null) as OperationData<PathsOf<C>, Method, Path, Init>;
    },
  };
}

/**
 * TanStack Query mutation options for any operation: the mutation variables are the call's
 * options (parameters and body).
 *
 * @example
 * const { mutationFn } = operationMutation(api, 'put', '/AdminApi/admin/editpassword');
 * await mutationFn({ body: { NewPassword: 'Harbour-Lights-42', CurrentPassword: 'demo' } });
 */
export function operationMutation<
  C extends AnyClient,
  Method extends HttpMethod,
  Path extends PathsWithMethod<PathsOf<C>, Method>,
  Init extends MaybeOptionalInit<PathsOf<C>[Path], Method>,
>(client: C, method: Method, path: Path) {
  const operationId = operationIdOf(client, method, String(path));
  return {
    mutationKey: [operationId] as const,
    mutationFn: async (
      init: Init,
    ): Promise<OperationData<PathsOf<C>, Method, Path, Init> | null> => {
      const send = client.request as (
        m: string,
        p: string,
        o: unknown,
      ) => Promise<{ data?: unknown }>;
      const { data } = await send(method, path as string, init);
      return (data ?? null) as OperationData<PathsOf<C>, Method, Path, Init> | null;
    },
  };
}
