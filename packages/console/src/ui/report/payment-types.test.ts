import { describe, expect, it } from 'vitest';
import { paymentTypeLabel } from './payment-types';

describe('paymentTypeLabel', () => {
  it('shows a type it does not know as it is, rather than nothing', () => {
    expect(paymentTypeLabel('voucher')).toBe('voucher');
  });
});
