import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validators from '../src/index.js';

// Every rule of the set, parameters filled in as the console's forms use them.
const rules: Record<string, validators.Rule> = {
  required: validators.required,
  requiredIf: validators.requiredIf(true, 'Enter a value'),
  email: validators.email,
  url: validators.url,
  numeric: validators.numeric,
  price: validators.price,
  json: validators.json,
  mac: validators.mac,
  strictMac: (value) => validators.mac(value, { consistentSeparator: true }),
  noSpecialCharacters: validators.noSpecialCharacters,
  noBidiControls: validators.noBidiControls,
  minLength: validators.minLength(3),
  maxLength: validators.maxLength(32),
  lessThan: validators.lessThan(100),
  atMost: validators.atMost(100),
  greaterThan: validators.greaterThan(0),
  atLeast: validators.atLeast(1),
  cannotEndWith: validators.cannotEndWith('.'),
  unique: validators.unique(['Lobby', 1, null], { existing: 'Pool', ignoreCase: true }),
  httpsPrefix: validators.httpsPrefix,
  noHttpsPrefix: validators.noHttpsPrefix,
  dateNotAfter: validators.dateNotAfter('2026-06-15'),
  dateNotBefore: validators.dateNotBefore(() => new Date('2026-06-15')),
  vlanOld: validators.vlan('old'),
  vlanNew: validators.vlan('new'),
  orgSearchInput: validators.orgSearchInput,
  hasUppercase: validators.hasUppercase,
  hasLowercase: validators.hasLowercase,
  hasDigit: validators.hasDigit,
  passwordPolicy: validators.passwordPolicy,
  wholeNumber: validators.wholeNumber,
};

const anyValue = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

describe('every rule, on any value a form could hand it', () => {
  it.each(Object.entries(rules))('%s returns true or a message, and never throws', (_, rule) => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.constant(Symbol('x'))), (value) => {
        const result = rule(value);
        expect(result === true || (typeof result === 'string' && result.length > 0)).toBe(true);
      }),
    );
  });

  it.each(Object.entries(rules).filter(([name]) => name !== 'required' && name !== 'requiredIf'))(
    '%s lets an empty value through',
    (_, rule) => {
      for (const empty of [undefined, null, '', '  ', []]) expect(rule(empty)).toBe(true);
    },
  );
});
