import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../../handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { resetMockState, sharedMockState } from '../../mock-options.js';

const dbo = async (procedure: string, payload: unknown) => {
  const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
    method: 'POST',
    body: JSON.stringify([DEMO_ADMIN.token, payload]),
  });
  return (await getResponse(handlers, request))?.json();
};

afterEach(() => resetMockState());

describe('seeded portal settings', () => {
  const tree = sharedMockState.orgTree('default', 1);
  const areas = tree.orgs.filter((org) => org.type === 'ServiceArea').slice(0, 12);

  it('read like a real splash page of the service area’s site, and keep the contract', async () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      const settings = await dbo('GetPortalSettings', { OrgNumber: area.number });
      expect(validateResponse('getPortalSettings', 200, settings).valid).toBe(true);
      const site = tree.byNumber.get(area.parentNumber ?? '');
      expect(settings.WelcomeMessage).toContain(site?.name);
      expect(settings.RedirectUrl).toMatch(/^https:\/\/[a-z0-9-]+\.example\/welcome$/);
      expect(settings.LoginMethods.length).toBeGreaterThan(0);
      expect(settings.WalledGardenHosts[0]).toBe(new URL(settings.RedirectUrl).host);
    }
  });

  it('keep a saved logo and background for the next read', async () => {
    const area = areas[0];
    if (!area) throw new Error('no service area');
    const before = await dbo('GetPortalSettings', { OrgNumber: area.number });
    await dbo('SavePortalSettings', { ...before, LogoImageId: 31, BackgroundImageId: 32 });
    expect(await dbo('GetPortalSettings', { OrgNumber: area.number })).toMatchObject({
      LogoImageId: 31,
      BackgroundImageId: 32,
    });
  });
});
