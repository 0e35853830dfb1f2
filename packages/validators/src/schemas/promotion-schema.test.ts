import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dboExample,
  dboExampleItems,
  dboSchema,
  quantified,
  without,
} from '../../test/dbo-contract.js';
import {
  PROMOTION_DEFAULTS,
  PROMOTION_TYPES,
  type PromotionFormValues,
  PromotionSchema,
  promotionFormValues,
  promotionSchema,
} from './promotion-schema.js';

const contract = dboSchema('PromotionInput');
const NOT_IN_FORM = ['Id', 'OrgNumber', 'Redemptions'];

/** A valid promotion: the contract's own example, as the form holds it. */
const example = promotionFormValues(dboExample('GetPromotionResult') as Record<string, unknown>);
const promo = (changes: Partial<PromotionFormValues> = {}): PromotionFormValues => ({
  ...example,
  ...changes,
});
const issuesOf = (form: unknown, schema = PromotionSchema) =>
  v.safeParse(schema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (form: unknown, schema = PromotionSchema) => {
  const result = v.safeParse(schema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(form, schema)));
  return result.output as Record<string, unknown>;
};
const types = PROMOTION_TYPES.map((type) => type.value);

describe('PromotionSchema and the examples of openapi/dbo.yaml', () => {
  const examples: [string, unknown][] = [
    ['SavePromotionRequest', dboExample('SavePromotionRequest')],
    ['GetPromotionResult', dboExample('GetPromotionResult')],
    ...dboExampleItems('ListPromotionsResult').map((item, index): [string, unknown] => [
      `ListPromotionsResult item ${index}`,
      item,
    ]),
  ];

  it.each(examples)('takes %s through the form and gives back its fields', (_, stored) => {
    const form = promotionFormValues(stored as Record<string, unknown>);
    expect(outputOf(form)).toEqual(without(stored, NOT_IN_FORM));
  });

  it('holds exactly the contract’s fields, less Id and OrgNumber', () => {
    expect(Object.keys(PROMOTION_DEFAULTS()).sort()).toEqual(
      Object.keys(contract.properties)
        .filter((key) => !NOT_IN_FORM.includes(key))
        .sort(),
    );
  });
});

describe('PromotionSchema against each bound of PromotionInput', () => {
  const spec = (key: string) => {
    const property = contract.properties[key];
    if (!property) throw new Error(`PromotionInput has no ${key}`);
    return property;
  };

  it('Type: the contract’s enum, each with its label, in the picker’s order', () => {
    expect([...types].sort()).toEqual([...(spec('Type').enum ?? [])].sort());
    expect(PROMOTION_TYPES).toEqual([
      { label: 'Percent off', value: 'percent' },
      { label: 'Fixed amount off', value: 'fixed' },
      { label: 'Bonus time', value: 'bonus_time' },
      { label: 'Plan upgrade', value: 'upgrade' },
    ]);
    expect(issuesOf(promo({ Type: 'gift' as 'percent' }))?.[0]?.[0]).toBe('Type');
  });

  it.each(['Code', 'Value'])('%s, required by the contract, is Required', (key) => {
    expect(contract.required).toContain(key);
    expect(issuesOf(promo({ [key]: ' ' }))).toEqual([[key, 'Required']]);
  });

  it('Code: accepted exactly when the contract’s pattern matches, sent upper-cased', () => {
    const pattern = spec('Code').pattern as string;
    const { min, max, text } = quantified(pattern);
    const candidates = [
      'WINTER-25',
      'winter-25',
      ' Spring ',
      '-',
      'WIN TER',
      'WIN_TER',
      'ÄPFEL',
      '25%',
    ];
    for (const candidate of [...candidates, text(min), text(max), text(max + 1)]) {
      const sent = candidate.trim().toUpperCase();
      const matches = new RegExp(pattern).test(sent);
      const result = v.safeParse(PromotionSchema, promo({ Code: candidate }));
      expect([candidate, result.success]).toEqual([candidate, matches]);
      if (result.success) expect((result.output as { Code: string }).Code).toBe(sent);
    }
    expect(issuesOf(promo({ Code: text(max + 1) }))).toEqual([
      ['Code', `Must be no more than ${max} characters`],
    ]);
  });

  it('Value: no type accepts less than the contract’s minimum', () => {
    const min = spec('Value').minimum as number;
    for (const type of types.filter((t) => t !== 'upgrade')) {
      const result = v.safeParse(PromotionSchema, promo({ Type: type, Value: String(min - 1) }));
      expect([type, result.success]).toEqual([type, false]);
    }
    const upgrade = outputOf(promo({ Type: 'upgrade', Value: '', UpgradePlanId: '12' }));
    expect(upgrade.Value).toBeGreaterThanOrEqual(min);
  });

  it('UpgradePlanId: an Id of the contract’s minimum or more for an upgrade, else null', () => {
    const spec0 = spec('UpgradePlanId');
    const min = spec0.minimum as number;
    expect(spec0.type).toContain('null');
    const upgrade = (id: string) => promo({ Type: 'upgrade', UpgradePlanId: id });
    expect(outputOf(upgrade(String(min))).UpgradePlanId).toBe(min);
    expect(issuesOf(upgrade(String(min - 1)))).toEqual([
      ['UpgradePlanId', `Must be ${min} or greater`],
    ]);
    expect(issuesOf(upgrade('12.5'))).toEqual([['UpgradePlanId', 'Must be a whole number']]);
    expect(issuesOf(upgrade(''))).toEqual([['UpgradePlanId', 'Required']]);
    expect(outputOf(promo({ Type: 'percent', UpgradePlanId: '12' })).UpgradePlanId).toBeNull();
  });

  it('PlanIds: every item an Id of the contract’s minimum or more', () => {
    const min = spec('PlanIds').items?.minimum as number;
    expect(outputOf(promo({ PlanIds: [min, 12] })).PlanIds).toEqual([min, 12]);
    expect(issuesOf(promo({ PlanIds: [12, min - 1] }))).toEqual([
      ['PlanIds.1', `Must be ${min} or greater`],
    ]);
    expect(issuesOf(promo({ PlanIds: [1.5] }))).toEqual([['PlanIds.0', 'Must be a whole number']]);
  });

  it('ServiceAreas: every item an org number of the contract’s pattern and length', () => {
    const items = spec('ServiceAreas').items;
    const pattern = new RegExp(items?.pattern as string);
    const maxLength = items?.maxLength as number;
    const longest = `GN-${'1'.repeat(maxLength - 3)}`;
    for (const candidate of ['GN-1042', 'gn-1042-7', 'GN--', 'Pool', '', longest, `${longest}1`]) {
      const accepted = pattern.test(candidate) && candidate.length <= maxLength;
      const result = v.safeParse(PromotionSchema, promo({ ServiceAreas: [candidate] }));
      expect([candidate, result.success]).toEqual([candidate, accepted]);
    }
  });

  it.each(['ValidFrom', 'ValidTo'])('%s: a date-time or null, as the contract types it', (key) => {
    expect(spec(key)).toMatchObject({ format: 'date-time' });
    expect(spec(key).type).toEqual(['string', 'null']);
    const sent = outputOf(promo({ [key]: '2026-12-24' }))[key] as string;
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Number.isNaN(Date.parse(sent))).toBe(false);
    expect(outputOf(promo({ [key]: '' }))[key]).toBeNull();
  });

  it.each(['MaxRedemptions', 'PerGuestLimit'])(
    '%s: whole, the contract’s minimum or more, or null',
    (key) => {
      const min = spec(key).minimum as number;
      expect(spec(key).type).toEqual(['integer', 'null']);
      expect(outputOf(promo({ [key]: String(min) }))[key]).toBe(min);
      expect(outputOf(promo({ [key]: '' }))[key]).toBeNull();
      expect(issuesOf(promo({ [key]: String(min - 1) }))).toEqual([
        [key, `Must be ${min} or greater`],
      ]);
      expect(issuesOf(promo({ [key]: `${min}.5` }))).toEqual([[key, 'Must be a whole number']]);
    },
  );
});

describe('Value by Type', () => {
  it.each([
    ['percent', '25', 25, undefined],
    ['percent', '100', 100, undefined],
    ['percent', '0', null, 'Must be 1 or greater'],
    ['percent', '101', null, 'Must be 100 or less'],
    ['percent', '12.5', null, 'Must be a whole number'],
    ['percent', 'half', null, 'Must be a number'],
    ['fixed', '5', 5, undefined],
    ['fixed', '4.99', 4.99, undefined],
    ['fixed', '0', null, 'Must be greater than 0'],
    ['fixed', '4.999', null, 'Invalid Price'],
    ['fixed', '-1', null, 'Invalid Price'],
    ['bonus_time', '60', 60, undefined],
    ['bonus_time', '0', null, 'Must be 1 or greater'],
    ['bonus_time', '1.5', null, 'Must be a whole number'],
    ['upgrade', '', 0, undefined],
    ['upgrade', 'anything', 0, undefined],
  ] as const)('%s with %j: %j %j', (type, value, sent, message) => {
    const form = promo({ Type: type, Value: value, UpgradePlanId: '12' });
    if (message) expect(issuesOf(form)).toEqual([['Value', message]]);
    else expect(outputOf(form).Value).toBe(sent);
  });
});

describe('promotion codes are unique per org, without regard to case', () => {
  const taken = ['WINTER-25', 'spring'];

  it.each([
    ['WINTER-25', undefined, [['Code', 'Must be unique']]],
    ['winter-25', undefined, [['Code', 'Must be unique']]],
    [' SPRING ', undefined, [['Code', 'Must be unique']]],
    ['SUMMER', undefined, undefined],
    ['winter-25', 'WINTER-25', undefined],
    ['SPRING', 'WINTER-25', [['Code', 'Must be unique']]],
  ])('%j while editing %j: %j', (code, current, expected) => {
    const schema = promotionSchema({ takenCodes: taken, current });
    expect(issuesOf(promo({ Code: code }), schema)).toEqual(expected);
  });

  it.each([
    ['WIN TER', 'Use only letters A-Z, digits 0-9 and -'],
    ['', 'Required'],
  ])('says what is wrong with %j: %j', (code, message) => {
    expect(issuesOf(promo({ Code: code }))).toEqual([['Code', message]]);
  });
});

describe('the validity range', () => {
  const range = (ValidFrom: string, ValidTo: string) => promo({ ValidFrom, ValidTo });

  it('marks both ends of a range that ends before it starts', () => {
    expect(issuesOf(range('2026-12-02', '2026-12-01'))).toEqual([
      ['ValidFrom', 'Please select an earlier date'],
      ['ValidTo', 'Please select a later date'],
    ]);
  });

  it.each([
    ['2026-12-01', '2026-12-01', '2026-12-01T00:00:00Z', '2026-12-01T23:59:59Z'],
    ['2026-12-01', '2027-02-28', '2026-12-01T00:00:00Z', '2027-02-28T23:59:59Z'],
    ['2026-12-01', '', '2026-12-01T00:00:00Z', null],
    ['', '2026-12-01', null, '2026-12-01T23:59:59Z'],
    ['', '', null, null],
  ])(
    'accepts %j to %j, sent from the start of the first day to the end of the last (UTC)',
    (from, to, sentFrom, sentTo) => {
      expect(outputOf(range(from, to))).toMatchObject({ ValidFrom: sentFrom, ValidTo: sentTo });
    },
  );

  it.each(['2026-02-30', '2026-13-01', '01/12/2026', '2026-12-1', 'tomorrow'])(
    'refuses %j as a date',
    (text) => {
      expect(issuesOf(range(text, ''))).toEqual([['ValidFrom', 'Invalid Date']]);
      expect(issuesOf(range('', text))).toEqual([['ValidTo', 'Invalid Date']]);
    },
  );

  it.each([
    [{ ValidFrom: 'tomorrow', ValidTo: '2026-01-01' }, [['ValidFrom', 'Invalid Date']]],
    [{ ValidFrom: '2026-02-30', ValidTo: '2026-02-28' }, [['ValidFrom', 'Invalid Date']]],
    [
      { ValidFrom: '2026-12-02', ValidTo: '2026-12-01', Type: 'gift' as 'percent' },
      [['Type', expect.any(String)]],
    ],
  ])(
    'says nothing of the order until the type and both dates are valid: %j',
    (changes, expected) => {
      expect(issuesOf(promo(changes))).toEqual(expected);
    },
  );

  it('reports a wrong range beside other mistakes, through Standard Schema', () => {
    const result = PromotionSchema['~standard'].validate({
      ...range('2026-12-02', '2026-12-01'),
      Code: '',
    });
    expect(result).toMatchObject({
      issues: [
        { message: 'Required', path: [{ key: 'Code' }] },
        { message: 'Please select an earlier date', path: [{ key: 'ValidFrom' }] },
        { message: 'Please select a later date', path: [{ key: 'ValidTo' }] },
      ],
    });
  });
});

describe('PROMOTION_DEFAULTS and promotionFormValues', () => {
  it.each(types)('starts a new %s promotion that still needs its code and value', (type) => {
    const defaults = PROMOTION_DEFAULTS(type);
    expect(defaults).toMatchObject({ Type: type, Code: '', PerGuestLimit: '1', PlanIds: [] });
    const missing = type === 'upgrade' ? 'UpgradePlanId' : 'Value';
    expect(issuesOf(defaults)).toEqual([
      [missing, 'Required'],
      ['Code', 'Required'],
    ]);
  });

  it('reads a stored upgrade: no value to show, the plan id as text, instants as UTC days', () => {
    expect(
      promotionFormValues({
        Type: 'upgrade',
        Code: 'VIP',
        Value: 0,
        UpgradePlanId: 12,
        PlanIds: [3, 'x'],
        ServiceAreas: ['GN-1042-7'],
        ValidFrom: '2026-12-01T01:00:00+02:00',
        ValidTo: null,
        MaxRedemptions: null,
        PerGuestLimit: 2,
      }),
    ).toEqual({
      Type: 'upgrade',
      Code: 'VIP',
      Value: '',
      UpgradePlanId: '12',
      PlanIds: [3],
      ServiceAreas: ['GN-1042-7'],
      ValidFrom: '2026-11-30',
      ValidTo: '',
      MaxRedemptions: '',
      PerGuestLimit: '2',
    });
  });

  it('reads an unknown type as percent and missing fields as empty', () => {
    expect(promotionFormValues({ Type: 'gift' })).toEqual({
      ...PROMOTION_DEFAULTS('percent'),
      PerGuestLimit: '',
    });
  });
});
