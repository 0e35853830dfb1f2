/** Where a failed call went: its method, URL and the `Code` of its body, if any. */
export interface ErrorContext {
  method?: string;
  url?: string;
  code?: number | string;
}

/** What an ErrorEleven is built from. */
export interface ErrorElevenInit {
  message: string;
  status: number;
  statusText?: string;
  context?: ErrorContext;
  cause?: unknown;
}

/** SPEC.md §8: the message of an HTTP failure whose body says nothing usable. */
export const UNKNOWN_API_ERROR = 'Unknown API Error Occurred';
/** SPEC.md §8: the message of a failure that is not an HTTP status (network, abort, bad JSON). */
export const UNKNOWN_ERROR = 'Unknown Error occurred';
/** SPEC.md §8 and §9: the status of a failure that is not an HTTP status. */
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
 * The one error every failed SDK call rejects with (SPEC.md §8, DESIGN.md "One error type"):
 * a message (at most `MAX_MESSAGE_LENGTH` characters), the status (the body's `Code` when it is
 * an error status, otherwise the HTTP status; 999 when there was no HTTP answer), the status
 * text and where the call went.
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

  constructor(init: ErrorElevenInit) {
    super(capped(init.message), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.context = init.context ?? {};
  }

  /** True when the call was aborted by its signal (a cancelled query), not failed. */
  get aborted(): boolean {
    return this.status === UNKNOWN_STATUS && this.statusText === 'Aborted';
  }

  /**
   * Tells an ErrorEleven apart from other errors, also across copies of the SDK.
   *
   * @example
   * if (ErrorEleven.is(error)) showSnackbar(error.message);
   */
  static is(error: unknown): error is ErrorEleven {
    return error instanceof ErrorEleven || (error instanceof Error && error.name === 'ErrorEleven');
  }
}

Object.defineProperty(ErrorEleven.prototype, 'name', { value: 'ErrorEleven' });
