import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedSaveKeeps } from '../../../test/address-for-org';
import PaymentGatewayItem from './payment-gateway-item';
import { PAYMENT_GATEWAY_PATH } from './payment-gateway-screen';

// Setup > Payment Gateway, a new Adyen gateway refused by the mocks' `write-errors` scenario: the
// form says the server's message and stays, every typed value kept, the write-only key and the
// switch too.
const apiKey = () => screen.getByLabelText(/^API key/, { selector: 'input' }) as HTMLInputElement;
const enabled = () => screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement;

describe('Payment Gateway: a refused save', { timeout: 30_000 }, () => {
  it('keeps every typed value and says why (write-errors)', async () => {
    await expectRefusedSaveKeeps({
      Screen: PaymentGatewayItem,
      route: `${PAYMENT_GATEWAY_PATH}/item/$category/$type`,
      at: `${PAYMENT_GATEWAY_PATH}/item/card/adyen`,
      form: 'New Gateway',
      typed: [
        ['Display name', 'E2E Refused'],
        ['Currency', 'SEK'],
        ['Client key', 'test_E2EKEY'],
        ['Walled-garden hosts', 'checkoutshopper-test.adyen.com'],
      ],
      alsoSet: () => {
        fireEvent.change(apiKey(), { target: { value: 'e2e-Secret-key-1' } });
        expect(enabled().checked).toBe(true);
        fireEvent.click(enabled());
      },
      procedure: 'SavePaymentGateway',
    });
    expect(apiKey().value).toBe('e2e-Secret-key-1');
    expect(enabled().checked).toBe(false);
  });
});
