import { json } from './answers/operation-failures.js';
import {
  DEFAULT_FLAKY_RATE,
  FLAKY_RETRY_AFTER_SECONDS,
  FLAKY_SPARED_OPERATIONS,
  type FlakyFault,
  flakyRateOfRequest,
} from './flaky.js';
import { type MockOptions, sharedMockState } from './mock-options.js';
import type { MockContext, MockRoute } from './mock-route.js';
import { scenarioOfRequest } from './scenarios.js';

const DEFAULT_SLOW_MS = 2500;

/** The header that carries a request's id, sent back on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The request's id: the caller's own `X-Request-Id` when it is 1 to 255 visible ASCII
 * characters, else a new UUID.
 */
export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && /^[\x21-\x7e]{1,255}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * Answers one request with a route: picks the scenario (request first, then the options), waits
 * in the `slow` scenario, fails a share of the spec's calls in the `flaky` scenario, turns a
 * resolver's exception into a 500 with the spec's error shape instead of a crash or a stack
 * trace, and sends the request's `X-Request-Id` back. A dropped connection is `Response.error()`
 * (MSW fails the fetch; the Node bridge destroys the socket).
 */
export async function answer(
  route: MockRoute,
  request: Request,
  params: Record<string, string>,
  options: MockOptions,
): Promise<Response> {
  const fallback = typeof options.scenario === 'function' ? options.scenario() : options.scenario;
  const context: MockContext = {
    request,
    params,
    scenario: scenarioOfRequest(request, fallback ?? 'default'),
    seed: options.seed ?? 1,
    state: options.state ?? sharedMockState,
    now: options.now,
  };
  const requestId = requestIdOf(request);
  if (context.scenario === 'slow') {
    await new Promise((done) => setTimeout(done, options.slowMs ?? DEFAULT_SLOW_MS));
  }
  const fault =
    context.scenario === 'flaky' &&
    route.operationId !== undefined &&
    !FLAKY_SPARED_OPERATIONS.has(route.operationId)
      ? await drawFault(context, options)
      : undefined;
  if (fault === 'busy') return withHeaders(tooManyRequests(), requestId);
  let response: Response;
  try {
    response = await route.resolve(context);
  } catch {
    response = Response.json(
      { Message: 'The mock could not answer this request.' },
      { status: 500 },
    );
  }
  if (fault === 'reset') {
    // Handled (a write is stored), but the client never gets the answer.
    await response.body?.cancel();
    return Response.error();
  }
  if (fault === 'unavailable') {
    await response.body?.cancel();
    return withHeaders(unavailable(), requestId);
  }
  return withHeaders(response, requestId);
}

/**
 * The `flaky` draw for one call (docs/decisions/flaky-scenario.md). The same request is told
 * apart by its `Idempotency-Key`, else by method, address and body, so its retries are counted.
 */
async function drawFault(
  context: MockContext,
  options: MockOptions,
): Promise<FlakyFault | undefined> {
  const { request } = context;
  const rate = flakyRateOfRequest(request) ?? options.flakyRate ?? DEFAULT_FLAKY_RATE;
  const key = request.headers.get('idempotency-key');
  const multipart = /^multipart\//i.test(request.headers.get('content-type') ?? '');
  const body =
    key !== null || request.body === null
      ? ''
      : multipart
        ? `multipart:${request.headers.get('content-length') ?? ''}`
        : await request.clone().text();
  const identity = `${request.method} ${request.url}\n${key ?? body}`;
  return context.state.flaky.draw(context.seed, rate, identity);
}

function tooManyRequests(): Response {
  const response = json(429, { Message: 'Too many requests. Try again later.', Code: 429 });
  response.headers.set('Retry-After', String(FLAKY_RETRY_AFTER_SECONDS));
  return response;
}

function unavailable(): Response {
  const response = json(503, { Message: 'The service is temporarily unavailable.', Code: 503 });
  response.headers.set('Retry-After', String(FLAKY_RETRY_AFTER_SECONDS));
  return response;
}

/**
 * Every answer forbids caching, as the live backend's do and as the contract runner checks
 * (docs/product/calls.md "Three transports"): demo data must never be served stale from a browser cache.
 * It also carries the request's id.
 */
function withHeaders(response: Response, requestId: string): Response {
  if (response.type === 'error') return response;
  const mark = (target: Response) => {
    target.headers.set('Cache-Control', 'no-cache, no-store');
    target.headers.set('Pragma', 'no-cache');
    target.headers.set(REQUEST_ID_HEADER, requestId);
    return target;
  };
  try {
    return mark(response);
  } catch {
    // Immutable headers (a passed-through response): copy it.
    return mark(new Response(response.body, response));
  }
}

/** A compiled route path: a RegExp over the pathname and its parameter names. */
export interface CompiledPath {
  pattern: RegExp;
  names: string[];
}

/** Compiles `/a/{b}/c` to a RegExp that matches a pathname and captures `b`. */
export function compilePath(path: string): CompiledPath {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** The route path in MSW's syntax, for any origin: `{name}` becomes `:name`. */
export function mswPath(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}
