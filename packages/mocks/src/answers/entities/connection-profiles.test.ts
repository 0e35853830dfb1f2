import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

const ORG = 'GN-1042-7';

async function call(handlers: ReturnType<typeof createHandlers>, procedure: string, body: object) {
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: ORG, ...body }]),
    }),
  );
  return { status: response?.status, text: (await response?.text()) ?? '' };
}

describe('the seeded connection profiles', () => {
  it('follow the contract, their route following their type, and hold no secret', async () => {
    const handlers = createHandlers({ state: new MockState() });
    const { text } = await call(handlers, 'ListConnectionProfiles', { Page: 1, PageSize: 50 });
    const body = JSON.parse(text);
    const check = validateResponse('listConnectionProfiles', 200, body);
    expect(check.valid ? [] : check.errors).toEqual([]);
    expect(body.Items.length).toBeGreaterThanOrEqual(4);
    for (const profile of body.Items) {
      expect(profile.Route).toBe(profile.Type === 'passpoint' ? 'passpoint' : 'ssid');
      expect(profile.Passpoint === null).toBe(profile.Type !== 'passpoint');
    }
    expect(text).not.toMatch(/"Secret"|"Psk"/);
  });

  it('keep a saved RADIUS secret and PSK as set, never answering them', async () => {
    const handlers = createHandlers({ state: new MockState() });
    const saved = await call(handlers, 'SaveConnectionProfile', {
      Route: 'ssid',
      Type: 'wpa2_enterprise',
      Name: 'Spa',
      Ssid: 'Spa',
      Psk: 'guest-pass-1',
      RadiusServers: [
        { Host: 'radius.example', Port: 1812, RadSec: false, Secret: 'top-secret-1' },
        { Host: '10.0.0.2', Port: 1812, RadSec: false },
      ],
      EapMethods: ['peap'],
      Pmf: 'optional',
      FastRoaming: false,
      Passpoint: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toMatch(/top-secret-1|guest-pass-1/);
    const { Id } = JSON.parse(saved.text);
    const read = await call(handlers, 'GetConnectionProfile', { Id });
    expect(read.text).not.toMatch(/top-secret-1|guest-pass-1/);
    expect(JSON.parse(read.text).HasPsk).toBe(true);
    expect(
      JSON.parse(read.text).RadiusServers.map((row: { HasSecret: boolean }) => row.HasSecret),
    ).toEqual([true, false]);
    // Saved again without the secret: the same server keeps it.
    const again = await call(handlers, 'SaveConnectionProfile', {
      ...JSON.parse(read.text),
      RadiusServers: [{ Host: 'radius.example', Port: 1812, RadSec: false }],
    });
    expect(JSON.parse(again.text).RadiusServers).toEqual([
      { Host: 'radius.example', Port: 1812, RadSec: false, HasSecret: true },
    ]);
  });
});
