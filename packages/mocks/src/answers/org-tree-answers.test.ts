import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers.js';
import { DEMO_ADMIN } from '../identities.js';
import { sharedMockState } from '../mock-options.js';

const tree = sharedMockState.orgTree('default', 1);
const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}`, 'Content-Type': 'application/json' };
const call = async (path: string, init: RequestInit = {}) => {
  const response = await getResponse(
    handlers,
    new Request(`http://localhost${path}`, { headers, ...init }),
  );
  return { status: response?.status, body: await response?.json() };
};
const area = tree.orgs.find((org) => org.type === 'ServiceArea' && org.path.length >= 4);
if (!area) throw new Error('the demo tree has no deep service area');

describe('org tree calls', () => {
  it('lists the top org with its children one level deep', async () => {
    const { body } = await call('/AdminApi/org/tree');
    expect(body).toHaveLength(1);
    expect(body[0].number).toBe('GN-1000');
    expect(body[0].children.map((child: { number: string }) => child.number)).toEqual(
      tree.childrenOf('GN-1000').map((child) => child.number),
    );
    expect(body[0].children[0].children).toBeUndefined();
  });

  it('opens one org with its children, and answers 404 for an unknown number', async () => {
    const site = area.parentNumber ?? '';
    const { body } = await call(`/AdminApi/org/tree/${site}`);
    expect(body.number).toBe(site);
    expect(body.children.map((child: { number: string }) => child.number)).toContain(area.number);
    expect((await call('/AdminApi/org/tree/ZZ-1')).status).toBe(404);
  });

  it('reads orgs by number in the order asked, leaving unknown numbers out', async () => {
    const numbers = [area.number, 'ZZ-404', 'GN-1000'];
    const { body } = await call('/AdminApi/org/tree/numbers', {
      method: 'POST',
      body: JSON.stringify({ OrgNumbers: numbers }),
    });
    expect(body.map((org: { number: string }) => org.number)).toEqual([area.number, 'GN-1000']);
  });

  it.each([
    [
      'a name',
      'Lobby',
      (org: { name: string; displayPath: string }) =>
        `${org.name} ${org.displayPath}`.includes('Lobby'),
    ],
    ['an org number', 'gn-100', (org: { number: string }) => org.number.startsWith('GN-100')],
  ])('searches by %s', async (_kind, input, matches) => {
    const { body } = await call(`/AdminApi/org/tree/search/${input}`);
    expect(body.length).toBeGreaterThan(0);
    for (const org of body) expect(matches(org)).toBe(true);
  });

  it('loads an org by path with every ancestor opened down to it', async () => {
    const { body } = await call('/AdminApi/org/tree', {
      method: 'POST',
      body: JSON.stringify({ path: area.uniqueId, alreadyHasData: false }),
    });
    let node = body;
    for (const entry of area.path.slice(1)) {
      node = node.children.find((child: { number: string }) => child.number === entry.number);
      expect(node?.number).toBe(entry.number);
    }
    expect(node.uniqueId).toBe(area.uniqueId);
  });

  it('loads only the org when the client already has its ancestors', async () => {
    const { body } = await call('/AdminApi/org/tree', {
      method: 'POST',
      body: JSON.stringify({ path: area.uniqueId, alreadyHasData: true }),
    });
    expect(body.number).toBe(area.number);
  });
});
