import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AdminApiPaths } from './generated/admin-api.gen.js';

/** Where a client gets the access token for each request; `undefined` sends none. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** Options shared by every client the SDK creates. */
export interface ClientOptions {
  /** Origin (and optional prefix) of the backend; '' means the page's own origin. */
  baseUrl?: string;
  /** The access token for bearer calls. */
  getToken?: TokenProvider;
  /** A fetch to use instead of the global one (tests, Node, instrumentation). */
  fetch?: typeof globalThis.fetch;
}

/** A typed client for AdminApi. */
export type AdminApiClient = Client<AdminApiPaths>;

// DESIGN.md "bearer-json": a bearer token, a JSON body, and headers that forbid caching.
function bearerJson(getToken: TokenProvider | undefined): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Content-Type', 'application/json');
      request.headers.set('Cache-Control', 'no-cache');
      request.headers.set('Pragma', 'no-cache');
      return request;
    },
  };
}

/**
 * Creates a typed AdminApi client that sends the caller's access token.
 *
 * @example
 * const api = createAdminApiClient({ getToken: () => readTokenCookie() });
 * const { data } = await api.GET('/AdminApi/admin/account');
 */
export function createAdminApiClient(options: ClientOptions = {}): AdminApiClient {
  const injected = options.fetch;
  const client = createClient<AdminApiPaths>({
    baseUrl: options.baseUrl ?? '',
    // openapi-fetch captures fetch at creation; look it up per call so MSW and tests can
    // replace the global one later (DESIGN.md "Known snags").
    fetch: (request: Request) => (injected ?? globalThis.fetch)(request),
  });
  client.use(bearerJson(options.getToken));
  return client;
}
