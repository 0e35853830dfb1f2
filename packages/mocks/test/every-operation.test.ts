import { listOperations, validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../src/create-handlers.js';
import { MockState } from '../src/mock-state.js';
import { SCENARIOS } from '../src/scenarios.js';
import { bodyOf, requestFor } from './operation-requests.js';

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
  });

  it.each(SCENARIOS)(
    'in the %s scenario, for every operation and several seeds',
    async (scenario) => {
      for (const seed of SEEDS) {
        const handlers = createHandlers({ scenario, seed, slowMs: 0, state: new MockState() });
        for (const op of operations) {
          const response = await getResponse(handlers, requestFor(op));
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
