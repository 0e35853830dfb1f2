import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';
import { Slicer, setSlicing, sortInTurns, sortNumbersInTurns } from './report-slicer.js';

// The browser's mocks run in the page: no answer may hold it for long (docs/decisions/
// report-queries.md "Turns for the page"). The clock here is the work done, in units (a row made
// or read, a leaf-day, an item sorted or merged), so the longest stretch between two turns is
// measured in work, not in this machine's milliseconds.

const SLICE = 1000;

/** A clock that is the work counted, and the turns given: the longest stretch between them. */
function meteredTurns() {
  let units = 0;
  let last = 0;
  const meter = { turns: 0, longest: 0, units: () => units };
  const restore = setSlicing({
    now: () => units,
    sliceMs: SLICE,
    work: (done) => {
      units += done;
    },
    turn: async () => {
      meter.turns++;
      meter.longest = Math.max(meter.longest, units - last);
      last = units;
    },
  });
  return {
    meter,
    /** Ends the metering, counting the stretch after the last turn too. */
    done() {
      meter.longest = Math.max(meter.longest, units - last);
      restore();
      return meter;
    },
  };
}

let metering: ReturnType<typeof meteredTurns> | undefined;
afterEach(() => {
  metering?.done();
  metering = undefined;
});

/** A pseudo-random sequence, the same on every run. */
function numbers(count: number, seed = 7) {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % 1000;
  });
}

/** Where two sequences first differ (-1 when they are the same): a short failure for long ones. */
function firstDifference<T>(got: ArrayLike<T>, expected: ArrayLike<T>) {
  for (let k = 0; k < Math.max(got.length, expected.length); k++) {
    if (!Object.is(got[k], expected[k])) return k;
  }
  return -1;
}

/** How many times each item is merged: once per level, from runs of `run` to one run. */
const mergeLevels = (count: number, run: number) => Math.ceil(Math.log2(Math.ceil(count / run)));

describe('sortInTurns', () => {
  it('gives the order a stable sort gives, ties in their first order, with turns along the way', async () => {
    metering = meteredTurns();
    const items = numbers(50_000).map((key, at) => ({ key, at }));
    const expected = [...items].sort((a, b) => a.key - b.key);
    await sortInTurns(items, (a, b) => a.key - b.key, new Slicer(64));
    expect(firstDifference(items, expected)).toBe(-1);
    const meter = metering.done();
    // Every item is counted as its run is sorted and at each level of the merge: a merge that
    // stopped counting (and so giving turns) would leave these units out.
    expect(meter.units()).toBe(50_000 * (1 + mergeLevels(50_000, 1024)));
    expect(meter.turns).toBeGreaterThanOrEqual(Math.floor(meter.units() / (SLICE + 1024)));
    expect(meter.longest).toBeLessThanOrEqual(SLICE + 1024);
  });

  it('sorts numbers as a typed array’s sort does, in turns', async () => {
    metering = meteredTurns();
    const values = Float64Array.from(numbers(100_000, 3), (n) => n / 7);
    const expected = Float64Array.from(values).sort();
    await sortNumbersInTurns(values, new Slicer(64));
    expect(firstDifference(values, expected)).toBe(-1);
    const meter = metering.done();
    expect(meter.units()).toBe(100_000 * (1 + mergeLevels(100_000, 16_384)));
    expect(meter.turns).toBeGreaterThanOrEqual(Math.floor(meter.units() / (SLICE + 16_384)));
    // A run of 16,384 numbers is sorted by the platform at once; the merges give turns between.
    expect(meter.longest).toBeLessThanOrEqual(SLICE + 16_384);
  });
});

const NOW = new Date('2026-11-25T15:20:00Z');

describe('the report answers over a provider’s month', () => {
  const state = new MockState();
  const handlers = createHandlers({ scenario: 'default', state, now: () => NOW, slowMs: 0 });
  const tree = state.orgTree('default', 1);
  const month = { orgNumber: tree.root.number, from: '2026-10-27', to: '2026-11-25' };

  async function call(path: string, query: Record<string, string>) {
    const url = `http://localhost/AdminApi/${path}?${new URLSearchParams(query)}`;
    const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
    const response = await getResponse(handlers, new Request(url, { headers }));
    expect(response?.status, `${path} ${JSON.stringify(query)}`).toBe(200);
    return JSON.parse((await response?.text()) ?? 'null');
  }

  // Each answer counts its rows, leaf-days and sorted items as it goes: a loop that stopped giving
  // turns, or work counted in one lump (a sort of every row at once), would run as one stretch.
  // The bound is a slice, the clock read every 256 units and one leaf-day's rows (the work
  // between two readings).
  const BOUND = SLICE + 256 + 2000;
  const cases: [string, string, Record<string, string>][] = [
    ['the Overview', 'reports/summary', {}],
    ['the sales’ first page and totals', 'reports/sales', { pageSize: '50' }],
    ['the sessions’ first page and totals', 'reports/sessions', { pageSize: '50' }],
    ['the sales filtered by payment type', 'reports/sales', { paymentType: 'card' }],
    ['the sales of a day sorted by amount', 'reports/sales', { sort: 'Amount' }],
    ['the sessions online, sorted', 'reports/sessions', { online: 'true', sort: 'SessionTime' }],
    ['the sales searched for a text', 'reports/sales', { q: 'silva' }],
    ['Group Sales', 'reports/sales/groups', {}],
    ['Find Accounts by a name', 'guest-accounts', { q: 'silva', sort: 'Name' }],
  ];
  for (const [name, path, query] of cases) {
    it(`gives the page a turn at least every ${BOUND} units of work: ${name}`, async () => {
      metering = meteredTurns();
      const range =
        query.sort === 'Amount' ? { ...month, from: '2026-11-24', to: '2026-11-24' } : month;
      await call(path, { ...range, ...query });
      const meter = metering.done();
      // Enough work that it needs turns (a provider's month at this scale: thousands of units).
      expect(meter.units()).toBeGreaterThan(5 * SLICE);
      expect(meter.turns).toBeGreaterThanOrEqual(Math.floor(meter.units() / BOUND));
      expect(meter.longest).toBeLessThanOrEqual(BOUND);
    }, 60_000);
  }
});
