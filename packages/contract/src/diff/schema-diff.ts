import { deref, isObject } from '@guestnet/sdk/spec';
import type { ChangeKind } from './spec-change.js';

/** A schema difference before it is placed in an operation. */
export interface SchemaChange {
  kind: ChangeKind;
  breaking: boolean;
  /** `body.Items[].Name`. */
  field: string;
  message: string;
}

/** Which way data flows: a client sends requests and reads responses. */
export type Direction = 'request' | 'response';

type Schema = Record<string, unknown>;

// 'number' accepts every integer, so integer -> number widens and number -> integer narrows.
const covers = (types: Set<string>, type: string) =>
  types.has(type) || (type === 'integer' && types.has('number'));

function typesOf(schema: Schema): Set<string> | undefined {
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type.map(String));
  return undefined;
}

// allOf parts are merged: specs use allOf to extend an object, and a field moving between parts
// is no change to the wire format.
function flatten(document: unknown, node: unknown, depth = 0): Schema {
  const schema = deref(document, node);
  if (!isObject(schema)) return {};
  if (!Array.isArray(schema.allOf) || depth > 8) return schema;
  const { allOf, ...rest } = schema;
  const merged: Schema = { ...rest };
  const properties: Schema = { ...(isObject(rest.properties) ? rest.properties : {}) };
  const required = new Set<string>(Array.isArray(rest.required) ? rest.required.map(String) : []);
  for (const part of allOf) {
    const flat = flatten(document, part, depth + 1);
    Object.assign(properties, flat.properties);
    for (const name of Array.isArray(flat.required) ? flat.required : [])
      required.add(String(name));
    merged.type ??= flat.type;
  }
  merged.properties = properties;
  merged.required = [...required];
  return merged;
}

const label = (field: string) => (field === '' ? 'the body' : `field ${field}`);
const join = (field: string, name: string) => (field === '' ? name : `${field}.${name}`);

/**
 * Lists the differences between two versions of a schema, seen from a client: a response may not
 * lose or retype what clients read, a request may not demand what clients do not send.
 *
 * @example
 * diffSchemas(baseDoc, baseSchema, headDoc, headSchema, 'response');
 */
export function diffSchemas(
  baseDoc: unknown,
  baseNode: unknown,
  headDoc: unknown,
  headNode: unknown,
  direction: Direction,
  field = '',
  seen = new Set<string>(),
): SchemaChange[] {
  const key = `${JSON.stringify(baseNode)}|${JSON.stringify(headNode)}|${field}`;
  if (seen.has(key) || field.split('.').length > 12) return [];
  seen.add(key);
  const base = flatten(baseDoc, baseNode);
  const head = flatten(headDoc, headNode);
  const changes: SchemaChange[] = [];
  const add = (kind: ChangeKind, breaking: boolean, message: string, at = field) =>
    changes.push({ kind, breaking, field: at, message });
  const request = direction === 'request';

  const baseTypes = typesOf(base);
  const headTypes = typesOf(head);
  if (baseTypes && headTypes) {
    const lost = [...baseTypes].filter((t) => !covers(headTypes, t));
    const gained = [...headTypes].filter((t) => !covers(baseTypes, t));
    // A request may widen (clients still send an accepted type); a response may narrow.
    const breaking = request ? lost.length > 0 : gained.length > 0;
    if (lost.length > 0 || gained.length > 0) {
      const from = [...baseTypes].join(' | ');
      const to = [...headTypes].join(' | ');
      add(
        `${direction}-type-changed`,
        breaking,
        `${label(field)} changed type from ${from} to ${to}`,
      );
    }
  }

  if (Array.isArray(base.enum) && Array.isArray(head.enum)) {
    const headValues = new Set(head.enum.map((v) => JSON.stringify(v)));
    const baseValues = new Set(base.enum.map((v) => JSON.stringify(v)));
    const removed = [...baseValues].filter((v) => !headValues.has(v));
    const added = [...headValues].filter((v) => !baseValues.has(v));
    if (request && removed.length > 0) {
      add('request-enum-narrowed', true, `${label(field)} no longer accepts ${removed.join(', ')}`);
    } else if (request && added.length > 0) {
      add('request-enum-widened', false, `${label(field)} now also accepts ${added.join(', ')}`);
    } else if (!request && (removed.length > 0 || added.length > 0)) {
      // docs/decisions/contract-diff-classification.md: new response values are announced, not
      // breaking; clients must tolerate unknown enum values.
      const parts = [
        added.length > 0 ? `may now be ${added.join(', ')}` : '',
        removed.length > 0 ? `is no longer ${removed.join(', ')}` : '',
      ].filter(Boolean);
      add('response-enum-changed', false, `${label(field)} ${parts.join(' and ')}`);
    }
  } else if (request && !Array.isArray(base.enum) && Array.isArray(head.enum)) {
    add('request-enum-narrowed', true, `${label(field)} is now limited to ${head.enum.join(', ')}`);
  }

  const baseProps = isObject(base.properties) ? base.properties : {};
  const headProps = isObject(head.properties) ? head.properties : {};
  const baseRequired = new Set(Array.isArray(base.required) ? base.required.map(String) : []);
  const headRequired = new Set(Array.isArray(head.required) ? head.required.map(String) : []);
  for (const [name, schema] of Object.entries(baseProps)) {
    const at = join(field, name);
    if (!(name in headProps)) {
      if (request) {
        const closed = head.additionalProperties === false;
        add('request-field-removed', closed, `field ${at} is no longer part of the request`, at);
      } else {
        add('response-field-removed', true, `field ${at} was removed from the response`, at);
      }
      continue;
    }
    if (request && !baseRequired.has(name) && headRequired.has(name)) {
      add('request-field-required', true, `field ${at} is now required`, at);
    }
    if (!request && baseRequired.has(name) && !headRequired.has(name)) {
      add('response-field-optional', true, `field ${at} may now be missing`, at);
    }
    changes.push(...diffSchemas(baseDoc, schema, headDoc, headProps[name], direction, at, seen));
  }
  for (const name of Object.keys(headProps).filter((n) => !(n in baseProps))) {
    const at = join(field, name);
    if (request && headRequired.has(name)) {
      add('request-field-added', true, `new required field ${at}`, at);
    } else {
      const where = request ? 'new optional request field' : 'new response field';
      add(`${direction}-field-added`, false, `${where} ${at}`, at);
    }
  }

  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const before = base[keyword];
    const after = head[keyword];
    if (!Array.isArray(before) || !Array.isArray(after)) continue;
    if (before.length === after.length) {
      before.forEach((variant, i) => {
        changes.push(...diffSchemas(baseDoc, variant, headDoc, after[i], direction, field, seen));
      });
    } else {
      // Fewer variants narrow what is accepted; more variants widen what clients may receive.
      const breaking = request ? after.length < before.length : after.length > before.length;
      const message = `${label(field)} went from ${before.length} to ${after.length} ${keyword} variants`;
      add(`${direction}-type-changed`, breaking, message);
    }
  }

  if (base.items !== undefined && head.items !== undefined) {
    changes.push(
      ...diffSchemas(baseDoc, base.items, headDoc, head.items, direction, `${field}[]`, seen),
    );
  }

  // Tuples: every dbo body is [accessToken, payload] (docs/product/platform.md), so the payload's fields live
  // in prefixItems and are compared position by position.
  if (Array.isArray(base.prefixItems) && Array.isArray(head.prefixItems)) {
    const before = base.prefixItems;
    const after = head.prefixItems;
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      const at = `${field}[${i}]`;
      changes.push(...diffSchemas(baseDoc, before[i], headDoc, after[i], direction, at, seen));
    }
    if (before.length !== after.length) {
      // A longer request tuple asks clients for an item they do not send; a shorter response
      // tuple drops one they read.
      const breaking = request ? after.length > before.length : after.length < before.length;
      const message = `${label(field)} went from ${before.length} to ${after.length} positional items`;
      add(`${direction}-type-changed`, breaking, message);
    }
  }
  return changes;
}
