import { getOperation, type OperationInfo } from '@guestnet/sdk/spec';
import type { MockContext } from '../mock-route.js';
import { dboRecords, procedureOf, recordsKey } from './dbo-records.js';
import { timedOut } from './entities/mikrotik-routers.js';
import { isoSeconds } from './entities/seed-records.js';
import { dboError, json } from './operation-failures.js';

type Router = Record<string, unknown>;

// The documentation ranges (RFC 5737): no router there ever answers.
const UNREACHABLE = /^(?:192\.0\.2|198\.51\.100|203\.0\.113)\./;

/**
 * What trying to sign in to a router answers, from what is stored of it: failing without a
 * password, failing with a time-out at an address in a documentation range or under `.invalid`,
 * working otherwise. Deterministic, so a journey knows which router fails and why.
 */
export function connectionResult(router: Router): {
  Status: 'working' | 'failing';
  StatusReason: string | null;
} {
  const host = String(router.Host ?? '');
  if (UNREACHABLE.test(host) || host.endsWith('.invalid')) {
    return { Status: 'failing', StatusReason: timedOut(host, Number(router.Port)) };
  }
  if (router.HasPassword !== true) {
    return {
      Status: 'failing',
      StatusReason:
        'Login refused: no password is set for this router. Set its password, then test again.',
    };
  }
  return { Status: 'working', StatusReason: null };
}

/**
 * `TestMikrotikRouter`: tries the stored router (see {@link connectionResult}), stores the
 * result as its status and last attempt, and answers it. `undefined` for other operations.
 */
export function mikrotikTestAnswer(
  op: OperationInfo,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  if (op.operationId !== 'testMikrotikRouter') return undefined;
  const body = (payload ?? {}) as Router;
  const orgNumber = String(body.OrgNumber ?? '');
  const reader = getOperation('getMikrotikRouter');
  const procedure = procedureOf(reader);
  if (!procedure) return undefined;
  const id = body.Id === undefined ? undefined : String(body.Id);
  const router =
    id === undefined ? undefined : dboRecords(reader, procedure.entity, orgNumber, context).get(id);
  if (id === undefined || !router) return dboError('Not found.', 404);
  const result = {
    Id: Number(id),
    ...connectionResult(router),
    LastAttempt: isoSeconds(context.now?.() ?? new Date()),
  };
  context.state.put(recordsKey(context, procedure.entity, orgNumber), id, {
    ...router,
    Status: result.Status,
    StatusReason: result.StatusReason,
    LastAttempt: result.LastAttempt,
  });
  return json(200, result);
}
