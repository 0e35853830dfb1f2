import { getOperation, validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from './create-handlers.js';
import {
  FLAKY_MAX_IN_A_ROW,
  FLAKY_RATE_STORAGE_KEY,
  flakyRateOfPage,
  flakyRateOfRequest,
  parseFlakyRate,
} from './flaky.js';
import { DEMO_ADMIN } from './identities.js';
import { type RunningMockServer, startMockServer } from './mock-server.js';
import { MockState } from './mock-state.js';

const ORG = 'GN-1003';
const [, device] = (getOperation('saveDevice').requestBody?.examples[0] ?? []) as [
  string,
  Record<string, unknown>,
];

function dboRequest(procedure: string, payload: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify([DEMO_ADMIN.token, payload]),
  });
}

type Outcome = 'ok' | '429' | '503' | 'reset' | string;

/** Sends `count` different list calls and tells what each got. */
async function outcomes(options: { seed?: number; flakyRate?: number; count?: number }) {
  const handlers = createHandlers({
    scenario: 'flaky',
    seed: options.seed ?? 1,
    flakyRate: options.flakyRate,
    state: new MockState(),
  });
  const seen: Outcome[] = [];
  for (let page = 1; page <= (options.count ?? 200); page++) {
    const response = await getResponse(
      handlers,
      dboRequest('ListDevices', { OrgNumber: ORG, Page: page, PageSize: 5 }),
    );
    if (!response || response.type === 'error') {
      seen.push('reset');
      continue;
    }
    const body = await response.json();
    expect(validateResponse('listDevices', response.status, body).valid).toBe(true);
    if (response.status === 429) expect(response.headers.get('Retry-After')).toBe('1');
    seen.push(response.status === 200 ? 'ok' : String(response.status));
  }
  return seen;
}

describe('the flaky scenario', () => {
  it('fails about 30 % of the calls with 429, 503 or a dropped connection, each as declared', async () => {
    const seen = await outcomes({ count: 200 });
    const failed = seen.filter((outcome) => outcome !== 'ok').length;
    expect(failed / seen.length).toBeGreaterThan(0.2);
    expect(failed / seen.length).toBeLessThan(0.4);
    expect(new Set(seen)).toEqual(new Set(['ok', '429', '503', 'reset']));
    // 200 answers validated against the spec on a loaded machine: a bound, not a speed target.
  }, 30_000);

  it('meets the same faults for the same seed, and others for another seed', async () => {
    const first = await outcomes({ seed: 5, count: 60 });
    expect(await outcomes({ seed: 5, count: 60 })).toEqual(first);
    expect(await outcomes({ seed: 6, count: 60 })).not.toEqual(first);
  }, 30_000);

  it('takes its share from the options, and a request may ask for its own', async () => {
    expect(new Set(await outcomes({ flakyRate: 0, count: 40 }))).toEqual(new Set(['ok']));
    const handlers = createHandlers({ scenario: 'flaky', flakyRate: 0, state: new MockState() });
    const asked = await getResponse(
      handlers,
      dboRequest('ListDevices', { OrgNumber: ORG }, { Prefer: 'scenario=flaky, flaky-rate=1' }),
    );
    expect(asked?.type === 'error' || asked?.status === 429 || asked?.status === 503).toBe(true);
  });

  it('lets the same request through after failing it twice in a row', async () => {
    const handlers = createHandlers({ scenario: 'flaky', flakyRate: 1, state: new MockState() });
    const send = () =>
      getResponse(handlers, dboRequest('GetDevice', { OrgNumber: ORG, Id: 1 }, {}));
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= FLAKY_MAX_IN_A_ROW; attempt++) {
      const response = await send();
      statuses.push(response?.type === 'error' ? 0 : (response?.status ?? -1));
    }
    expect(statuses.slice(0, FLAKY_MAX_IN_A_ROW).every((status) => status !== 200)).toBe(true);
    expect(statuses[FLAKY_MAX_IN_A_ROW]).toBe(200);
  });

  it('stores a write whose connection it drops: the retry with its key gets the stored answer', async () => {
    const state = new MockState();
    const flaky = createHandlers({ scenario: 'flaky', flakyRate: 1, state });
    const steady = createHandlers({ state });
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate behind a reset' };
    const list = async () => {
      const response = await getResponse(
        steady,
        dboRequest('ListDevices', { OrgNumber: ORG, Page: 1, PageSize: 500 }),
      );
      if (!response) throw new Error('ListDevices has no handler');
      return ((await response.json()) as { Items: Array<{ Name: string; Id: number }> }).Items;
    };
    const faults: string[] = [];
    let answer: Response | undefined;
    for (let attempt = 0; attempt <= FLAKY_MAX_IN_A_ROW && !answer?.ok; attempt++) {
      const response = await getResponse(
        flaky,
        dboRequest('SaveDevice', payload, { 'Idempotency-Key': 'save-behind-reset' }),
      );
      if (response?.type === 'error' || !response?.ok) {
        faults.push(response?.type === 'error' ? 'reset' : String(response?.status));
      } else answer = response;
    }
    expect(faults).toHaveLength(FLAKY_MAX_IN_A_ROW);
    const stored = (await list()).filter((item) => item.Name === payload.Name);
    expect(stored).toHaveLength(1);
    const body = (await answer?.json()) as { Id: number };
    expect(body.Id).toBe(stored[0]?.Id);
  });

  it('never fails the sign-in, which the login page sends once', async () => {
    const handlers = createHandlers({ scenario: 'flaky', flakyRate: 1, state: new MockState() });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await getResponse(
        handlers,
        new Request('http://localhost/GuestnetWS/DevApi/Admin/Authorization.svc/Login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ Username: DEMO_ADMIN.username, Password: DEMO_ADMIN.password }),
        }),
      );
      expect(response?.status).toBe(200);
      const body = (await response?.json()) as { AccessToken?: string };
      expect(body.AccessToken).toBe(DEMO_ADMIN.token);
    }
  });

  it('never fails the legacy pages or the breach range service', async () => {
    const handlers = createHandlers({ scenario: 'flaky', flakyRate: 1, state: new MockState() });
    const response = await getResponse(
      handlers,
      new Request('http://localhost/breach-range/range/5BAA6', { method: 'GET' }),
    );
    expect(response?.status).toBe(200);
  });
});

describe('the flaky share a caller asks for', () => {
  it('reads a decimal from 0 to 1 and nothing else', () => {
    expect(parseFlakyRate('0.3')).toBe(0.3);
    expect(parseFlakyRate('.5')).toBe(0.5);
    expect(parseFlakyRate('1')).toBe(1);
    expect(parseFlakyRate('0')).toBe(0);
    for (const bad of ['1.5', '-0.1', '30%', 'abc', '', null]) {
      expect(parseFlakyRate(bad)).toBeUndefined();
    }
  });

  it('reads a request’s Prefer header, then its __flakyRate parameter', () => {
    const prefer = new Request('http://x/a?__flakyRate=0.9', {
      headers: { Prefer: 'scenario=flaky, flaky-rate=0.5' },
    });
    expect(flakyRateOfRequest(prefer)).toBe(0.5);
    expect(flakyRateOfRequest(new Request('http://x/a?__flakyRate=0.9'))).toBe(0.9);
    expect(flakyRateOfRequest(new Request('http://x/a'))).toBeUndefined();
  });

  it('keeps a page’s ?flakyRate= for the tab, as the scenario is kept', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    expect(flakyRateOfPage('?scenario=flaky&flakyRate=0.5', storage)).toBe(0.5);
    expect(stored.get(FLAKY_RATE_STORAGE_KEY)).toBe('0.5');
    expect(flakyRateOfPage('?scenario=flaky', storage)).toBe(0.5);
    expect(flakyRateOfPage('?flakyRate=2', { getItem: () => null, setItem: () => {} })).toBe(
      undefined,
    );
  });
});

describe('the flaky scenario over HTTP', () => {
  let server: RunningMockServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('drops the connection of some calls and answers the others, with Retry-After on a 429', async () => {
    server = await startMockServer({ port: 0, scenario: 'flaky', flakyRate: 1, log: false });
    const seen = new Set<string>();
    for (let page = 1; page <= 30 && seen.size < 3; page++) {
      try {
        const response = await fetch(`${server.url}/GuestnetWS/DevApi/dbo/ListDevices`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': `page-${page}` },
          body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: ORG, Page: page }]),
        });
        await response.arrayBuffer();
        expect(response.headers.get('X-Request-Id')).toBe(`page-${page}`);
        if (response.status === 429) expect(response.headers.get('Retry-After')).toBe('1');
        seen.add(String(response.status));
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        seen.add('reset');
      }
    }
    expect(seen).toEqual(new Set(['429', '503', 'reset']));
    // The server still answers after dropping connections.
    const after = await fetch(`${server.url}/breach-range/range/5BAA6`);
    expect(after.status).toBe(200);
  });
});
