import { WRITE_REFUSED_MESSAGE } from '@guestnet/mocks';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { snackbarQueue } from '../../ui/snackbar-queue';
import PaymentGatewayItem from './payment-gateway-item';
import { PAYMENT_GATEWAY_PATH } from './payment-gateway-screen';

// Setup > Payment Gateway, a new Adyen gateway refused by the mocks' `write-errors` scenario: the
// form says the server's message and stays, every typed value kept, the write-only key and the
// switch too.
const AREA = buildOrgNode({ name: 'Lobby', number: 'GN-1003-1', type: 'ServiceArea' });

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 30_000 };

/** A text field by its label (a required field's label goes on after a space). */
const field = (label: string) =>
  screen.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
  });
const apiKey = () => screen.getByLabelText(/^API key/, { selector: 'input' }) as HTMLInputElement;
const enabled = () => screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement;

describe('Payment Gateway: a refused save', SLOW, () => {
  it('keeps every typed value and says why (write-errors)', async () => {
    const demo = demoFetch({ scenario: 'write-errors' });
    const bed = consoleTestbed(demo);
    renderScreen(PaymentGatewayItem, bed, {
      route: `${PAYMENT_GATEWAY_PATH}/item/$category/$type`,
      at: `${PAYMENT_GATEWAY_PATH}/item/card/adyen`,
      org: AREA,
    });
    await screen.findByRole('form', { name: 'New Gateway' }, SLOW);
    const typed: [string, string][] = [
      ['Display name', 'E2E Refused'],
      ['Currency', 'SEK'],
      ['Client key', 'test_E2EKEY'],
      ['Walled-garden hosts', 'checkoutshopper-test.adyen.com'],
    ];
    for (const [label, value] of typed) fireEvent.change(field(label), { target: { value } });
    fireEvent.change(apiKey(), { target: { value: 'e2e-Secret-key-1' } });
    expect(enabled().checked).toBe(true);
    fireEvent.click(enabled());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(
      () =>
        expect(snackbarQueue.get().at(-1)).toMatchObject({
          message: WRITE_REFUSED_MESSAGE,
          kind: 'error',
        }),
      SLOW,
    );
    expect(demo.calls.map((call) => call.procedure)).toContain('SavePaymentGateway');
    expect(screen.queryByText(/^Left for/)).toBeNull();
    expect(screen.getByRole('form', { name: 'New Gateway' })).toBeTruthy();
    for (const [label, value] of typed) {
      expect((field(label) as HTMLInputElement).value, label).toBe(value);
    }
    expect(apiKey().value).toBe('e2e-Secret-key-1');
    expect(enabled().checked).toBe(false);
  });
});
