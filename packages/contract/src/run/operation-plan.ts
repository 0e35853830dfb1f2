import { isObject } from '@guestnet/sdk/spec';
import type { ContractOperation, ContractSource } from './contract-source.js';

// docs/decisions/contract-runner-checks.md "Reads and writes": the spec has no safe/unsafe flag
// beyond the method, so POST reads are told apart by their operationId verb.
const READ_VERB =
  /^(get|list|search|is|check|verify|find|read|count|lookup|login|relogin)(?:[A-Z]|$)/;

/** True for an operation that changes nothing on the backend. */
export const isRead = (op: ContractOperation) =>
  op.method === 'get' || READ_VERB.test(op.operationId);

/** A create → read → update → delete sequence, or a read → write back of a singleton. */
export interface WriteFlow {
  entity: string;
  create?: ContractOperation;
  read: ContractOperation;
  update?: ContractOperation;
  delete?: ContractOperation;
  /** REST flows: the path parameter that carries the created id (`imageId`). */
  idParam?: string;
}

// REST style: POST /things creates, DELETE /things/{id} deletes, GET /things/{id} (or the list
// GET /things) reads, PUT or PATCH /things/{id} updates.
function restFlows(operations: ContractOperation[]): WriteFlow[] {
  const flows: WriteFlow[] = [];
  for (const create of operations.filter((op) => op.method === 'post' && op.transport !== 'dbo')) {
    const remove = operations.find(
      (op) =>
        op.method === 'delete' &&
        new RegExp(`^${escapeRegExp(create.path)}/\\{[^}/]+\\}$`).test(op.path),
    );
    if (!remove) continue;
    const itemPath = remove.path;
    const idParam = /\{([^}]+)\}$/.exec(itemPath)?.[1] ?? 'id';
    const at = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path);
    const read = at('get', itemPath) ?? at('get', create.path);
    if (!read) continue;
    const update = at('put', itemPath) ?? at('patch', itemPath);
    flows.push({
      entity: create.path,
      create,
      read,
      delete: remove,
      idParam,
      ...(update ? { update } : {}),
    });
  }
  return flows;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The writes of a run: the flows that undo themselves, and the writes nothing can undo. */
export interface WritePlan {
  flows: WriteFlow[];
  /** Only checked with negative calls: the spec offers no way to take them back. */
  irreversible: ContractOperation[];
}

/** True when the operation's JSON payload (for dbo, the item after the token) requires a field. */
export function payloadRequires(
  source: ContractSource,
  op: ContractOperation,
  field: string,
): boolean {
  if (!op.requestBody) return false;
  let schema = source.resolveSchema(op, op.requestBody.schema);
  const prefix = schema.prefixItems;
  if (op.transport === 'dbo' && Array.isArray(prefix) && isObject(prefix[1])) {
    schema = source.resolveSchema(op, prefix[1]);
  }
  return Array.isArray(schema.required) && schema.required.includes(field);
}

/**
 * Groups write operations into flows by their names: `save{E}` or `add{E}` creates, `get{E}`
 * reads, `save{E}` updates, `delete{E}` deletes; `get{E}` + `save{E}` alone is a singleton when
 * `get{E}` takes no Id (a record read by Id that cannot be deleted, such as a bulk change's
 * change set, would be left behind: its save is not run).
 *
 * @example
 * planWrites(source, operations).flows.map((f) => f.entity); // ['Device', 'PaymentGateway', ...]
 */
export function planWrites(source: ContractSource, operations: ContractOperation[]): WritePlan {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const flows: WriteFlow[] = [];
  const covered = new Set<string>();
  const entities = new Set(
    operations.flatMap((op) => /^(?:save|add)([A-Z]\w*)$/.exec(op.operationId)?.slice(1) ?? []),
  );
  for (const entity of entities) {
    const read = byId.get(`get${entity}`);
    if (!read) continue;
    const add = byId.get(`add${entity}`);
    // A save that needs an Id only changes what exists (revoking an access code): not a create.
    const saveOp = byId.get(`save${entity}`);
    const save = saveOp && !payloadRequires(source, saveOp, 'Id') ? saveOp : undefined;
    const remove = byId.get(`delete${entity}`);
    const flow: WriteFlow = { entity, read };
    if (remove) {
      const create = add ?? save;
      if (!create) continue;
      flow.create = create;
      flow.delete = remove;
      if (save) flow.update = save;
    } else if (save && !add && !payloadRequires(source, read, 'Id')) {
      // A singleton: read, then written back as it was.
      flow.update = save;
    } else continue;
    flows.push(flow);
    for (const op of [flow.create, flow.update, flow.delete]) if (op) covered.add(op.operationId);
  }
  for (const flow of restFlows(operations)) {
    flows.push(flow);
    for (const op of [flow.create, flow.update, flow.delete]) if (op) covered.add(op.operationId);
  }
  const irreversible = operations.filter((op) => !isRead(op) && !covered.has(op.operationId));
  return { flows, irreversible };
}
