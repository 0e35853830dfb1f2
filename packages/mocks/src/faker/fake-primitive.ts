import type { Faker } from '@faker-js/faker';
import RandExp from 'randexp';
import type { JsonSchema } from './json-schema.js';

/** Whether a string meets the schema's length and pattern constraints. */
export function fitsString(value: unknown, schema: JsonSchema): value is string {
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) return false;
  return true;
}

const patterns = new Map<string, RegExp>();
/** A schema pattern as a RegExp: Unicode mode as JSON Schema asks, else plain for legacy escapes. */
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      pattern = new RegExp(source);
    }
    patterns.set(source, pattern);
  }
  return pattern;
}

/** Whether a number meets the schema's bounds, integer type and `multipleOf`. */
export function fitsNumber(value: unknown, schema: JsonSchema, integer: boolean): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (integer && !Number.isInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  if (schema.multipleOf !== undefined && !Number.isInteger(value / schema.multipleOf)) return false;
  return true;
}

const formats: Record<string, (faker: Faker) => string> = {
  email: (f) => f.internet.email({ provider: 'example.com' }).toLowerCase(),
  uri: (f) => f.internet.url({ appendSlash: false }),
  url: (f) => f.internet.url({ appendSlash: false }),
  'uri-reference': (f) => `/${f.word.noun()}/${f.number.int({ min: 1, max: 999 })}`,
  hostname: (f) => f.internet.domainName(),
  ipv4: (f) => f.internet.ipv4(),
  ipv6: (f) => f.internet.ipv6(),
  uuid: (f) => f.string.uuid(),
  'date-time': (f) => f.date.recent({ days: 120 }).toISOString(),
  date: (f) => f.date.recent({ days: 120 }).toISOString().slice(0, 10),
  time: (f) => f.date.recent({ days: 1 }).toISOString().slice(11, 19),
  password: (f) => f.internet.password({ length: 14 }),
  byte: (f) => btoa(f.string.alphanumeric(12)),
};

/** A string that matches a pattern, drawn from faker's stream so the seed decides it. */
function fromPattern(faker: Faker, pattern: string): string {
  const generator = new RandExp(pattern);
  // Open quantifiers (`*`, `+`) would otherwise repeat up to 100 times.
  generator.max = 4;
  generator.randInt = (min: number, max: number) => faker.number.int({ min, max });
  return generator.gen();
}

/** Pads or cuts a string to the schema's length bounds. */
function fitLength(faker: Faker, value: string, schema: JsonSchema): string {
  let out = value;
  const min = schema.minLength ?? 0;
  while (out.length < min) out += faker.string.alpha({ length: min - out.length, casing: 'lower' });
  if (schema.maxLength !== undefined && out.length > schema.maxLength) {
    out = out.slice(0, schema.maxLength).trimEnd();
    if (out.length < min) out = out.padEnd(min, 'x');
  }
  return out;
}

/** A string for the schema from its format, then its pattern, then words within its bounds. */
export function fakeString(faker: Faker, schema: JsonSchema, candidate?: unknown): string {
  if (fitsString(candidate, schema)) return candidate;
  const format = schema.format === undefined ? undefined : formats[schema.format];
  if (format) {
    const value = format(faker);
    if (fitsString(value, { ...schema, pattern: undefined })) return value;
  }
  if (schema.pattern !== undefined) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const value = fromPattern(faker, schema.pattern);
      if (fitsString(value, schema)) return value;
    }
    return fromPattern(faker, schema.pattern);
  }
  return fitLength(faker, faker.lorem.words({ min: 1, max: 3 }), schema);
}

/** A number (or integer) within the schema's bounds and `multipleOf`. */
export function fakeNumber(
  faker: Faker,
  schema: JsonSchema,
  integer: boolean,
  candidate?: unknown,
): number {
  if (fitsNumber(candidate, schema, integer)) return candidate;
  const step = schema.multipleOf ?? (integer ? 1 : 0.01);
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : 0);
  let max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : min + 1000);
  if (schema.exclusiveMinimum !== undefined && min <= schema.exclusiveMinimum) min += step;
  if (schema.exclusiveMaximum !== undefined && max >= schema.exclusiveMaximum) max -= step;
  const low = Math.ceil(min / step);
  const high = Math.max(low, Math.floor(max / step));
  const value = faker.number.int({ min: low, max: high }) * step;
  // Multiplying by a decimal step leaves float noise (0.1 * 3); round to the step's decimals.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}
