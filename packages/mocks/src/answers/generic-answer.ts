import type { OperationInfo } from '@guestnet/sdk/spec';
import categories from '../data/categories.json' with { type: 'json' };
import { fakeFromSchema } from '../faker/fake-from-schema.js';
import { seedFrom } from '../faker/seeded-faker.js';
import type { ScenarioName } from '../scenarios.js';
import { refResolver, successOf, successSchema } from './schema-tools.js';

/** Canned answers by operationId (`src/data/`, shipped in the package), used before any factory. */
const fixtures: Record<string, unknown> = { getCategories: categories };

// Generated bodies never change for an operation, scenario and seed: keep the serialised JSON so
// the mock server answers a repeated call without running the factory again.
const cache = new Map<string, string>();

/** Lists become empty in the `empty` scenario: arrays and `{ Items, Total }` pages. */
function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object' && Array.isArray((value as { Items?: unknown }).Items)) {
    return { ...value, Items: [], Total: 0 };
  }
  return value;
}

/**
 * The success body of an operation from `src/data/` first, then from the faker factory over its
 * schema (seeded by seed and operationId, so every run gives the same bytes).
 */
export function fakeSuccessBody(op: OperationInfo, seed: number, label = ''): unknown {
  if (op.operationId in fixtures) return fixtures[op.operationId];
  const schema = successSchema(op);
  if (!schema) return undefined;
  return fakeFromSchema(schema, {
    seed: seedFrom(seed, op.operationId, label),
    resolveRef: refResolver(op),
  });
}

/** The generic answer of an operation: its success status with a fixture or generated body. */
export function genericAnswer(op: OperationInfo, scenario: ScenarioName, seed: number): Response {
  const success = successOf(op);
  const status = Number(success?.status ?? 204);
  if (!success?.schema) return new Response(null, { status });
  const key = `${op.operationId}|${scenario === 'empty' ? 'empty' : ''}|${seed}`;
  let text = cache.get(key);
  if (text === undefined) {
    const body = fakeSuccessBody(op, seed);
    text = JSON.stringify(scenario === 'empty' ? emptied(body) : body);
    cache.set(key, text);
  }
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
