import { WRITE_REFUSED_MESSAGE } from '@guestnet/mocks';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { snackbarQueue } from '../../ui/snackbar-queue';
import DeviceItem from './device-item';
import { DEVICES_PATH } from './device-screen';

// Setup > Devices, a new Aruba device refused by the mocks' `write-errors` scenario: the form
// says the server's message and stays, every typed value kept, the write-only secret too.
const AREA = buildOrgNode({ name: 'Lobby', number: 'GN-1003-1', type: 'ServiceArea' });

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 30_000 };

/** A text field by its exact label (a required field's label ends in an asterisk). */
const field = (label: string) =>
  screen.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
  });
const secret = () => screen.getByLabelText(/^RADIUS secret/, { selector: 'input' });

describe('Devices: a refused save', SLOW, () => {
  it('keeps every typed value and says why (write-errors)', async () => {
    const demo = demoFetch({ scenario: 'write-errors' });
    const bed = consoleTestbed(demo);
    renderScreen(DeviceItem, bed, {
      route: `${DEVICES_PATH}/item/$type`,
      at: `${DEVICES_PATH}/item/aruba`,
      org: AREA,
    });
    await screen.findByRole('form', { name: 'New Device' }, SLOW);
    const typed: [string, string][] = [
      ['Name', 'E2E Refused'],
      ['Short name', 'refused'],
      ['Model', '7205'],
      ['IP address or FQDN', 'mc.harbour.example'],
      ['MAC address', '00:1a:2b:3c:4d:5f'],
      ['Authentication port', '11812'],
      ['Accounting port', '11813'],
      ['Description', 'Rack A'],
      ['SSIDs', 'Harbour-Guest\nHarbour-Staff'],
    ];
    for (const [label, value] of typed) fireEvent.change(field(label), { target: { value } });
    fireEvent.change(secret(), { target: { value: 'e2e-Radius-s3cret' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(
      () =>
        expect(snackbarQueue.get().at(-1)).toMatchObject({
          message: WRITE_REFUSED_MESSAGE,
          kind: 'error',
        }),
      SLOW,
    );
    expect(demo.calls.map((call) => call.procedure)).toContain('SaveDevice');
    expect(screen.queryByText(/^Left for/)).toBeNull();
    expect(screen.getByRole('form', { name: 'New Device' })).toBeTruthy();
    for (const [label, value] of typed)
      expect((field(label) as HTMLInputElement).value, label).toBe(value);
    expect((secret() as HTMLInputElement).value).toBe('e2e-Radius-s3cret');
  });
});
