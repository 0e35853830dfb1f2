import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createAdminApiClient, createAuthorizationClient } from './client.js';
import {
  orgAccessQuery,
  orgByPathQuery,
  orgNodeQuery,
  orgSearchQuery,
  orgsByNumbersQuery,
  orgsUnderQuery,
  orgTreeQuery,
} from './org-queries.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };

describe('org query options', () => {
  it('key each org call by operation and parameters', () => {
    const api = createAdminApiClient(base);
    const auth = createAuthorizationClient(base);
    expect(orgTreeQuery(api).queryKey).toEqual(['listOrgTree', {}]);
    expect(orgNodeQuery(api, 'GN-1042').queryKey).toEqual([
      'getOrgTreeNode',
      { params: { path: { orgNumber: 'GN-1042' } } },
    ]);
    expect(orgByPathQuery(api, 'GN-1-GN-1042', false).queryKey[1]).toEqual({
      body: { path: 'GN-1-GN-1042', alreadyHasData: false },
    });
    expect(orgSearchQuery(api, 'harbour').queryKey[0]).toBe('searchOrgs');
    expect(orgAccessQuery(auth, 'GN-7', ['af_servplan']).queryKey).toEqual([
      'getOrgAccess',
      { params: { query: { org: 'GN-7' } }, body: ['af_servplan'] },
    ]);
    // Each org has its own entry.
    expect(orgAccessQuery(auth, 'GN-8', ['af_servplan']).queryKey).not.toEqual(
      orgAccessQuery(auth, 'GN-7', ['af_servplan']).queryKey,
    );
  });

  it('sends the org access call with the org in the query and the features as the body', async () => {
    const { fetch, sent } = fakeFetch(json({ hasAccess: { af_servplan: true }, orgType: 'Site' }));
    const auth = createAuthorizationClient({ ...base, fetch });
    const access = await new QueryClient().fetchQuery(
      orgAccessQuery(auth, 'GN-7', ['af_servplan']),
    );
    expect(access.orgType).toBe('Site');
    expect(new URL(sent[0]?.url ?? '').searchParams.get('org')).toBe('GN-7');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(['af_servplan']);
  });

  it('asks for orgs by number only when there are numbers (docs/product/calls.md)', async () => {
    const { fetch, sent } = fakeFetch(json([{ number: 'GN-7' }]));
    const api = createAdminApiClient({ ...base, fetch });
    await expect(orgsByNumbersQuery(api, []).queryFn({})).resolves.toEqual([]);
    expect(sent).toHaveLength(0);
    await expect(orgsByNumbersQuery(api, ['GN-7']).queryFn({})).resolves.toEqual([
      { number: 'GN-7' },
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ OrgNumbers: ['GN-7'] });
  });
  it('asks for the orgs under an org with only the filters given, the text trimmed', async () => {
    const { fetch, sent } = fakeFetch(json([]));
    const api = createAdminApiClient({ ...base, fetch });
    await orgsUnderQuery(api, 'GN-1042', {
      type: 'Site',
      status: undefined,
      text: '  bay ',
    }).queryFn({});
    const url = new URL(sent[0]?.url ?? '');
    expect(url.pathname).toBe('/AdminApi/org/under/GN-1042');
    expect([...url.searchParams]).toEqual([
      ['type', 'Site'],
      ['text', 'bay'],
    ]);
  });
});
