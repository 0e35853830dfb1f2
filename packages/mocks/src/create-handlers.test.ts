import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, createRoutingHandler } from './create-handlers.js';
import { DEMO_ADMIN } from './identities.js';
import { MockState } from './mock-state.js';

const AUTH = '/GuestnetWS/DevApi/Admin/Authorization.svc';
const DBO = '/GuestnetWS/DevApi/dbo';
const now = () => new Date('2026-02-01T10:00:00.000Z');
const bearer = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
const json = { 'Content-Type': 'application/json' };

// Each list gets a state of its own, so a write through one is seen only by the same list.
let states: MockState[] = [];
const lists = () => {
  states = [new MockState(), new MockState()];
  return {
    perRoute: createHandlers({ now, state: states[0] }),
    routing: [createRoutingHandler({ now, state: states[1] })],
  };
};
afterEach(() => {
  for (const state of states) state.reset();
});

// The same request through both lists, with the request id the caller sets so both answers carry it.
async function both(path: string, init: RequestInit = {}) {
  const { perRoute, routing } = lists();
  const request = () =>
    new Request(`http://localhost${path}`, {
      ...init,
      headers: { 'X-Request-Id': 'same-id', ...(init.headers as Record<string, string>) },
    });
  const read = async (response: Response | undefined) =>
    response && {
      status: response.status,
      headers: [...response.headers].sort(),
      body: await response.text(),
    };
  return {
    perRoute: await read(await getResponse(perRoute, request())),
    routing: await read(await getResponse(routing, request())),
  };
}

describe('createRoutingHandler', () => {
  it.each([
    [
      'the login',
      `${AUTH}/Login`,
      { method: 'POST', headers: json, body: '{"Username":"demo","Password":"demo"}' },
    ],
    ['IsLoginValid', `${AUTH}/IsLoginValid`, { headers: bearer }],
    ['the org list', '/AdminApi/org/tree', { headers: bearer }],
    ['an org by number', '/AdminApi/org/tree/GN-1000', { headers: bearer }],
    [
      'a search, not an org numbered "search"',
      '/AdminApi/org/tree/search/Guestnet%20Net',
      { headers: bearer },
    ],
    ['an unknown org', '/AdminApi/org/tree/GN-999999', { headers: bearer }],
    [
      'a dbo list',
      `${DBO}/ListServicePlans`,
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: 'GN-1000', PageSize: 5 }]),
      },
    ],
    ['a call without its token', '/AdminApi/org/tree', {}],
    ['the breach range service', '/breach-range/range/5BAA6', {}],
  ])('answers %s as the per-route handlers do', async (_name, path, init) => {
    const { perRoute, routing } = await both(path, init as RequestInit);
    expect(routing).toBeDefined();
    expect(routing).toEqual(perRoute);
  });

  it('leaves a request no route answers to the network', async () => {
    const { perRoute, routing } = await both('/admin-ui/assets/logo.png');
    expect(perRoute).toBeUndefined();
    expect(routing).toBeUndefined();
  });
});
