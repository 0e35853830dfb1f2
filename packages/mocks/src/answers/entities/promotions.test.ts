import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listAll } from '../../../test/list-all.js';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';

type Promotion = Record<string, unknown> & {
  Id: number;
  Type: string;
  Code: string;
  Value: number;
  UpgradePlanId: number | null;
  PlanIds: number[];
  ValidFrom: string | null;
  ValidTo: string | null;
  MaxRedemptions: number | null;
  Redemptions: number;
};

const ORGS = ['GN-1042-7', 'GN-1003', 'GN-1000'];

/** The rule each Type puts on Value (openapi/dbo.yaml PromotionInput). */
const VALUE_RULES: Record<string, (promotion: Promotion) => boolean> = {
  percent: (p) => Number.isInteger(p.Value) && p.Value >= 1 && p.Value <= 100,
  fixed: (p) => p.Value > 0 && Math.round(p.Value * 100) === p.Value * 100,
  bonus_time: (p) => Number.isInteger(p.Value) && p.Value >= 1,
  upgrade: (p) => p.Value === 0 && p.UpgradePlanId !== null,
};

describe('the seeded promotions', () => {
  it.each([1, 2, 3])('follow the contract’s rules in every org (seed %i)', async (seed) => {
    for (const org of ORGS) {
      const state = new MockState();
      const promotions = await listAll<Promotion>('ListPromotions', org, { seed, state });
      const plans = await listAll('ListServicePlans', org, { seed, state });
      const planIds = new Set(plans.map((plan) => plan.Id));
      expect(promotions.length).toBeGreaterThanOrEqual(30);
      expect(promotions.length).toBeLessThanOrEqual(60);
      expect(new Set(promotions.map((p) => p.Code.toLowerCase())).size).toBe(promotions.length);
      for (const promotion of promotions) {
        const what = `${org} ${promotion.Code}`;
        expect(promotion.Code, what).toMatch(/^[A-Z0-9-]{1,32}$/);
        expect(VALUE_RULES[promotion.Type]?.(promotion), what).toBe(true);
        if (promotion.Type !== 'upgrade') expect(promotion.UpgradePlanId, what).toBeNull();
        else expect(planIds.has(promotion.UpgradePlanId ?? 0), what).toBe(true);
        expect(promotion.PlanIds.length, what).toBeGreaterThan(0);
        for (const id of promotion.PlanIds) expect(planIds.has(id), what).toBe(true);
        expect(promotion.PlanIds, what).not.toContain(promotion.UpgradePlanId);
        if (promotion.ValidFrom && promotion.ValidTo) {
          expect(Date.parse(promotion.ValidFrom), what).toBeLessThan(Date.parse(promotion.ValidTo));
        }
        if (promotion.MaxRedemptions !== null) {
          expect(promotion.Redemptions, what).toBeLessThanOrEqual(promotion.MaxRedemptions);
        }
      }
    }
  });

  it('has every type in a demo org', async () => {
    const promotions = await listAll<Promotion>('ListPromotions', 'GN-1042-7');
    expect(new Set(promotions.map((p) => p.Type))).toEqual(
      new Set(['percent', 'fixed', 'bonus_time', 'upgrade']),
    );
  });

  it('gives an org 10,000 promotions with distinct codes in the huge scenario', async () => {
    const promotions = await listAll<Promotion>('ListPromotions', 'GN-1042-7', {
      scenario: 'huge',
    });
    expect(promotions).toHaveLength(10_000);
    const codes = promotions.map((p) => p.Code.toLowerCase());
    expect(new Set(codes).size).toBe(10_000);
    expect(promotions.every((p) => /^[A-Z0-9-]{1,32}$/.test(p.Code))).toBe(true);
  }, 30_000);
});

describe('the seeded promotions’ plans', () => {
  it('are the same whatever was done to the plans before the promotions were first read', async () => {
    const untouched = await listAll<Promotion>('ListPromotions', 'GN-1042-7');
    const state = new MockState();
    const plans = await listAll('ListServicePlans', 'GN-1042-7', { state });
    const handlers = createHandlers({ state });
    for (const plan of plans.slice(0, 5)) {
      await getResponse(
        handlers,
        new Request('http://localhost/GuestnetWS/DevApi/dbo/DeleteServicePlan', {
          method: 'POST',
          body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: 'GN-1042-7', Id: plan.Id }]),
        }),
      );
    }
    expect(await listAll('ListServicePlans', 'GN-1042-7', { state })).toHaveLength(
      plans.length - 5,
    );
    expect(await listAll<Promotion>('ListPromotions', 'GN-1042-7', { state })).toEqual(untouched);
  });
});
