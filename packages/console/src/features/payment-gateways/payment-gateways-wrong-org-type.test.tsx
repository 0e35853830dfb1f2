import { describe, it } from 'vitest';
import { expectRefusedOn, firstDemoOrgOfType } from '../../../test/address-for-org';
import { demoFetch } from '../../../test/console-testbed';

// Setup > Payment Gateway is for Service Areas (docs/product/screens.md): each of its addresses,
// the legacy page's too, opened on a Site, says so and asks the mocks nothing of the screen
// (docs/decisions/screen-gating.md).
describe('Payment Gateway opened by its address on a Site', { timeout: 60_000 }, () => {
  it('says it is for Service Areas only, shows no list, form or legacy page, and asks nothing', async () => {
    const site = await firstDemoOrgOfType(demoFetch(), 'Site');
    const paths = [
      '/setup/payment-gateway',
      '/setup/payment-gateway/manage',
      '/setup/payment-gateway/item/card/stripe/1',
      '/setup/payment-gateway/item/pms/opera_fias',
      '/setup/payment-gateway/legacy',
    ];
    await expectRefusedOn(paths, site, {
      says: `Payment Gateway is for Service Areas only. ${site.name} is a Site.`,
      asksNothingOf: /PaymentGateway/,
    });
  });
});
