import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstDemoOrgOfType, openAddressOn, refusalText } from '../../../test/address-for-org';
import { demoFetch } from '../../../test/console-testbed';

// Setup > Devices is for Service Areas (docs/product/screens.md): each of its addresses, opened on
// a Site, says so and asks the mocks nothing of the screen (docs/decisions/screen-gating.md).
describe('Devices opened by its address on a Site', { timeout: 60_000 }, () => {
  it('says Devices are for Service Areas only, shows no list or form, and asks nothing', async () => {
    const site = await firstDemoOrgOfType(demoFetch(), 'Site');
    for (const path of [
      '/setup/devices',
      '/setup/devices/item/mikrotik/1',
      '/setup/devices/item/meraki',
    ]) {
      const { calls } = await openAddressOn(path, site);
      const text = await refusalText();
      expect(text, path).toContain('Not available for this organization');
      expect(text, path).toContain(`Devices is for Service Areas only. ${site.name} is a Site.`);
      expect(screen.queryByRole('grid'), path).toBeNull();
      expect(screen.queryByRole('form'), path).toBeNull();
      expect(
        calls.filter((call) => /Device/.test(call.procedure)),
        path,
      ).toEqual([]);
      document.body.innerHTML = '';
    }
  });
});
