import { LEGACY_SCREENS } from '@guestnet/mocks';
import { describe, expect, it } from 'vitest';
import { LEGACY_SCREEN_PATHS } from './legacy-screens';

describe('embedded legacy screens', () => {
  it('frame the same pages the demo stand-ins serve, for every embedded route', () => {
    const fromMocks = Object.fromEntries(LEGACY_SCREENS.map((s) => [s.route, s.path]));
    expect(LEGACY_SCREEN_PATHS).toEqual(fromMocks);
  });
});
