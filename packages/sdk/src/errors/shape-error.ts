import {
  type ErrorContext,
  ErrorEleven,
  UNKNOWN_API_ERROR,
  UNKNOWN_ERROR,
  UNKNOWN_STATUS,
} from './error-eleven.js';

// Readings beyond SPEC.md (abort, invalid JSON, empty bodies): docs/decisions/error-eleven-shaping.md
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

function codeOf(body: unknown): number | undefined {
  if (!isObject(body)) return undefined;
  const code = typeof body.Code === 'string' ? Number(body.Code) : body.Code;
  return typeof code === 'number' && Number.isInteger(code) && code > 0 ? code : undefined;
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
 * Shapes a failed HTTP answer (or a dbo 200 carrying `Error`) into an ErrorEleven, by SPEC.md §5
 * "Error response shaping" and §8: a list gives its first item, an object its `Message` or
 * `message` (or a dbo `Error`), a string itself, HTML a generic message; `Code` overrides the
 * status.
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
    status: code ?? response.status,
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
