import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstDemoOrgOfType, openAddressOn, refusalText } from '../../../test/address-for-org';
import { demoFetch } from '../../../test/console-testbed';

// Setup > Mikrotik Manager is for Sites (docs/product/screens.md): each of its addresses, opened on
// a Service Area, says so and asks the mocks nothing of the screen (docs/decisions/screen-gating.md).
const PATH = '/setup/mikrotik-manager';

describe('Mikrotik Manager opened by its address on a Service Area', { timeout: 60_000 }, () => {
  it('says it is for Sites only, shows no list or form, and asks nothing', async () => {
    const area = await firstDemoOrgOfType(demoFetch(), 'ServiceArea');
    for (const path of [PATH, `${PATH}/manage`, `${PATH}/item/1`, `${PATH}/item`]) {
      const { calls } = await openAddressOn(path, area);
      const text = await refusalText();
      expect(text, path).toContain('Not available for this organization');
      expect(text, path).toContain(
        `Mikrotik Manager is for Sites only. ${area.name} is a Service Area.`,
      );
      expect(screen.queryByRole('grid'), path).toBeNull();
      expect(screen.queryByRole('form'), path).toBeNull();
      expect(
        calls.filter((call) => /Mikrotik/.test(call.procedure)),
        path,
      ).toEqual([]);
      document.body.innerHTML = '';
    }
  });
});
