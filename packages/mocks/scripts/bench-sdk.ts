// `pnpm bench:sdk`: the SDK (from the workspace source) against the mock server in the `flaky`
// scenario (30 % of calls: 429 with Retry-After, 503, or a dropped connection after the write was
// stored), on a loopback port of this process. It prints each figure beside its budget, marks
// `OVER BUDGET`, and exits 1 when any figure is over:
//   1. 1,000 writes (SavePanMapping, 20 at a time): 0 failed, 0 stored twice, 0 failed though
//      stored, and every retry after a Retry-After waited at least that long;
//   2. 20 concurrent calls with an expired token: exactly 1 re-login, 20 resolved, none sent more
//      than twice (faults off, so only the re-login sends again), then the same under faults;
//   3. a hung call: rejected within its timeout + 100 ms, alone and joined to an identical call;
//   4. walking 10,000 rows with `paginate`: rows, pages and the time it took.
// Times on a busy machine vary; the budgets that matter count causes (calls, sends, waits).
// BENCH_SEED picks the faults' seed (default 1). Every loop is bounded; nothing leaves loopback.
import {
  createAdminApiClient,
  createAuthorizationClient,
  createDboClient,
  ErrorEleven,
} from '@guestnet/sdk';
import { getOperation } from '@guestnet/sdk/spec';
import { procedureOf, recordsKey } from '../src/answers/dbo-records.js';
import { DEFAULT_FLAKY_RATE } from '../src/flaky.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { startMockServer } from '../src/mock-server.js';
import { MockState } from '../src/mock-state.js';

const SEED = Number(process.env.BENCH_SEED ?? 1);
const ORG = 'GN-1003';
const WRITES = 1000;
const WRITERS = 20;
const CONCURRENT = 20;
const HUNG_TIMEOUT_MS = 1000;
const ROWS = 10_000;
const PAGE_SIZE = 100;

interface Line {
  label: string;
  value: string | number;
  budget: string;
  over: boolean;
}
const lines: Line[] = [];
function report(label: string, value: string | number, budget: string, over = false) {
  lines.push({ label, value, budget, over });
  console.log(
    `${label.padEnd(58)} ${String(value).padStart(10)}   ${budget.padEnd(14)}${over ? ' OVER BUDGET' : ''}`,
  );
}

/**
 * A fetch that sees every send: it counts sends per X-Request-Id (the SDK keeps one per call,
 * across retries), answers, resets and replays, and checks that a send following an answer with
 * `Retry-After` came at least that long after it.
 */
class Recorder {
  readonly sends = new Map<string, number>();
  readonly statuses = new Map<string, number>();
  replayed = 0;
  retriesAfterRetryAfter = 0;
  readonly shortWaits: number[] = [];
  #waiting = new Map<string, { at: number; ms: number }>();
  constructor(readonly headers: Record<string, string> = {}) {}

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(this.headers)) request.headers.set(name, value);
    const id = request.headers.get('X-Request-Id') ?? 'none';
    const waited = this.#waiting.get(id);
    if (waited) {
      this.#waiting.delete(id);
      this.retriesAfterRetryAfter += 1;
      const gap = performance.now() - waited.at;
      // Node's timers round to whole milliseconds: 1 ms under is the clock, not the SDK.
      if (gap < waited.ms - 1) this.shortWaits.push(gap);
    }
    this.sends.set(id, (this.sends.get(id) ?? 0) + 1);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      this.#count('reset');
      throw error;
    }
    this.#count(String(response.status));
    if (response.headers.get('Idempotent-Replayed') === 'true') this.replayed += 1;
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (response.headers.has('Retry-After') && Number.isFinite(retryAfter)) {
      this.#waiting.set(id, { at: performance.now(), ms: retryAfter * 1000 });
    }
    return response;
  };

  #count(what: string) {
    this.statuses.set(what, (this.statuses.get(what) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const count of this.sends.values()) sum += count;
    return sum;
  }

  summary(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ');
  }
}

/** The error's kind, or `other` for something that is not an ErrorEleven. */
const kindOf = (error: unknown) => (error instanceof ErrorEleven ? error.kind : 'other');

/** Seeds ORG's device list with ROWS devices, so `paginate` has 10,000 rows to walk. */
function seedDevices(state: MockState) {
  const saveDevice = getOperation('saveDevice');
  const entity = procedureOf(saveDevice)?.entity;
  if (!entity) throw new Error('saveDevice is not a CRUD procedure');
  const [, example] = (saveDevice.requestBody?.examples[0] ?? []) as [string, object];
  state.collection(recordsKey({ scenario: 'flaky', seed: SEED }, entity, ORG), () =>
    Array.from({ length: ROWS }, (_, index) => [
      String(index + 1),
      { ...example, Id: index + 1, OrgNumber: ORG, Name: `Bench device ${index + 1}` },
    ]),
  );
}

async function main(): Promise<number> {
  const state = new MockState();
  seedDevices(state);
  const server = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    scenario: 'flaky',
    flakyRate: DEFAULT_FLAKY_RATE,
    seed: SEED,
    state,
    // The `slow` scenario is the hung call: far longer than any time limit below.
    slowMs: 60_000,
    log: false,
  });
  const baseUrl = server.url;
  console.log(
    `mock server ${baseUrl}, scenario flaky (${DEFAULT_FLAKY_RATE * 100} % of calls fail), seed ${SEED}\n`,
  );
  console.log(`${'figure'.padEnd(58)} ${'value'.padStart(10)}   budget`);
  try {
    await writes(baseUrl);
    await relogin(baseUrl, false);
    await relogin(baseUrl, true);
    await hungCalls(baseUrl);
    await walk(baseUrl);
  } finally {
    await server.close();
  }
  const over = lines.filter((line) => line.over);
  console.log(
    over.length === 0
      ? '\nevery figure within its budget'
      : `\n${over.length} figure(s) OVER BUDGET: ${over.map((line) => line.label).join('; ')}`,
  );
  return over.length === 0 ? 0 : 1;
}

/** A steady read of what the mocks stored: faults off for this call (`flaky-rate=0`). */
async function storedRooms(baseUrl: string): Promise<Map<string, number>> {
  const rooms = new Map<string, number>();
  for (let page = 1; page <= 100; page++) {
    const response = await fetch(`${baseUrl}/GuestnetWS/DevApi/dbo/ListPanMappings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'flaky-rate=0' },
      body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: ORG, Page: page, PageSize: 500 }]),
    });
    const body = (await response.json()) as { Items: Array<{ RoomNumber: string }> };
    for (const item of body.Items)
      rooms.set(item.RoomNumber, (rooms.get(item.RoomNumber) ?? 0) + 1);
    if (body.Items.length < 500) break;
  }
  return rooms;
}

async function writes(baseUrl: string) {
  const recorder = new Recorder();
  const dbo = createDboClient({ baseUrl, getToken: () => DEMO_ADMIN.token, fetch: recorder.fetch });
  const room = (index: number) => `bench-${index}`;
  const failed: Array<{ index: number; kind: string }> = [];
  let next = 0;
  const started = performance.now();
  const writer = async () => {
    for (let index = next++; index < WRITES; index = next++) {
      try {
        await dbo.call('SavePanMapping', {
          OrgNumber: ORG,
          RoomNumber: room(index),
          VlanId: 100 + (index % 3900),
          RotateOn: 'checkout',
        });
      } catch (error) {
        failed.push({ index, kind: kindOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seconds = (performance.now() - started) / 1000;
  const stored = await storedRooms(baseUrl);
  let twice = 0;
  let distinct = 0;
  for (let index = 0; index < WRITES; index++) {
    const count = stored.get(room(index)) ?? 0;
    if (count > 0) distinct += 1;
    if (count > 1) twice += count - 1;
  }
  const failedButStored = failed.filter(({ index }) => stored.has(room(index))).length;
  console.log(
    `\n1. ${WRITES} writes, ${WRITERS} at a time: ${recorder.total} sends (${recorder.summary()}), ` +
      `${recorder.replayed} answered again for their key, ${seconds.toFixed(1)} s`,
  );
  report('writes failed', failed.length, '0', failed.length > 0);
  report('writes stored twice', twice, '0', twice > 0);
  report('writes stored', distinct, String(WRITES), distinct !== WRITES);
  report('writes failed though stored', failedButStored, '0', failedButStored > 0);
  report(
    'retries that followed a Retry-After',
    recorder.retriesAfterRetryAfter,
    '> 0',
    recorder.retriesAfterRetryAfter === 0,
  );
  report(
    'of them sent before Retry-After had passed',
    recorder.shortWaits.length,
    '0',
    recorder.shortWaits.length > 0,
  );
}

async function relogin(baseUrl: string, faults: boolean) {
  const recorder = new Recorder(faults ? {} : { Prefer: 'flaky-rate=0' });
  let token = 'expired-token';
  let relogins = 0;
  let logins = 0;
  const auth = createAuthorizationClient({ baseUrl, fetch: recorder.fetch, retries: 0 });
  const onUnauthorized = async () => {
    relogins += 1;
    // A tool's own hook: Login is no call to send twice blindly, so it tries a few times itself.
    for (let attempt = 1; ; attempt++) {
      logins += 1;
      try {
        const { data } = await auth.POST('/GuestnetWS/DevApi/Admin/Authorization.svc/Login', {
          body: { Username: 'demo', Password: 'demo' },
        });
        token = String(
          (data as { AccessToken?: string } | undefined)?.AccessToken ?? DEMO_ADMIN.token,
        );
        return token;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  const options = { baseUrl, getToken: () => token, fetch: recorder.fetch, onUnauthorized };
  const dbo = createDboClient(options);
  const api = createAdminApiClient(options);
  const calls: Array<Promise<unknown>> = [
    api.GET('/AdminApi/admin/account'),
    ...Array.from({ length: CONCURRENT - 1 }, (_, index) =>
      dbo.call('ListPanMappings', { OrgNumber: ORG, Page: index + 1, PageSize: 1 }),
    ),
  ];
  const settled = await Promise.allSettled(calls);
  const resolved = settled.filter((result) => result.status === 'fulfilled').length;
  const most = Math.max(...recorder.sends.values());
  const title = faults ? 'under 30 % faults' : 'faults off';
  console.log(
    `\n2. ${CONCURRENT} concurrent calls with an expired token, ${title}: ${recorder.total} sends ` +
      `(${recorder.summary()}), ${logins} Login call(s)`,
  );
  report(`re-logins (${title})`, relogins, '1', relogins !== 1);
  report(`calls resolved (${title})`, resolved, String(CONCURRENT), resolved !== CONCURRENT);
  if (!faults) report('most sends of one call (faults off)', most, '≤ 2', most > 2);
  else report('most sends of one call (with retries of faults)', most, '—');
}

async function hungCalls(baseUrl: string) {
  const recorder = new Recorder({ Prefer: 'scenario=slow' });
  const api = createAdminApiClient({
    baseUrl,
    getToken: () => DEMO_ADMIN.token,
    fetch: recorder.fetch,
    retries: 0,
  });
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      await call();
      return { ms: performance.now() - started, kind: 'resolved' };
    } catch (error) {
      return { ms: performance.now() - started, kind: kindOf(error) };
    }
  };
  console.log(`\n3. a call that hangs, with a ${HUNG_TIMEOUT_MS} ms time limit`);
  const alone = await timed(() => api.GET('/AdminApi/admin/account', { timeout: HUNG_TIMEOUT_MS }));
  const budget = `≤ ${HUNG_TIMEOUT_MS + 100} ms`;
  report(
    `hung call rejected after, ms (${alone.kind})`,
    Math.round(alone.ms),
    budget,
    alone.kind !== 'timeout' || alone.ms > HUNG_TIMEOUT_MS + 100,
  );
  // An identical call joins the first one's request, but keeps its own, shorter, limit.
  const longer = timed(() => api.GET('/AdminApi/admin/account', { timeout: 4 * HUNG_TIMEOUT_MS }));
  const joined = await timed(() =>
    api.GET('/AdminApi/admin/account', { timeout: HUNG_TIMEOUT_MS }),
  );
  report(
    `joined hung call rejected after, ms (${joined.kind})`,
    Math.round(joined.ms),
    budget,
    joined.kind !== 'timeout' || joined.ms > HUNG_TIMEOUT_MS + 100,
  );
  const first = await longer;
  report(
    `the call it joined, after its own limit, ms (${first.kind})`,
    Math.round(first.ms),
    `≤ ${4 * HUNG_TIMEOUT_MS + 100} ms`,
    first.kind !== 'timeout' || first.ms > 4 * HUNG_TIMEOUT_MS + 100,
  );
}

async function walk(baseUrl: string) {
  const recorder = new Recorder();
  const dbo = createDboClient({ baseUrl, getToken: () => DEMO_ADMIN.token, fetch: recorder.fetch });
  const ids = new Set<number>();
  let rows = 0;
  const started = performance.now();
  let failure: string | undefined;
  try {
    for await (const device of dbo.paginate(
      'ListDevices',
      { OrgNumber: ORG },
      { pageSize: PAGE_SIZE },
    )) {
      rows += 1;
      ids.add(Number((device as { Id?: number }).Id));
      if (rows > 2 * ROWS) break; // bounded, whatever the pages say
    }
  } catch (error) {
    failure = kindOf(error);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n4. ${ROWS.toLocaleString('en')} rows with paginate, ${PAGE_SIZE} a page: ${recorder.total} sends ` +
      `(${recorder.summary()})${failure ? `, stopped by a ${failure} error` : ''}`,
  );
  report('rows walked', rows, String(ROWS), rows !== ROWS);
  report('distinct rows', ids.size, String(ROWS), ids.size !== ROWS);
  report(
    'pages (calls, retries not counted)',
    recorder.sends.size,
    String(ROWS / PAGE_SIZE),
    recorder.sends.size !== ROWS / PAGE_SIZE,
  );
  report('seconds to walk them', seconds.toFixed(1), '—');
}

const code = await main().catch((error: unknown) => {
  console.error(error);
  return 2;
});
// The `slow` answers of the hung calls still wait on the server's timers: do not wait for them.
process.exit(code);
