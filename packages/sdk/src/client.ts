import createClient, { type Client } from 'openapi-fetch';
import type { paths as AdminApiPaths } from './generated/admin-api.gen.js';
import type { paths as AuthorizationPaths } from './generated/authorization.gen.js';
import type { SpecKey } from './transport/operation-meta.js';
import { ResponseCache } from './transport/response-cache.js';
import { type TokenProvider, transportFetch, transportMiddleware } from './transport/transport.js';

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
    cache: options.cache ?? new ResponseCache(),
  };
  const send = transportFetch(transport);
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? '',
    // openapi-fetch captures fetch at creation; the transport looks up the injected or global
    // fetch per call so MSW and tests can replace the global one later (DESIGN.md "Known snags").
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
