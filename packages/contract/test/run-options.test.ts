import { DEMO_ADMIN, MockState } from '@guestnet/mocks';
import { startMockServer } from '@guestnet/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledContract } from '../src/run/contract-source.js';
import { type RunOptions, runContract } from '../src/run/run-contract.js';

// --org, --realm and --seed as a backend team sees them: in the requests the runner sends.
let mock: Awaited<ReturnType<typeof startMockServer>>;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, log: false, state: new MockState() });
});
afterAll(() => mock.close());

const parsed = (text: string | undefined) => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text; // the malformed-body call
  }
};

async function sent(options: Partial<RunOptions>) {
  const bodies: Array<{ url: string; body: unknown }> = [];
  const result = await runContract({
    baseUrl: mock.url,
    source: bundledContract(),
    username: DEMO_ADMIN.username,
    password: DEMO_ADMIN.password,
    only: ['listDevices', 'getDevice'],
    ...options,
    fetch: async (input, init) => {
      const text = typeof init?.body === 'string' ? init.body : undefined;
      bodies.push({ url: String(input), body: parsed(text) });
      return globalThis.fetch(input, init);
    },
  });
  return { result, bodies };
}

const payloads = (bodies: Array<{ url: string; body: unknown }>) =>
  bodies
    .filter((b) => b.url.includes('/dbo/') && Array.isArray(b.body))
    .map((b) => (b.body as unknown[])[1] as Record<string, unknown>);

describe('run options', () => {
  it('--org puts the org number into every call that names one', async () => {
    const { result, bodies } = await sent({ org: 'GN-1042' });
    const named = payloads(bodies).filter((p) => p && 'OrgNumber' in p);
    expect(named.length).toBeGreaterThan(2);
    for (const payload of named) expect(payload.OrgNumber).toBe('GN-1042');
    expect(result.passed).toBe(true);
  });

  it('--realm signs in with the realm', async () => {
    const { bodies } = await sent({ realm: 'guestnet' });
    const login = bodies.find((b) => /Login$/.test(new URL(b.url).pathname));
    expect(login?.body).toMatchObject({ Username: DEMO_ADMIN.username, Realm: 'guestnet' });
  });

  it('--seed makes the same calls for the same seed, and other generated calls for another', async () => {
    const list = async (seed: number) =>
      JSON.stringify(payloads((await sent({ seed, only: ['listDevices'] })).bodies));
    const three = await list(3);
    expect(await list(3)).toBe(three);
    const others = await Promise.all([4, 5, 6, 7].map(list));
    expect(others.filter((other) => other !== three).length).toBeGreaterThan(0);
  });
});
