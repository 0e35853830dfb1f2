import { dboQuery } from '@guestnet/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { snackbarQueue } from '../../ui/snackbar-queue';
import DeviceItem from './device-item';
import { DEVICES_PATH } from './device-screen';

// Setup > Devices, the item form against the demo's own mocks: the MAC address in each form
// docs/product/README.md accepts is sent as typed and stored; a form it refuses says why and sends nothing.
const AREA = buildOrgNode({ name: 'Lobby', number: 'GN-1003-1', type: 'ServiceArea' });
const NEW_MERAKI = { route: `${DEVICES_PATH}/item/$type`, at: `${DEVICES_PATH}/item/meraki` };

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 30_000 };

/** A text field by its label (a required field's label ends in an asterisk). */
const field = (label: string) =>
  screen.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** Opens a new Cisco Meraki device's form and fills its required fields. */
async function newDevice(bed: ReturnType<typeof consoleTestbed>, name: string, mac: string) {
  renderScreen(DeviceItem, bed, { ...NEW_MERAKI, org: AREA });
  await screen.findByRole('form', { name: 'New Device' }, SLOW);
  type('Name', name);
  type('IP address or FQDN', '10.20.0.9');
  type('MAC address', mac);
  fireEvent.change(screen.getByLabelText(/^RADIUS secret/, { selector: 'input' }), {
    target: { value: 'e2e-Radius-s3cret' },
  });
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('Devices: a MAC address in the item form', SLOW, () => {
  it('each accepted form is sent as typed, saved, and listed', async () => {
    const demo = demoFetch();
    const bed = consoleTestbed(demo);
    const accepted = [
      '4C:5E:0C:12:34:01',
      '4c-5e-0c-12-34-02',
      '4C5E0C123403',
      '4C:5E:0C:12:34:56:78:04',
      '4c-5e-0c-12-34-56-78-05',
      '4C5E0C1234567806',
    ];
    for (const [index, mac] of accepted.entries()) {
      const name = `E2E MAC ${index + 1}`;
      await newDevice(bed, name, mac);
      await save();
      expect(await screen.findByText(`Left for ${DEVICES_PATH}/manage`, {}, SLOW)).toBeTruthy();
      const sent = demo.calls.filter((call) => call.procedure === 'SaveDevice').at(-1);
      expect(sent?.payload.MacAddress).toBe(mac);
      expect(snackbarQueue.get().at(-1)?.message).toBe(`Saved Device “${name}”`);
      document.body.innerHTML = '';
    }
    const listed = await bed.queryClient.fetchQuery(
      dboQuery(bed.clients.dbo, 'ListDevices', {
        OrgNumber: AREA.number ?? '',
        Filter: 'E2E MAC',
        Page: 1,
        PageSize: 25,
      } as never),
    );
    expect((listed as { Total: number }).Total).toBe(accepted.length);
  });

  it('a mixed, short, non-hex or dotted form is refused with the message and nothing is sent', async () => {
    const demo = demoFetch();
    const bed = consoleTestbed(demo);
    await newDevice(bed, 'E2E MAC bad', '4C:5E:0C:12:34:56');
    for (const mac of [
      '4C:5E-0C:12:34:56',
      '4C:5E:0C:12:34',
      '4C5E0C12345G',
      '4C.5E.0C.12.34.56',
    ]) {
      type('MAC address', mac);
      await save();
      await waitFor(() => {
        const described = field('MAC address').getAttribute('aria-describedby') ?? '';
        const text = described
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        expect(text, mac).toMatch(/Invalid MAC/);
      });
    }
    expect(demo.calls.filter((call) => call.procedure.startsWith('Save'))).toEqual([]);
  });
});
