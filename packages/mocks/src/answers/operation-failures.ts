import type { OperationInfo } from '@guestnet/sdk/spec';

/**
 * A JSON response with the headers the real services send; the type parameter lets a caller have
 * the body checked against the SDK's generated schema types.
 */
export function json<Body = unknown>(status: number, body: Body): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The body a dbo procedure fails with: 200 and a non-empty `Error` (docs/product/platform.md). */
export function dboError(message: string, code?: number): Response {
  return json(200, code === undefined ? { Error: message } : { Error: message, Code: code });
}

const declared = (op: OperationInfo, status: string) =>
  op.responses.filter((response) => response.status === status);

/** A declared error response of the operation, with one of its examples (picked by seed). */
function declaredError(op: OperationInfo, status: string, seed: number, fallback: unknown) {
  const representations = declared(op, status);
  const examples = representations.flatMap((response) =>
    response.examples.map((example) => ({ contentType: response.contentType ?? '', example })),
  );
  const picked = examples[seed % Math.max(1, examples.length)];
  if (picked && !picked.contentType.includes('json') && typeof picked.example === 'string') {
    return new Response(picked.example, {
      status: Number(status),
      headers: { 'Content-Type': `${picked.contentType}; charset=utf-8` },
    });
  }
  return json(Number(status), picked?.example ?? fallback);
}

/**
 * The 401 of an expired or unknown token: bearer calls answer 401 with the spec's body, dbo calls
 * 200 with `Error` and `Code` 401 (the SDK turns both into an ErrorEleven with status 401).
 */
export function unauthorized(op: OperationInfo): Response {
  if (op.transport === 'dbo') return dboError('Your session has expired.', 401);
  return declaredError(op, '401', 0, { Message: 'Your session has expired.' });
}

/**
 * How the operation fails when its backend is down (the `errors` and `org-tree-api-down`
 * scenarios), always in a shape the spec declares for it: dbo procedures answer `Error`; others
 * their 500 (JSON list, object or HTML page by seed), else their first other declared error
 * status that a client does not retry, else their success body with its `Error` field set, else their 401.
 */
export function serverFailure(
  op: OperationInfo,
  seed: number,
  successWithError?: () => Record<string, unknown> | undefined,
): Response {
  if (op.transport === 'dbo') return dboError('The service is temporarily unavailable.');
  if (declared(op, '500').length > 0) {
    return declaredError(op, '500', seed, ['The service is temporarily unavailable.']);
  }
  // 429 and 503 are declared on every operation for the `flaky` scenario: answers a client
  // retries, so they would show a persistent failure only after the retries.
  const other = op.responses.find(
    (response) => /^[45]/.test(response.status) && !['401', '429', '503'].includes(response.status),
  );
  const withError = other ? undefined : successWithError?.();
  if (withError)
    return json(200, { ...withError, Error: 'The service is temporarily unavailable.' });
  const status = other?.status ?? '401';
  return declaredError(op, status, seed, { Message: 'The service is temporarily unavailable.' });
}

/**
 * The answer to a request that breaks the spec's request schema: the declared 400 with a message
 * naming the first broken rule, or for dbo without a 400 an `Error`.
 */
export function badRequest(op: OperationInfo, problem: string): Response {
  const message = `The request is invalid: ${problem}`;
  if (declared(op, '400').length > 0) return json(400, { Message: message, Code: 400 });
  if (op.transport === 'dbo') return dboError(message, 400);
  return json(400, { Message: message, Code: 400 });
}
