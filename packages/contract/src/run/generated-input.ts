import { isObject } from '@guestnet/sdk/spec';
import type { ContractOperation, JsonSchema } from './contract-source.js';
import { defaultPayload, type RequestContext, type RequestVariant } from './request-builder.js';

const FORMATS: Record<string, string[]> = {
  email: ['contract.check@example.com', 'noc@example.org'],
  date: ['2026-01-01', '2026-06-30'],
  'date-time': ['2026-01-01T00:00:00Z', '2026-06-30T12:30:00Z'],
};
const WORDS = ['lobby', 'north', 'guest', 'cafe', 'floor', 'annex', 'pool', 'east'];

/** A small seeded generator (mulberry32): the same seed and operation give the same call. */
function seededRandom(seed: number, operationId: string): () => number {
  let state = seed >>> 0;
  for (const char of operationId) state = Math.imul(state ^ char.charCodeAt(0), 2654435761) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

/**
 * A random value the schema allows, or `undefined` when it cannot be made safely: a patterned
 * string without examples (a free sort key could name a field the backend does not have), an
 * object or an array.
 */
function randomValue(schema: JsonSchema, random: () => number): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return pick(random, schema.enum);
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return pick(random, schema.examples);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null');
  if (type === 'boolean') return random() < 0.5;
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : min + 9;
    return min + Math.floor(random() * (Math.min(max, min + 499) - min + 1));
  }
  if (type !== 'string' || typeof schema.pattern === 'string') return undefined;
  const formatted = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (schema.format !== undefined && !formatted) return undefined;
  const text = formatted ? pick(random, formatted) : pick(random, WORDS);
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : text.length;
  return text.length >= min && text.length <= max ? text : undefined;
}

// The schema of what the caller writes: the body, or for dbo the item after the token.
function payloadSchema(op: ContractOperation, context: RequestContext): JsonSchema | undefined {
  const body = op.requestBody;
  if (!body?.contentType.includes('json')) return undefined;
  let schema = context.source.resolveSchema(op, body.schema);
  const prefix = schema.prefixItems;
  if (op.transport === 'dbo' && Array.isArray(prefix) && isObject(prefix[1])) {
    schema = context.source.resolveSchema(op, prefix[1]);
  }
  return schema;
}

/**
 * The generated valid input of a read: the positive call's payload (so it still names an org or
 * a record the backend has) with seeded values for the optional fields the examples leave out,
 * and seeded optional query parameters. `undefined` when the operation has nothing optional to
 * vary, or when what was generated does not pass the spec's own request schema (the runner never
 * blames a backend for a call the spec forbids). `--seed` picks the values.
 * docs/decisions/contract-runner-checks.md "Inputs".
 *
 * @example
 * generatedInput(getOperation('listDevices'), context);
 * // { payload: { OrgNumber: 'GN-1042', Page: 3, PageSize: 212, Filter: 'lobby' } }
 */
export function generatedInput(
  op: ContractOperation,
  context: RequestContext,
): RequestVariant | undefined {
  const random = seededRandom(context.seed, op.operationId);
  const resolve = (schema: unknown) => context.source.resolveSchema(op, schema as JsonSchema);
  const variant: RequestVariant = {};

  const params: Record<string, string> = {};
  for (const parameter of op.parameters.filter((p) => p.in === 'query' && !p.required)) {
    const value = randomValue(resolve(parameter.schema), random);
    if (value !== undefined && value !== null) params[parameter.name] = String(value);
  }
  if (Object.keys(params).length > 0) variant.params = params;

  const schema = payloadSchema(op, context);
  const base = defaultPayload(op, context);
  if (schema && isObject(base) && isObject(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    const payload: Record<string, unknown> = { ...base };
    let added = false;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (name in base || required.includes(name)) continue;
      const value = randomValue(resolve(property), random);
      if (value === undefined) continue;
      payload[name] = value;
      added = true;
    }
    if (added) {
      const body = op.transport === 'dbo' ? [context.token ?? '', payload] : payload;
      if (!context.source.validateRequest(op, body).valid) return undefined;
      variant.payload = payload;
    }
  }
  return variant.payload !== undefined || variant.params ? variant : undefined;
}
