import { createHandlers, DEMO_ADMIN, MockState, type ScenarioName } from '@guestnet/mocks';
import { getResponse } from 'msw';

/**
 * A `fetch` answered by the handlers of `@guestnet/mocks` over a fresh (or given) `MockState`, as
 * the demo answers, with the demo administrator's token for the testbed: a component test then
 * drives a screen against the same stateful mocks the demo runs on.
 */
export function mockFetch(options: { scenario?: ScenarioName; state?: MockState } = {}) {
  const state = options.state ?? new MockState();
  const handlers = createHandlers({
    state,
    seed: 1,
    slowMs: 0,
    scenario: options.scenario ?? 'default',
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(handlers, request)) ?? new Response('Not mocked', { status: 404 });
  };
  return { fetch, state, token: DEMO_ADMIN.token };
}
