import type { DboResult } from '@guestnet/sdk';
import { PLAN_NEEDS_PRICE_OR_LIMIT, type ServicePlanFormValues } from '@guestnet/validators';
import type { FieldSection } from '../../ui/form/form-fields';
import { formatAmount, formatNumber } from '../../ui/list/format';
import type { ListColumn } from '../../ui/list/list-column';

/** A service plan as the list answers it. */
export type ServicePlanRow = DboResult<'ListServicePlans'>['Items'][number];

export const SERVICE_PLANS_PATH = '/setup/service-plans';

const orNone = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '—' : `${formatNumber(value)} ${unit}`;

/** The list's columns: Name, Price, Down / Up (kbps), Time limit, Data limit, Active. */
export const SERVICE_PLAN_COLUMNS: readonly ListColumn<ServicePlanRow>[] = [
  { field: 'Name', header: 'Name', width: 'minmax(12rem, 2fr)', link: true },
  {
    field: 'Price',
    header: 'Price',
    align: 'end',
    text: (plan) => `${formatAmount(plan.Price)} ${plan.Currency}`,
  },
  {
    field: 'DownKbps',
    header: 'Down / Up (kbps)',
    align: 'end',
    text: (plan) =>
      plan.DownKbps || plan.UpKbps
        ? `${plan.DownKbps == null ? '—' : formatNumber(plan.DownKbps)} / ${plan.UpKbps == null ? '—' : formatNumber(plan.UpKbps)}`
        : '—',
  },
  {
    field: 'TimeLimitMinutes',
    header: 'Time limit',
    align: 'end',
    text: (plan) => orNone(plan.TimeLimitMinutes, 'min'),
  },
  {
    field: 'DataLimitMb',
    header: 'Data limit',
    align: 'end',
    text: (plan) => orNone(plan.DataLimitMb, 'MB'),
  },
  { field: 'Active', header: 'Active', width: 'minmax(5rem, 0.5fr)' },
];

const options = <T extends string>(pairs: readonly [T, string][]) =>
  pairs.map(([value, label]) => ({ value, label }));

/** The form's fields (docs/product/fields.md "Service plans"), in the order an operator fills them. */
export function servicePlanSections(
  serviceAreas: readonly { value: string; label: string }[],
): FieldSection<ServicePlanFormValues>[] {
  return [
    {
      title: 'Plan',
      fields: [
        {
          name: 'Name',
          label: 'Name',
          kind: 'text',
          required: true,
          description: 'Shown to guests on the portal; unique in this org.',
        },
        { name: 'Description', label: 'Description', kind: 'textarea' },
        { name: 'Active', label: 'Active', kind: 'switch' },
        { name: 'Featured', label: 'Featured', kind: 'switch' },
      ],
    },
    {
      title: 'Price',
      note: PLAN_NEEDS_PRICE_OR_LIMIT,
      fields: [
        { name: 'Price', label: 'Price', kind: 'price', required: true },
        {
          name: 'Currency',
          label: 'Currency',
          kind: 'text',
          size: 'short',
          required: true,
          description: 'ISO 4217, e.g. USD',
        },
        { name: 'TaxPercent', label: 'Tax (%)', kind: 'number' },
        {
          name: 'PurchaseLimit',
          label: 'Purchase limit',
          kind: 'select',
          options: options([
            ['unlimited', 'Unlimited'],
            ['once', 'Once'],
            ['per_day', 'Once a day'],
            ['per_week', 'Once a week'],
            ['per_month', 'Once a month'],
          ]),
        },
        {
          name: 'PmsServiceCode',
          label: 'PMS service code',
          kind: 'number',
          description: 'Up to 15 digits',
        },
      ],
    },
    {
      title: 'Limits',
      fields: [
        { name: 'DownKbps', label: 'Down (kbps)', kind: 'number' },
        { name: 'UpKbps', label: 'Up (kbps)', kind: 'number' },
        { name: 'TimeLimitMinutes', label: 'Time limit (min)', kind: 'number' },
        {
          name: 'TimeMode',
          label: 'Time counts',
          kind: 'select',
          options: options([
            ['accumulative', 'While connected'],
            ['time_to_finish', 'From first login'],
          ]),
        },
        { name: 'Validity', label: 'Valid for', kind: 'number' },
        {
          name: 'ValidityUnit',
          label: 'Validity unit',
          kind: 'select',
          options: options([
            ['minutes', 'Minutes'],
            ['hours', 'Hours'],
            ['days', 'Days'],
          ]),
        },
        { name: 'DataLimitMb', label: 'Data limit (MB)', kind: 'number' },
        { name: 'DataLimitUpMb', label: 'Upload limit (MB)', kind: 'number' },
        { name: 'DataLimitDownMb', label: 'Download limit (MB)', kind: 'number' },
        { name: 'ConcurrentDevices', label: 'Devices at once', kind: 'number', required: true },
        {
          name: 'IdleTimeoutMin',
          label: 'Idle timeout (min)',
          kind: 'number',
          required: true,
          description: '0 to 10080; 0 never',
        },
      ],
    },
    ...(serviceAreas.length > 0
      ? [
          {
            title: 'Where',
            fields: [
              {
                name: 'AvailableServiceAreas',
                label: 'Available in service areas',
                kind: 'multi',
                options: serviceAreas,
              } as const,
            ],
          },
        ]
      : []),
  ];
}
