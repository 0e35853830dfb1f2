import { getOperation, validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../create-handlers.js';
import { DEMO_ADMIN, DEMO_SSO_USER } from '../identities.js';
import { MockState } from '../mock-state.js';
import {
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_WINDOW_MS,
  takesIdempotencyKey,
} from './idempotency.js';

const ORG = 'GN-1003';
const [, device] = (getOperation('saveDevice').requestBody?.examples[0] ?? []) as [
  string,
  Record<string, unknown>,
];
const [, panMapping] = (getOperation('savePanMapping').requestBody?.examples[0] ?? []) as [
  string,
  Record<string, unknown>,
];

function mocks(options: { state?: MockState; now?: () => Date } = {}) {
  const state = options.state ?? new MockState();
  const handlers = createHandlers({ state, now: options.now });
  const send = async (request: Request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${request.url}`);
    const text = await response.text();
    return { response, body: text === '' ? undefined : JSON.parse(text) };
  };
  const dbo = (
    procedure: string,
    payload: unknown,
    headers: Record<string, string> = {},
    token = DEMO_ADMIN.token,
  ) =>
    send(
      new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify([token, payload]),
      }),
    );
  const devices = async () =>
    (await dbo('ListDevices', { OrgNumber: ORG, Page: 1, PageSize: 500 })).body as {
      Total: number;
      Items: Array<{ Name: string }>;
    };
  return { state, send, dbo, devices };
}

describe('writes with an Idempotency-Key', () => {
  it('declares the key on every write and on no read', () => {
    expect(takesIdempotencyKey(getOperation('saveDevice'))).toBe(true);
    expect(takesIdempotencyKey(getOperation('deleteImage'))).toBe(true);
    expect(takesIdempotencyKey(getOperation('listDevices'))).toBe(false);
    expect(takesIdempotencyKey(getOperation('login'))).toBe(false);
  });

  it('stores a dbo save once and answers a repeat with the first answer', async () => {
    const { dbo, devices } = mocks();
    const before = (await devices()).Total;
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate once' };
    const first = await dbo('SaveDevice', payload, { 'Idempotency-Key': 'key-1' });
    const again = await dbo('SaveDevice', payload, { 'Idempotency-Key': 'key-1' });
    expect(first.response.status).toBe(200);
    expect(first.body.Id).toEqual(expect.any(Number));
    expect(again.response.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.response.headers.get('Idempotent-Replayed')).toBeNull();
    const after = await devices();
    expect(after.Total).toBe(before + 1);
    expect(after.Items.filter((item) => item.Name === 'Gate once')).toHaveLength(1);
  });

  it('replays a retry sent with a new token after a re-login (the payload is the same)', async () => {
    const { dbo, devices } = mocks();
    const before = (await devices()).Total;
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate relogin' };
    await dbo('SaveDevice', payload, { 'Idempotency-Key': 'key-r' });
    const again = await dbo(
      'SaveDevice',
      payload,
      { 'Idempotency-Key': 'key-r' },
      `${DEMO_ADMIN.token}.0123456789ab`,
    );
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await devices()).Total).toBe(before + 1);
  });

  it('refuses the same key with another body, writing nothing (dbo Code 422)', async () => {
    const { dbo, devices } = mocks();
    await dbo(
      'SaveDevice',
      { ...device, OrgNumber: ORG, Name: 'Gate A' },
      { 'Idempotency-Key': 'k' },
    );
    const total = (await devices()).Total;
    const other = await dbo(
      'SaveDevice',
      { ...device, OrgNumber: ORG, Name: 'Gate B' },
      { 'Idempotency-Key': 'k' },
    );
    expect(other.body).toEqual({ Error: IDEMPOTENCY_KEY_REUSED_MESSAGE, Code: 422 });
    expect(validateResponse('saveDevice', 200, other.body).valid).toBe(true);
    const after = await devices();
    expect(after.Total).toBe(total);
    expect(after.Items.some((item) => item.Name === 'Gate B')).toBe(false);
  });

  it('refuses an AdminApi write whose key was used with another body with a declared 422', async () => {
    const { send } = mocks();
    const rename = (name: string) =>
      send(
        new Request('http://localhost/AdminApi/assets/GN-1003/images/1', {
          method: 'PATCH',
          headers: {
            Authorization: `Bearer ${DEMO_ADMIN.token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': 'rename-1',
          },
          body: JSON.stringify({ Name: name }),
        }),
      );
    const first = await rename('Lobby');
    const other = await rename('Pool');
    expect(other.response.status).toBe(422);
    expect(other.body).toEqual({ Message: IDEMPOTENCY_KEY_REUSED_MESSAGE, Code: 422 });
    expect(validateResponse('renameImage', 422, other.body).valid).toBe(true);
    const again = await rename('Lobby');
    expect(again.response.status).toBe(first.response.status);
    expect(again.body).toEqual(first.body);
  });

  it('keeps keys apart per administrator and per operation', async () => {
    const { dbo, devices } = mocks();
    const before = (await devices()).Total;
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate shared key' };
    await dbo('SaveDevice', payload, { 'Idempotency-Key': 'same' });
    const otherUser = await dbo(
      'SaveDevice',
      { ...payload, Name: 'Gate shared key 2' },
      { 'Idempotency-Key': 'same' },
      DEMO_SSO_USER.token,
    );
    expect(otherUser.response.headers.get('Idempotent-Replayed')).toBeNull();
    const otherOperation = await dbo(
      'SavePanMapping',
      { ...panMapping, OrgNumber: ORG },
      { 'Idempotency-Key': 'same' },
    );
    expect(otherOperation.body.Id).toEqual(expect.any(Number));
    expect((await devices()).Total).toBe(before + 2);
  });

  it('writes again once the key is older than 24 hours', async () => {
    let now = Date.parse('2026-01-05T10:00:00Z');
    const { dbo, devices } = mocks({ now: () => new Date(now) });
    const before = (await devices()).Total;
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate tomorrow' };
    await dbo('SaveDevice', payload, { 'Idempotency-Key': 'day' });
    now += IDEMPOTENCY_WINDOW_MS - 1;
    expect(
      (await dbo('SaveDevice', payload, { 'Idempotency-Key': 'day' })).response.headers.get(
        'Idempotent-Replayed',
      ),
    ).toBe('true');
    now += 1;
    // Run again: this time the save meets the device the first one stored, and says so.
    const later = await dbo('SaveDevice', payload, { 'Idempotency-Key': 'day' });
    expect(later.response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(later.body.Error).toMatch(/Gate tomorrow|unique|already/i);
    expect((await devices()).Total).toBe(before + 1);
  });

  it('does not keep a refusal of the session: the retry after a re-login is written', async () => {
    const { dbo, devices } = mocks();
    const before = (await devices()).Total;
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate after 401' };
    const refused = await dbo('SaveDevice', payload, { 'Idempotency-Key': 'k401' }, 'expired');
    expect(refused.body).toMatchObject({ Code: 401 });
    const retried = await dbo('SaveDevice', payload, { 'Idempotency-Key': 'k401' });
    expect(retried.body.Id).toEqual(expect.any(Number));
    expect((await devices()).Total).toBe(before + 1);
  });

  it('writes once when two calls with the same key arrive together', async () => {
    const { dbo, devices } = mocks();
    const before = (await devices()).Total;
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate twice at once' };
    const [a, b] = await Promise.all([
      dbo('SaveDevice', payload, { 'Idempotency-Key': 'together' }),
      dbo('SaveDevice', payload, { 'Idempotency-Key': 'together' }),
    ]);
    expect(a.body).toEqual(b.body);
    expect((await devices()).Total).toBe(before + 1);
  });

  it('runs every call without a key, and forgets the keys when the demo data is reset', async () => {
    const { state, dbo } = mocks();
    const payload = { ...device, OrgNumber: ORG, Name: 'Gate no key' };
    const first = await dbo('SaveDevice', payload);
    const second = await dbo('SaveDevice', payload);
    expect(first.body.Id).toEqual(expect.any(Number));
    // Not an answer replayed: the second save ran, and met the first one's device.
    expect(second.body.Error).toMatch(/Gate no key|unique|already/i);
    await dbo('SaveDevice', payload, { 'Idempotency-Key': 'before-reset' });
    expect(state.idempotency.size).toBe(1);
    state.reset();
    expect(state.idempotency.size).toBe(0);
    const afterReset = await dbo('SaveDevice', payload, { 'Idempotency-Key': 'before-reset' });
    expect(afterReset.response.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers a key longer than 255 characters with a 400', async () => {
    const { dbo } = mocks();
    const tooLong = await dbo(
      'SaveDevice',
      { ...device, OrgNumber: ORG },
      { 'Idempotency-Key': 'k'.repeat(256) },
    );
    expect(tooLong.response.status).toBe(400);
    expect(validateResponse('saveDevice', 400, tooLong.body).valid).toBe(true);
  });
});

describe('X-Request-Id', () => {
  it('sends the request’s own id back, and a new UUID when it sent none', async () => {
    const { dbo } = mocks();
    const own = await dbo('ListDevices', { OrgNumber: ORG }, { 'X-Request-Id': 'tool-42' });
    expect(own.response.headers.get('X-Request-Id')).toBe('tool-42');
    const made = await dbo('ListDevices', { OrgNumber: ORG });
    const other = await dbo('ListDevices', { OrgNumber: ORG });
    const id = made.response.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(other.response.headers.get('X-Request-Id')).not.toBe(id);
  });

  it('carries the id on errors and pages too', async () => {
    const { send } = mocks();
    const refused = await send(
      new Request('http://localhost/AdminApi/org/tree', { headers: { 'X-Request-Id': 'r-1' } }),
    );
    expect(refused.response.status).toBe(401);
    expect(refused.response.headers.get('X-Request-Id')).toBe('r-1');
  });
});
