/** A request the runner sends, kept so a failure can be reproduced with curl. */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON (or deliberately malformed) text, or multipart fields. */
  body?: string | Record<string, string | Blob>;
}

/** What came back. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else `undefined`. */
  json: unknown;
  ms: number;
}

/** The backend could not be reached at all (refused, DNS, TLS): a setup error. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

/** The backend took the request but did not answer in time: a failed check of that operation. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/**
 * Sends one request and reads the whole answer; network failures become an `UnreachableError`
 * with the cause in words, and no answer within `timeoutMs` a `NoAnswerError`.
 *
 * @example
 * const response = await sendRequest(fetch, { method: 'GET', url, headers: {} }, 30_000);
 */
export async function sendRequest(
  fetchImpl: typeof globalThis.fetch,
  request: ApiRequest,
  timeoutMs: number,
): Promise<ApiResponse> {
  let body: BodyInit | undefined;
  if (typeof request.body === 'string') body = request.body;
  else if (request.body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body)) form.append(name, value);
    body = form;
  }
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The time limit covers the whole answer: a body that trickles in is no answer either.
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      const { origin, pathname } = new URL(request.url);
      throw new NoAnswerError(
        `${origin} did not answer ${request.method} ${pathname} within ${timeoutMs} ms`,
      );
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new UnreachableError(`Cannot reach ${new URL(request.url).origin} (${reason})`);
  }
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json,
    ms: performance.now() - started,
  };
}
