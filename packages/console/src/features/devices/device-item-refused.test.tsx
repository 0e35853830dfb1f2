import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefusedSaveKeeps } from '../../../test/address-for-org';
import DeviceItem from './device-item';
import { DEVICES_PATH } from './device-screen';

// Setup > Devices, a new Aruba device refused by the mocks' `write-errors` scenario: the form
// says the server's message and stays, every typed value kept, the write-only secret too.
const secret = () =>
  screen.getByLabelText(/^RADIUS secret/, { selector: 'input' }) as HTMLInputElement;

describe('Devices: a refused save', { timeout: 30_000 }, () => {
  it('keeps every typed value and says why (write-errors)', async () => {
    await expectRefusedSaveKeeps({
      Screen: DeviceItem,
      route: `${DEVICES_PATH}/item/$type`,
      at: `${DEVICES_PATH}/item/aruba`,
      form: 'New Device',
      typed: [
        ['Name', 'E2E Refused'],
        ['Short name', 'refused'],
        ['Model', '7205'],
        ['IP address or FQDN', 'mc.harbour.example'],
        ['MAC address', '00:1a:2b:3c:4d:5f'],
        ['Authentication port', '11812'],
        ['Accounting port', '11813'],
        ['Description', 'Rack A'],
        ['SSIDs', 'Harbour-Guest\nHarbour-Staff'],
      ],
      alsoSet: () => fireEvent.change(secret(), { target: { value: 'e2e-Radius-s3cret' } }),
      procedure: 'SaveDevice',
    });
    expect(secret().value).toBe('e2e-Radius-s3cret');
  });
});
