import { describe, it } from 'vitest';
import { expectRefusedOn, firstDemoOrgOfType } from '../../../test/address-for-org';
import { demoFetch } from '../../../test/console-testbed';

// Setup > Connection Profiles is for Sites (docs/product/screens.md): each of its addresses, opened
// on a Service Area, says so and asks the mocks nothing of the screen
// (docs/decisions/screen-gating.md).
const PATH = '/setup/connection-profiles';

describe('Connection Profiles opened by its address on a Service Area', { timeout: 60_000 }, () => {
  it('says they are for Sites only, shows no list or form, and asks nothing', async () => {
    const area = await firstDemoOrgOfType(demoFetch(), 'ServiceArea');
    const paths = [PATH, `${PATH}/item/ssid/psk?id=1`, `${PATH}/item/passpoint/passpoint`];
    await expectRefusedOn(paths, area, {
      says: `Connection Profiles is for Sites only. ${area.name} is a Service Area.`,
      asksNothingOf: /ConnectionProfile/,
    });
  });
});
