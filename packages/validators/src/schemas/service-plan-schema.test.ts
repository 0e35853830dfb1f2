import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dboExample,
  dboExampleItems,
  dboSchema,
  quantified,
  without,
} from '../../test/dbo-contract.js';
import { BIDI_CONTROLS_MESSAGE } from '../rules/no-bidi-controls.js';
import {
  PLAN_NEEDS_PRICE_OR_LIMIT,
  SERVICE_PLAN_DEFAULTS,
  type ServicePlanFormValues,
  ServicePlanSchema,
  servicePlanFormValues,
  servicePlanSchema,
} from './service-plan-schema.js';

const contract = dboSchema('ServicePlanInput');
const NOT_IN_FORM = ['Id', 'OrgNumber'];

/** A valid plan: the contract's own example, as the form holds it. */
const example = servicePlanFormValues(
  dboExample('GetServicePlanResult') as Record<string, unknown>,
);
const plan = (changes: Partial<ServicePlanFormValues> = {}): ServicePlanFormValues => ({
  ...example,
  ...changes,
});
const issuesOf = (form: unknown, schema = ServicePlanSchema) =>
  v.safeParse(schema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (form: unknown, schema = ServicePlanSchema) => {
  const result = v.safeParse(schema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(form, schema)));
  return result.output as Record<string, unknown>;
};

describe('ServicePlanSchema and the examples of openapi/dbo.yaml', () => {
  const examples: [string, unknown][] = [
    ['SaveServicePlanRequest', dboExample('SaveServicePlanRequest')],
    ['GetServicePlanResult', dboExample('GetServicePlanResult')],
    ...dboExampleItems('ListServicePlansResult').map((item, index): [string, unknown] => [
      `ListServicePlansResult item ${index}`,
      item,
    ]),
  ];

  it.each(examples)('takes %s through the form and gives back its fields', (_, stored) => {
    const form = servicePlanFormValues(stored as Record<string, unknown>);
    expect(outputOf(form)).toEqual(without(stored, NOT_IN_FORM));
  });

  it('holds exactly the contract’s fields, less Id and OrgNumber', () => {
    expect(Object.keys(SERVICE_PLAN_DEFAULTS).sort()).toEqual(
      Object.keys(contract.properties)
        .filter((key) => !NOT_IN_FORM.includes(key))
        .sort(),
    );
  });
});

describe('ServicePlanSchema against each bound of ServicePlanInput', () => {
  const entries = Object.entries(contract.properties).filter(([key]) => !NOT_IN_FORM.includes(key));
  const textFields = entries.filter(
    ([key, spec]) => typeof example[key as keyof ServicePlanFormValues] === 'string' && !spec.enum,
  );
  const numbers = entries.filter(([, spec]) =>
    spec.type.some((t) => t === 'integer' || t === 'number'),
  );

  it.each(textFields)(
    '%s left empty: required, null or left out, as the contract says',
    (key, spec) => {
      const form = plan({ [key]: '' });
      if (contract.required.includes(key)) expect(issuesOf(form)).toEqual([[key, 'Required']]);
      else if (spec.type.includes('null')) expect(outputOf(form)[key]).toBeNull();
      else expect(key in outputOf(form)).toBe(false);
    },
  );

  it.each(numbers.filter(([, spec]) => spec.minimum !== undefined))(
    '%s: the minimum is accepted, below it is not',
    (key, spec) => {
      const min = spec.minimum as number;
      const below = spec.type.includes('integer') ? min - 1 : Number((min - 0.01).toFixed(2));
      expect(outputOf(plan({ [key]: String(min) }))[key]).toBe(min);
      // Price's own rule refuses a sign: docs/product/validation.md 'non-negative decimal'.
      const message = key === 'Price' ? 'Invalid Price' : `Must be ${min} or greater`;
      expect(issuesOf(plan({ [key]: String(below) }))).toEqual([[key, message]]);
    },
  );

  it.each(numbers.filter(([, spec]) => spec.maximum !== undefined))(
    '%s: the maximum is accepted, above it is not',
    (key, spec) => {
      const max = spec.maximum as number;
      const above = spec.type.includes('integer') ? max + 1 : max + 0.01;
      expect(outputOf(plan({ [key]: String(max) }))[key]).toBe(max);
      expect(issuesOf(plan({ [key]: String(above) }))).toEqual([[key, `Must be ${max} or less`]]);
    },
  );

  it.each(numbers)('%s: a fraction is taken only where the contract allows one', (key, spec) => {
    const form = plan({ [key]: `${spec.minimum ?? 1}.5` });
    if (spec.type.includes('integer')) {
      expect(issuesOf(form)).toEqual([[key, 'Must be a whole number']]);
    } else expect(outputOf(form)[key]).toBe((spec.minimum ?? 1) + 0.5);
  });

  it.each(
    entries.filter(([, spec]) => spec.maxLength !== undefined || spec.minLength !== undefined),
  )('%s: as long as the contract allows and no longer', (key, spec) => {
    const { minLength = 0, maxLength } = spec;
    expect(outputOf(plan({ [key]: 'x'.repeat(Math.max(minLength, 1)) }))[key]).toBe(
      'x'.repeat(Math.max(minLength, 1)),
    );
    if (minLength > 0) {
      expect(issuesOf(plan({ [key]: 'x'.repeat(minLength - 1) }))?.[0]?.[0]).toBe(key);
    }
    if (maxLength !== undefined) {
      expect(outputOf(plan({ [key]: 'x'.repeat(maxLength) }))[key]).toBe('x'.repeat(maxLength));
      expect(issuesOf(plan({ [key]: 'x'.repeat(maxLength + 1) }))).toEqual([
        [key, `Must be no more than ${maxLength} characters`],
      ]);
    }
  });

  // Each pattern: what the form gives for a candidate matches the pattern exactly when the form
  // accepts the candidate. Currency is upper-cased on the way, so it is compared upper-cased.
  const patternCases: [string, (text: string) => string, string[]][] = [
    [
      'Currency',
      (text) => text.trim().toUpperCase(),
      ['EUR', 'usd', 'Gbp', 'US', 'EURO', 'U5D', 'ÄBC'],
    ],
    ['PmsServiceCode', (text) => text.trim(), ['4101', '0', ' 42 ', '41-01', '1.5', '-1', '12a']],
  ];
  it.each(patternCases)(
    '%s: accepted exactly when the contract’s pattern matches',
    (key, normal, candidates) => {
      const pattern = contract.properties[key]?.pattern as string;
      const { min, max, text } = quantified(pattern);
      for (const candidate of [
        ...candidates,
        text(min),
        text(max),
        text(max + 1),
        text(Math.max(min - 1, 1)),
      ]) {
        const matches = new RegExp(pattern).test(normal(candidate));
        const result = v.safeParse(ServicePlanSchema, plan({ [key]: candidate }));
        expect([candidate, result.success]).toEqual([candidate, matches]);
        if (result.success)
          expect((result.output as Record<string, unknown>)[key]).toBe(normal(candidate));
      }
    },
  );

  it('AvailableServiceAreas: each item is an org number of the contract’s pattern and length', () => {
    const items = contract.properties.AvailableServiceAreas?.items;
    const pattern = new RegExp(items?.pattern as string);
    const longest = `GN-${'1'.repeat((items?.maxLength as number) - 3)}`;
    for (const candidate of [
      'GN-1042',
      'GN-1042-7',
      'gn-1',
      'GN--',
      'Lobby',
      longest,
      `${longest}1`,
    ]) {
      const accepted = pattern.test(candidate) && candidate.length <= (items?.maxLength as number);
      const result = v.safeParse(ServicePlanSchema, plan({ AvailableServiceAreas: [candidate] }));
      expect([candidate, result.success]).toEqual([candidate, accepted]);
    }
  });

  it.each(entries.filter(([, spec]) => spec.enum))(
    '%s: every value of the enum, and only those',
    (key, spec) => {
      for (const value of spec.enum ?? []) {
        expect(outputOf(plan({ [key]: value }))[key]).toBe(value);
      }
      expect(issuesOf(plan({ [key]: 'sometimes' }))?.[0]?.[0]).toBe(key);
      const entry: unknown = ServicePlanSchema.pipe[0].entries[key as keyof ServicePlanFormValues];
      const { options } = entry as { options: readonly string[] };
      expect([...options].sort()).toEqual([...(spec.enum ?? [])].sort());
    },
  );
});

describe('ServicePlanSchema messages', () => {
  it.each([
    [{ Name: '  ' }, [['Name', 'Required']]],
    [{ Price: 'free' }, [['Price', 'Invalid Price']]],
    [{ Price: '9.999' }, [['Price', 'Invalid Price']]],
    [{ Price: '2000000' }, [['Price', 'Must be 1000000 or less']]],
    [{ Currency: 'EURO' }, [['Currency', 'Invalid Currency']]],
    [{ TaxPercent: 'much' }, [['TaxPercent', 'Must be a number']]],
    [{ DownKbps: '0' }, [['DownKbps', 'Must be 1 or greater']]],
    [{ UpKbps: '-5' }, [['UpKbps', 'Must be 1 or greater']]],
    [{ UpKbps: '10 Mbps' }, [['UpKbps', 'Must be a number']]],
    [{ DataLimitMb: '0.5' }, [['DataLimitMb', 'Must be a whole number']]],
    [{ ConcurrentDevices: '0' }, [['ConcurrentDevices', 'Must be 1 or greater']]],
    [{ ConcurrentDevices: '101' }, [['ConcurrentDevices', 'Must be 100 or less']]],
    [{ IdleTimeoutMin: '10081' }, [['IdleTimeoutMin', 'Must be 10080 or less']]],
    [{ PmsServiceCode: '41-01' }, [['PmsServiceCode', 'Must contain only digits']]],
    [
      { PmsServiceCode: '1234567890123456' },
      [['PmsServiceCode', 'Must be no more than 15 characters']],
    ],
    [
      { AvailableServiceAreas: ['GN-1042-7', 'Lobby'] },
      [['AvailableServiceAreas.1', 'Invalid Org Number']],
    ],
    [
      { Name: '', Price: '', ConcurrentDevices: 'two' },
      [
        ['Name', 'Required'],
        ['Price', 'Required'],
        ['ConcurrentDevices', 'Must be a number'],
      ],
    ],
  ] as const)('%j is refused with %j', (changes, expected) => {
    expect(issuesOf(plan(changes as Partial<ServicePlanFormValues>))).toEqual(expected);
  });

  it('gives one message per field, the first rule that fails', () => {
    expect(issuesOf(plan({ Price: 'lots', IdleTimeoutMin: 'x' }))).toEqual([
      ['Price', 'Invalid Price'],
      ['IdleTimeoutMin', 'Must be a number'],
    ]);
  });
});

describe('a plan needs a price or a limit', () => {
  const free = plan({
    Price: '0',
    DownKbps: '',
    UpKbps: '',
    TimeLimitMinutes: '',
    Validity: '',
    DataLimitMb: '',
    DataLimitUpMb: '',
    DataLimitDownMb: '',
  });

  it('says so on Price, in our words, for a free plan without limits', () => {
    expect(PLAN_NEEDS_PRICE_OR_LIMIT).toBe(
      'A plan needs a price or at least one limit (time, data or speed).',
    );
    expect(issuesOf(free)).toEqual([['Price', PLAN_NEEDS_PRICE_OR_LIMIT]]);
    expect(ServicePlanSchema['~standard'].validate(free)).toMatchObject({
      issues: [{ message: PLAN_NEEDS_PRICE_OR_LIMIT, path: [{ key: 'Price' }] }],
    });
  });

  it('says so beside other mistakes', () => {
    expect(issuesOf({ ...free, Name: '' })).toEqual([
      ['Name', 'Required'],
      ['Price', PLAN_NEEDS_PRICE_OR_LIMIT],
    ]);
  });

  it.each([
    'TimeLimitMinutes',
    'Validity',
    'DataLimitMb',
    'DataLimitUpMb',
    'DataLimitDownMb',
    'DownKbps',
    'UpKbps',
  ] as const)('accepts a free plan limited by %s alone', (key) => {
    expect(outputOf({ ...free, [key]: '30' })).toMatchObject({ Price: 0, [key]: 30 });
  });

  it('accepts any price above 0 without limits', () => {
    expect(outputOf({ ...free, Price: '0.01' })).toMatchObject({ Price: 0.01, DownKbps: null });
  });

  it('lets a wrong limit speak for itself rather than add the plan-wide message', () => {
    expect(issuesOf({ ...free, DownKbps: '0' })).toEqual([['DownKbps', 'Must be 1 or greater']]);
  });
});

describe('plan names are unique per org, without regard to case', () => {
  const taken = ['Day pass', 'Week pass'];

  it.each([
    ['Day pass', undefined, [['Name', 'Must be unique']]],
    ['DAY PASS', undefined, [['Name', 'Must be unique']]],
    ['  week pass ', undefined, [['Name', 'Must be unique']]],
    ['Month pass', undefined, undefined],
    ['Day pass', 'Day pass', undefined],
    ['Day Pass', 'Day pass', undefined],
    ['Week pass', 'Day pass', [['Name', 'Must be unique']]],
  ])('%j while editing %j: %j', (name, current, expected) => {
    const schema = servicePlanSchema({ takenNames: taken, ...(current ? { current } : {}) });
    expect(issuesOf(plan({ Name: name }), schema)).toEqual(expected);
  });

  it('sends the name trimmed', () => {
    expect(outputOf(plan({ Name: '  Day pass  ' })).Name).toBe('Day pass');
  });
});

// docs/decisions/bidi-controls-in-names.md
describe('plan names hold no hidden text-direction characters', () => {
  it.each([
    'Day \u202Esdrawkcab\u202C pass',
    'Day \u202Bpass',
    '\u2066Day pass\u2069',
    'Day \u2068pass',
  ])('refuses %j', (name) => {
    expect(issuesOf(plan({ Name: name }))).toEqual([['Name', BIDI_CONTROLS_MESSAGE]]);
  });

  it.each(['כרטיס יומי', 'تذكرة يومية', 'Day pass 🏊‍♀️', 'יום\u200F pass'])('takes %j', (name) => {
    expect(outputOf(plan({ Name: name })).Name).toBe(name);
  });

  it('leaves the description, a text area, as typed', () => {
    const description = 'Shown as \u202Eyad\u202C to guests';
    expect(outputOf(plan({ Description: description })).Description).toBe(description);
  });
});

describe('what the form sends', () => {
  it('upper-cases the currency, and sends empty text as null or not at all', () => {
    const output = outputOf(
      plan({
        Currency: ' eur ',
        Description: '  ',
        PmsServiceCode: '',
        TaxPercent: ' ',
        Validity: '',
      }),
    );
    expect(output).toMatchObject({
      Currency: 'EUR',
      Description: null,
      PmsServiceCode: null,
      Validity: null,
    });
    expect('TaxPercent' in output).toBe(false);
  });

  it('starts a new plan from sensible defaults that still need a name and a price', () => {
    expect(issuesOf(SERVICE_PLAN_DEFAULTS)).toEqual([
      ['Name', 'Required'],
      ['Price', 'Required'],
    ]);
    expect(outputOf({ ...SERVICE_PLAN_DEFAULTS, Name: 'Day pass', Price: '5' })).toEqual({
      Name: 'Day pass',
      Description: null,
      Active: true,
      Featured: false,
      Price: 5,
      Currency: 'USD',
      DownKbps: null,
      UpKbps: null,
      TimeLimitMinutes: null,
      TimeMode: 'accumulative',
      Validity: null,
      ValidityUnit: 'days',
      DataLimitMb: null,
      DataLimitUpMb: null,
      DataLimitDownMb: null,
      ConcurrentDevices: 1,
      IdleTimeoutMin: 0,
      PurchaseLimit: 'unlimited',
      AvailableServiceAreas: [],
      PmsServiceCode: null,
    });
  });
});

describe('servicePlanFormValues', () => {
  it('writes numbers as text and null as empty text', () => {
    expect(
      servicePlanFormValues({
        Name: 'Hour',
        Price: 1.5,
        DownKbps: 2048,
        DataLimitMb: null,
        Featured: true,
      }),
    ).toEqual({
      ...SERVICE_PLAN_DEFAULTS,
      Name: 'Hour',
      Price: '1.5',
      DownKbps: '2048',
      DataLimitMb: '',
      Featured: true,
    });
  });

  it('falls back to the defaults for what a stored plan lacks or has wrong', () => {
    expect(
      servicePlanFormValues({
        TimeMode: 'forever',
        ConcurrentDevices: null,
        AvailableServiceAreas: 'GN-1',
      }),
    ).toEqual(SERVICE_PLAN_DEFAULTS);
  });
});
