import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { createHandlers } from '../src/create-handlers.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { LEGACY_ORG_LIST_PATH } from '../src/legacy/legacy-paths.js';
import { MockState } from '../src/mock-state.js';
import type { ScenarioName } from '../src/scenarios.js';

type Body = Record<string, unknown>;

/**
 * The org-related calls of one handler set over a fresh `MockState`, each answer checked against
 * the spec (a violation throws), as the console makes them.
 */
export function orgCalls(
  options: { scenario?: ScenarioName; state?: MockState; token?: string } = {},
) {
  const state = options.state ?? new MockState();
  const handlers = createHandlers({
    state,
    seed: 1,
    slowMs: 0,
    scenario: options.scenario ?? 'default',
  });
  const token = options.token ?? DEMO_ADMIN.token;
  const send = async (operationId: string, request: Request) => {
    const response = await getResponse(handlers, request);
    const text = (await response?.text()) ?? '';
    const body =
      text && response?.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (operationId) {
      const check = validateResponse(operationId, response?.status ?? 0, body);
      if (!check.valid) {
        throw new Error(`${operationId} breaks the spec: ${JSON.stringify(check.errors[0])}`);
      }
    }
    return { status: response?.status ?? 0, body };
  };
  const dbo = async (procedure: string, payload: unknown) => {
    const operationId = procedure.charAt(0).toLowerCase() + procedure.slice(1);
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([token, payload]),
    });
    return (await send(operationId, request)).body as Body;
  };
  const api = async (operationId: string, path: string, body?: unknown) => {
    const request = new Request(`http://localhost${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return send(operationId, request);
  };
  return {
    state,
    dbo,
    tree: async () => (await api('listOrgTree', '/AdminApi/org/tree')).body as Body[],
    node: (number: string) => api('getOrgTreeNode', `/AdminApi/org/tree/${number}`),
    search: async (input: string) =>
      (await api('searchOrgs', `/AdminApi/org/tree/search/${encodeURIComponent(input)}`))
        .body as Body[],
    byNumbers: async (numbers: string[]) =>
      (await api('listOrgsByNumbers', '/AdminApi/org/tree/numbers', { OrgNumbers: numbers }))
        .body as Body[],
    under: async (number: string, query = '') =>
      (await api('listOrgsUnder', `/AdminApi/org/under/${number}${query ? `?${query}` : ''}`))
        .body as Body[],
    byPath: (path: string) =>
      api('getOrgTreeByPath', '/AdminApi/org/tree', { path, alreadyHasData: false }),
    legacyTree: async () =>
      (await send('', new Request(`http://localhost${LEGACY_ORG_LIST_PATH}`))).body as string,
  };
}
