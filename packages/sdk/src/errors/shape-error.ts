import {
  type ErrorContext,
  ErrorEleven,
  type ErrorKind,
  UNKNOWN_API_ERROR,
  UNKNOWN_ERROR,
  UNKNOWN_STATUS,
} from './error-eleven.js';

// Readings beyond docs/product/README.md (abort, invalid JSON, empty bodies): docs/decisions/error-eleven-shaping.md;
// limits on Code and message length: docs/decisions/error-eleven-limits.md
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// docs/product/validation.md "a body containing html": an error page from a proxy or the server's framework.
const HTML = /<\s*(?:!doctype\s+html|html|head|body)\b/i;

function messageOf(body: unknown, status: number): string {
  if (Array.isArray(body)) {
    const first = body[0];
    return typeof first === 'string' && first.trim() ? first : UNKNOWN_API_ERROR;
  }
  if (isObject(body)) {
    for (const key of ['Message', 'message', 'Error']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
    return UNKNOWN_API_ERROR;
  }
  if (typeof body === 'string' && body.trim()) {
    return HTML.test(body) ? `API Error occurred with status ${status}` : body.trim();
  }
  return UNKNOWN_API_ERROR;
}

// docs/decisions/error-eleven-limits.md: a status is an integer 100-999, written as a JSON number
// or as three digits (`1e3`, `" 410"` and `410.5` are not statuses).
export function codeOf(body: unknown): number | undefined {
  if (!isObject(body)) return undefined;
  const code = body.Code;
  const value = typeof code === 'string' && /^\d{3}$/.test(code) ? Number(code) : code;
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 999
    ? value
    : undefined;
}

// An ErrorEleven is a failure: a Code below 400 (`{"Code":200}` on a 500) must not make it read as
// a success or a redirect, so only an error Code replaces the HTTP status.
const overrides = (code: number | undefined): code is number => code !== undefined && code >= 400;

/** What the transport knows of a call beyond its answer, for the ErrorEleven it rejects with. */
export interface ErrorDetails {
  /** Default: `http` for errorFromBody; for errorFromFailure, from the cause. */
  kind?: ErrorKind;
  requestId?: string | undefined;
  operationId?: string | undefined;
  retryAfter?: number | undefined;
  /** The answer's headers, when a failure without an HTTP status still had an answer. */
  headers?: Headers | undefined;
}

/** The status a dbo error reports when its `Code` is not an error status (never a 2xx). */
export const DBO_ERROR_STATUS = 500;

/**
 * The wait a `Retry-After` header asks for, in ms: delay-seconds or an HTTP date (a date in the
 * past is 0); undefined without a header or with one that is neither.
 *
 * @example
 * retryAfterMs(new Headers({ 'Retry-After': '2' })); // 2000
 */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const value = headers?.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Parses a response text as JSON, or gives the text back when it is not JSON. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Shapes a failed HTTP answer (or a dbo 200 carrying `Error`) into an ErrorEleven, by docs/product/validation.md
 * "Error response shaping" and §8: a list gives its first item, an object its `Message` or
 * `message` (or a dbo `Error`), a string itself, HTML a generic message; a `Code` that is an
 * error status (an integer 400-999) overrides the status, and any valid `Code` is kept in
 * `context.code`.
 *
 * @example
 * errorFromBody(['Org not found'], { status: 404, statusText: 'Not Found' }, { method: 'GET' });
 * // ErrorEleven { message: 'Org not found', status: 404 }
 */
export function errorFromBody(
  body: unknown,
  response: { status: number; statusText?: string; headers?: Headers },
  context: ErrorContext = {},
  details: ErrorDetails = {},
): ErrorEleven {
  const code = codeOf(body);
  const kind = details.kind ?? 'http';
  // docs/decisions/error-eleven-shaping.md: a dbo error never reports the 200 it came with.
  const dboFallback = kind === 'dbo' && response.status < 400;
  const headers = response.headers;
  return new ErrorEleven({
    message: messageOf(body, response.status),
    status: overrides(code) ? code : dboFallback ? DBO_ERROR_STATUS : response.status,
    statusText: dboFallback ? 'dbo Error' : (response.statusText ?? ''),
    context: code === undefined ? context : { ...context, code },
    kind,
    requestId: headers?.get('X-Request-Id') ?? details.requestId,
    retryAfter: details.retryAfter ?? retryAfterMs(headers),
    headers,
    operationId: details.operationId,
  });
}

/**
 * Shapes a failure without an HTTP answer (network down, aborted, a success body that is not
 * JSON) into an ErrorEleven: 'Unknown Error occurred', status 999 (docs/product/errors.md).
 *
 * @example
 * errorFromFailure(new TypeError('fetch failed'), { method: 'GET', url: '/AdminApi/org/tree' });
 */
export function errorFromFailure(
  cause: unknown,
  context: ErrorContext = {},
  aborted = false,
  details: ErrorDetails = {},
): ErrorEleven {
  if (ErrorEleven.is(cause)) return cause;
  const name = cause instanceof Error ? cause.name : '';
  const kind: ErrorKind =
    details.kind ??
    (name === 'TimeoutError'
      ? 'timeout'
      : aborted || name === 'AbortError'
        ? 'aborted'
        : name === 'SyntaxError'
          ? 'http'
          : 'network');
  const statusText = {
    timeout: 'Timeout',
    aborted: 'Aborted',
    http: 'Invalid JSON',
    dbo: 'Invalid JSON',
    network: 'Network Error',
  }[kind];
  return new ErrorEleven({
    message: UNKNOWN_ERROR,
    status: UNKNOWN_STATUS,
    statusText,
    context,
    cause,
    kind,
    requestId: details.headers?.get('X-Request-Id') ?? details.requestId,
    headers: details.headers,
    operationId: details.operationId,
  });
}
