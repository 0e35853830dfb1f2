import { createHash } from 'node:crypto';
import { listOperations } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../src/create-handlers.js';
import { MockState } from '../src/mock-state.js';
import { generateOrgTree } from '../src/org-tree/generate-org-tree.js';
import { requestFor } from './operation-requests.js';

// "The same seed gives byte-identical data on every run and machine": a hash computed here, in
// this process, and compared with one committed from another machine and run. A change to the
// fixtures, the factories or the specs changes it on purpose: update it with `vitest -u` and say
// so in the changeset, since other teams' snapshots of our data change with it.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function everyAnswer(seed: number): Promise<string> {
  // A fixed clock: a change's stamps (a new org's Created, a history entry's When) are the run's.
  const now = () => new Date('2026-01-15T12:00:00Z');
  const handlers = createHandlers({ seed, slowMs: 0, state: new MockState(), now });
  const parts: string[] = [];
  for (const op of listOperations()) {
    const response = await getResponse(handlers, requestFor(op));
    parts.push(`${op.operationId} ${response?.status}\n${await response?.text()}`);
  }
  return parts.join('\n');
}

describe('seeded demo data', () => {
  it('answers every operation with the same bytes as the committed run (seed 1)', async () => {
    expect(sha256(await everyAnswer(1))).toMatchInlineSnapshot(
      `"254d78f90b26a695bcc1969165e368f8c2e07f30e8d3479ba631eae80cbf74b2"`,
    );
    // Every operation once, the report lists' weeks among them: a bound, not a speed target.
  }, 30_000);

  it('answers with other bytes for another seed', async () => {
    expect(sha256(await everyAnswer(2))).not.toBe(sha256(await everyAnswer(1)));
    // Two runs of every operation, the report lists' weeks among them: a bound, not a speed target.
  }, 30_000);

  it('builds the same org tree as the committed run', () => {
    const tree = generateOrgTree({ count: 300, seed: 1 });
    expect(sha256(JSON.stringify(tree))).toMatchInlineSnapshot(
      `"8e8c9038fd436b4a2eb54920dbd87e0e84a9398f8c0d74626e8b4b4c8caea03c"`,
    );
  });
});
