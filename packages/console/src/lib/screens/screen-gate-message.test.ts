import { describe, expect, it } from 'vitest';
import { orgTypesPlural, screenGateMessage } from './screen-gate-message';
import { SCREENS, type Screen } from './screen-table';

const screen = (title: string): Screen => {
  const found = SCREENS.find((s) => s.title === title);
  if (!found) throw new Error(`no screen ${title}`);
  return found;
};

describe('screenGateMessage', () => {
  it.each([
    [
      'Devices',
      'wrong-org-type',
      { name: 'North Region', type: 'Grouping' },
      'Not available for this organization',
      'Devices is for Service Areas only. North Region is a Grouping.',
      'To open Devices, choose a Service Area in the Org Tree or search for one.',
    ],
    [
      'Service Plans',
      'wrong-org-type',
      { name: 'Harbour Hotel', type: 'Site' },
      'Not available for this organization',
      'Service Plans is for Service Areas only. Harbour Hotel is a Site.',
      'To open Service Plans, choose a Service Area in the Org Tree or search for one.',
    ],
    [
      'PAN Mapping',
      'wrong-org-type',
      { name: 'Acme', type: 'ServiceProvider' },
      'Not available for this organization',
      'PAN Mapping is for Sites and Service Areas only. Acme is a Service Provider.',
      'To open PAN Mapping, choose a Site or a Service Area in the Org Tree or search for one.',
    ],
    [
      'Admins',
      'not-granted',
      { name: 'Harbour Hotel', type: 'Site' },
      'Not available for this organization',
      'Your role has no access to Admins for Harbour Hotel.',
      'Choose another organization in the Org Tree, or ask an administrator for access.',
    ],
    [
      'Devices',
      'unverified',
      { name: 'Lobby', type: null },
      'Access could not be checked',
      'Your access to Devices for Lobby could not be checked.',
      'Try again, or choose another organization in the Org Tree.',
    ],
  ] as const)('%s, %s, for %j', (title, access, org, heading, reason, hint) => {
    expect(screenGateMessage(screen(title), access, org)).toEqual({ heading, reason, hint });
  });

  it('names three org types in a list', () => {
    expect(orgTypesPlural(['Grouping', 'Site', 'ServiceArea'])).toBe(
      'Groupings, Sites and Service Areas',
    );
  });
});
