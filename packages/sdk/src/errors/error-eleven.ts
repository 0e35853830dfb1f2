/** Where a failed call went: its method, URL and the `Code` of its body, if any. */
export interface ErrorContext {
  method?: string;
  url?: string;
  code?: number | string;
}

/**
 * What kind of failure an ErrorEleven is (docs/decisions/error-eleven-shaping.md): `http` an
 * answer with an error status (or a success that is not JSON), `dbo` a dbo answer carrying
 * `Error`, `network` no answer at all, `timeout` the call's time limit ran out, `aborted` the
 * caller's signal aborted it.
 */
export type ErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'dbo';

/** What an ErrorEleven is built from. */
export interface ErrorElevenInit {
  message: string;
  status: number;
  statusText?: string;
  context?: ErrorContext;
  cause?: unknown;
  /** Default: `network` for status 999, `http` otherwise. */
  kind?: ErrorKind;
  /** The answer's `X-Request-Id`, or the one the SDK sent. */
  requestId?: string | undefined;
  /** How long the server asked to wait before trying again (`Retry-After`), in ms. */
  retryAfter?: number | undefined;
  /** The answer's headers (`http` and `dbo` only). */
  headers?: Headers | undefined;
  /** The spec's operationId of the call. */
  operationId?: string | undefined;
}

/** docs/product/errors.md: the message of an HTTP failure whose body says nothing usable. */
export const UNKNOWN_API_ERROR = 'Unknown API Error Occurred';
/** docs/product/errors.md: the message of a failure that is not an HTTP status (network, abort, bad JSON). */
export const UNKNOWN_ERROR = 'Unknown Error occurred';
/** docs/product/errors.md, docs/product/constants.md: the status of a failure that is not an HTTP status. */
export const UNKNOWN_STATUS = 999;

/**
 * The longest message an ErrorEleven keeps (docs/decisions/error-eleven-limits.md): a longer one
 * keeps its first 1,000 characters and ends with `…`, so a 10 MB error body is not a 10 MB message.
 */
export const MAX_MESSAGE_LENGTH = 1000;

function capped(message: string): string {
  if (message.length <= MAX_MESSAGE_LENGTH) return message;
  // Do not cut a surrogate pair in two: the message would end with a lone, unprintable half.
  const end = /[\uD800-\uDBFF]/.test(message.charAt(MAX_MESSAGE_LENGTH - 1))
    ? MAX_MESSAGE_LENGTH - 1
    : MAX_MESSAGE_LENGTH;
  return `${message.slice(0, end)}…`;
}

/**
 * The one error every failed SDK call rejects with (docs/product/errors.md, docs/product/errors.md "One error type"):
 * a message (at most `MAX_MESSAGE_LENGTH` characters), the status (the body's `Code` when it is
 * an error status, otherwise the HTTP status; 999 when there was no HTTP answer), the status
 * text, where the call went, and what a tool acts on: `kind`, `requestId`, `retryAfter`, the
 * answer's `headers` and the `operationId`.
 *
 * @example
 * try {
 *   await api.GET('/AdminApi/admin/account');
 * } catch (error) {
 *   if (ErrorEleven.is(error) && error.status === 401) redirectToLogin();
 * }
 */
export class ErrorEleven extends Error {
  // Set on the prototype (below), so the stack's first line already reads "ErrorEleven: ...".
  declare readonly name: 'ErrorEleven';
  readonly status: number;
  readonly statusText: string;
  readonly context: ErrorContext;
  /** What kind of failure this is; narrows the type (see {@link AnyErrorEleven}). */
  readonly kind: ErrorKind;
  /** The request id of the call: the answer's `X-Request-Id`, else the one the SDK sent. */
  readonly requestId: string | undefined;
  /** The wait the answer asked for with `Retry-After`, in ms (after the SDK's own retries). */
  readonly retryAfter: number | undefined;
  /** The answer's headers; undefined when there was no answer. */
  readonly headers: Headers | undefined;
  /** The spec's operationId of the call (`listOrgTree`, `ListDevices`, ...). */
  readonly operationId: string | undefined;

  constructor(init: ErrorElevenInit) {
    super(capped(init.message), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.context = init.context ?? {};
    this.kind = init.kind ?? (init.status === UNKNOWN_STATUS ? 'network' : 'http');
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.headers = init.headers;
    this.operationId = init.operationId;
  }

  /**
   * True when the caller's signal aborted the call (a cancelled query), not failed; a call whose
   * time limit ran out is `kind: 'timeout'`, a failure.
   */
  get aborted(): boolean {
    return this.kind === 'aborted';
  }

  /**
   * Tells an ErrorEleven apart from other errors, also across copies of the SDK.
   *
   * @example
   * if (ErrorEleven.is(error)) showSnackbar(error.message);
   */
  static is(error: unknown): error is AnyErrorEleven {
    return error instanceof ErrorEleven || (error instanceof Error && error.name === 'ErrorEleven');
  }
}

/** An ErrorEleven with an answer: `headers` is there. */
type Answered<K extends ErrorKind> = ErrorEleven & { readonly kind: K; readonly headers: Headers };
/** An ErrorEleven without an answer: status 999, no headers, no `Retry-After`. */
type Unanswered<K extends ErrorKind> = ErrorEleven & {
  readonly kind: K;
  readonly status: typeof UNKNOWN_STATUS;
  readonly headers: undefined;
  readonly retryAfter: undefined;
};

/** An HTTP error status (or a success body that is not JSON), with the answer's headers. */
export type HttpErrorEleven = Answered<'http'>;
/** A dbo answer carrying `Error`: its status is the body's `Code`, or 500 (never a 2xx). */
export type DboErrorEleven = Answered<'dbo'>;
/** No answer: the connection failed (after the SDK's retries). */
export type NetworkErrorEleven = Unanswered<'network'>;
/** The call's time limit ran out. */
export type TimeoutErrorEleven = Unanswered<'timeout'>;
/** The caller's signal aborted the call. */
export type AbortedErrorEleven = Unanswered<'aborted'>;

/**
 * ErrorEleven as a union over `kind`, what `ErrorEleven.is` narrows to: checking `kind` narrows
 * the rest (`headers` is there for `http` and `dbo`, the status is 999 for the others).
 *
 * @example
 * if (ErrorEleven.is(error) && error.kind === 'http') console.log(error.headers.get('X-Request-Id'));
 */
export type AnyErrorEleven =
  | HttpErrorEleven
  | DboErrorEleven
  | NetworkErrorEleven
  | TimeoutErrorEleven
  | AbortedErrorEleven;

Object.defineProperty(ErrorEleven.prototype, 'name', { value: 'ErrorEleven' });
