import type { OperationInfo } from '@guestnet/sdk/spec';
import type { MockContext } from '../mock-route.js';
import { treeKey } from '../mock-state.js';
import { resultIndex } from './change-sets.js';
import { dboError, json } from './operation-failures.js';

/** The `Error` (dbo) or `Message` (other APIs) of every change in the `write-errors` scenario. */
export const WRITE_REFUSED_MESSAGE = 'The demo refuses every change in the write-errors scenario.';

// dbo procedures say what they do in their name; the other APIs have only these three changes.
// Sign-in and sign-out, SetOrg, feedback, the client log and every search keep working, so the
// console can still be driven to each save (docs/decisions/mock-scenarios-and-identities.md).
const DBO_WRITE = /^(save|delete|add)[A-Z]/;
const OTHER_WRITES = new Set(['editPassword', 'uploadImage', 'renameImage', 'deleteImage']);

/** Whether an operation changes stored data: the dbo Save, Delete and Add procedures, the password change and the image upload, rename and delete. */
export function changesData(op: Pick<OperationInfo, 'operationId' | 'transport'>): boolean {
  return op.transport === 'dbo' ? DBO_WRITE.test(op.operationId) : OTHER_WRITES.has(op.operationId);
}

/**
 * How a change fails in the `write-errors` scenario, in a shape the spec declares: dbo procedures
 * answer 200 with `Error`, the others their first declared client error other than 401 and 404
 * (which the console reads as a lost session and a missing record).
 */
export function writeRefused(op: OperationInfo): Response {
  if (op.transport === 'dbo') return dboError(WRITE_REFUSED_MESSAGE);
  const status = op.responses.find((response) => /^4(?!01|04)/.test(response.status))?.status;
  return json(Number(status ?? 400), {
    Message: WRITE_REFUSED_MESSAGE,
    Code: Number(status ?? 400),
  });
}

/** The `Error` of a bulk change's write refused in the `write-errors` scenario. */
export const BULK_WRITE_REFUSED_MESSAGE =
  'The demo refuses this org for now (write-errors scenario); Retry failed will go through.';

/**
 * Whether the `write-errors` scenario refuses a change. Every save and delete is refused, except
 * in a bulk change: recording the change set goes through, and of its writes (the ones naming a
 * `ChangeSetId`) the first attempt at the first, fourth, seventh… org of the set's results is
 * refused and a retry goes
 * through, so a run shows some orgs failing among others that changed, and `Retry failed`
 * fixing them (docs/decisions/bulk-change.md).
 */
export function refusedInWriteErrors(
  op: Pick<OperationInfo, 'operationId' | 'transport'>,
  context: Pick<MockContext, 'scenario' | 'seed' | 'state'>,
  changeSetId: number | undefined,
  orgNumber: string,
): boolean {
  if (!changesData(op)) return false;
  if (op.operationId === 'saveChangeSet') return false;
  if (changeSetId === undefined) return true;
  const key = `bulk-attempts|${treeKey(context.scenario, context.seed)}|${changeSetId}`;
  const attempts = context.state.collection<number>(key, () => []);
  const seen = `${op.operationId}|${orgNumber}`;
  if (attempts.has(seen)) return false;
  // By the org's place in the set (not the order writes arrive in), so a run fails the same orgs.
  const index = resultIndex(context, changeSetId, orgNumber);
  context.state.put(key, seen, index);
  return index >= 0 && index % 3 === 0;
}
