import type { Faker } from '@faker-js/faker';
import { fakeNumber, fakeString } from './fake-primitive.js';
import { fieldValue } from './field-values.js';
import type { JsonSchema, JsonSchemaType } from './json-schema.js';
import { createSeededFaker } from './seeded-faker.js';

/** Options of {@link fakeFromSchema}. */
export interface FakeOptions {
  /** The seed; the same seed and schema give byte-identical output. Default 1. */
  seed?: number;
  /** A faker to draw from instead of a new seeded one (to continue one stream across calls). */
  faker?: Faker;
  /** Resolves a `$ref` (e.g. `#/components/schemas/Member`) to its schema. */
  resolveRef?: (ref: string) => JsonSchema | undefined;
  /** How many `$ref`s deep to follow before keeping only required fields. Default 4. */
  maxDepth?: number;
  /** The property name this value is for, to pick a realistic value by meaning. */
  fieldName?: string;
  /** Values for properties by name that beat the built-in meanings (used when they fit). */
  propertyValues?: Record<string, (faker: Faker) => unknown>;
}

interface Context {
  faker: Faker;
  resolveRef: (ref: string) => JsonSchema | undefined;
  maxDepth: number;
  depth: number;
  propertyValues: Record<string, (faker: Faker) => unknown>;
}

/**
 * A value that satisfies a JSON Schema, with realistic values by field name, drawn from a seeded
 * faker: honours type (and nullable type arrays), enum, const, format, pattern, numeric and length
 * bounds, item counts, prefixItems, oneOf/anyOf/allOf and `$ref` up to a depth limit.
 *
 * @example
 * fakeFromSchema({ type: 'object', properties: { Email: { type: 'string' } }, required: ['Email'] }, { seed: 7 });
 * // { Email: 'kade.smith@example.com' }, the same on every run
 */
export function fakeFromSchema(schema: JsonSchema, options: FakeOptions = {}): unknown {
  const context: Context = {
    faker: options.faker ?? createSeededFaker(options.seed ?? 1),
    resolveRef: options.resolveRef ?? (() => undefined),
    maxDepth: options.maxDepth ?? 4,
    depth: 0,
    propertyValues: options.propertyValues ?? {},
  };
  return fake(schema, context, options.fieldName);
}

/** Merges `allOf` members into one schema: properties and required lists add up. */
function mergeAllOf(schema: JsonSchema, context: Context): JsonSchema {
  const { allOf, ...rest } = schema;
  let merged: JsonSchema = rest;
  for (const part of allOf ?? []) {
    const resolved = resolve(part, context);
    merged = {
      ...resolved,
      ...merged,
      properties: { ...resolved.properties, ...merged.properties },
      required: [...(resolved.required ?? []), ...(merged.required ?? [])],
    };
  }
  return merged;
}

function resolve(schema: JsonSchema, context: Context): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const { $ref, ...siblings } = schema;
  const target = context.resolveRef($ref);
  if (!target) throw new Error(`Cannot resolve ${$ref}`);
  return { ...resolve(target, context), ...siblings };
}

function pickType(schema: JsonSchema, context: Context): JsonSchemaType | undefined {
  const { type } = schema;
  if (!Array.isArray(type)) return type ?? inferType(schema);
  const concrete = type.filter((t) => t !== 'null');
  // Past the depth limit, a nullable value ends the recursion; otherwise mostly filled in.
  if (type.includes('null') && (context.depth > context.maxDepth || concrete.length === 0)) {
    return 'null';
  }
  if (type.includes('null') && context.faker.datatype.boolean(0.1)) return 'null';
  return concrete.length > 0 ? context.faker.helpers.arrayElement(concrete) : undefined;
}

function inferType(schema: JsonSchema): JsonSchemaType | undefined {
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  if (schema.pattern !== undefined || schema.format !== undefined) return 'string';
  return undefined;
}

function fake(input: JsonSchema, context: Context, fieldName?: string): unknown {
  const isRef = input.$ref !== undefined;
  if (isRef) context.depth += 1;
  try {
    let schema = resolve(input, context);
    if (schema.allOf) schema = mergeAllOf(schema, context);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return context.faker.helpers.arrayElement(schema.enum);
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices && choices.length > 0) {
      const { oneOf: _o, anyOf: _a, ...rest } = schema;
      const choice = context.faker.helpers.arrayElement(choices);
      return fake({ ...rest, ...choice }, context, fieldName);
    }
    return fakeTyped(schema, pickType(schema, context), context, fieldName);
  } finally {
    if (isRef) context.depth -= 1;
  }
}

function fakeTyped(
  schema: JsonSchema,
  type: JsonSchemaType | undefined,
  context: Context,
  fieldName?: string,
): unknown {
  const { faker } = context;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return faker.datatype.boolean();
    case 'string':
    case 'number':
    case 'integer': {
      const own = fieldName === undefined ? undefined : context.propertyValues[fieldName];
      const candidate =
        fieldName === undefined ? undefined : own ? own(faker) : fieldValue(faker, fieldName, type);
      if (type === 'string') return fakeString(faker, schema, candidate);
      return fakeNumber(faker, schema, type === 'integer', candidate);
    }
    case 'array':
      return fakeArray(schema, context, fieldName);
    case 'object':
      return fakeObject(schema, context);
    default:
      return faker.lorem.word();
  }
}

function fakeArray(schema: JsonSchema, context: Context, fieldName?: string): unknown[] {
  const prefix = schema.prefixItems ?? [];
  const min = Math.max(schema.minItems ?? 0, prefix.length);
  const limit = schema.items === false ? prefix.length : (schema.maxItems ?? Math.max(min, 5));
  const count =
    context.depth > context.maxDepth
      ? min
      : context.faker.number.int({ min, max: Math.max(min, Math.min(limit, min + 4)) });
  const itemSchema: JsonSchema = typeof schema.items === 'object' ? schema.items : {};
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (let attempts = 0; out.length < count && attempts < count * 5; attempts++) {
    const member = prefix[out.length] ?? itemSchema;
    const value = fake(member, context, fieldName);
    const key = JSON.stringify(value);
    if (schema.uniqueItems && seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function fakeObject(schema: JsonSchema, context: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  const shallow = context.depth > context.maxDepth;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(name) && (shallow || context.faker.datatype.boolean(0.15))) continue;
    out[name] = fake(property, context, name);
  }
  const extra = schema.additionalProperties;
  if (typeof extra === 'object' && !schema.properties) {
    const count = shallow
      ? (schema.minProperties ?? 0)
      : context.faker.number.int({ min: Math.max(1, schema.minProperties ?? 1), max: 3 });
    // Map keys follow `propertyNames` when given (e.g. feature ids `af_*`).
    const names = schema.propertyNames as JsonSchema | undefined;
    for (let i = 0; i < count; i++) {
      const key = names
        ? String(fake({ type: 'string', ...names }, context))
        : `${context.faker.word.noun()}${i}`;
      out[key] = fake(extra, context);
    }
  }
  return out;
}
