import createClient, { type Client } from 'openapi-fetch';
import type { paths as AdminApiPaths } from './generated/admin-api.gen.js';
import type { paths as AuthorizationPaths } from './generated/authorization.gen.js';
import type { SpecKey } from './transport/operation-meta.js';
import type { RateLimit } from './transport/pacer.js';
import type { UnauthorizedHandler } from './transport/relogin.js';
import { ResponseCache } from './transport/response-cache.js';
import { type TokenProvider, transportFetch, transportMiddleware } from './transport/transport.js';

export type { RateLimit } from './transport/pacer.js';
export type { UnauthorizedHandler } from './transport/relogin.js';
export type { CallOptions } from './transport/request-meta.js';
export type { TokenProvider } from './transport/transport.js';

/** Options shared by every client the SDK creates. */
export interface ClientOptions {
  /** Origin (and optional prefix) of the backend; '' means the page's own origin. */
  baseUrl?: string;
  /** The access token for bearer and dbo calls, asked for on every call. */
  getToken?: TokenProvider;
  /** A fetch to use instead of the global one (tests, Node, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** The response cache; give clients the same one to flush them together. */
  cache?: ResponseCache;
  /** Entries of the response cache made when `cache` is not given (default 500). */
  cacheMaxEntries?: number;
  /**
   * Retries of a call that may be sent again (a read, or a write with an `Idempotency-Key`) after
   * 429, 502, 503, 504 or a network error; default 3, 0 turns them off
   * (docs/decisions/retries-and-idempotency.md).
   */
  retries?: number;
  /** Each call's time limit in ms, retries included; default 30,000, 0 turns it off. */
  timeout?: number;
  /**
   * Called once for any number of calls that got 401 (or a dbo `Code: 401`) at the same time;
   * resolves with the new token, with which they are all sent once more. A rejection, or a
   * second 401, rejects the calls (docs/decisions/one-relogin.md). Make `getToken` give the new
   * token from then on.
   */
  onUnauthorized?: UnauthorizedHandler;
  /** A client-side pace (calls per second, calls at once); clients given one object share it. */
  rateLimit?: RateLimit;
}

/** An openapi-fetch client for one spec, with the response cache it uses and the spec's name. */
export type SpecClient<Paths extends {}> = Client<Paths> & { cache: ResponseCache; spec: SpecKey };

/** A typed client for AdminApi; every failure rejects with an ErrorEleven. */
export type AdminApiClient = SpecClient<AdminApiPaths>;

/** A typed client for Authorization.svc; every failure rejects with an ErrorEleven. */
export type AuthorizationClient = SpecClient<AuthorizationPaths>;

/** Builds an openapi-fetch client whose transport comes from the spec's `x-transport`. */
export function specClient<Paths extends {}>(
  spec: SpecKey,
  options: ClientOptions,
): SpecClient<Paths> {
  const transport = {
    getToken: options.getToken,
    fetch: options.fetch,
    cache:
      options.cache ??
      new ResponseCache(
        options.cacheMaxEntries === undefined ? {} : { maxEntries: options.cacheMaxEntries },
      ),
    retries: options.retries,
    timeout: options.timeout,
    onUnauthorized: options.onUnauthorized,
    rateLimit: options.rateLimit,
  };
  const send = transportFetch(spec, transport);
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? '',
    // openapi-fetch captures fetch at creation; the transport looks up the injected or global
    // fetch per call so MSW and tests can replace the global one later (docs/product/platform.md "Known snags").
    fetch: send,
  });
  client.use(transportMiddleware(spec, transport));
  return Object.assign(client, { cache: transport.cache, spec });
}

/**
 * Creates a typed AdminApi client that sends the caller's access token.
 *
 * @example
 * const api = createAdminApiClient({ getToken: () => readTokenCookie() });
 * const { data } = await api.GET('/AdminApi/admin/account');
 */
export function createAdminApiClient(
  options: ClientOptions = {},
): AdminApiClient & { cache: ResponseCache } {
  return specClient<AdminApiPaths>('admin-api', options);
}

/**
 * Creates a typed Authorization.svc client: Login, Relogin and GetSsoRedirectUrl go without a
 * token, the rest with it.
 *
 * @example
 * const auth = createAuthorizationClient({ getToken });
 * const { data } = await auth.POST('/GuestnetWS/DevApi/Admin/Authorization.svc/Login', {
 *   body: { Username: 'demo', Password: 'demo' },
 * });
 */
export function createAuthorizationClient(options: ClientOptions = {}): AuthorizationClient {
  return specClient<AuthorizationPaths>('authorization', options);
}
