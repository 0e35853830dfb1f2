import { isObject } from '@guestnet/sdk/spec';
import type { JsonSchema } from './contract-source.js';

const FORMATS: Record<string, string> = {
  email: 'contract.check@example.com',
  uri: 'https://example.com/contract-check',
  url: 'https://example.com/contract-check',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/**
 * A small valid value for a schema: its example, default or first enum value, else the least an
 * object needs (its required fields). Used when the spec gives no example.
 *
 * @example
 * sampleValue({ type: 'object', properties: { Name: { type: 'string' } }, required: ['Name'] }, (s) => s);
 * // { Name: 'contract-check' }
 */
export function sampleValue(
  raw: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  depth = 0,
): unknown {
  const schema = resolve(raw);
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (depth > 8) return null;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const [first] = Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : [];
    if (first) return sampleValue(first, resolve, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, resolve, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (isObject(schema.properties) ? 'object' : 'null');
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      return Object.fromEntries(
        required.map((name) => [
          name,
          sampleValue((properties[name] ?? {}) as JsonSchema, resolve, depth + 1),
        ]),
      );
    }
    case 'array': {
      const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
      const items = prefix.map((item) => sampleValue(item, resolve, depth + 1));
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      while (items.length < min && isObject(schema.items)) {
        items.push(sampleValue(schema.items, resolve, depth + 1));
      }
      return items;
    }
    case 'string': {
      const text = FORMATS[String(schema.format)] ?? 'contract-check';
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : text.length;
      return text.padEnd(min, 'x').slice(0, Math.max(min, max));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}
