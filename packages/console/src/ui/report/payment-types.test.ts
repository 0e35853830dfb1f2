import { specs } from '@guestnet/sdk/spec';
import { describe, expect, it } from 'vitest';
import { paymentTypeLabel, saleStatusLabel } from './payment-types';

/** The values a closed set of the contract allows (openapi/admin-api.yaml's components). */
function allowed(schema: string): string[] {
  const schemas = (specs['admin-api'].components as { schemas: Record<string, { enum: string[] }> })
    .schemas;
  return schemas[schema]?.enum ?? [];
}

describe('paymentTypeLabel', () => {
  it('gives every payment type the contract allows words of its own', () => {
    const types = allowed('ReportPaymentType');
    expect(types.length).toBeGreaterThan(0);
    const labels = types.map(paymentTypeLabel);
    expect(labels.filter((label, index) => label === types[index])).toEqual([]);
    expect(new Set(labels).size).toBe(types.length);
  });

  it('shows a type it does not know as it is, rather than nothing', () => {
    expect(paymentTypeLabel('voucher')).toBe('voucher');
  });
});

describe('saleStatusLabel', () => {
  it('gives every sale status the contract allows words of its own, capitalised', () => {
    const statuses = allowed('ReportSaleStatus');
    expect(statuses).toContain('completed');
    const labels = statuses.map(saleStatusLabel);
    expect(labels.filter((label) => !/^\p{Lu}/u.test(label))).toEqual([]);
    expect(new Set(labels).size).toBe(statuses.length);
    expect(saleStatusLabel('refunded')).toBe('Refunded');
  });

  it('shows a status it does not know as it is, rather than nothing', () => {
    expect(saleStatusLabel('disputed')).toBe('disputed');
  });
});
