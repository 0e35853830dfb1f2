import { describe, expect, it } from 'vitest';
import { listAll } from '../../../test/list-all.js';
import type { ScenarioName } from '../../scenarios.js';

type Plan = Record<string, unknown> & { Id: number; Name: string; Price: number };

const plansOf = (orgNumber: string, seed: number, scenario: ScenarioName = 'default') =>
  listAll<Plan>('ListServicePlans', orgNumber, { seed, scenario });

const LIMITS = [
  'TimeLimitMinutes',
  'Validity',
  'DataLimitMb',
  'DataLimitUpMb',
  'DataLimitDownMb',
  'DownKbps',
  'UpKbps',
];
const ORGS = ['GN-1042-7', 'GN-1003', 'GN-1000'];

describe('the seeded service plans', () => {
  it.each([1, 2, 3])(
    'give each org 30 to 60 plans named like a property’s (seed %i)',
    async (seed) => {
      for (const org of ORGS) {
        const plans = await plansOf(org, seed);
        expect(plans.length).toBeGreaterThanOrEqual(30);
        expect(plans.length).toBeLessThanOrEqual(60);
        const names = plans.map((plan) => plan.Name.toLowerCase());
        expect(new Set(names).size).toBe(plans.length);
        for (const plan of plans) {
          expect(plan.Name).toMatch(
            /^(Free|Lite|Basic|Standard|Premium|Streaming|Business|Family|Gaming|Conference) \d+ (Hours?|Days?)$/,
          );
          expect(plan.OrgNumber).toBe(org);
          expect(plan.AvailableServiceAreas).toEqual([org]);
        }
      }
    },
  );

  it('each has a price or at least one limit, a price of at most two decimals ending in .99', async () => {
    for (const org of ORGS) {
      for (const plan of await plansOf(org, 1)) {
        const limited = LIMITS.some((field) => typeof plan[field] === 'number');
        expect(plan.Price > 0 || limited, plan.Name).toBe(true);
        if (plan.Price > 0) expect(plan.Price.toFixed(2), plan.Name).toMatch(/\.99$/);
      }
    }
  });

  it('prices a longer plan of a tier higher, and limits a free plan to its length', async () => {
    const plans = await plansOf('GN-1042-7', 1);
    const byName = new Map(plans.map((plan) => [plan.Name, plan]));
    for (const plan of plans) {
      const match = /^(\w+) (\d+) (Hours?|Days?)$/.exec(plan.Name);
      if (match?.[1] === 'Free') {
        const minutes = Number(match[2]) * (match[3]?.startsWith('Hour') ? 60 : 1440);
        expect(plan).toMatchObject({ Price: 0, TimeLimitMinutes: minutes });
      }
      const week = byName.get(`${match?.[1]} 7 Days`);
      const day = byName.get(`${match?.[1]} 1 Day`);
      if (week && day && day.Price > 0) expect(week.Price).toBeGreaterThan(day.Price);
    }
  });

  it('gives an org 10,000 plans in the huge scenario, distinct by name and id', async () => {
    const plans = await plansOf('GN-1042-7', 1, 'huge');
    expect(plans).toHaveLength(10_000);
    expect(new Set(plans.map((plan) => plan.Name.toLowerCase())).size).toBe(10_000);
    expect(new Set(plans.map((plan) => plan.Id)).size).toBe(10_000);
  }, 30_000);
});
