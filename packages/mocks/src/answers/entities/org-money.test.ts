import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

type Body = Record<string, unknown>;
type Items = {
  Items: Array<Body & { Id: number; Currency?: string; TaxPercent?: number; PlanIds?: number[] }>;
};

// The currency of each country the demo's addresses are in (answers/org-details.ts).
const CURRENCY_OF: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  PT: 'EUR',
  DE: 'EUR',
  AU: 'AUD',
};

function demo(seed: number) {
  const state = new MockState();
  const handlers = createHandlers({ scenario: 'default', seed, state });
  const dbo = async <T = Body>(procedure: string, payload: Body): Promise<T> => {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, payload]),
    });
    const body = await (await getResponse(handlers, request))?.json();
    const operationId = procedure.charAt(0).toLowerCase() + procedure.slice(1);
    const check = validateResponse(operationId, 200, body);
    expect(check.valid ? [] : check.errors).toEqual([]);
    return body as T;
  };
  return { tree: state.generatedOrgTree('default', seed), dbo };
}

/** Every currency an org's plans, gateways and promotions' plans are in, and its plans' tax rates. */
async function currenciesOf(dbo: ReturnType<typeof demo>['dbo'], orgNumber: string) {
  const list = { OrgNumber: orgNumber, PageSize: 500 };
  const plans = (await dbo<Items>('ListServicePlans', list)).Items;
  const gateways = (await dbo<Items>('ListPaymentGateways', list)).Items;
  const promotions = (await dbo<Items>('ListPromotions', list)).Items;
  const planCurrency = new Map(plans.map((plan) => [plan.Id, plan.Currency]));
  return {
    plans: new Set(plans.map((plan) => plan.Currency)),
    taxes: new Set(plans.map((plan) => plan.TaxPercent)),
    gateways: new Set(gateways.map((gateway) => gateway.Currency)),
    promotions: new Set(
      promotions.flatMap((promotion) =>
        (promotion.PlanIds ?? []).map((id) => planCurrency.get(id)),
      ),
    ),
  };
}

describe('an org’s money', () => {
  it.each([1, 2, 3])(
    'is one currency in its plans, gateways and promotions, its country’s; a service area’s is its site’s (seed %i)',
    async (seed) => {
      const { tree, dbo } = demo(seed);
      const sites = tree.orgs.filter((org) => org.type === 'Site').slice(0, 8);
      const others = tree.orgs.filter((org) => org.type !== 'Site' && org.type !== 'ServiceArea');
      const seen = new Set<string>();
      for (const site of [...sites, ...others.slice(0, 3)]) {
        const details = await dbo<{ Address: { Country: string } | null }>('GetOrg', {
          OrgNumber: site.number,
        });
        const currency = CURRENCY_OF[details.Address?.Country ?? ''];
        expect(currency, `${site.number} ${details.Address?.Country}`).toBeDefined();
        seen.add(String(currency));
        const areas = tree.childrenOf(site.number).filter((org) => org.type === 'ServiceArea');
        const { taxes } = await currenciesOf(dbo, site.number);
        expect(taxes.size, `${site.number}'s tax rates`).toBe(1);
        for (const org of [site, ...areas]) {
          const found = await currenciesOf(dbo, org.number);
          expect(found.taxes, `${org.number}'s tax rate`).toEqual(taxes);
          expect([...found.plans], `${org.number}'s plans`).toEqual([currency]);
          expect([...found.gateways], `${org.number}'s gateways`).toEqual([currency]);
          expect([...found.promotions], `${org.number}'s promotions`).toEqual([currency]);
        }
      }
      // The sample spans countries: a test of one currency everywhere would pass as well.
      expect(seen.size).toBeGreaterThan(1);
    },
    30_000,
  );
});
