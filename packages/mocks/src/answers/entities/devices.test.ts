import { base, en, Faker } from '@faker-js/faker';
import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

type Device = {
  Name: string;
  ShortName?: string | null;
  Type: string;
  Description?: string | null;
  Ssids?: string[];
};

// faker's Latin filler, less the English words the installers' sentences share with it.
const LATIN = new Set(
  new Faker({ locale: [en, base] }).definitions.lorem.word.filter(
    (word) => !['a', 'in', 'at'].includes(word),
  ),
);
const latinIn = (text: string) =>
  (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => LATIN.has(word));

/** The kinds of device an installer describes, each at its spot (`Ceiling AP above the lobby bar`). */
const DESCRIPTION =
  /^(Ceiling AP (in|above|over) |Outdoor AP on |(Hotspot gateway|Wireless controller|Core switch), )[\w ,-]+$/;

async function devicesOf(seed: number, count: number): Promise<Device[]> {
  const state = new MockState();
  const handlers = createHandlers({ scenario: 'default', seed, state });
  const areas = state
    .generatedOrgTree('default', seed)
    .orgs.filter((org) => org.type === 'ServiceArea')
    .slice(0, count);
  expect(areas.length).toBe(count);
  const devices: Device[] = [];
  for (const area of areas) {
    const request = new Request('http://localhost/GuestnetWS/DevApi/dbo/ListDevices', {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: area.number, PageSize: 500 }]),
    });
    const body = await (await getResponse(handlers, request))?.json();
    const check = validateResponse('listDevices', 200, body);
    expect(check.valid ? [] : check.errors).toEqual([]);
    devices.push(...body.Items);
  }
  return devices;
}

describe('the seeded devices', () => {
  it.each([1, 2, 3])(
    'are described as an installer would, never in Latin filler (seed %i)',
    async (seed) => {
      const devices = await devicesOf(seed, 40);
      expect(devices.some((device) => device.Description)).toBe(true);
      for (const device of devices) {
        const texts = [device.Name, device.ShortName ?? '', ...(device.Ssids ?? [])];
        if (device.Description) {
          expect(device.Description).toMatch(DESCRIPTION);
          texts.push(device.Description);
        }
        for (const text of texts) expect(latinIn(text), text).toEqual([]);
      }
    },
  );

  it('name a device after its kind and spot, as its description does', async () => {
    for (const device of await devicesOf(1, 40)) {
      const ap = / AP$/.test(device.Name);
      if (device.Description) expect(/ AP /.test(device.Description), device.Name).toBe(ap);
      if (device.Type === 'other') expect(device.Name).toMatch(/ core switch$/);
    }
  });
});
