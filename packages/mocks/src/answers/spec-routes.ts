import { listOperations, type OperationInfo } from '@guestnet/sdk/spec';
import { DEMO_SSO_USER, identityOfToken } from '../identities.js';
import type { MockContext, MockRoute } from '../mock-route.js';
import { tenancyRefusal } from '../tenancy.js';
import {
  BULK_WRITE_REFUSED_MESSAGE,
  changesData,
  refusedInWriteErrors,
  writeRefused,
} from './data-writes.js';
import { answerOnce, requestFingerprint } from './idempotency.js';
import { badRequest, dboError, json, serverFailure, unauthorized } from './operation-failures.js';
import { orgTreeAnswer } from './org-tree-answers.js';
import { readRequest } from './read-request.js';
import { sessionAnswer } from './session-answers.js';

type LaterAnswers = typeof import('./later-answers.js');
let later: Promise<LaterAnswers> | undefined;

/**
 * The answers beyond the session's and the org tree's, imported on the first call that needs
 * them (in the demo, a chunk of their own): docs/decisions/demo-startup.md, "The mocks' first
 * answers".
 */
export function laterAnswers(): Promise<LaterAnswers> {
  later ??= import('./later-answers.js');
  return later;
}

function failsInScenario(op: OperationInfo, context: MockContext): boolean {
  if (context.scenario === 'errors') return true;
  // Only the list fails: the legacy tree that takes over still needs the org by number.
  return context.scenario === 'org-tree-api-down' && op.operationId === 'listOrgTree';
}

// Who may call what, and how each scenario fails: docs/decisions/mock-scenarios-and-identities.md
async function answerOperation(op: OperationInfo, given: MockContext): Promise<Response> {
  let context = given;
  if (failsInScenario(op, context)) {
    const { fakeSuccessBody } = await laterAnswers();
    return serverFailure(op, context.seed, () => {
      const body = fakeSuccessBody(op, context.seed);
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : undefined;
    });
  }
  const read = await readRequest(op, context.request, context.params);
  if (op.transport === 'dbo' && !Array.isArray(read.body)) {
    return badRequest(op, read.problem ?? 'the body must be [accessToken, payload]');
  }
  let identity = identityOfToken(read.token);
  if (op.transport !== 'anonymous-json') {
    // Bearer and dbo calls need a token Login handed out; `session-expired` refuses every one.
    if (!identity || context.scenario === 'session-expired') return unauthorized(op);
    if (context.scenario === 'sso-user') identity = DEMO_SSO_USER;
  }
  if (read.problem) return badRequest(op, read.problem);
  if (identity) context = { ...context, admin: identity.username, identity };
  // A write with an Idempotency-Key runs once: docs/decisions/idempotent-writes.md
  const call = {
    op,
    request: context.request,
    store: context.state.idempotency,
    user: identity?.username ?? '',
    fingerprint: () => requestFingerprint(context.request, read.payload),
    now: (context.now?.() ?? new Date()).getTime(),
  };
  const settled = context;
  return answerOnce(call, () => answerCall(op, settled, identity, read));
}

/** The answer of a call whose caller is known and whose request is valid. */
async function answerCall(
  op: OperationInfo,
  given: MockContext,
  identity: ReturnType<typeof identityOfToken>,
  read: Awaited<ReturnType<typeof readRequest>>,
): Promise<Response> {
  let context = given;
  // A bulk change's write names its change set: the history entry carries it, the record never.
  const { payload, changeSetId } = changesData(op)
    ? withoutChangeSet(read.payload)
    : { payload: read.payload, changeSetId: undefined };
  if (changeSetId !== undefined) context = { ...context, changeSetId };
  // An org outside the caller's reach, or a feature its role lacks: refused before anything is
  // read or written (docs/decisions/tenant-isolation.md).
  const refused = identity && tenancyRefusal(op, context, identity, read.query, payload);
  if (refused) return refused;
  if (context.scenario === 'write-errors') {
    const orgNumber = String((payload as { OrgNumber?: unknown } | undefined)?.OrgNumber ?? '');
    if (refusedInWriteErrors(op, context, changeSetId, orgNumber)) {
      return changeSetId === undefined ? writeRefused(op) : dboError(BULK_WRITE_REFUSED_MESSAGE);
    }
  }
  const unknownOrg = unknownOrgAnswer(op, context);
  if (unknownOrg) return unknownOrg;
  const first =
    sessionAnswer(op.operationId, context, identity, payload, read.query) ??
    orgTreeAnswer(op.operationId, context, payload);
  if (first) return first;
  const {
    accessCodeAnswer,
    adminHistoryAnswer,
    changeSetAnswer,
    dboCrudAnswer,
    dboSingletonAnswer,
    genericAnswer,
    guestAccountsAnswer,
    imageAnswer,
    mikrotikTestAnswer,
    orgAnswer,
    reportAnswer,
    reportListAnswer,
  } = await laterAnswers();
  return (
    orgAnswer(op.operationId, context, payload) ??
    adminHistoryAnswer(op.operationId, context, payload) ??
    changeSetAnswer(op.operationId, context, payload) ??
    (await accessCodeAnswer(op, context, payload)) ??
    (await imageAnswer(op.operationId, context, payload)) ??
    (await guestAccountsAnswer(op.operationId, context, read.query)) ??
    (await reportListAnswer(op.operationId, context, read.query)) ??
    (await reportAnswer(op.operationId, context, read.query)) ??
    dboCrudAnswer(op, context, payload) ??
    mikrotikTestAnswer(op, context, payload) ??
    dboSingletonAnswer(op, context, payload) ??
    genericAnswer(op, context.scenario, context.seed)
  );
}

/** A dbo payload without its `ChangeSetId` (`ChangeSetWrite` in openapi/dbo.yaml), and that id. */
function withoutChangeSet(payload: unknown): { payload: unknown; changeSetId?: number } {
  if (!payload || typeof payload !== 'object' || !('ChangeSetId' in payload)) return { payload };
  const { ChangeSetId, ...rest } = payload as Record<string, unknown>;
  return typeof ChangeSetId === 'number'
    ? { payload: rest, changeSetId: ChangeSetId }
    : { payload: rest };
}

/**
 * A call whose `orgNumber` path parameter names no org of the scenario's tree (or one deleted
 * through `DeleteOrg`) gets its declared 404, as a backend answers for an org it does not have
 * (the org tree calls answer this themselves).
 */
function unknownOrgAnswer(op: OperationInfo, context: MockContext): Response | undefined {
  const number = context.params.orgNumber;
  if (number === undefined || op.tags.includes('org-tree') || context.scenario === 'empty') {
    return undefined;
  }
  if (!op.responses.some((response) => response.status === '404')) return undefined;
  const known = context.state.hasOrg(context.scenario, context.seed, number);
  return known ? undefined : json(404, { Message: 'Not found.' });
}

/**
 * One route per operation of the three specs, built from `listOperations()`: the transport
 * decides how the token is read and how failures look, the scenario decides what fails, and the
 * answer comes from the session, the org tree, the dbo CRUD state, `fixtures/` or the factories.
 *
 * @example
 * specRoutes().length === listOperations().length; // true
 */
export function specRoutes(): MockRoute[] {
  return listOperations().map((op) => ({
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    resolve: (context) => answerOperation(op, context),
  }));
}
