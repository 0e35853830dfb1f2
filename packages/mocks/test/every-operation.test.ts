import { listOperations, validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../src/create-handlers.js';
import { MockState } from '../src/mock-state.js';
import { SCENARIOS } from '../src/scenarios.js';
import { bodyOf, existingRecordRequestFor, requestFor } from './operation-requests.js';

const SEEDS = [1, 2, 3];
const operations = listOperations();

describe('every mock response matches the spec', () => {
  it('has one handler per operation of the three specs', async () => {
    const handlers = createHandlers({ state: new MockState() });
    for (const op of operations) {
      const response = await getResponse(handlers, requestFor(op));
      expect(
        response,
        `${op.operationId} (${op.method.toUpperCase()} ${op.path}) has no handler`,
      ).toBeDefined();
    }
    // The first test pays for loading the specs and building the routes: on a busy two-core CI
    // machine that alone passed the default 5 s. A bound, not a speed target.
  }, 30_000);

  it('answers every operation with success in the default scenario, not just a declared error', async () => {
    const handlers = createHandlers({ state: new MockState() });
    const failures: string[] = [];
    const answer = (request: Request) => getResponse(handlers, request);
    for (const op of operations) {
      const request = await existingRecordRequestFor(op, operations, answer);
      const response = await getResponse(handlers, request);
      const body = response ? await bodyOf(response) : undefined;
      const result = validateResponse(op.operationId, response?.status ?? 0, body);
      if (!result.valid) failures.push(`${op.operationId} breaks the spec`);
      const dboError =
        op.transport === 'dbo' && body && typeof body === 'object' && 'Error' in body;
      if (!response?.ok || dboError) {
        failures.push(`${op.operationId} ${response?.status} ${JSON.stringify(body).slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
    // Each answer is validated and the seeded histories are generated: a bound, not a speed target.
  }, 30_000);

  it('fails every operation in the errors scenario', async () => {
    const handlers = createHandlers({ scenario: 'errors', state: new MockState() });
    for (const op of operations) {
      const response = await getResponse(handlers, requestFor(op));
      const body = response ? await bodyOf(response) : undefined;
      const failed =
        !response?.ok || (body !== null && typeof body === 'object' && 'Error' in body);
      expect(failed, `${op.operationId} succeeded in the errors scenario`).toBe(true);
    }
  });

  it.each(SCENARIOS)(
    'in the %s scenario, for every operation and several seeds',
    async (scenario) => {
      for (const seed of SEEDS) {
        const handlers = createHandlers({ scenario, seed, slowMs: 0, state: new MockState() });
        for (const op of operations) {
          const response = await getResponse(handlers, requestFor(op));
          // `flaky` drops some connections (after handling the call): no answer to check.
          if (scenario === 'flaky' && response?.type === 'error') continue;
          const status = response?.status ?? 0;
          const body = response ? await bodyOf(response) : undefined;
          const result = validateResponse(op.operationId, status, body);
          if (!result.valid) {
            const first = result.errors[0];
            throw new Error(
              `${op.operationId} (${scenario}, seed ${seed}) answered ${status}: ` +
                `${first?.instancePath || '/'} breaks "${first?.keyword}": ${first?.message}`,
            );
          }
        }
      }
    },
    // `huge` builds a 100,000-org tree per seed: a generous bound, not a speed target.
    60_000,
  );
});
