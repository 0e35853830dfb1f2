import type { OperationInfo } from '@guestnet/sdk/spec';
import { DEMO_ADMIN } from '../src/identities.js';

/** Path parameter values that exist in the demo tree, by parameter name. */
const pathValues: Record<string, string> = {
  orgNumber: 'GN-1003',
  input: 'Lobby',
  // Every org's seeded images are 31 to 35 (answers/images/seed-images.ts).
  imageId: '33',
  // A guest of GN-1003's first service area (the demo's account numbers name the org and guest).
  account: '1003-1-204630007',
};

/** A path value for one operation: deleting takes another image than renaming does. */
function pathValue(op: OperationInfo, name: string): string {
  if (op.operationId === 'deleteImage' && name === 'imageId') return '34';
  return pathValues[name] ?? 'x';
}

/** Query parameter values the demo answers, by parameter name. */
const queryValues: Record<string, string> = {
  email: 'sso.user@example.com',
  org: 'GN-1003',
  app: 'admin',
  // The reports' org and range (a week of the demo's past).
  orgNumber: 'GN-1003',
  from: '2026-01-08',
  to: '2026-01-14',
  // Revenue Summary's breakdown, and Find Accounts' text (at least 2 characters).
  groupBy: 'plan',
  q: 'an',
};

/**
 * A valid request for an operation, signed in as the demo administrator: path and query from the
 * demo data, the body from the spec's own request example (the dbo token replaced by the real one).
 */
export function requestFor(
  op: OperationInfo,
  init: { token?: string; headers?: Record<string, string> } = {},
): Request {
  const token = init.token ?? DEMO_ADMIN.token;
  let path = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, pathValue(op, parameter.name));
    if (parameter.in === 'query' && parameter.required)
      query.set(parameter.name, queryValues[parameter.name] ?? 'x');
  }
  const headers = new Headers(init.headers);
  if (op.transport === 'bearer-json') headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  const example = op.requestBody?.examples[0];
  if (op.requestBody?.contentType.startsWith('multipart/')) {
    const form = new FormData();
    form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'logo.png');
    body = form;
  } else if (op.requestBody) {
    const value =
      op.transport === 'dbo' && Array.isArray(example) ? [token, ...example.slice(1)] : example;
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return new Request(`http://localhost${path}${search}`, {
    method: op.method.toUpperCase(),
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

/** The body of a response as the spec describes it: JSON, text (HTML pages), or nothing. */
export async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

type Payload = Record<string, unknown>;

/** What a dbo Get/Save/Delete names: `ChangeSet` of `getChangeSet`. */
const thing = (op: OperationInfo) => /^(?:get|save|delete)(.+)$/.exec(op.operationId)?.[1];

/** The list procedure of a dbo Get/Save/Delete: the shortest `list…` whose name shares its stem. */
function listOf(op: OperationInfo, all: OperationInfo[]): OperationInfo | undefined {
  const stem = thing(op);
  if (!stem || op.transport !== 'dbo') return undefined;
  return all
    .filter((candidate) => {
      const listed = /^list(.+)$/.exec(candidate.operationId)?.[1];
      return listed !== undefined && (stem.startsWith(listed) || listed.startsWith(stem));
    })
    .sort((a, b) => a.operationId.length - b.operationId.length)[0];
}

/**
 * A request for an operation that names a record (a dbo Get, Delete or Save with an `Id`) by a
 * record that exists: the spec's example Id is swapped for the first Id its list answers, so the
 * success body is what gets checked, not the `Not found.` branch.
 */
export async function existingRecordRequestFor(
  op: OperationInfo,
  all: OperationInfo[],
  answer: (request: Request) => Promise<Response | undefined>,
): Promise<Request> {
  const example = op.requestBody?.examples[0];
  const second: unknown = Array.isArray(example) ? example[1] : undefined;
  const payload = second && typeof second === 'object' ? (second as Payload) : undefined;
  const list = listOf(op, all);
  if (!payload || !('Id' in payload) || !list) return requestFor(op);
  const listExample = list.requestBody?.examples[0];
  const listPayload = { ...((Array.isArray(listExample) ? listExample[1] : {}) as Payload) };
  for (const key of Object.keys(listPayload)) {
    if (key in payload && !['Page', 'PageSize', 'Sort', 'Filter'].includes(key)) {
      listPayload[key] = payload[key];
    }
  }
  const post = (path: string, body: unknown) =>
    answer(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([DEMO_ADMIN.token, body]),
      }),
    );
  const listItems = async () => {
    const listed = await post(list.path, listPayload);
    return ((listed ? await listed.json() : {}) as { Items?: Payload[] }).Items ?? [];
  };
  let items = await listItems();
  // A kind the demo seeds none of (a bulk change's record) is made first by its own save.
  const save = all.find((candidate) => candidate.operationId === `save${thing(op)}`);
  const saveExample = save?.requestBody?.examples[0];
  if (items.length === 0 && save && save !== op && Array.isArray(saveExample)) {
    await post(save.path, saveExample[1]);
    items = await listItems();
  }
  // A built-in record (a role template) may not be changed: take the first of the org's own.
  const first = items.find((item) => item.BuiltIn !== true) ?? items[0];
  if (!first) return requestFor(op);
  return new Request(`http://localhost${op.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify([DEMO_ADMIN.token, { ...payload, Id: first.Id }]),
  });
}
