import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flushQueries, isStaticOperation } from './query-flush.js';

describe('flushQueries', () => {
  it('knows the static operations from the specs', () => {
    expect(isStaticOperation('getCategories')).toBe(true);
    expect(isStaticOperation('getOrgAccess')).toBe(false);
    expect(isStaticOperation('listOrgTree')).toBe(false);
  });

  it('marks every answer stale after an org change except static ones', async () => {
    const client = new QueryClient();
    client.setQueryData(['getOrgAccess', { params: { query: { org: 'GN-7' } } }], {});
    client.setQueryData(['getCategories', {}], []);
    client.setQueryData(['listDevices', { OrgNumber: 'GN-7' }], []);
    await flushQueries(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['getOrgAccess', { params: { query: { org: 'GN-7' } } }])).toBe(true);
    expect(stale(['listDevices', { OrgNumber: 'GN-7' }])).toBe(true);
    expect(stale(['getCategories', {}])).toBe(false);
  });
});
