import { getOperation, type OperationInfo } from '@guestnet/sdk/spec';
import type { MockContext } from '../mock-route.js';
import { dboCrudAnswer } from './dbo-crud.js';
import { dboRecords, procedureOf, recordsKey } from './dbo-records.js';
import { type AccessCodeRecord, batchCodes, CODES_PER_BATCH_ID } from './entities/access-codes.js';
import { isoSeconds } from './entities/seed-records.js';
import { listPage } from './list-page.js';
import { dboError, json } from './operation-failures.js';

// How the demo makes and advances access code batches: docs/decisions/access-codes.md.

type Entity = Record<string, unknown>;

/** How long a new batch waits in `pending` before it starts. */
export const PENDING_MS = 1000;
/** How long a batch of `count` codes takes in `processing`: 4 s and 1 ms a code. */
export const processingMs = (count: number) => 4000 + count;

const BATCH_OPS = new Set(['listAccessCodeBatches', 'getAccessCodeBatch', 'saveAccessCodeBatch']);
const CODE_OPS = new Set([
  'listAccessCodes',
  'getAccessCode',
  'saveAccessCode',
  'deleteAccessCode',
]);

/** A batch as it stands at `now`, from when its generation started (`started`, ms). */
export function progressed(batch: Entity, started: number | undefined, now: number): Entity {
  if ((batch.Status !== 'pending' && batch.Status !== 'processing') || started === undefined) {
    return batch;
  }
  const count = Number(batch.Count ?? 0);
  const elapsed = now - started;
  if (elapsed < PENDING_MS) return { ...batch, Status: 'pending', Generated: 0 };
  const share = (elapsed - PENDING_MS) / processingMs(count);
  if (share >= 1) return { ...batch, Status: 'completed', Generated: count };
  return { ...batch, Status: 'processing', Generated: Math.floor(count * share) };
}

interface Store {
  op: OperationInfo;
  batches: ReadonlyMap<string, Entity>;
  batchKey: string;
  /** When each batch made this session started (ms), by id. */
  started: ReadonlyMap<string, number>;
  startedKey: string;
  /** Pasted codes of `csv` batches, by batch id. */
  imported: ReadonlyMap<string, string[]>;
  importedKey: string;
  /** Revoked or deleted codes, by code id. */
  changed: ReadonlyMap<string, 'revoked' | 'deleted'>;
  changedKey: string;
  seedSize: number;
}

function storeOf(context: MockContext, orgNumber: string): Store | undefined {
  const op = getOperation('getAccessCodeBatch');
  const procedure = procedureOf(op);
  if (!procedure) return undefined;
  const batches = dboRecords(op, procedure.entity, orgNumber, context);
  const batchKey = recordsKey(context, procedure.entity, orgNumber);
  const side = (name: string) => `${batchKey}|${name}`;
  return {
    op,
    batches,
    batchKey,
    started: context.state.collection<number>(side('started'), () => []),
    startedKey: side('started'),
    imported: context.state.collection<string[]>(side('imported'), () => []),
    importedKey: side('imported'),
    changed: context.state.collection<'revoked' | 'deleted'>(side('codes'), () => []),
    changedKey: side('codes'),
    seedSize: context.state.seedSize(batchKey),
  };
}

const nowOf = (context: MockContext) => (context.now?.() ?? new Date()).getTime();

function batchNow(store: Store, context: MockContext, id: string): Entity | undefined {
  const batch = store.batches.get(id);
  return batch && progressed(batch, store.started.get(id), nowOf(context));
}

// The last few batches' codes, made once: a list screen pages, sorts and filters one batch many
// times in a row, and 10,000 codes take a few milliseconds to make.
const made = new Map<string, AccessCodeRecord[]>();

function codesOf(store: Store, context: MockContext, orgNumber: string, batch: Entity) {
  const id = String(batch.Id);
  const key = `${store.batchKey}|${id}|${String(batch.CreatedAt)}|${String(batch.Generated)}`;
  let codes = made.get(key);
  if (!codes) {
    codes = batchCodes(batch, {
      seed: context.seed,
      orgNumber,
      used: Number(id) <= store.seedSize && !store.started.has(id),
      ...(store.imported.has(id) ? { imported: store.imported.get(id) } : {}),
    });
    made.set(key, codes);
    if (made.size > 6) made.delete(made.keys().next().value as string);
  }
  if (store.changed.size === 0) return codes;
  const out: AccessCodeRecord[] = [];
  for (const code of codes) {
    const change = store.changed.get(String(code.Id));
    if (change === 'deleted') continue;
    out.push(change === 'revoked' ? { ...code, State: 'revoked' } : code);
  }
  return out;
}

/** Every code of the org's batches, for the uniqueness of imported codes. */
function orgCodes(store: Store, context: MockContext, orgNumber: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id] of store.batches) {
    const batch = batchNow(store, context, id);
    if (!batch) continue;
    const all = { ...batch, Generated: batch.Count };
    for (const code of codesOf(store, context, orgNumber, all)) {
      out.set(code.Code.toUpperCase(), String(batch.Name));
    }
  }
  return out;
}

async function bodyOf(response: Response): Promise<Entity> {
  return (await response.clone().json()) as Entity;
}

async function saveBatch(
  op: OperationInfo,
  context: MockContext,
  body: Entity,
  store: Store,
  orgNumber: string,
): Promise<Response> {
  const { CsvCodes: pasted, ...rest } = body;
  const creating = body.Id === undefined;
  const imported = Array.isArray(pasted) ? pasted.map((code) => String(code).toUpperCase()) : [];
  if (creating && body.Strategy === 'csv') {
    if (imported.length !== Number(body.Count)) {
      return dboError(`Count is ${String(body.Count)} but ${imported.length} codes were sent.`);
    }
    const taken = orgCodes(store, context, orgNumber);
    const clash = imported.find((code) => taken.has(code));
    if (clash) {
      return dboError(`The code “${clash}” is already in batch “${taken.get(clash)}”.`);
    }
  }
  const answer = dboCrudAnswer(op, context, rest);
  if (!answer) return dboError('Not found.', 404);
  const saved = await bodyOf(answer);
  if (saved.Error !== undefined || !creating) return answer;
  // A new batch starts pending, with no codes yet, made now.
  const id = String(saved.Id);
  const now = nowOf(context);
  // The faked base of a new record holds write-only codes; the pasted ones are kept apart.
  const { CsvCodes: _faked, ...fields } = saved;
  const record = {
    ...fields,
    Status: 'pending',
    Generated: 0,
    CreatedAt: isoSeconds(new Date(now)),
  };
  context.state.put(store.batchKey, id, record);
  context.state.put(store.startedKey, id, now);
  if (body.Strategy === 'csv') context.state.put(store.importedKey, id, imported);
  return json(200, record);
}

function codeAnswer(
  op: OperationInfo,
  context: MockContext,
  body: Entity,
  store: Store,
  orgNumber: string,
): Response {
  if (op.operationId === 'listAccessCodes') {
    const batch = batchNow(store, context, String(body.BatchId));
    if (!batch) return dboError('Not found.', 404);
    return json(200, listPage(codesOf(store, context, orgNumber, batch), body));
  }
  const id = Number(body.Id);
  const batchId = Math.floor((id - 1) / CODES_PER_BATCH_ID);
  const batch = batchNow(store, context, String(batchId));
  const code =
    batch && codesOf(store, context, orgNumber, batch).find((candidate) => candidate.Id === id);
  if (!code) return dboError('Not found.', 404);
  switch (op.operationId) {
    case 'getAccessCode':
      return json(200, code);
    case 'saveAccessCode':
      // Only a revoke is saved (AccessCodeUpdate); a revoked code stays revoked.
      context.state.put(store.changedKey, String(id), 'revoked');
      return json(200, { ...code, State: 'revoked' });
    default:
      context.state.put(store.changedKey, String(id), 'deleted');
      return json(200, { Id: id });
  }
}

/**
 * The access code procedures: batches through the dbo CRUD, with a new batch going from pending
 * through processing (its `Generated` count rising) to completed over a few seconds; its codes
 * made on demand from the batch (`batchCodes`) with the revokes kept as changes; pasted codes
 * refused when another batch of the org already has one. `undefined` for other operations.
 */
export async function accessCodeAnswer(
  op: OperationInfo,
  context: MockContext,
  payload: unknown,
): Promise<Response | undefined> {
  if (!BATCH_OPS.has(op.operationId) && !CODE_OPS.has(op.operationId)) return undefined;
  const body = (payload ?? {}) as Entity;
  const orgNumber = String(body.OrgNumber ?? '');
  const store = storeOf(context, orgNumber);
  if (!store) return undefined;
  if (CODE_OPS.has(op.operationId)) return codeAnswer(op, context, body, store, orgNumber);
  switch (op.operationId) {
    case 'listAccessCodeBatches': {
      const all = [...store.batches.keys()].map((id) => batchNow(store, context, id) as Entity);
      return json(200, listPage(all, body));
    }
    case 'getAccessCodeBatch': {
      const batch = batchNow(store, context, String(body.Id));
      return batch ? json(200, batch) : dboError('Not found.', 404);
    }
    default:
      return saveBatch(op, context, body, store, orgNumber);
  }
}
