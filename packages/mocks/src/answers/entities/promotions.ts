import type { Faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../../faker/seeded-faker.js';
import { isoSeconds, type SeedOrg, type SeedRecord } from './seed-records.js';

const THEMES = [
  'WELCOME',
  'SPRING',
  'SUMMER',
  'AUTUMN',
  'WINTER',
  'HOLIDAY',
  'WEEKEND',
  'LOYALTY',
  'STAYLONGER',
  'FAMILY',
  'BUSINESS',
  'EARLYBIRD',
  'LASTMINUTE',
  'VIP',
  'SUITE',
  'POOLSIDE',
  'SPA',
  'FLASH',
  'NEWYEAR',
  'STUDENT',
  'MEMBER',
  'PARTNER',
  'LOCAL',
  'THANKYOU',
  'CONGRESS',
];

const DAY_MS = 86_400_000;

type Type = 'percent' | 'fixed' | 'bonus_time' | 'upgrade';

/** The type's code and value: a percent 1-100, an amount, bonus minutes, or 0 for an upgrade. */
function offer(faker: Faker, type: Type, theme: string): { Code: string; Value: number } {
  switch (type) {
    case 'percent': {
      const value = faker.helpers.arrayElement([5, 10, 10, 15, 20, 20, 25, 30, 50, 100]);
      return { Code: `${theme}${value}`, Value: value };
    }
    case 'fixed': {
      const value = faker.helpers.arrayElement([1, 2, 2.5, 3, 5, 5, 10]);
      return { Code: `SAVE${String(value).replace('.', '')}-${theme}`, Value: value };
    }
    case 'bonus_time': {
      const value = faker.helpers.arrayElement([15, 30, 60, 60, 120, 240, 1440]);
      return { Code: `${theme}-PLUS${value}`, Value: value };
    }
    case 'upgrade':
      return { Code: `UPGRADE-${theme}`, Value: 0 };
  }
}

/** When it runs: mostly a window around the reference day, sometimes open at one or both ends. */
function validity(faker: Faker): { ValidFrom: string | null; ValidTo: string | null } {
  const shape = faker.helpers.weightedArrayElement([
    { value: 'window', weight: 8 },
    { value: 'open-ended', weight: 1 },
    { value: 'always', weight: 1 },
  ]);
  if (shape === 'always') return { ValidFrom: null, ValidTo: null };
  const startDay =
    Math.floor(MOCK_REFERENCE_DATE.getTime() / DAY_MS) + faker.number.int({ min: -180, max: 60 });
  const from = new Date(startDay * DAY_MS);
  if (shape === 'open-ended') return { ValidFrom: isoSeconds(from), ValidTo: null };
  const days = faker.helpers.arrayElement([7, 14, 30, 31, 60, 90, 180, 365]);
  const to = new Date(from.getTime() + days * DAY_MS - 1000);
  return { ValidFrom: isoSeconds(from), ValidTo: isoSeconds(to) };
}

/**
 * One to four of the org's plans, never the one an upgrade gives, in ascending order. Drawn by
 * index: `arrayElements` copies the whole list per call, which for 10,000 promotions over
 * 10,000 plans (`huge`) took seconds.
 */
function somePlans(faker: Faker, planIds: number[], upgradeTo: number | null): number[] {
  const eligible = planIds.length - (upgradeTo === null ? 0 : 1);
  const wanted = Math.min(eligible, faker.number.int({ min: 1, max: 4 }));
  const picked = new Set<number>();
  while (picked.size < wanted) {
    const id = planIds[faker.number.int(planIds.length - 1)];
    if (id !== undefined && id !== upgradeTo) picked.add(id);
  }
  return [...picked].sort((a, b) => a - b);
}

/**
 * The promotions of an org: 30 to 60 (10,000 in `huge`), with upper-case codes that say what they
 * give (`SPRING15`, `SAVE5-WEEKEND`, `VIP-PLUS60`, `UPGRADE-SUITE`; the CRUD numbers repeats), a
 * Value bounded by the Type (openapi/dbo.yaml PromotionInput), ValidFrom before ValidTo, and
 * PlanIds among the org's service plans; an upgrade names the plan it gives and has Value 0.
 *
 * @example
 * promotionRecords(createSeededFaker(1), org)[0]; // { Type: 'percent', Code: 'SPRING15', Value: 15, ... }
 */
export function promotionRecords(faker: Faker, org: SeedOrg): SeedRecord[] {
  const planIds = org.idsOf('ServicePlan');
  const count = org.huge ? 10_000 : faker.number.int({ min: 30, max: 60 });
  return Array.from({ length: count }, () => {
    const type = faker.helpers.weightedArrayElement<Type>([
      { value: 'percent', weight: 9 },
      { value: 'fixed', weight: 5 },
      { value: 'bonus_time', weight: 3 },
      { value: 'upgrade', weight: planIds.length >= 2 ? 3 : 0 },
    ]);
    const upgradeTo = type === 'upgrade' ? faker.helpers.arrayElement(planIds) : null;
    const window = validity(faker);
    const maxRedemptions = faker.helpers.maybe(
      () => faker.helpers.arrayElement([50, 100, 200, 500, 1000]),
      { probability: 0.6 },
    );
    const started =
      window.ValidFrom === null || window.ValidFrom <= isoSeconds(MOCK_REFERENCE_DATE);
    return {
      Type: type,
      ...offer(faker, type, faker.helpers.arrayElement(THEMES)),
      UpgradePlanId: upgradeTo,
      PlanIds: somePlans(faker, planIds, upgradeTo),
      ServiceAreas: [org.orgNumber],
      ...window,
      MaxRedemptions: maxRedemptions ?? null,
      PerGuestLimit:
        faker.helpers.maybe(() => faker.helpers.arrayElement([1, 1, 1, 2, 3]), {
          probability: 0.7,
        }) ?? null,
      Redemptions: started ? faker.number.int({ min: 0, max: maxRedemptions ?? 800 }) : 0,
    };
  });
}
