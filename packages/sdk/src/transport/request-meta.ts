import type { Middleware } from 'openapi-fetch';
import type { OperationMeta } from './operation-meta.js';
import type { CacheOptions } from './response-cache.js';

/**
 * Per-call options, given in openapi-fetch's init (`api.GET(path, { retries: 0 })`) or to
 * `dbo.call`; they override the client's.
 */
export interface CallOptions {
  /** Retries of this call (default: the client's, 3); 0 turns them off. */
  retries?: number;
  /** This call's time limit in ms (default: the client's, 30 s); 0 turns it off. */
  timeout?: number;
  /** Aborts this call (and only this call, when it shares a request with identical ones). */
  signal?: AbortSignal;
  /** The `Idempotency-Key` of a write (default: a new UUID per call, the same on each retry). */
  idempotencyKey?: string;
}

/** What the middlewares learn about a request, for the transport's fetch to act on. */
export interface RequestMeta {
  operation?: OperationMeta;
  cacheOptions?: CacheOptions;
  call?: {
    retries?: number | undefined;
    timeout?: number | undefined;
    idempotencyKey?: string | undefined;
  };
}

// Keyed by the Request object openapi-fetch hands from the middlewares to fetch, and by its
// X-Request-Id, so a middleware that returns a new Request (`new Request(request)`) keeps it.
const metas = new WeakMap<Request, RequestMeta>();
const byRequestId = new Map<string, RequestMeta>();
// A call that a later middleware answers itself never reaches the transport's fetch, which is
// where an entry is taken out: keep only the newest ones.
const MAX_PENDING = 1000;

/** The metadata recorded for a request (empty when none). */
export function requestMeta(request: Request): RequestMeta {
  let meta = metas.get(request);
  if (meta) return meta;
  const id = request.headers.get('X-Request-Id');
  meta = (id ? byRequestId.get(id) : undefined) ?? {};
  metas.set(request, meta);
  if (id && !byRequestId.has(id)) {
    byRequestId.set(id, meta);
    if (byRequestId.size > MAX_PENDING) {
      const oldest = byRequestId.keys().next().value;
      if (oldest !== undefined) byRequestId.delete(oldest);
    }
  }
  return meta;
}

/** Starts the metadata of a new call (the transport's middleware runs first, and calls this). */
export function startRequestMeta(request: Request): RequestMeta {
  const id = request.headers.get('X-Request-Id');
  if (id) byRequestId.delete(id);
  metas.delete(request);
  return requestMeta(request);
}

/** Takes a request's metadata out of the table by id, once its call is under way. */
export function takeRequestMeta(request: Request): RequestMeta {
  const meta = requestMeta(request);
  const id = request.headers.get('X-Request-Id');
  if (id && byRequestId.get(id) === meta) byRequestId.delete(id);
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
