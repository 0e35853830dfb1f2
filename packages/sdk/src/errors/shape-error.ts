import {
  type ErrorContext,
  ErrorEleven,
  UNKNOWN_API_ERROR,
  UNKNOWN_ERROR,
  UNKNOWN_STATUS,
} from './error-eleven.js';

// Readings beyond SPEC.md (abort, invalid JSON, empty bodies): docs/decisions/error-eleven-shaping.md;
// limits on Code and message length: docs/decisions/error-eleven-limits.md
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// SPEC.md §5 "a body containing html": an error page from a proxy or the server's framework.
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
function codeOf(body: unknown): number | undefined {
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
 * Shapes a failed HTTP answer (or a dbo 200 carrying `Error`) into an ErrorEleven, by SPEC.md §5
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
  response: { status: number; statusText?: string },
  context: ErrorContext = {},
): ErrorEleven {
  const code = codeOf(body);
  return new ErrorEleven({
    message: messageOf(body, response.status),
    status: overrides(code) ? code : response.status,
    statusText: response.statusText ?? '',
    context: code === undefined ? context : { ...context, code },
  });
}

/**
 * Shapes a failure without an HTTP answer (network down, aborted, a success body that is not
 * JSON) into an ErrorEleven: 'Unknown Error occurred', status 999 (SPEC.md §8).
 *
 * @example
 * errorFromFailure(new TypeError('fetch failed'), { method: 'GET', url: '/AdminApi/org/tree' });
 */
export function errorFromFailure(
  cause: unknown,
  context: ErrorContext = {},
  aborted = false,
): ErrorEleven {
  if (ErrorEleven.is(cause)) return cause;
  const name = cause instanceof Error ? cause.name : '';
  const statusText =
    aborted || name === 'AbortError' || name === 'TimeoutError'
      ? 'Aborted'
      : name === 'SyntaxError'
        ? 'Invalid JSON'
        : 'Network Error';
  return new ErrorEleven({
    message: UNKNOWN_ERROR,
    status: UNKNOWN_STATUS,
    statusText,
    context,
    cause,
  });
}
