import { describe, expect, it } from 'vitest';
import { fakeFromSchema } from './fake-from-schema.js';
import type { JsonSchema } from './json-schema.js';

const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
const fakeAll = (schema: JsonSchema, fieldName?: string) =>
  seeds.map((seed) =>
    fakeFromSchema(schema, fieldName === undefined ? { seed } : { seed, fieldName }),
  );

const member: JsonSchema = {
  type: 'object',
  properties: {
    Email: { type: ['string', 'null'] },
    FirstName: { type: 'string' },
    Username: { type: 'string', minLength: 1 },
    IsSsoUser: { type: 'boolean' },
  },
  required: ['Username', 'IsSsoUser'],
};

describe('fakeFromSchema', () => {
  it('gives byte-identical output for the same seed on every call', () => {
    const first = JSON.stringify(fakeAll(member));
    const second = JSON.stringify(fakeAll(member));
    expect(second).toBe(first);
  });

  it('gives different data for different seeds', () => {
    const values = new Set(fakeAll(member).map((value) => JSON.stringify(value)));
    expect(values.size).toBeGreaterThan(30);
  });

  it.each<[string, JsonSchema, (value: unknown) => boolean]>([
    ['const', { const: 'GN' }, (v) => v === 'GN'],
    [
      'enum',
      { enum: ['Active', 'Disabled', 'Removed'] },
      (v) => ['Active', 'Disabled', 'Removed'].includes(v as string),
    ],
    [
      'org number pattern',
      { type: 'string', pattern: '^[A-Z]{2}-\\d+(-\\d+)*$' },
      (v) => /^[A-Z]{2}-\d+(-\d+)*$/.test(v as string),
    ],
    [
      'MAC pattern',
      { type: 'string', pattern: '^([0-9A-F]{2}[:-]){5}[0-9A-F]{2}$' },
      (v) => /^([0-9A-F]{2}[:-]){5}[0-9A-F]{2}$/.test(v as string),
    ],
    [
      'minLength/maxLength',
      { type: 'string', minLength: 5, maxLength: 8 },
      (v) => (v as string).length >= 5 && (v as string).length <= 8,
    ],
    [
      'email format',
      { type: 'string', format: 'email' },
      (v) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(v as string),
    ],
    [
      'date-time format',
      { type: 'string', format: 'date-time' },
      (v) => !Number.isNaN(Date.parse(v as string)) && (v as string).endsWith('Z'),
    ],
    ['uuid format', { type: 'string', format: 'uuid' }, (v) => /^[0-9a-f-]{36}$/.test(v as string)],
    [
      'integer bounds',
      { type: 'integer', minimum: 1, maximum: 4094 },
      (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 4094,
    ],
    [
      'exclusive bounds',
      { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
      (v) => (v as number) > 0 && (v as number) < 1,
    ],
    [
      'multipleOf',
      { type: 'number', minimum: 0, maximum: 10, multipleOf: 0.25 },
      (v) => Number.isInteger((v as number) / 0.25),
    ],
    [
      'minItems/maxItems',
      { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 3 },
      (v) => (v as unknown[]).length >= 2 && (v as unknown[]).length <= 3,
    ],
    [
      'prefixItems',
      { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
      (v) =>
        Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && Number.isInteger(v[1]),
    ],
    [
      'uniqueItems',
      { type: 'array', items: { enum: [1, 2, 3] }, minItems: 3, uniqueItems: true },
      (v) => new Set(v as unknown[]).size === (v as unknown[]).length,
    ],
    [
      'oneOf',
      { oneOf: [{ type: 'string' }, { type: 'boolean' }] },
      (v) => typeof v === 'string' || typeof v === 'boolean',
    ],
    ['anyOf', { anyOf: [{ type: 'integer', minimum: 5, maximum: 5 }] }, (v) => v === 5],
    [
      'allOf',
      {
        allOf: [
          { type: 'object', properties: { A: { type: 'integer' } }, required: ['A'] },
          { properties: { B: { const: 'b' } }, required: ['B'] },
        ],
      },
      (v) => Number.isInteger((v as { A: unknown }).A) && (v as { B: unknown }).B === 'b',
    ],
    [
      'a pattern with an escape Unicode mode rejects',
      { type: 'string', pattern: '^[a-z\\_]{3,6}$' },
      (v) => /^[a-z_]{3,6}$/.test(v as string),
    ],
    [
      'propertyNames of a map',
      {
        type: 'object',
        propertyNames: { pattern: '^af_[a-z]{3,8}$' },
        additionalProperties: { type: 'boolean' },
      },
      (v) =>
        Object.keys(v as object).length > 0 &&
        Object.entries(v as object).every(
          ([key, value]) => /^af_[a-z]{3,8}$/.test(key) && typeof value === 'boolean',
        ),
    ],
    [
      'nullable type array',
      { type: ['string', 'null'] },
      (v) => v === null || typeof v === 'string',
    ],
    [
      'required properties',
      member,
      (v) =>
        typeof (v as { Username: unknown }).Username === 'string' &&
        typeof (v as { IsSsoUser: unknown }).IsSsoUser === 'boolean',
    ],
  ])('honours %s on every seed', (_keyword, schema, holds) => {
    for (const value of fakeAll(schema)) expect(holds(value), JSON.stringify(value)).toBe(true);
  });

  it.each<[string, JsonSchema, RegExp]>([
    ['Email', { type: 'string' }, /^[\w.+-]+@example\.com$/],
    ['MacAddress', { type: 'string' }, /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/],
    ['OrgNumber', { type: 'string' }, /^GN-\d{4}(-\d+)?$/],
    ['Price', { type: 'string' }, /^\d+\.\d{2}$/],
    ['VlanId', { type: 'integer', minimum: 1, maximum: 4094 }, /^\d{1,4}$/],
    ['CreatedAt', { type: 'string' }, /^\d{4}-\d{2}-\d{2}T/],
    ['Phone', { type: 'string' }, /\d{3}/],
  ])('picks a realistic value for a field named %s', (fieldName, schema, shape) => {
    for (const value of fakeAll(schema, fieldName)) expect(String(value)).toMatch(shape);
  });

  it('drops a realistic value that would break the schema', () => {
    for (const value of fakeAll({ type: 'string', maxLength: 4 }, 'Email')) {
      expect((value as string).length).toBeLessThanOrEqual(4);
    }
  });

  it('follows $ref and stops recursing past the depth limit', () => {
    const node: JsonSchema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
      required: ['name'],
    };
    const resolveRef = (ref: string) => (ref === '#/components/schemas/Node' ? node : undefined);
    const depthOf = (value: unknown): number => {
      const children = (value as { children?: unknown[] }).children ?? [];
      return 1 + Math.max(0, ...children.map(depthOf));
    };
    for (const seed of seeds) {
      const tree = fakeFromSchema(
        { $ref: '#/components/schemas/Node' },
        { seed, resolveRef, maxDepth: 3 },
      );
      expect(depthOf(tree)).toBeLessThanOrEqual(5);
    }
  });
});
