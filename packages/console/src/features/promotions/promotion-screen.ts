import type { DboResult } from '@guestnet/sdk';
import { PROMOTION_TYPES, type PromotionFormValues } from '@guestnet/validators';
import type { FieldOption, FieldSection } from '../../ui/form/form-fields';
import { formatAmount, formatNumber } from '../../ui/list/format';
import type { ListColumn } from '../../ui/list/list-column';

/** A promotion as the list answers it. */
export type PromotionRow = DboResult<'ListPromotions'>['Items'][number];
export type PromotionType = PromotionRow['Type'];

export const PROMOTIONS_PATH = '/manage/promotions';

/** A promotion type's label (`Percent off`), or the type itself when unknown. */
export function promotionTypeLabel(type: string): string {
  return PROMOTION_TYPES.find((entry) => entry.value === type)?.label ?? type;
}

/** Whether a route's `{type}` is a promotion type. */
export function isPromotionType(type: string | undefined): type is PromotionType {
  return PROMOTION_TYPES.some((entry) => entry.value === type);
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '—');

/** What a promotion gives, in words a front desk reads: `10%`, `5.00 off`, `+30 min`, `Upgrade`. */
export function promotionValueText(row: Pick<PromotionRow, 'Type' | 'Value'>): string {
  switch (row.Type) {
    case 'percent':
      return `${row.Value}%`;
    case 'fixed':
      return `${formatAmount(row.Value)} off`;
    case 'bonus_time':
      return `+${formatNumber(row.Value)} min`;
    default:
      return 'Upgrade';
  }
}

export const PROMOTION_COLUMNS: readonly ListColumn<PromotionRow>[] = [
  { field: 'Code', header: 'Code', width: 'minmax(10rem, 1.5fr)', link: true },
  { field: 'Type', header: 'Type', text: (row) => promotionTypeLabel(row.Type) },
  { field: 'Value', header: 'Value', align: 'end', text: promotionValueText },
  { field: 'ValidFrom', header: 'Valid from', text: (row) => day(row.ValidFrom) },
  { field: 'ValidTo', header: 'Valid to', text: (row) => day(row.ValidTo) },
  {
    field: 'Redemptions',
    header: 'Redeemed',
    align: 'end',
    text: (row) =>
      row.MaxRedemptions
        ? `${formatNumber(row.Redemptions)} of ${formatNumber(row.MaxRedemptions)}`
        : formatNumber(row.Redemptions),
  },
];

/** The form's fields (docs/product/fields.md "Promotions"); Value's meaning follows the type. */
export function promotionSections(
  plans: readonly FieldOption[],
  serviceAreas: readonly FieldOption[],
): FieldSection<PromotionFormValues>[] {
  return [
    {
      title: 'Promotion',
      fields: [
        {
          name: 'Code',
          label: 'Code',
          kind: 'text',
          required: true,
          description: 'Letters, digits and -, up to 32; guests may type it in any case.',
        },
        {
          name: 'Value',
          label: 'Percent off',
          kind: 'number',
          required: true,
          description: '1 to 100',
          visible: (values) => values.Type === 'percent',
        },
        {
          name: 'Value',
          label: 'Amount off',
          kind: 'price',
          required: true,
          visible: (values) => values.Type === 'fixed',
        },
        {
          name: 'Value',
          label: 'Bonus minutes',
          kind: 'number',
          required: true,
          visible: (values) => values.Type === 'bonus_time',
        },
        {
          name: 'UpgradePlanId',
          label: 'Upgrade to plan',
          kind: 'select',
          required: true,
          options: plans,
          visible: (values) => values.Type === 'upgrade',
        },
      ],
    },
    {
      title: 'When',
      fields: [
        { name: 'ValidFrom', label: 'Valid from', kind: 'date' },
        { name: 'ValidTo', label: 'Valid to', kind: 'date' },
        { name: 'MaxRedemptions', label: 'Redemptions at most', kind: 'number' },
        { name: 'PerGuestLimit', label: 'Per guest at most', kind: 'number' },
      ],
    },
    {
      title: 'Where',
      fields: [
        ...(plans.length > 0
          ? [
              {
                name: 'PlanIds',
                label: 'Plans',
                kind: 'multi',
                options: plans,
                numeric: true,
              } as const,
            ]
          : []),
        ...(serviceAreas.length > 0
          ? [
              {
                name: 'ServiceAreas',
                label: 'Service areas',
                kind: 'multi',
                options: serviceAreas,
              } as const,
            ]
          : []),
      ],
    },
  ];
}
