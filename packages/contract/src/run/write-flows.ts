import { isObject } from '@guestnet/sdk/spec';
import type { Expectation } from './answer-checks.js';
import type { ApiResponse } from './api-call.js';
import type { ContractSession } from './contract-session.js';
import type { ContractOperation } from './contract-source.js';
import { writeNegativeCalls } from './negative-calls.js';
import type { WriteFlow } from './operation-plan.js';
import { defaultPayload, type RequestVariant } from './request-builder.js';
import { sampleValue } from './sample-value.js';

const success = { success: true } as const;

/** The backend did what was asked: a 2xx (not status 0, no answer), and for dbo no `Error`. */
const accepted = (response: ApiResponse) =>
  response.status >= 200 &&
  response.status < 300 &&
  !(isObject(response.json) && response.json.Error);

// An id goes in the dbo payload or JSON body, and in any path parameter named like it.
function withId(
  session: ContractSession,
  op: ContractOperation,
  field: string,
  id: unknown,
  idParam = field,
): RequestVariant {
  const payload = defaultPayload(op, session.context);
  const names = [field.toLowerCase(), idParam.toLowerCase()];
  const params = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'path' && names.includes(p.name.toLowerCase()))
      .map((p) => [p.name, String(id)]),
  );
  return { params, ...(isObject(payload) ? { payload: { ...payload, [field]: id } } : {}) };
}

// The field an update changes: a name or description if there is one, else another text.
const CHANGEABLE = /name|description|title|comment|note|label/i;
const FIXED = /id$|org|number|type|status|mode|code|key|token|secret|password|mac|url|email/i;

/**
 * The payload of an update that changes one text field, so a read-back can tell an update that
 * was saved from one that was not; `undefined` when no field can change (the payload would
 * break the spec).
 */
export function changedPayload(
  session: ContractSession,
  op: ContractOperation,
  payload: unknown,
): { payload: Record<string, unknown>; field: string; value: string } | undefined {
  if (!isObject(payload)) return undefined;
  const texts = Object.entries(payload).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !FIXED.test(entry[0]),
  );
  const ordered = [...texts.filter(([k]) => CHANGEABLE.test(k)), ...texts];
  for (const [field, old] of ordered) {
    const value = old.endsWith('-upd') ? `${old.slice(0, -4)}-chg` : `${old}-upd`;
    const changed = { ...payload, [field]: value };
    const body = op.transport === 'dbo' ? ['token', changed] : changed;
    if (session.context.source.validateRequest(op, body).valid)
      return { payload: changed, field, value };
  }
  return undefined;
}

/**
 * Runs one write flow so that nothing is left behind: create → read → update → read the new
 * value back → delete → read again (now gone), deleting what it created even when a check fails;
 * each write also gets its negative calls (no token, a body that is not JSON), and whatever a
 * negative call wrongly created is deleted too. A singleton is read and written back unchanged.
 *
 * @example
 * await runWriteFlow(session, { entity: 'Device', create, read, update, delete: remove });
 */
export async function runWriteFlow(session: ContractSession, flow: WriteFlow): Promise<void> {
  if (!flow.create || !flow.delete) return writeBack(session, flow);
  const remove = flow.delete;
  const { create, idParam } = flow;
  // REST creates send the least the schema needs: the examples may show one chunk of an upload.
  const template =
    idParam && create.requestBody
      ? sampleValue(create.requestBody.schema, (s) =>
          session.context.source.resolveSchema(create, s),
        )
      : defaultPayload(create, session.context);
  const { Id: _, ...fresh } = isObject(template) ? template : {};
  const key = (op: ContractOperation, of: unknown = id) => withId(session, op, field, of, idParam);
  let id: unknown;
  let field = 'Id';
  let deleted = false;
  // The read by id, or for REST flows without one (images) the list that must show the record.
  const readsOne = !idParam || flow.read.parameters.some((p) => p.name === idParam);
  // Deletes what a negative call wrongly created.
  const undo = async (response: ApiResponse) => {
    const body = response.json;
    const stray = isObject(body) ? body[field] : undefined;
    if (stray === undefined || stray === id) return;
    const cleanup = await session.call(remove, 'cleanup', success, key(remove, stray));
    if (!accepted(cleanup.response))
      session.note(
        remove,
        `could not delete the ${flow.entity} a negative call created (${field} ${String(stray)})`,
      );
  };
  try {
    const created = await session.call(flow.create, 'create', success, { payload: fresh });
    const body = created.response.json;
    if (!accepted(created.response) || !isObject(body)) {
      for (const op of [flow.read, flow.update, remove]) {
        if (op && op !== flow.create)
          session.note(op, `not run: ${flow.create.operationId} failed`);
      }
      return;
    }
    const named =
      idParam && Object.keys(body).find((k) => k.toLowerCase() === idParam.toLowerCase());
    field = named || ('Id' in body ? 'Id' : 'id' in body ? 'id' : 'OrgNumber');
    id = body[field];
    if (id === undefined) {
      session.note(flow.create, `the create answered no ${field}: read, update and delete skipped`);
      return;
    }
    const created$ = { key: field, id };
    await session.call(flow.read, 'read-created', { ...success, item: created$ }, key(flow.read));
    // docs/decisions/contract-runner-tenants.md: every write also gets its negative calls.
    await writeNegativeCalls(session, flow.create, { payload: fresh }, undo);
    if (flow.update) {
      const update = flow.update;
      // A REST update with a body of its own (renameImage's `{Name}`) sends a sample of that body.
      const ownBody =
        idParam &&
        update.requestBody &&
        JSON.stringify(update.requestBody.schema) !== JSON.stringify(create.requestBody?.schema)
          ? sampleValue(update.requestBody.schema, (s) =>
              session.context.source.resolveSchema(update, s),
            )
          : undefined;
      const same = ownBody ?? { ...fresh, [field]: id };
      const change = changedPayload(session, update, same);
      const variant = { ...key(update), payload: change?.payload ?? same };
      await writeNegativeCalls(session, update, variant, undo);
      const updated = await session.call(update, 'update', success, variant);
      if (!change) session.note(update, 'the update could not change a field the spec allows');
      else if (accepted(updated.response)) {
        // The update must be saved: the next read shows the new value.
        const item = { ...created$, values: { [change.field]: change.value } };
        await session.call(flow.read, 'read-updated', { ...success, item }, key(flow.read));
      }
    }
    await writeNegativeCalls(session, remove, key(remove), undo);
    const removal = await session.call(remove, 'delete', success, key(remove));
    deleted = accepted(removal.response);
    if (readsOne) {
      const gone: Expectation = { success: false, statuses: [404] };
      await session.call(flow.read, 'read-deleted', gone, key(flow.read));
    } else if (deleted) {
      const item = { ...created$, absent: true };
      await session.call(flow.read, 'read-deleted', { ...success, item }, key(flow.read));
    }
  } finally {
    if (id !== undefined && !deleted) {
      // What the flow created is deleted even after a failed check, so the run leaves nothing
      // behind (docs/decisions/contract-runner-checks.md); a failed cleanup is reported too.
      const cleanup = await session
        .call(remove, 'cleanup', success, key(remove))
        .catch(() => undefined);
      if (!cleanup || !accepted(cleanup.response)) {
        session.note(
          remove,
          `could not delete the ${flow.entity} it created (${field} ${String(id)})`,
        );
      }
    }
  }
}

// A singleton (portal settings, conference defaults) is written back as it was read.
async function writeBack(session: ContractSession, flow: WriteFlow): Promise<void> {
  const update = flow.update;
  if (!update) return;
  const read = await session.call(flow.read, 'read-created', success);
  const current = read.response.json;
  if (!accepted(read.response) || !isObject(current)) {
    session.note(update, `not written: ${flow.read.operationId} gave nothing to write back`);
    return;
  }
  const template = defaultPayload(update, session.context);
  const keys = new Set(Object.keys(isObject(template) ? template : {}));
  const payload = Object.fromEntries(Object.entries(current).filter(([k]) => keys.has(k)));
  const variant = { payload: { ...(isObject(template) ? template : {}), ...payload } };
  // Written back unchanged, so a negative call that was wrongly accepted changes nothing either.
  await writeNegativeCalls(session, update, variant, async () => {});
  await session.call(update, 'update', success, variant);
}

const takesIdempotencyKey = (op: ContractOperation) =>
  op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');

/**
 * The idempotency check of a flow's create that takes an `Idempotency-Key`
 * (docs/decisions/contract-runner-tenants.md): sent twice with the same key and body it creates
 * one record and answers the same; the same key with another body is refused (422). Whatever it
 * created is deleted again.
 *
 * @example
 * await runIdempotencyCheck(session, flow);
 */
export async function runIdempotencyCheck(
  session: ContractSession,
  flow: WriteFlow,
): Promise<void> {
  const { create, delete: remove } = flow;
  if (!create || !remove || !takesIdempotencyKey(create)) return;
  if (!create.requestBody?.contentType.includes('json')) {
    session.note(create, 'idempotency not checked: only JSON bodies are compared');
    return;
  }
  const template = defaultPayload(create, session.context);
  const { Id: _, ...fresh } = isObject(template) ? template : {};
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  const created = new Set<string>();
  let field = 'Id';
  const remember = (response: ApiResponse) => {
    const body = response.json;
    if (!accepted(response) || !isObject(body)) return undefined;
    field = 'Id' in body ? 'Id' : 'id' in body ? 'id' : field;
    if (body[field] !== undefined) created.add(JSON.stringify(body[field]));
    return body[field];
  };
  try {
    const first = await session.call(create, 'idempotent-replay', success, {
      payload: fresh,
      headers,
    });
    const firstId = remember(first.response);
    if (firstId === undefined) return;
    const again = await session.call(create, 'idempotent-replay', success, {
      payload: fresh,
      headers,
    });
    const againId = remember(again.response);
    const same = JSON.stringify(again.response.json) === JSON.stringify(first.response.json);
    session.record(create, {
      call: 'idempotent-replay',
      check: 'idempotency',
      passed: same && againId === firstId,
      message:
        againId !== firstId
          ? `the same Idempotency-Key and body created ${field} ${String(againId)} besides ${String(firstId)}`
          : same
            ? `the same Idempotency-Key and body answered the first answer again (${field} ${String(firstId)})`
            : 'the same Idempotency-Key and body answered differently the second time',
    });
    const other = changedPayload(session, create, fresh);
    if (!other) return;
    const reused: Expectation =
      create.transport === 'dbo'
        ? { success: false, statuses: [], code: 422 }
        : { success: false, statuses: [422], code: 422 };
    const refused = await session.call(create, 'idempotent-other-body', reused, {
      payload: other.payload,
      headers,
    });
    remember(refused.response);
  } finally {
    for (const id of created) {
      const key = withId(session, remove, field, JSON.parse(id));
      const cleanup = await session.call(remove, 'cleanup', success, key).catch(() => undefined);
      if (!cleanup || !accepted(cleanup.response))
        session.note(remove, `could not delete the ${flow.entity} it created (${field} ${id})`);
    }
  }
}
