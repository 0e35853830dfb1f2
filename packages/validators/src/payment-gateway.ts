import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import { HOST_MESSAGE } from './device.js';
import { formChoice, formFlag, formList, formText } from './form-text.js';
import { optionalNumberText } from './number-text.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { maxLength } from './rules/max-length.js';
import { REQUIRED_MESSAGE, required } from './rules/required.js';
import { unique } from './rules/unique.js';
import { CURRENCY_MESSAGE } from './schemas/service-plan-schema.js';
import { secretRequired } from './secret-required.js';
import { nullableText, text } from './text-field.js';

// The choices the spec leaves open (which types each category offers, which fields each shows,
// when live asks for a confirmation) are explained in docs/decisions/payment-gateway-form.md.

/** The payment categories (the `{category}` of `item/{category}/{type}/{number?}`). */
export const PAYMENT_CATEGORIES = [
  { label: 'Card', value: 'card' },
  { label: 'Wallet', value: 'wallet' },
  { label: 'PMS', value: 'pms' },
  { label: 'Free', value: 'free' },
] as const;

/** A payment category as sent (`PaymentCategory` of openapi/dbo.yaml). */
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number]['value'];

/**
 * The gateway types (the `{type}`), each under the one category it belongs to, with what the
 * gateway calls its public key and its secret.
 */
export const GATEWAY_TYPES = [
  {
    label: 'Stripe',
    value: 'stripe',
    category: 'card',
    key: 'Publishable key',
    secret: 'Secret key',
  },
  { label: 'PayPal', value: 'paypal', category: 'card', key: 'Client ID', secret: 'Client secret' },
  {
    label: 'Authorize.Net',
    value: 'authorize_net',
    category: 'card',
    key: 'API login ID',
    secret: 'Transaction key',
  },
  {
    label: 'Braintree',
    value: 'braintree',
    category: 'card',
    key: 'Public key',
    secret: 'Private key',
  },
  { label: 'Adyen', value: 'adyen', category: 'card', key: 'Client key', secret: 'API key' },
  {
    label: 'Square',
    value: 'square',
    category: 'card',
    key: 'Application ID',
    secret: 'Access token',
  },
  {
    label: 'Apple Pay',
    value: 'apple_pay',
    category: 'wallet',
    key: 'Merchant identifier',
    secret: 'Merchant certificate key',
  },
  {
    label: 'Google Pay',
    value: 'google_pay',
    category: 'wallet',
    key: 'Merchant ID',
    secret: 'Gateway merchant key',
  },
  { label: 'Oracle OPERA (FIAS)', value: 'opera_fias', category: 'pms', key: '', secret: '' },
  { label: 'Free access', value: 'free', category: 'free', key: '', secret: '' },
] as const;

/** A gateway type as sent (`GatewayType` of openapi/dbo.yaml). */
export type GatewayType = (typeof GATEWAY_TYPES)[number]['value'];

export const PAYMENT_ENVIRONMENTS = [
  { label: 'Sandbox', value: 'sandbox' },
  { label: 'Live', value: 'live' },
] as const;
export type PaymentEnvironment = (typeof PAYMENT_ENVIRONMENTS)[number]['value'];

export const PMS_INTERFACES = [
  { label: 'FIAS over IP', value: 'fias_ip' },
  { label: 'Serial', value: 'serial' },
  { label: 'Agent', value: 'agent' },
] as const;
export const PMS_NAME_MATCHES = [
  { label: 'Full name', value: 'full' },
  { label: 'Last name only', value: 'lastNameOnly' },
  { label: 'Skip first character', value: 'skipFirstChar' },
] as const;
export const PMS_POSTING_MODES = [
  { label: 'Prepaid, at once', value: 'prepaid-immediate' },
  { label: 'Postpaid, at logout', value: 'postpaid-on-logout' },
] as const;

/** The longest secret (`PaymentGatewayInput.Secret`). */
export const PAYMENT_SECRET_MAX_LENGTH = 256;

/**
 * What the gateway form holds: the route's category, type and number; text for numbers; the
 * walled-garden hosts one per line; the PMS settings flat (`Pms…`); the new secret (`''` keeps the
 * stored one) and whether one is stored, which the form shows and never sends.
 */
export interface PaymentGatewayFormValues {
  Category: PaymentCategory;
  Type: GatewayType;
  Number: number;
  DisplayName: string;
  Enabled: boolean;
  Environment: PaymentEnvironment;
  PublicKey: string;
  Secret: string;
  HasSecret: boolean;
  Currency: string;
  WalledGardenHosts: string;
  PmsInterface: (typeof PMS_INTERFACES)[number]['value'];
  PmsHost: string;
  PmsPort: string;
  PmsNameMatch: (typeof PMS_NAME_MATCHES)[number]['value'];
  PmsPostingMode: (typeof PMS_POSTING_MODES)[number]['value'];
  PmsTransactionCode: string;
  PmsCashierId: string;
  PmsSalesOutlet: string;
  PmsDefaultPostingRoom: string;
}

/** The display names a gateway's must differ from (the service area's others), and its own. */
export interface PaymentGatewayContext {
  readonly takenNames?: readonly string[] | undefined;
  readonly current?: string | undefined;
}

/** A gateway type's entry, or `undefined` when `type` is none. */
export function gatewayTypeOf(type: unknown) {
  return GATEWAY_TYPES.find((entry) => entry.value === type);
}

/** Whether a route's `{category}/{type}` names a gateway type of that category. */
export function isGatewayRoute(category: unknown, type: unknown): category is PaymentCategory {
  return gatewayTypeOf(type)?.category === category;
}

/** Whether a category takes payments through a provider's keys (card and wallet). */
export function hasProviderKeys(category: PaymentCategory): boolean {
  return category === 'card' || category === 'wallet';
}

// The contract's `Hostname` (openapi/dbo.yaml): an IPv4 address or a fully qualified domain name.
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const FQDN =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const host: Rule = (value) =>
  typeof value === 'string' && (value === '' || IPV4.test(value) || FQDN.test(value))
    ? true
    : HOST_MESSAGE;
const currencyCode: Rule = (value) =>
  typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? true : CURRENCY_MESSAGE;

/** One host per line: blank lines dropped, each an IPv4 address or an FQDN. */
const hostLines = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  ),
  ruleAction<string[]>((lines) =>
    checkRules(lines.find((line) => host(line) !== true || line.length > 253) ?? '', [
      maxLength(253),
      host,
    ]),
  ),
);

function fields(context: PaymentGatewayContext) {
  const { takenNames = [], current } = context;
  return v.object({
    Category: v.picklist(PAYMENT_CATEGORIES.map((entry) => entry.value)),
    Type: v.picklist(GATEWAY_TYPES.map((entry) => entry.value)),
    Number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
    DisplayName: text([
      required,
      maxLength(64),
      unique(takenNames, { existing: current, ignoreCase: true }),
    ]),
    Enabled: v.boolean(),
    Environment: v.picklist(PAYMENT_ENVIRONMENTS.map((entry) => entry.value)),
    PublicKey: nullableText([maxLength(256)]),
    // A secret is kept as typed: spaces may be part of it.
    Secret: v.pipe(v.string(), ruleAction<string>(maxLength(PAYMENT_SECRET_MAX_LENGTH))),
    HasSecret: v.boolean(),
    Currency: v.pipe(
      text([required, currencyCode]),
      v.transform((value) => value.toUpperCase()),
    ),
    WalledGardenHosts: hostLines,
    PmsInterface: v.picklist(PMS_INTERFACES.map((entry) => entry.value)),
    PmsHost: text([maxLength(253), host]),
    PmsPort: optionalNumberText({ whole: true, min: 1, max: 65535 }),
    PmsNameMatch: v.picklist(PMS_NAME_MATCHES.map((entry) => entry.value)),
    PmsPostingMode: v.picklist(PMS_POSTING_MODES.map((entry) => entry.value)),
    PmsTransactionCode: text([maxLength(16)]),
    PmsCashierId: nullableText([maxLength(16)]),
    PmsSalesOutlet: nullableText([maxLength(16)]),
    PmsDefaultPostingRoom: nullableText([maxLength(16)]),
  });
}

type Checked = v.InferOutput<ReturnType<typeof fields>>;

/** The PMS settings as sent (`PmsSettings`): host and port only for a network interface. */
export interface PmsOutput {
  Interface: Checked['PmsInterface'];
  Host?: string;
  Port?: number;
  NameMatch: Checked['PmsNameMatch'];
  PostingMode: Checked['PmsPostingMode'];
  TransactionCode: string;
  CashierId: string | null;
  SalesOutlet: string | null;
  DefaultPostingRoom: string | null;
}

/**
 * A valid gateway as `SavePaymentGateway` takes it, without `Id` and `OrgNumber`
 * (`PaymentGatewayInput`): `Secret` only when a new one was typed, `Pms` only for a PMS.
 */
export interface PaymentGatewayOutput {
  Category: PaymentCategory;
  Type: GatewayType;
  Number: number;
  DisplayName: string;
  Enabled: boolean;
  Environment: PaymentEnvironment;
  PublicKey: string | null;
  Currency: string;
  WalledGardenHosts: string[];
  Pms: PmsOutput | null;
  Secret?: string;
}

const isPms = (values: { Category: string }) => values.Category === 'pms';
const onNetwork = (values: { Category: string; PmsInterface: string }) =>
  isPms(values) && values.PmsInterface !== 'serial';

function toOutput(checked: Checked): PaymentGatewayOutput {
  const keys = hasProviderKeys(checked.Category);
  const pms: PmsOutput | null = isPms(checked)
    ? {
        Interface: checked.PmsInterface,
        ...(onNetwork(checked) && checked.PmsHost !== '' ? { Host: checked.PmsHost } : {}),
        ...(onNetwork(checked) && checked.PmsPort !== null ? { Port: checked.PmsPort } : {}),
        NameMatch: checked.PmsNameMatch,
        PostingMode: checked.PmsPostingMode,
        TransactionCode: checked.PmsTransactionCode,
        CashierId: checked.PmsCashierId,
        SalesOutlet: checked.PmsSalesOutlet,
        DefaultPostingRoom: checked.PmsDefaultPostingRoom,
      }
    : null;
  return {
    Category: checked.Category,
    Type: checked.Type,
    Number: checked.Number,
    DisplayName: checked.DisplayName,
    Enabled: checked.Enabled,
    Environment: checked.Environment,
    PublicKey: keys ? checked.PublicKey : null,
    Currency: checked.Currency,
    WalledGardenHosts: keys ? checked.WalledGardenHosts : [],
    Pms: pms,
    ...(keys && checked.Secret !== '' ? { Secret: checked.Secret } : {}),
  };
}

/**
 * Makes the gateway form's schema (docs/product/fields.md "Payment gateways", `PaymentGatewayInput` in
 * openapi/dbo.yaml), with the spec's messages (`Required`, `Must be no more than N characters`,
 * `Must be unique`, `Must be 1 or greater`): the display name unique in the service area
 * without regard to case; for a card or wallet gateway the secret is write-only (`Required`
 * while none is stored, left out of the payload when left empty); for a PMS the transaction code
 * is required, and the host and port for FIAS over IP or an agent. The fields of the other
 * categories are not sent.
 *
 * @example
 * v.safeParse(paymentGatewaySchema(), PAYMENT_GATEWAY_DEFAULTS('pms', 'opera_fias'))
 * // → issues: DisplayName 'Required', PmsHost 'Required', PmsPort 'Required', PmsTransactionCode 'Required'
 */
export function paymentGatewaySchema(context: PaymentGatewayContext = {}) {
  return v.pipe(
    fields(context),
    v.forward(
      v.partialCheck(
        [['PmsHost'], ['Category'], ['PmsInterface']],
        (gateway) => !onNetwork(gateway) || gateway.PmsHost !== '',
        REQUIRED_MESSAGE,
      ),
      ['PmsHost'],
    ),
    v.forward(
      v.partialCheck(
        [['PmsPort'], ['Category'], ['PmsInterface']],
        (gateway) => !onNetwork(gateway) || gateway.PmsPort !== null,
        REQUIRED_MESSAGE,
      ),
      ['PmsPort'],
    ),
    v.forward(
      v.partialCheck(
        [['PmsTransactionCode'], ['Category']],
        (gateway) => !isPms(gateway) || gateway.PmsTransactionCode !== '',
        REQUIRED_MESSAGE,
      ),
      ['PmsTransactionCode'],
    ),
    secretRequired(
      'Secret',
      ['HasSecret', 'Category'],
      (gateway) => !hasProviderKeys(gateway.Category) || gateway.HasSecret,
    ),
    v.transform(toOutput),
  );
}

/** The gateway schema with no names taken. */
export const PaymentGatewaySchema = paymentGatewaySchema();

/**
 * A new gateway of a category and type, the `number`-th account of that type: enabled, in the
 * sandbox, nothing filled in, no secret stored; a PMS over FIAS/IP on port 5010.
 *
 * @example
 * PAYMENT_GATEWAY_DEFAULTS('card', 'stripe', 2).Environment // → 'sandbox'
 */
export function PAYMENT_GATEWAY_DEFAULTS(
  category: PaymentCategory = 'card',
  type: GatewayType = 'stripe',
  number = 1,
): PaymentGatewayFormValues {
  return {
    Category: category,
    Type: type,
    Number: number,
    DisplayName: '',
    Enabled: true,
    Environment: 'sandbox',
    PublicKey: '',
    Secret: '',
    HasSecret: false,
    Currency: 'USD',
    WalledGardenHosts: '',
    PmsInterface: 'fias_ip',
    PmsHost: '',
    PmsPort: '5010',
    PmsNameMatch: 'full',
    PmsPostingMode: 'prepaid-immediate',
    PmsTransactionCode: '',
    PmsCashierId: '',
    PmsSalesOutlet: '',
    PmsDefaultPostingRoom: '',
  };
}

const values = <T extends { value: string }>(list: readonly T[]): T['value'][] =>
  list.map((entry) => entry.value);

/**
 * The form values of a stored gateway (a `PaymentGateway` as read): `null` as empty text, the
 * hosts one per line, the PMS settings flat, no secret typed and whether one is stored.
 *
 * @example
 * paymentGatewayFormValues({ Category: 'card', Type: 'stripe', WalledGardenHosts: ['js.stripe.com'], HasSecret: true })
 * // → { Category: 'card', WalledGardenHosts: 'js.stripe.com', Secret: '', HasSecret: true, … }
 */
export function paymentGatewayFormValues(
  stored: Readonly<Record<string, unknown>>,
): PaymentGatewayFormValues {
  const d = PAYMENT_GATEWAY_DEFAULTS();
  const pms = (stored.Pms ?? {}) as Record<string, unknown>;
  return {
    Category: formChoice(stored.Category, values(PAYMENT_CATEGORIES), d.Category),
    Type: formChoice(stored.Type, values(GATEWAY_TYPES), d.Type),
    Number: typeof stored.Number === 'number' ? stored.Number : d.Number,
    DisplayName: formText(stored.DisplayName),
    Enabled: formFlag(stored.Enabled, d.Enabled),
    Environment: formChoice(stored.Environment, values(PAYMENT_ENVIRONMENTS), d.Environment),
    PublicKey: formText(stored.PublicKey),
    Secret: '',
    HasSecret: formFlag(stored.HasSecret, false),
    Currency: formText(stored.Currency, d.Currency),
    WalledGardenHosts: formList(
      stored.WalledGardenHosts,
      (host): host is string => typeof host === 'string',
    ).join('\n'),
    PmsInterface: formChoice(pms.Interface, values(PMS_INTERFACES), d.PmsInterface),
    PmsHost: formText(pms.Host),
    PmsPort: stored.Pms ? formText(pms.Port) : d.PmsPort,
    PmsNameMatch: formChoice(pms.NameMatch, values(PMS_NAME_MATCHES), d.PmsNameMatch),
    PmsPostingMode: formChoice(pms.PostingMode, values(PMS_POSTING_MODES), d.PmsPostingMode),
    PmsTransactionCode: formText(pms.TransactionCode),
    PmsCashierId: formText(pms.CashierId),
    PmsSalesOutlet: formText(pms.SalesOutlet),
    PmsDefaultPostingRoom: formText(pms.DefaultPostingRoom),
  };
}
