import { listOperations, validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changesData, WRITE_REFUSED_MESSAGE } from '../src/answers/data-writes.js';
import { createHandlers } from '../src/create-handlers.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { MockState } from '../src/mock-state.js';
import { bodyOf, existingRecordRequestFor } from './operation-requests.js';

const operations = listOperations();

/** One clock for both scenarios: an answer stamped with the time (a connection test) is compared. */
const now = () => new Date('2026-01-15T12:00:00Z');

/**
 * Every operation's answer (status and body), the writes on existing records, each from a fresh
 * handler set: a change in `default` is recorded in the admin history, which a later read lists.
 */
async function answers(scenario: 'default' | 'write-errors') {
  const out = new Map<string, { status: number; body: unknown }>();
  for (const op of operations) {
    const handlers = createHandlers({ scenario, state: new MockState(), now });
    const answer = (request: Request) => getResponse(handlers, request);
    const response = await answer(await existingRecordRequestFor(op, operations, answer));
    out.set(op.operationId, {
      status: response?.status ?? 0,
      body: response && (await bodyOf(response)),
    });
  }
  return out;
}

describe('the write-errors scenario', () => {
  it('answers every read as the default scenario does, and refuses every change but a bulk change’s record', async () => {
    const normal = await answers('default');
    const refusing = await answers('write-errors');
    for (const op of operations) {
      const got = refusing.get(op.operationId);
      expect(validateResponse(op.operationId, got?.status ?? 0, got?.body).valid).toBe(true);
      // A bulk change's own record is kept even here, so that it says which orgs the scenario
      // refused (docs/decisions/bulk-change.md).
      if (!changesData(op) || op.operationId === 'saveChangeSet') {
        expect(got, op.operationId).toEqual(normal.get(op.operationId));
      } else if (op.transport === 'dbo') {
        expect(got, op.operationId).toEqual({
          status: 200,
          body: { Error: WRITE_REFUSED_MESSAGE },
        });
      } else {
        expect(got?.status, op.operationId).toBeGreaterThanOrEqual(400);
        expect(got?.body, op.operationId).toMatchObject({ Message: WRITE_REFUSED_MESSAGE });
      }
    }
  }, 30_000);

  it('keeps the data as it was: a refused save or delete changes no list', async () => {
    const state = new MockState();
    const handlers = createHandlers({ scenario: 'write-errors', state });
    const dbo = async (procedure: string, payload: unknown) => {
      const response = await getResponse(
        handlers,
        new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
          method: 'POST',
          body: JSON.stringify([DEMO_ADMIN.token, payload]),
        }),
      );
      return response?.json();
    };
    const before = await dbo('ListDevices', { OrgNumber: 'GN-1003', PageSize: 500 });
    const first = before.Items[0];
    expect(await dbo('DeleteDevice', { OrgNumber: 'GN-1003', Id: first.Id })).toEqual({
      Error: WRITE_REFUSED_MESSAGE,
    });
    expect(await dbo('SaveDevice', { ...first, Name: 'Renamed' })).toEqual({
      Error: WRITE_REFUSED_MESSAGE,
    });
    expect(await dbo('ListDevices', { OrgNumber: 'GN-1003', PageSize: 500 })).toEqual(before);
  });
});
