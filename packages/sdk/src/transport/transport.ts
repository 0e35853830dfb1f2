import type { Middleware } from 'openapi-fetch';
import { ErrorEleven, UNKNOWN_ERROR, UNKNOWN_STATUS } from '../errors/error-eleven.js';
import { errorFromBody, errorFromFailure, parseBody } from '../errors/shape-error.js';
import { operationMeta, type SpecKey } from './operation-meta.js';
import { requestMeta } from './request-meta.js';
import type { CachedResponse, ResponseCache } from './response-cache.js';
import { shareInFlight } from './share-in-flight.js';

/** Where a client gets the access token for each request; `undefined` sends none. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** What a transport needs: the token provider, the fetch to call and the cache to use. */
export interface TransportOptions {
  getToken?: TokenProvider | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  cache: ResponseCache;
}

// Errors: docs/decisions/error-eleven-shaping.md; cache and sharing: docs/decisions/response-cache.md
const NULL_BODY = new Set([101, 204, 205, 304]);
const STALE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

function toResponse(cached: CachedResponse): Response {
  return new Response(NULL_BODY.has(cached.status) ? null : cached.text, {
    status: cached.status,
    statusText: cached.statusText,
    headers: cached.headers,
  });
}

/**
 * The middleware that applies an operation's `x-transport` (DESIGN.md "Three transports"):
 * bearer-json adds the token, anonymous-json and dbo send none; all send JSON and forbid caching.
 */
export function transportMiddleware(spec: SpecKey, options: TransportOptions): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const operation = operationMeta(spec, request.method, schemaPath);
      // Like any other failure, an operation outside the spec is an ErrorEleven; nothing is sent.
      if (!operation) {
        throw new ErrorEleven({
          message: UNKNOWN_ERROR,
          status: UNKNOWN_STATUS,
          statusText: 'Unknown Operation',
          context: { method: request.method, url: request.url },
          cause: new Error(`${request.method} ${schemaPath} is not in the ${spec} spec`),
        });
      }
      requestMeta(request).operation = operation;
      if (operation.transport === 'bearer-json') {
        const token = await options.getToken?.();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      } else {
        request.headers.delete('Authorization');
      }
      // A multipart body (the image upload) keeps the boundary its FormData set.
      if (!request.headers.get('Content-Type')?.startsWith('multipart/')) {
        request.headers.set('Content-Type', 'application/json');
      }
      request.headers.set('Cache-Control', 'no-cache');
      request.headers.set('Pragma', 'no-cache');
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function send(
  request: Request,
  dbo: boolean,
  fetcher: (request: Request) => Promise<Response>,
): Promise<CachedResponse> {
  const context = { method: request.method, url: request.url };
  let response: Response;
  let text: string;
  try {
    response = await fetcher(request);
    text = await response.text();
  } catch (cause) {
    throw errorFromFailure(cause, context, request.signal.aborted);
  }
  const body = parseBody(text);
  if (!response.ok) throw errorFromBody(body, response, context);
  // A success must be JSON (every success body in the specs is), or empty; a JSON string is fine.
  if (text && !isJson(text)) {
    throw errorFromFailure(new SyntaxError('The response is not JSON'), context);
  }
  // DESIGN.md "Three transports": a dbo 200 with a non-empty Error is a failure.
  const dboError = dbo && typeof body === 'object' && body !== null && 'Error' in body;
  if (dboError && typeof body.Error === 'string' && body.Error !== '') {
    throw errorFromBody(body, response, context);
  }
  return {
    status: response.status,
    statusText: response.statusText,
    // The text is already decoded: its encoding and length headers no longer describe it.
    headers: [...response.headers].filter(([name]) => !STALE_HEADERS.has(name)),
    text,
  };
}

/**
 * The fetch a client hands to openapi-fetch: it answers from the cache when asked, shares
 * identical calls in flight, and turns every failure into an ErrorEleven.
 */
export function transportFetch(options: TransportOptions): (request: Request) => Promise<Response> {
  const { cache } = options;
  const inFlight = new Map<string, Promise<unknown>>();
  return async (request) => {
    const { operation, cacheOptions = {} } = requestMeta(request);
    if (cacheOptions.reset) cache.reset();
    if (cacheOptions.flush) cache.flush();
    const cacheable = operation?.cache;
    const shareable = request.method === 'GET' || cacheable !== undefined;
    const body = shareable && request.body ? await request.clone().text() : '';
    // Per URL and id (DESIGN.md "Caching"); the body tells apart POSTs like GetOrgAccess.
    const key = cacheable ? `${cacheable.id ?? ''} ${request.method} ${request.url} ${body}` : '';
    if (cacheable && cacheOptions.check) {
      const hit = cache.get(key);
      if (hit) return toResponse(hit);
    }
    const fetcher = (r: Request) => (options.fetch ?? globalThis.fetch)(r);
    const dbo = operation?.transport === 'dbo';
    const flightKey = `${request.method} ${request.url} ${request.headers.get('Authorization')} ${body}`;
    try {
      const result = shareable
        ? await shareInFlight(inFlight, flightKey, request.signal, () =>
            send(request, dbo, fetcher),
          )
        : await send(request, dbo, fetcher);
      if (cacheable) cache.set(key, result, cacheable.id, cacheable.static === true);
      return toResponse(result);
    } catch (error) {
      // SPEC.md §8: a failed call also clears its cache entry.
      if (cacheable) cache.delete(key);
      throw error;
    }
  };
}
