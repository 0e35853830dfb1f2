import { type OperationInfo, resolveSchema } from '@guestnet/sdk/spec';
import type { JsonSchema } from '../faker/json-schema.js';

/** A `$ref` resolver for one spec, as the faker factory takes it. */
export function refResolver(op: OperationInfo) {
  return (ref: string) => resolveSchema(op.spec, { $ref: ref }) as JsonSchema;
}

/** Follows `$ref`s until a schema without one. */
export function resolved(op: OperationInfo, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref !== undefined && hops < 10; hops++) {
    current = resolveSchema(op.spec, current) as JsonSchema;
  }
  return current;
}

/** The properties of a schema with its `allOf` members merged in. */
export function propertiesOf(
  op: OperationInfo,
  schema: JsonSchema | undefined,
): Record<string, JsonSchema> {
  const own = resolved(op, schema);
  const merged: Record<string, JsonSchema> = {};
  for (const part of own.allOf ?? []) Object.assign(merged, propertiesOf(op, part));
  return Object.assign(merged, own.properties ?? {});
}

/** The operation's success response (the first 2xx), if it has one. */
export function successOf(op: OperationInfo) {
  return op.responses.find((response) => response.status.startsWith('2'));
}

/**
 * The schema of what a success carries, without the dbo error branch: `anyOf [X, DboError]`
 * gives X.
 */
export function successSchema(op: OperationInfo): JsonSchema | undefined {
  const schema = successOf(op)?.schema as JsonSchema | undefined;
  const branches = schema?.anyOf;
  if (op.transport === 'dbo' && branches && branches.length > 0) {
    return branches.find((branch) => !String(branch.$ref ?? '').endsWith('/DboError'));
  }
  return schema;
}

/**
 * The org-number pattern of the specs (`components.schemas.OrgNumber.pattern`), read from the
 * bundled admin-api document so the mocks keep no copy of it (one pattern, docs/product/validation.md).
 */
export function orgNumberPattern(): RegExp {
  const schema = resolveSchema('admin-api', {
    $ref: '#/components/schemas/OrgNumber',
  }) as JsonSchema;
  if (typeof schema.pattern !== 'string') throw new Error('The spec has no OrgNumber pattern');
  return new RegExp(schema.pattern);
}
