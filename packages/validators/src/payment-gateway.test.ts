import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboExampleItems, dboSchema, without } from '../test/dbo-contract.js';
import { HOST_MESSAGE } from './device.js';
import {
  GATEWAY_TYPES,
  isGatewayRoute,
  PAYMENT_CATEGORIES,
  PAYMENT_GATEWAY_DEFAULTS,
  type PaymentGatewayFormValues,
  PaymentGatewaySchema,
  paymentGatewayFormValues,
  paymentGatewaySchema,
} from './payment-gateway.js';

const contract = dboSchema('PaymentGatewayFields');
const example = paymentGatewayFormValues(
  dboExample('GetPaymentGatewayResult') as Record<string, unknown>,
);
const gateway = (changes: Partial<PaymentGatewayFormValues> = {}): PaymentGatewayFormValues => ({
  ...example,
  ...changes,
});
const pms = (changes: Partial<PaymentGatewayFormValues> = {}): PaymentGatewayFormValues => ({
  ...PAYMENT_GATEWAY_DEFAULTS('pms', 'opera_fias'),
  DisplayName: 'Opera folio posting',
  PmsHost: '10.20.0.40',
  PmsTransactionCode: '9001',
  ...changes,
});
const issuesOf = (form: unknown, schema = PaymentGatewaySchema) =>
  v.safeParse(schema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (form: unknown, schema = PaymentGatewaySchema) => {
  const result = v.safeParse(schema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(form, schema)));
  return result.output as unknown as Record<string, unknown>;
};
const READ_ONLY = ['Id', 'OrgNumber', 'HasSecret'];

describe('PaymentGatewaySchema and the examples of openapi/dbo.yaml', () => {
  it.each([
    ['GetPaymentGatewayResult', dboExample('GetPaymentGatewayResult')],
    ...dboExampleItems('ListPaymentGatewaysResult').map((item, index): [string, unknown] => [
      `ListPaymentGatewaysResult item ${index}`,
      item,
    ]),
  ])('takes %s through the form and gives back its fields, no secret', (_, stored) => {
    const form = paymentGatewayFormValues(stored as Record<string, unknown>);
    expect(outputOf(form)).toEqual(without(stored, READ_ONLY));
  });

  it('takes SavePaymentGatewayRequest (a create, with its secret) through the form', () => {
    const payload = dboExample('SavePaymentGatewayRequest') as Record<string, unknown>;
    const form = { ...paymentGatewayFormValues(payload), Secret: String(payload.Secret) };
    expect(outputOf(form)).toEqual(without(payload, ['OrgNumber']));
  });

  it('offers exactly the contract’s categories and types, each type under one category', () => {
    expect(PAYMENT_CATEGORIES.map((entry) => entry.value)).toEqual(
      contract.properties.Category?.enum,
    );
    expect(GATEWAY_TYPES.map((entry) => entry.value)).toEqual(contract.properties.Type?.enum);
    expect(isGatewayRoute('card', 'stripe')).toBe(true);
    expect(isGatewayRoute('pms', 'opera_fias')).toBe(true);
    expect(isGatewayRoute('pms', 'stripe')).toBe(false);
    expect(isGatewayRoute('cash', 'stripe')).toBe(false);
  });

  it('bounds the display name as the contract does', () => {
    expect(contract.properties.DisplayName?.maxLength).toBe(64);
    expect(issuesOf(gateway({ DisplayName: 'x'.repeat(65) }))).toEqual([
      ['DisplayName', 'Must be no more than 64 characters'],
    ]);
  });
});

describe('a new card gateway', () => {
  it('says Required for the display name and the secret, and nothing is sent', () => {
    expect(issuesOf(PAYMENT_GATEWAY_DEFAULTS('card', 'stripe'))).toEqual([
      ['DisplayName', 'Required'],
      ['Secret', 'Required'],
    ]);
  });

  it('sends the secret typed, in the sandbox, with no PMS settings', () => {
    const output = outputOf({
      ...PAYMENT_GATEWAY_DEFAULTS('card', 'paypal', 2),
      DisplayName: 'PayPal checkout',
      PublicKey: 'AbC-client',
      Secret: ' s3cret ',
      Currency: 'eur',
      WalledGardenHosts: ' www.paypal.com \n\nwww.paypalobjects.com\r\n',
    });
    expect(output).toMatchObject({
      Category: 'card',
      Type: 'paypal',
      Number: 2,
      Environment: 'sandbox',
      Currency: 'EUR',
      Pms: null,
      WalledGardenHosts: ['www.paypal.com', 'www.paypalobjects.com'],
    });
    expect(output.Secret).toBe(' s3cret ');
    expect('HasSecret' in output).toBe(false);
  });
});

describe('the secret is write-only', () => {
  it('left empty on a gateway that has one, it is left out: the stored one is kept', () => {
    expect('Secret' in outputOf(gateway({ Secret: '' }))).toBe(false);
  });

  it('a new one replaces it; 256 characters and no more', () => {
    expect(outputOf(gateway({ Secret: 'x'.repeat(256) })).Secret).toHaveLength(256);
    expect(issuesOf(gateway({ Secret: 'x'.repeat(257) }))).toEqual([
      ['Secret', 'Must be no more than 256 characters'],
    ]);
  });

  it('is never read back into the form', () => {
    expect(paymentGatewayFormValues({ ...example, Secret: 'leaked' }).Secret).toBe('');
  });
});

describe('the common fields', () => {
  it('the display name is unique in the service area, without regard to case', () => {
    const schema = paymentGatewaySchema({ takenNames: ['PayPal checkout'], current: 'Stripe' });
    expect(issuesOf(gateway({ DisplayName: ' paypal CHECKOUT ' }), schema)).toEqual([
      ['DisplayName', 'Must be unique'],
    ]);
    expect(outputOf(gateway({ DisplayName: 'Stripe' }), schema).DisplayName).toBe('Stripe');
  });

  it('the currency is three letters', () => {
    expect(issuesOf(gateway({ Currency: 'EURO' }))).toEqual([['Currency', 'Invalid Currency']]);
    expect(issuesOf(gateway({ Currency: '' }))).toEqual([['Currency', 'Required']]);
  });

  it('each walled-garden host is an IP address or an FQDN', () => {
    expect(issuesOf(gateway({ WalledGardenHosts: 'js.stripe.com\nhttps://x' }))).toEqual([
      ['WalledGardenHosts', HOST_MESSAGE],
    ]);
  });
});

describe('a PMS gateway', () => {
  it('asks for the host, the port and the transaction code', () => {
    expect(issuesOf(PAYMENT_GATEWAY_DEFAULTS('pms', 'opera_fias'))).toEqual([
      ['DisplayName', 'Required'],
      ['PmsHost', 'Required'],
      ['PmsTransactionCode', 'Required'],
    ]);
    expect(issuesOf(pms({ PmsPort: '' }))).toEqual([['PmsPort', 'Required']]);
    expect(issuesOf(pms({ PmsPort: '70000' }))).toEqual([['PmsPort', 'Must be 65535 or less']]);
  });

  it('sends its settings, no key, no hosts and no secret', () => {
    const output = outputOf(pms({ PmsCashierId: ' 12 ', Secret: 'ignored' }));
    expect(output).toMatchObject({
      Category: 'pms',
      Type: 'opera_fias',
      PublicKey: null,
      WalledGardenHosts: [],
      Pms: {
        Interface: 'fias_ip',
        Host: '10.20.0.40',
        Port: 5010,
        NameMatch: 'full',
        PostingMode: 'prepaid-immediate',
        TransactionCode: '9001',
        CashierId: '12',
        SalesOutlet: null,
        DefaultPostingRoom: null,
      },
    });
    expect('Secret' in output).toBe(false);
  });

  it('over a serial line needs no host nor port', () => {
    const output = outputOf(pms({ PmsInterface: 'serial', PmsHost: '', PmsPort: '' }));
    expect(output.Pms).not.toHaveProperty('Host');
    expect(output.Pms).not.toHaveProperty('Port');
  });

  it('reads back what it stored', () => {
    const stored = { Id: 9, OrgNumber: 'GN-1042-7', HasSecret: false, ...outputOf(pms()) };
    expect(outputOf(paymentGatewayFormValues(stored))).toEqual(without(stored, READ_ONLY));
  });

  it('codes take 16 characters and no more', () => {
    expect(issuesOf(pms({ PmsTransactionCode: 'x'.repeat(17) }))).toEqual([
      ['PmsTransactionCode', 'Must be no more than 16 characters'],
    ]);
  });
});

describe('a free gateway', () => {
  it('needs only its display name', () => {
    expect(issuesOf(PAYMENT_GATEWAY_DEFAULTS('free', 'free'))).toEqual([
      ['DisplayName', 'Required'],
    ]);
    const output = outputOf({ ...PAYMENT_GATEWAY_DEFAULTS('free', 'free'), DisplayName: 'Free' });
    expect(output).toMatchObject({ Category: 'free', Pms: null, PublicKey: null });
  });
});
