import { describe, expect, it } from 'vitest';
import {
  gatewayPath,
  liveQuestion,
  nextNumber,
  paymentGatewaySections,
  typesOf,
} from './payment-gateway-screen';

const names = (sections: ReturnType<typeof paymentGatewaySections>) =>
  sections.flatMap((section) => section.fields.map((field) => field.name));

describe('the payment gateway screen', () => {
  it('addresses a gateway by category, type and number', () => {
    expect(gatewayPath({ Category: 'pms', Type: 'opera_fias', Number: 2 })).toBe(
      '/setup/payment-gateway/item/pms/opera_fias/2',
    );
  });

  it('gives a new gateway the next number of its type', () => {
    const rows = [
      { Type: 'stripe', Number: 1 },
      { Type: 'stripe', Number: 3 },
      { Type: 'paypal', Number: 7 },
    ] as const;
    expect(nextNumber(rows, 'stripe')).toBe(4);
    expect(nextNumber(rows, 'adyen')).toBe(1);
    expect(nextNumber([{ Type: 'stripe', Number: 99 }], 'stripe')).toBe(99);
  });

  it('lists each type under its category', () => {
    expect(typesOf('pms').map((type) => type.value)).toEqual(['opera_fias']);
    expect(typesOf('card').map((type) => type.value)).toContain('authorize_net');
  });

  it('shows keys and a walled garden for a card, PMS settings for a PMS, little for free', () => {
    const card = names(paymentGatewaySections('card', 'stripe', 1));
    expect(card).toEqual(
      expect.arrayContaining(['Environment', 'PublicKey', 'Secret', 'WalledGardenHosts']),
    );
    expect(card).not.toContain('PmsTransactionCode');
    const pms = names(paymentGatewaySections('pms', 'opera_fias', 1));
    expect(pms).toEqual(expect.arrayContaining(['PmsInterface', 'PmsHost', 'PmsTransactionCode']));
    expect(pms).not.toContain('Secret');
    expect(names(paymentGatewaySections('free', 'free', 1))).toEqual(['DisplayName', 'Enabled']);
  });

  it('names the provider’s keys as its dashboard does', () => {
    const fields = paymentGatewaySections('card', 'paypal', 1).flatMap((section) => section.fields);
    expect(fields.map((field) => field.label)).toEqual(
      expect.arrayContaining(['Client ID', 'Client secret']),
    );
  });

  it('asks before going live the first time only', () => {
    expect(liveQuestion({ Environment: 'live', DisplayName: ' Stripe ' }, undefined)).toBe(
      'Switch “Stripe” to live? Guests will be charged real money.',
    );
    expect(liveQuestion({ Environment: 'live', DisplayName: 'Stripe' }, 'sandbox')).toBeDefined();
    expect(liveQuestion({ Environment: 'live', DisplayName: 'Stripe' }, 'live')).toBeUndefined();
    expect(
      liveQuestion({ Environment: 'sandbox', DisplayName: 'Stripe' }, undefined),
    ).toBeUndefined();
  });
});
