// docs/decisions/payment-gateway-form.md
import type { DboResult } from '@guestnet/sdk';
import {
  GATEWAY_TYPES,
  type GatewayType,
  gatewayTypeOf,
  hasProviderKeys,
  PAYMENT_CATEGORIES,
  PAYMENT_ENVIRONMENTS,
  type PaymentCategory,
  type PaymentGatewayFormValues,
  PMS_INTERFACES,
  PMS_NAME_MATCHES,
  PMS_POSTING_MODES,
} from '@guestnet/validators';
import type { FieldSection, FieldSpec } from '../../ui/form/form-fields';
import type { ListColumn } from '../../ui/list/list-column';

/** A gateway as the list answers it. */
export type PaymentGatewayRow = DboResult<'ListPaymentGateways'>['Items'][number];

export const PAYMENT_GATEWAY_PATH = '/setup/payment-gateway';
export const PAYMENT_GATEWAY_ENTITY = { singular: 'Gateway', plural: 'Gateways' };

/** The list's order when the address names none: by category, so the list reads grouped. */
export const PAYMENT_GATEWAY_DEFAULT_SORT = 'Category';

/** A category's label (`Card`), or the category itself when unknown. */
export function categoryLabel(category: string): string {
  return PAYMENT_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}

/** A gateway type's label (`Authorize.Net`), or the type itself when unknown. */
export function gatewayTypeLabel(type: string): string {
  return gatewayTypeOf(type)?.label ?? type;
}

/** The types of a category, as the Add menu lists them under it. */
export function typesOf(category: PaymentCategory) {
  return GATEWAY_TYPES.filter((entry) => entry.category === category);
}

/** A gateway's address: `item/{category}/{type}/{number}`. */
export function gatewayPath(row: Pick<PaymentGatewayRow, 'Category' | 'Type' | 'Number'>) {
  return `${PAYMENT_GATEWAY_PATH}/item/${row.Category}/${row.Type}/${row.Number}`;
}

/**
 * The number a new gateway of a type gets: one more than the highest of that type, from 1
 * (the contract allows 1 to 99).
 */
export function nextNumber(
  rows: readonly Pick<PaymentGatewayRow, 'Type' | 'Number'>[],
  type: string,
) {
  return Math.min(
    99,
    rows.filter((row) => row.Type === type).reduce((max, row) => Math.max(max, row.Number), 0) + 1,
  );
}

export const PAYMENT_GATEWAY_COLUMNS: readonly ListColumn<PaymentGatewayRow>[] = [
  {
    field: 'Category',
    header: 'Category',
    width: 'minmax(6rem, 0.7fr)',
    text: (row) => categoryLabel(row.Category),
  },
  { field: 'DisplayName', header: 'Display name', width: 'minmax(12rem, 1.6fr)', link: true },
  {
    field: 'Type',
    header: 'Type',
    width: 'minmax(11.5rem, 1.2fr)',
    text: (row) => gatewayTypeLabel(row.Type),
  },
  { field: 'Number', header: 'Account', width: 'minmax(5.5rem, 0.4fr)', align: 'end' },
  {
    field: 'Environment',
    header: 'Environment',
    width: 'minmax(7.5rem, 0.7fr)',
    text: (row) => (row.Environment === 'live' ? 'Live' : 'Sandbox'),
  },
  { field: 'Currency', header: 'Currency', width: 'minmax(6rem, 0.5fr)' },
  { field: 'Enabled', header: 'Enabled', width: 'minmax(6rem, 0.5fr)' },
];

type Field = FieldSpec<PaymentGatewayFormValues>;

const options = <T extends { value: string; label: string }>(list: readonly T[]) =>
  list.map(({ value, label }) => ({ value, label }));

/** Whether the PMS is reached over the network (FIAS over IP, an agent), so needs host and port. */
const onNetwork = (values: PaymentGatewayFormValues) => values.PmsInterface !== 'serial';

/**
 * The form's fields for a category and type (docs/product/fields.md "Payment gateways"): the common fields,
 * then the provider's keys and walled garden for a card or wallet, or the PMS posting settings;
 * a free gateway has only its name and whether it is offered.
 */
export function paymentGatewaySections(
  category: PaymentCategory,
  type: GatewayType,
  number: number,
): FieldSection<PaymentGatewayFormValues>[] {
  const entry = gatewayTypeOf(type);
  const keys = hasProviderKeys(category);
  const common: Field[] = [
    {
      name: 'DisplayName',
      label: 'Display name',
      kind: 'text',
      required: true,
      description: 'What guests see on the portal; unique in this service area.',
    },
    ...(category === 'free'
      ? []
      : ([
          {
            name: 'Environment',
            label: 'Environment',
            kind: 'select',
            options: options(PAYMENT_ENVIRONMENTS),
            description: 'Live takes real payments.',
          },
          { name: 'Currency', label: 'Currency', kind: 'text', size: 'short', required: true },
        ] satisfies Field[])),
    { name: 'Enabled', label: 'Enabled', kind: 'switch' },
  ];
  const secretLabel = entry?.secret || 'Secret';
  const provider: FieldSection<PaymentGatewayFormValues>[] = keys
    ? [
        {
          title: 'Keys',
          fields: [
            {
              name: 'PublicKey',
              label: entry?.key || 'Public key',
              kind: 'text',
              description: 'The public key or client id, from the provider’s dashboard.',
            },
            {
              name: 'Secret',
              label: secretLabel,
              kind: 'secret',
              required: true,
              description: 'Never shown again once saved.',
              isSet: (values) => values.HasSecret,
              visible: (values) => !values.HasSecret,
            },
            {
              name: 'Secret',
              label: secretLabel,
              kind: 'secret',
              description: 'Leave empty to keep the one that is set.',
              isSet: (values) => values.HasSecret,
              visible: (values) => values.HasSecret,
            },
          ],
        },
        {
          title: 'Walled garden',
          fields: [
            {
              name: 'WalledGardenHosts',
              label: 'Walled-garden hosts',
              kind: 'textarea',
              description:
                'Hosts guests reach before they pay (the provider’s checkout), one per line.',
            },
          ],
        },
      ]
    : [];
  const pms: FieldSection<PaymentGatewayFormValues>[] =
    category === 'pms'
      ? [
          {
            title: 'Interface',
            fields: [
              {
                name: 'PmsInterface',
                label: 'Interface',
                kind: 'select',
                options: options(PMS_INTERFACES),
              },
              {
                name: 'PmsHost',
                label: 'Host',
                kind: 'text',
                required: true,
                description: 'The FIAS server’s or agent’s IP address or FQDN.',
                visible: onNetwork,
              },
              {
                name: 'PmsPort',
                label: 'Port',
                kind: 'number',
                required: true,
                visible: onNetwork,
              },
            ],
          },
          {
            title: 'Posting',
            fields: [
              {
                name: 'PmsNameMatch',
                label: 'Name match',
                kind: 'select',
                options: options(PMS_NAME_MATCHES),
              },
              {
                name: 'PmsPostingMode',
                label: 'Posting mode',
                kind: 'select',
                options: options(PMS_POSTING_MODES),
              },
              {
                name: 'PmsTransactionCode',
                label: 'Transaction code',
                kind: 'text',
                size: 'short',
                required: true,
              },
              { name: 'PmsCashierId', label: 'Cashier ID', kind: 'text', size: 'short' },
              { name: 'PmsSalesOutlet', label: 'Sales outlet', kind: 'text', size: 'short' },
              {
                name: 'PmsDefaultPostingRoom',
                label: 'Default posting room',
                kind: 'text',
                size: 'short',
              },
            ],
          },
        ]
      : [];
  return [
    {
      title: `${categoryLabel(category)}: ${entry?.label ?? type}`,
      fields: common,
      note: `Account ${number} of this type.`,
    },
    ...provider,
    ...pms,
  ];
}

/**
 * What saving asks first: going live the first time (a new gateway, or one stored in the
 * sandbox) takes real payments, so it is confirmed (docs/decisions/payment-gateway-form.md).
 */
export function liveQuestion(
  values: Pick<PaymentGatewayFormValues, 'Environment' | 'DisplayName'>,
  storedEnvironment: string | undefined,
): string | undefined {
  if (values.Environment !== 'live' || storedEnvironment === 'live') return undefined;
  return `Switch “${values.DisplayName.trim()}” to live? Guests will be charged real money.`;
}
