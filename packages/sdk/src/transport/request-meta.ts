import type { Middleware } from 'openapi-fetch';
import type { OperationMeta } from './operation-meta.js';
import type { CacheOptions } from './response-cache.js';

/** What the middlewares learn about a request, for the transport's fetch to act on. */
export interface RequestMeta {
  operation?: OperationMeta;
  cacheOptions?: CacheOptions;
}

// Keyed by the Request object openapi-fetch hands from the middlewares to fetch.
const metas = new WeakMap<Request, RequestMeta>();

/** The metadata recorded for a request (empty when none). */
export function requestMeta(request: Request): RequestMeta {
  let meta = metas.get(request);
  if (!meta) {
    meta = {};
    metas.set(request, meta);
  }
  return meta;
}

/**
 * Per-call cache options, given as a request middleware (openapi-fetch's per-call hook).
 *
 * @example
 * await api.GET('/AdminApi/org/tree', { middleware: [cacheOptions({ check: true })] });
 */
export function cacheOptions(options: CacheOptions): Middleware {
  return {
    onRequest({ request }) {
      requestMeta(request).cacheOptions = options;
    },
  };
}
