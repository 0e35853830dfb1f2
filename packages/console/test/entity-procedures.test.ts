// The catalogue is below React (lib/), but the keys it gives are checked against a real query cache.
import { createGuestnetClients, dboQuery } from '@guestnet/sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEVICE } from '../src/lib/entities/device';
import { entityQueryKeys } from '../src/lib/entities/entity-procedures';
import { demoFetch } from './console-testbed';

describe('entityQueryKeys', () => {
  it('invalidates every page of the entity, in every org, and nothing else', async () => {
    const mocks = demoFetch();
    const { dbo } = createGuestnetClients({
      baseUrl: 'http://console.test',
      fetch: mocks.fetch,
      getToken: () => mocks.token,
    });
    const sites = mocks.state
      .orgTree('default', 1)
      .orgs.filter((org) => org.type === 'Site')
      .slice(0, 2)
      .map((org) => org.number ?? '');
    const queryClient = new QueryClient();
    const pages = sites.map((OrgNumber) => dboQuery(dbo, 'ListDevices', { OrgNumber }).queryKey);
    for (const OrgNumber of sites) {
      await queryClient.fetchQuery(dboQuery(dbo, 'ListDevices', { OrgNumber }));
    }
    const plans = dboQuery(dbo, 'ListServicePlans', { OrgNumber: sites[0] ?? '' });
    await queryClient.fetchQuery(plans);

    const keys = entityQueryKeys(dbo, DEVICE.procedures);
    for (const queryKey of Object.values(keys)) {
      await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(pages.map(stale)).toEqual([true, true]);
    expect(stale(plans.queryKey)).toBe(false);
  });
});
