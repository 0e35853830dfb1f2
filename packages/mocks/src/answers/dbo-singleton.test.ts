import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers.js';

import { DEMO_ADMIN } from '../identities.js';
import { resetMockState, sharedMockState } from '../mock-options.js';

const dbo = async (procedure: string, payload: unknown) => {
  const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
    method: 'POST',
    body: JSON.stringify([DEMO_ADMIN.token, payload]),
  });
  return (await getResponse(handlers, request))?.json();
};

afterEach(() => resetMockState());

describe('one record per org', () => {
  const site = sharedMockState.orgTree('default', 1).orgs.find((org) => org.type === 'Site');
  if (!site) throw new Error('the demo tree has no site');

  it('reads an org with the details the tree shows for it', async () => {
    expect(await dbo('GetOrg', { OrgNumber: site.number })).toMatchObject({
      OrgNumber: site.number,
      Name: site.name,
      Type: 'Site',
      ParentNumber: site.parentNumber,
    });
  });

  it('answers the org asked for, the same on every read', async () => {
    const first = await dbo('GetPortalSettings', { OrgNumber: `${site.number}-1` });
    expect(first.OrgNumber).toBe(`${site.number}-1`);
    expect(await dbo('GetPortalSettings', { OrgNumber: `${site.number}-1` })).toEqual(first);
  });

  it('shows a save in the next read, until the state is reset', async () => {
    const before = await dbo('GetOrg', { OrgNumber: site.number });
    const saved = await dbo('SaveOrg', { ...before, Name: 'Harbour Hotel' });
    expect(saved.Name).toBe('Harbour Hotel');
    expect((await dbo('GetOrg', { OrgNumber: site.number })).Name).toBe('Harbour Hotel');
    resetMockState();
    expect(await dbo('GetOrg', { OrgNumber: site.number })).toEqual(before);
  });

  it('gives each site conference defaults a hotel would set, valid by the contract', async () => {
    const sites = sharedMockState
      .orgTree('default', 1)
      .orgs.filter((org) => org.type === 'Site')
      .slice(0, 6);
    for (const each of sites) {
      const defaults = await dbo('GetConferenceDefaults', { OrgNumber: each.number });
      expect(validateResponse('getConferenceDefaults', 200, defaults).valid).toBe(true);
      expect([5_000, 10_000, 20_000, 50_000]).toContain(defaults.DefaultBandwidthCapKbps);
      expect([6, 8]).toContain(defaults.CodeLength);
    }
  });
});
