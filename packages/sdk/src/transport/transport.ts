import type { Middleware } from 'openapi-fetch';
import { ErrorEleven, UNKNOWN_ERROR, UNKNOWN_STATUS } from '../errors/error-eleven.js';
import {
  codeOf,
  type ErrorDetails,
  errorFromBody,
  errorFromFailure,
  parseBody,
  retryAfterMs,
} from '../errors/shape-error.js';
import { operationMeta, type SpecKey } from './operation-meta.js';
import { type Pacer, pacerFor, type RateLimit } from './pacer.js';
import { randomId } from './random-id.js';
import { reloginGeneration, renewToken, type UnauthorizedHandler } from './relogin.js';
import { startRequestMeta, takeRequestMeta } from './request-meta.js';
import type { CachedResponse, ResponseCache } from './response-cache.js';
import {
  backoffDelay,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT,
  MAX_RETRY_AFTER,
  RETRYABLE_STATUSES,
  sleep,
} from './retry.js';
import { type Flight, shareInFlight } from './share-in-flight.js';

/** Where a client gets the access token for each request; `undefined` sends none. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** What a transport needs: the token provider, the fetch to call, the cache and the call rules. */
export interface TransportOptions {
  getToken?: TokenProvider | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  cache: ResponseCache;
  retries?: number | undefined;
  timeout?: number | undefined;
  onUnauthorized?: UnauthorizedHandler | undefined;
  rateLimit?: RateLimit | undefined;
}

// Errors: docs/decisions/error-eleven-shaping.md; cache and sharing: docs/decisions/response-cache.md;
// retries and keys: docs/decisions/retries-and-idempotency.md; 401: docs/decisions/one-relogin.md
const NULL_BODY = new Set([101, 204, 205, 304]);
const STALE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);
// Its 401 is the answer to "is this token still good", not a failure a re-login should fix.
const NO_RELOGIN = new Set(['isLoginValid']);

function toResponse(cached: CachedResponse): Response {
  return new Response(NULL_BODY.has(cached.status) ? null : cached.text, {
    status: cached.status,
    statusText: cached.statusText,
    headers: cached.headers,
  });
}

/** The per-call options openapi-fetch copied onto the Request from the call's init. */
function callOptionsOf(request: Request) {
  const init = request as Request & Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const key = init.idempotencyKey;
  return {
    retries: number(init.retries),
    timeout: number(init.timeout),
    idempotencyKey: typeof key === 'string' && key !== '' ? key : undefined,
  };
}

/**
 * The middleware that applies an operation's `x-transport` (docs/product/calls.md "Three transports"):
 * bearer-json adds the token, anonymous-json and dbo send none; all send JSON and forbid caching.
 * Every call gets an `X-Request-Id`, and every write that takes one an `Idempotency-Key`.
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
      if (!request.headers.get('X-Request-Id')) request.headers.set('X-Request-Id', randomId());
      const meta = startRequestMeta(request);
      meta.operation = operation;
      const call = callOptionsOf(request);
      meta.call = call;
      if (operation.transport === 'bearer-json') {
        const token = await options.getToken?.();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      } else {
        request.headers.delete('Authorization');
      }
      // One key per logical call, the same on each retry; the caller's own wins.
      const key = call.idempotencyKey ?? request.headers.get('Idempotency-Key');
      if (key) request.headers.set('Idempotency-Key', key);
      else if (operation.idempotencyKey) request.headers.set('Idempotency-Key', randomId());
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One logical call: what is sent on each attempt, and the rules it is sent under. */
interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
  credentials: RequestCredentials;
  redirect: RequestRedirect;
  dbo: boolean;
  /** A read (GET or `x-safe`), or a write with an `Idempotency-Key`: safe to send again. */
  resendable: boolean;
  /** Whether a 401 may be fixed by a re-login (a call that carries a token). */
  relogin: boolean;
  retries: number;
  details: ErrorDetails;
}

/** Sets the new token in a call: the bearer header, or the first item of a dbo body. */
function withToken(call: Call, token: string): void {
  if (call.dbo && call.body) {
    const body = JSON.parse(new TextDecoder().decode(call.body)) as unknown;
    if (Array.isArray(body)) {
      body[0] = token;
      call.body = new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
    }
  } else {
    call.headers.set('Authorization', `Bearer ${token}`);
  }
}

interface Sender {
  fetcher: (request: Request) => Promise<Response>;
  pacer: Pacer | undefined;
  onUnauthorized: UnauthorizedHandler | undefined;
}

/** Waits for a promise, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Sends a call until it has an answer to give: retries what may be retried, re-logs in once on
 * a 401, and shapes every failure into an ErrorEleven. An abort rejects with the signal's reason.
 */
async function attempts(call: Call, signal: AbortSignal, sender: Sender): Promise<CachedResponse> {
  const context = { method: call.method, url: call.url };
  let retried = 0;
  let reloggedIn = false;
  // The re-login generation of the token the call carries: a retry resends that same token, so a
  // 401 it gets after a re-login finished takes that re-login's token instead of starting another.
  let generation = reloginGeneration(sender.onUnauthorized);
  for (;;) {
    const release = await sender.pacer?.acquire(signal);
    let response: Response | undefined;
    let text = '';
    let failure: unknown;
    try {
      response = await sender.fetcher(
        new Request(call.url, {
          method: call.method,
          headers: call.headers,
          body: call.body ?? null,
          credentials: call.credentials,
          redirect: call.redirect,
          signal,
        }),
      );
      text = await response.text();
    } catch (cause) {
      failure = cause ?? new Error('fetch failed');
    } finally {
      release?.();
    }
    if (failure !== undefined || !response) {
      if (signal.aborted) throw signal.reason;
      if (call.resendable && retried < call.retries) {
        await sleep(backoffDelay(retried++, undefined), signal);
        continue;
      }
      throw errorFromFailure(failure, context, false, { ...call.details, kind: 'network' });
    }
    const body = parseBody(text);
    // docs/product/calls.md "Three transports": a dbo 200 with a non-empty Error is a failure.
    const dboError =
      call.dbo && isObject(body) && typeof body.Error === 'string' && body.Error !== '';
    const status = !response.ok ? response.status : dboError ? codeOf(body) : undefined;
    if (status === 401 && call.relogin && sender.onUnauthorized && !reloggedIn) {
      reloggedIn = true;
      const token = await untilAborted(
        renewToken(sender.onUnauthorized, generation).catch(() => undefined),
        signal,
      );
      if (token) {
        withToken(call, token);
        generation = reloginGeneration(sender.onUnauthorized);
        continue;
      }
    }
    const retryAfter = retryAfterMs(response.headers);
    if (
      status !== undefined &&
      RETRYABLE_STATUSES.has(status) &&
      call.resendable &&
      retried < call.retries &&
      (retryAfter ?? 0) <= MAX_RETRY_AFTER
    ) {
      await sleep(backoffDelay(retried++, retryAfter), signal);
      continue;
    }
    if (!response.ok) throw errorFromBody(body, response, context, call.details);
    // A success must be JSON (every success body in the specs is), or empty; a JSON string is fine.
    if (text && !isJson(text)) {
      throw errorFromFailure(new SyntaxError('The response is not JSON'), context, false, {
        ...call.details,
        kind: 'http',
        headers: response.headers,
      });
    }
    if (dboError) throw errorFromBody(body, response, context, { ...call.details, kind: 'dbo' });
    return {
      status: response.status,
      statusText: response.statusText,
      // The text is already decoded: its encoding and length headers no longer describe it.
      headers: [...response.headers].filter(([name]) => !STALE_HEADERS.has(name)),
      text,
    };
  }
}

/** The caller's signal joined with the call's time limit; `done` stops the timer. */
function limitSignal(outer: AbortSignal, timeout: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer.reason);
  if (outer.aborted) onAbort();
  else outer.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeout > 0 && Number.isFinite(timeout)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`No answer within ${timeout} ms`, 'TimeoutError'));
        }, timeout)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * The fetch a client hands to openapi-fetch: it answers from the cache when asked, shares
 * identical calls in flight, keeps each call to its time limit and signal, paces, retries and
 * re-logs in by the rules, and turns every failure into an ErrorEleven.
 */
export function transportFetch(
  spec: SpecKey,
  options: TransportOptions,
): (request: Request) => Promise<Response> {
  const { cache } = options;
  const inFlight = new Map<string, Flight>();
  const sender: Sender = {
    fetcher: (r) => (options.fetch ?? globalThis.fetch)(r),
    pacer: pacerFor(options.rateLimit),
    onUnauthorized: options.onUnauthorized,
  };
  return async (request) => {
    const { operation, cacheOptions = {}, call: callOptions = {} } = takeRequestMeta(request);
    if (cacheOptions.reset) cache.reset();
    if (cacheOptions.flush) cache.flush();
    const cacheable = operation?.cache;
    const shareable = request.method === 'GET' || cacheable !== undefined;
    // Read once, so every attempt sends the same bytes (a body stream can be read only once).
    const body = request.body ? await request.arrayBuffer() : undefined;
    const bodyText = shareable && body ? new TextDecoder().decode(body) : '';
    // Per URL and id (docs/product/calls.md "Caching"); the body tells apart POSTs like GetOrgAccess.
    const key = cacheable
      ? `${cacheable.id ?? ''} ${request.method} ${request.url} ${bodyText}`
      : '';
    if (cacheable && cacheOptions.check) {
      const hit = cache.get(key);
      if (hit) return toResponse(hit);
    }
    // The spec decides the dbo reading, whatever a middleware did to the request.
    const dbo = spec === 'dbo';
    const read = request.method === 'GET' || request.method === 'HEAD' || operation?.safe === true;
    const requestId = request.headers.get('X-Request-Id') ?? undefined;
    const details = { requestId, operationId: operation?.operationId };
    const call: Call = {
      url: request.url,
      method: request.method,
      headers: new Headers(request.headers),
      body,
      credentials: request.credentials,
      redirect: request.redirect,
      dbo,
      resendable: read || request.headers.has('Idempotency-Key'),
      relogin:
        (dbo || request.headers.has('Authorization')) &&
        !NO_RELOGIN.has(operation?.operationId ?? ''),
      retries: Math.max(0, callOptions.retries ?? options.retries ?? DEFAULT_RETRIES),
      details,
    };
    const limit = limitSignal(
      request.signal,
      callOptions.timeout ?? options.timeout ?? DEFAULT_TIMEOUT,
    );
    const flightKey = `${request.method} ${request.url} ${request.headers.get('Authorization')} ${bodyText}`;
    const run = (signal: AbortSignal) => attempts(call, signal, sender);
    try {
      const result = shareable
        ? await shareInFlight(inFlight, flightKey, limit.signal, run)
        : await run(limit.signal);
      if (cacheable) cache.set(key, result, cacheable.id, cacheable.static === true);
      return toResponse(result);
    } catch (error) {
      // docs/product/errors.md: a failed call also clears its cache entry.
      if (cacheable) cache.delete(key);
      if (ErrorEleven.is(error)) throw error;
      const aborted = limit.signal.aborted;
      const timeout = limit.timedOut() || (error instanceof Error && error.name === 'TimeoutError');
      throw errorFromFailure(error, { method: request.method, url: request.url }, aborted, {
        ...details,
        ...(aborted ? { kind: timeout ? 'timeout' : 'aborted' } : {}),
      });
    } finally {
      limit.done();
    }
  };
}
