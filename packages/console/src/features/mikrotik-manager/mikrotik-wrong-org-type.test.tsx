import { describe, it } from 'vitest';
import { expectRefusedOn, firstDemoOrgOfType } from '../../../test/address-for-org';
import { demoFetch } from '../../../test/console-testbed';

// Setup > Mikrotik Manager is for Sites (docs/product/screens.md): each of its addresses, opened on
// a Service Area, says so and asks the mocks nothing of the screen (docs/decisions/screen-gating.md).
const PATH = '/setup/mikrotik-manager';

describe('Mikrotik Manager opened by its address on a Service Area', { timeout: 60_000 }, () => {
  it('says it is for Sites only, shows no list or form, and asks nothing', async () => {
    const area = await firstDemoOrgOfType(demoFetch(), 'ServiceArea');
    await expectRefusedOn([PATH, `${PATH}/manage`, `${PATH}/item/1`, `${PATH}/item`], area, {
      says: `Mikrotik Manager is for Sites only. ${area.name} is a Service Area.`,
      asksNothingOf: /Mikrotik/,
    });
  });
});
