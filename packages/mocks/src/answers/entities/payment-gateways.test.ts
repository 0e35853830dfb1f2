import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

type Gateway = Record<string, unknown> & { Category: string; Type: string; Number: number };

const CATEGORY_OF: Record<string, string> = {
  stripe: 'card',
  paypal: 'card',
  authorize_net: 'card',
  adyen: 'card',
  apple_pay: 'wallet',
  google_pay: 'wallet',
  opera_fias: 'pms',
  free: 'free',
};

async function gatewaysOf(orgNumber: string, seed: number): Promise<Gateway[]> {
  const handlers = createHandlers({ scenario: 'default', seed, state: new MockState() });
  const request = new Request('http://localhost/GuestnetWS/DevApi/dbo/ListPaymentGateways', {
    method: 'POST',
    body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: orgNumber, Page: 1, PageSize: 500 }]),
  });
  const body = await (await getResponse(handlers, request))?.json();
  const check = validateResponse('listPaymentGateways', 200, body);
  expect(check.valid ? [] : check.errors).toEqual([]);
  return body.Items;
}

describe('the seeded payment gateways', () => {
  it.each([1, 2, 3, 4, 5])(
    'are of a type of their category, numbered per type from 1, no secret (seed %i)',
    async (seed) => {
      for (const org of ['GN-1042-7', 'GN-1003']) {
        const gateways = await gatewaysOf(org, seed);
        expect(gateways.length).toBeGreaterThanOrEqual(1);
        const keys = new Set<string>();
        for (const gateway of gateways) {
          expect(CATEGORY_OF[gateway.Type]).toBe(gateway.Category);
          expect(gateway.Pms === null).toBe(gateway.Category !== 'pms');
          expect(JSON.stringify(gateway)).not.toMatch(/"Secret"/);
          keys.add(`${gateway.Type}/${gateway.Number}`);
        }
        expect(keys.size).toBe(gateways.length);
        for (const gateway of gateways) {
          if (gateway.Number > 1)
            expect(keys.has(`${gateway.Type}/${gateway.Number - 1}`)).toBe(true);
        }
      }
    },
  );
});
