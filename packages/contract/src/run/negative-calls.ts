import { isObject } from '@guestnet/sdk/spec';
import type { Expectation } from './answer-checks.js';
import type { ApiResponse } from './api-call.js';
import type { ContractSession } from './contract-session.js';
import type { ContractOperation } from './contract-source.js';
import { defaultPayload, type RequestVariant } from './request-builder.js';

// Values no backend has: an org number that fits the pattern, the largest 32-bit id.
const UNKNOWN_STRING = 'ZZ-999999999';
const UNKNOWN_INTEGER = 2147483647;

const hasJsonBody = (op: ContractOperation) => !!op.requestBody?.contentType.includes('json');
const declares = (op: ContractOperation, status: string) =>
  op.responses.some((r) => r.status === status);

/**
 * The call without a token (bearer-json: no header; dbo: an empty token slot), otherwise the
 * call `positive` describes; it must be refused with the refusal's own code, 401 (docs/product/errors.md).
 *
 * @example
 * await noTokenCall(session, getOperation('getDevice'), { payload: { OrgNumber: 'GN-1042', Id: 7 } });
 */
export async function noTokenCall(
  session: ContractSession,
  op: ContractOperation,
  positive: RequestVariant = {},
): Promise<ApiResponse | undefined> {
  const noToken = { ...positive, token: null };
  if (op.transport === 'bearer-json') {
    const expect: Expectation = { success: false, statuses: [401], code: 401 };
    return (await session.call(op, 'no-token', expect, noToken)).response;
  }
  if (op.transport === 'dbo') {
    // Answered 200 with Error and Code 401 (docs/product/calls.md "dbo", docs/product/errors.md).
    const expect: Expectation = { success: false, statuses: [], code: 401 };
    return (await session.call(op, 'no-token', expect, noToken)).response;
  }
  return undefined;
}

/**
 * The negative calls of a write in a flow: without the token (sending what the flow sends) and
 * with a body that is not JSON. Each answer a backend wrongly accepted goes to `undo`, so the run
 * leaves nothing behind (docs/decisions/contract-runner-tenants.md).
 *
 * @example
 * await writeNegativeCalls(session, saveDevice, { payload }, (answer) => deleteCreated(answer));
 */
export async function writeNegativeCalls(
  session: ContractSession,
  op: ContractOperation,
  positive: RequestVariant,
  undo: (response: ApiResponse) => Promise<void>,
): Promise<void> {
  const answers = [await noTokenCall(session, op, positive)];
  if (hasJsonBody(op)) {
    const statuses = ['400', '422'].filter((s) => declares(op, s)).map(Number);
    const malformed = { ...positive, rawBody: '{"malformed": ' };
    answers.push(
      (await session.call(op, 'malformed-body', { success: false, statuses }, malformed)).response,
    );
  }
  for (const answer of answers) {
    const accepted =
      answer &&
      answer.status >= 200 &&
      answer.status < 300 &&
      !(isObject(answer.json) && answer.json.Error);
    if (answer && accepted) await undo(answer);
  }
}

/**
 * The calls that must fail, and fail in the spec's shape: without a token, with a body that is
 * not JSON, and for an id that does not exist. The call without a token sends what the positive
 * call sent (`positive`: its ids), so only the missing token can explain a refusal, and the
 * refusal must carry its own code, 401.
 *
 * @example
 * await negativeCalls(session, getOperation('getOrgTreeNode'));
 */
export async function negativeCalls(
  session: ContractSession,
  op: ContractOperation,
  positive: RequestVariant = {},
): Promise<void> {
  await noTokenCall(session, op, positive);
  if (hasJsonBody(op)) {
    const statuses = ['400', '422'].filter((s) => declares(op, s)).map(Number);
    await session.call(
      op,
      'malformed-body',
      { success: false, statuses },
      { rawBody: '{"malformed": ' },
    );
  }
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  if (
    op.transport !== 'dbo' &&
    op.method === 'get' &&
    pathParams.length > 0 &&
    declares(op, '404')
  ) {
    const params = Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        session.context.source.resolveSchema(op, p.schema).type === 'integer'
          ? String(UNKNOWN_INTEGER)
          : UNKNOWN_STRING,
      ]),
    );
    // An org that does not exist is outside every reach: refused (403) or unknown (404) are
    // both right (docs/decisions/contract-runner-tenants.md).
    const orgParam = op.orgScope?.in === 'path' && (op.orgScope.name ?? '') in params;
    const statuses = orgParam && declares(op, '403') ? [403, 404] : [404];
    await session.call(op, 'unknown-id', { success: false, statuses }, { params });
  }
  const payload = op.transport === 'dbo' ? defaultPayload(op, session.context) : undefined;
  if (isObject(payload) && 'Id' in payload && /^get[A-Z]/.test(op.operationId)) {
    await session.call(
      op,
      'unknown-id',
      { success: false, statuses: [] },
      {
        payload: { ...payload, Id: UNKNOWN_INTEGER },
      },
    );
  }
}
