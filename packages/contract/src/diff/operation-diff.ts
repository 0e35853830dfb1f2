import { deref, isObject } from '@guestnet/sdk/spec';
import { type Direction, diffSchemas } from './schema-diff.js';
import type { ChangeKind, SpecChange } from './spec-change.js';

/** The operation two versions of which are compared. */
export interface OperationContext {
  spec: string;
  operation: string;
  baseDoc: Record<string, unknown>;
  headDoc: Record<string, unknown>;
}

type Node = Record<string, unknown>;

const asObject = (doc: Node, value: unknown): Node => {
  const resolved = deref(doc, value);
  return isObject(resolved) ? resolved : {};
};

// Path-level parameters apply to every operation under the path; an operation's own win.
function parametersOf(doc: Node, item: Node, operation: Node): Map<string, Node> {
  const result = new Map<string, Node>();
  for (const list of [item.parameters, operation.parameters]) {
    for (const raw of Array.isArray(list) ? list : []) {
      const parameter = asObject(doc, raw);
      result.set(`${String(parameter.in)} ${String(parameter.name)}`, parameter);
    }
  }
  return result;
}

/**
 * Lists the differences between two versions of one operation: transport, parameters, request
 * body, status codes, content types and body schemas.
 *
 * @example
 * diffOperation(context, basePathItem, baseGet, headPathItem, headGet);
 */
export function diffOperation(
  context: OperationContext,
  baseItem: Node,
  base: Node,
  headItem: Node,
  head: Node,
): SpecChange[] {
  const { spec, operation, baseDoc, headDoc } = context;
  const changes: SpecChange[] = [];
  const add = (kind: ChangeKind, breaking: boolean, location: string, message: string) =>
    changes.push({ kind, breaking, spec, operation, location, message });
  const schemas = (direction: Direction, where: string, before: unknown, after: unknown) => {
    for (const change of diffSchemas(baseDoc, before, headDoc, after, direction)) {
      const at = change.field === '' ? where : `${where} body.${change.field}`;
      add(change.kind, change.breaking, at, `${where}: ${change.message}`);
    }
  };

  if (base['x-transport'] !== head['x-transport']) {
    const message = `x-transport changed from ${String(base['x-transport'])} to ${String(head['x-transport'])}`;
    add('transport-changed', true, 'x-transport', message);
  }
  if (base.operationId !== head.operationId) {
    // Generated clients and `getOperation()` look operations up by this id.
    const message = `operationId changed from ${String(base.operationId)} to ${String(head.operationId)}`;
    add('operation-id-changed', true, 'operationId', message);
  }

  const baseParams = parametersOf(baseDoc, baseItem, base);
  const headParams = parametersOf(headDoc, headItem, head);
  for (const [key, parameter] of headParams) {
    const before = baseParams.get(key);
    const where = `parameter ${key}`;
    if (!before) {
      const required = parameter.required === true;
      add('parameter-added', required, where, `new ${required ? 'required' : 'optional'} ${where}`);
      continue;
    }
    if (before.required !== true && parameter.required === true) {
      add('parameter-required', true, where, `${where} is now required`);
    }
    schemas('request', where, before.schema, parameter.schema);
  }
  for (const key of [...baseParams.keys()].filter((k) => !headParams.has(k))) {
    add('parameter-removed', false, `parameter ${key}`, `parameter ${key} is no longer read`);
  }

  const baseBody = asObject(baseDoc, base.requestBody);
  const headBody = asObject(headDoc, head.requestBody);
  if (baseBody.required !== true && headBody.required === true) {
    add('request-body-required', true, 'request body', 'a request body is now required');
  }
  const baseBodyContent = asObject(baseDoc, baseBody.content);
  const headBodyContent = asObject(headDoc, headBody.content);
  for (const [type, media] of Object.entries(headBodyContent)) {
    const before = baseBodyContent[type];
    if (isObject(before)) {
      const where = `request ${type}`;
      schemas('request', where, asObject(baseDoc, before).schema, asObject(headDoc, media).schema);
    } else if (Object.keys(baseBodyContent).length > 0) {
      add('content-type-added', false, `request ${type}`, `the request may now be ${type}`);
    }
  }
  for (const type of Object.keys(baseBodyContent).filter((t) => !(t in headBodyContent))) {
    add('content-type-removed', true, `request ${type}`, `the request may no longer be ${type}`);
  }

  const baseResponses = asObject(baseDoc, base.responses);
  const headResponses = asObject(headDoc, head.responses);
  for (const status of Object.keys(baseResponses).filter((s) => !(s in headResponses))) {
    add('status-removed', true, `response ${status}`, `status ${status} is no longer returned`);
  }
  for (const [status, raw] of Object.entries(headResponses)) {
    if (!(status in baseResponses)) {
      add('status-added', false, `response ${status}`, `new status ${status}`);
      continue;
    }
    const before = asObject(baseDoc, asObject(baseDoc, baseResponses[status]).content);
    const after = asObject(headDoc, asObject(headDoc, raw).content);
    for (const [type, media] of Object.entries(before)) {
      const where = `response ${status} ${type}`;
      if (!(type in after)) {
        add('content-type-removed', true, where, `${where} is no longer sent`);
        continue;
      }
      schemas(
        'response',
        where,
        asObject(baseDoc, media).schema,
        asObject(headDoc, after[type]).schema,
      );
    }
    for (const type of Object.keys(after).filter((t) => !(t in before))) {
      add(
        'content-type-added',
        false,
        `response ${status} ${type}`,
        `status ${status} may now be ${type}`,
      );
    }
  }
  return changes;
}
