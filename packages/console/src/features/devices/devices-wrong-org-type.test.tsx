import { describe, it } from 'vitest';
import { expectRefusedOn, firstDemoOrgOfType } from '../../../test/address-for-org';
import { demoFetch } from '../../../test/console-testbed';

// Setup > Devices is for Service Areas (docs/product/screens.md): each of its addresses, opened on
// a Site, says so and asks the mocks nothing of the screen (docs/decisions/screen-gating.md).
describe('Devices opened by its address on a Site', { timeout: 60_000 }, () => {
  it('says Devices are for Service Areas only, shows no list or form, and asks nothing', async () => {
    const site = await firstDemoOrgOfType(demoFetch(), 'Site');
    const paths = [
      '/setup/devices',
      '/setup/devices/item/mikrotik/1',
      '/setup/devices/item/meraki',
    ];
    await expectRefusedOn(paths, site, {
      says: `Devices is for Service Areas only. ${site.name} is a Site.`,
      asksNothingOf: /Device/,
    });
  });
});
