import { describe, expect, it } from 'vitest';
import {
  batchSections,
  batchStatusText,
  CODE_COLUMNS,
  usesText,
  validityText,
} from './access-code-screen';

describe('access code screen words', () => {
  it('tells a batch’s status with its progress', () => {
    expect(batchStatusText({ Status: 'processing', Generated: 250, Count: 500 })).toBe(
      'Processing 250 of 500',
    );
    expect(batchStatusText({ Status: 'failed', Generated: 20, Count: 10_000 })).toBe(
      'Failed after 20 of 10,000',
    );
    expect(batchStatusText({ Status: 'completed', Generated: 500, Count: 500 })).toBe('Completed');
    expect(batchStatusText({ Status: 'pending', Generated: 0, Count: 500 })).toBe('Pending');
  });

  it('says uses and validity as a front desk reads them', () => {
    expect(usesText(0)).toBe('Unlimited uses');
    expect(usesText(1)).toBe('1 use');
    expect(usesText(3)).toBe('3 uses');
    expect(validityText(null)).toBe('As long as the plan allows');
    expect(validityText(1440)).toBe('1 day');
    expect(validityText(4320)).toBe('3 days');
    expect(validityText(120)).toBe('2 hours');
    expect(validityText(90)).toBe('90 minutes');
  });

  it('shows a code’s state, times and first MAC, `Never` for no expiry', () => {
    const row = {
      Id: 200001,
      BatchId: 2,
      Code: 'AUT-7KQ2AB',
      State: 'active' as const,
      ActivatedAt: '2026-11-22T08:00:00Z',
      ExpiresAt: null,
      FirstMac: '4C:5E:0C:AB:CD:EF',
    };
    expect(CODE_COLUMNS.map((column) => column.text?.(row) ?? row.Code)).toEqual([
      'AUT-7KQ2AB',
      'Active',
      '2026-11-22 08:00',
      'Never',
      '4C:5E:0C:AB:CD:EF',
    ]);
  });
});

describe('the batch form', () => {
  const planPicker = (loading: boolean) =>
    batchSections([], loading)
      .flatMap((section) => section.fields)
      .find((field) => field.name === 'PlanId');

  // A Plan picker with no options yet did nothing when pressed: it says it loads instead (the
  // kit's select field shows Spectrum's loading circle then: ui/form/form-fields.test.tsx).
  it('shows the Plan picker loading while the plans are on their way, and not after', () => {
    expect(planPicker(true)).toMatchObject({ kind: 'select', isLoading: true });
    expect(planPicker(false)).toMatchObject({ kind: 'select', isLoading: false });
  });
});
