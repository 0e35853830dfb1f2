import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { dateNotAfter, EARLIER_DATE_MESSAGE } from './date-not-after.js';
import { dateNotBefore, LATER_DATE_MESSAGE } from './date-not-before.js';

const bound = '2026-06-15';

describe('dateNotAfter (a range start)', () => {
  ruleCases(dateNotAfter(bound), {
    accepted: [
      ...EMPTY_VALUES,
      '2026-06-14',
      '2026-06-15',
      new Date('2026-01-01'),
      Date.UTC(2026, 5, 15),
    ],
    rejected: ['2026-06-16', new Date('2027-01-01'), Date.UTC(2026, 5, 16), 'not a date'],
    message: EARLIER_DATE_MESSAGE,
  });
});

describe('dateNotBefore (a range end)', () => {
  ruleCases(dateNotBefore(bound), {
    accepted: [...EMPTY_VALUES, '2026-06-15', '2026-06-16', new Date('2030-01-01')],
    rejected: ['2026-06-14', new Date('2026-01-01'), Date.UTC(2026, 5, 14), 'soon'],
    message: LATER_DATE_MESSAGE,
  });
});

describe('with the other field still empty', () => {
  it('lets any date through', () => {
    expect(dateNotAfter(undefined)('2099-01-01')).toBe(true);
    expect(dateNotBefore('')('1999-01-01')).toBe(true);
  });

  it('follows the other field when given as a function', () => {
    const form = { validFrom: '', validTo: '' };
    const validTo = dateNotBefore(() => form.validFrom);
    expect(validTo('2026-01-01')).toBe(true);
    form.validFrom = '2026-02-01';
    expect(validTo('2026-01-01')).toBe(LATER_DATE_MESSAGE);
  });
});
