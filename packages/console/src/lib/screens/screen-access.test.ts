import { describe, expect, it } from 'vitest';
import type { OrgType } from '../org/org-node';
import { navLinkState, type OrgGrants, screenAccess } from './screen-access';
import { SCREENS, type Screen } from './screen-table';

const screen = (title: string): Screen => {
  const found = SCREENS.find((s) => s.title === title);
  if (!found) throw new Error(`no screen ${title}`);
  return found;
};
const granted = (orgType: OrgType, ...ids: string[]): OrgGrants => ({
  status: 'verified',
  hasAccess: Object.fromEntries(ids.map((id) => [id, true])),
  orgType,
});
const NO_ORG: OrgGrants = { status: 'no-org' };
const VERIFYING: OrgGrants = { status: 'verifying' };
const FAILED: OrgGrants = { status: 'failed' };

describe('navLinkState', () => {
  it.each([
    ['Devices', granted('ServiceArea', 'af_nasdev'), 'shown'],
    ['Devices', granted('Site', 'af_nasdev'), 'hidden'],
    ['Mikrotik Manager', granted('Site', 'af_nasdev'), 'shown'],
    ['Mikrotik Manager', granted('ServiceArea', 'af_nasdev'), 'hidden'],
    ['PAN Mapping', granted('Site', 'af_panmap'), 'shown'],
    ['PAN Mapping', granted('ServiceArea', 'af_panmap'), 'shown'],
    ['PAN Mapping', granted('Grouping', 'af_panmap'), 'hidden'],
    ['Edit Org', granted('Grouping', 'af_editorg'), 'shown'],
    ['Edit Org', granted('Grouping'), 'hidden'],
    ['Enterprise', granted('Site', 'af_enterprise'), 'shown'],
    ['Enterprise', granted('Grouping', 'af_enterprise'), 'hidden'],
    ['Hotspot 2.0', granted('Grouping', 'af_passpoint'), 'shown'],
    ['Hotspot 2.0', granted('ServiceProvider', 'af_passpoint'), 'hidden'],
    ['Admin History', granted('Site'), 'shown'],
    ['Admin History', NO_ORG, 'shown'],
    ['Promo Codes', NO_ORG, 'hidden'],
    ['Promo Codes', FAILED, 'hidden'],
  ] as const)('%s with %j is %s', (title, grants, expected) => {
    expect(navLinkState(screen(title), grants)).toBe(expected);
  });

  it('reads "Verifying..." while verification runs, except Admin History', () => {
    expect(navLinkState(screen('Promo Codes'), VERIFYING)).toBe('verifying');
    expect(navLinkState(screen('Admin History'), VERIFYING)).toBe('shown');
  });
});

// The route gate: every org type against a screen for any type, one for one type, one for two,
// with and without the grant, plus the states before an answer.
describe('screenAccess', () => {
  const types: OrgType[] = ['Site', 'ServiceArea', 'Grouping', 'ServiceProvider'];
  const allowed: Record<string, readonly OrgType[]> = {
    'Edit Org': types,
    'Service Plans': ['ServiceArea'],
    Devices: ['ServiceArea'],
    Conferences: ['Site'],
    'PAN Mapping': ['Site', 'ServiceArea'],
    'Hotspot 2.0': ['Grouping', 'Site', 'ServiceArea'],
  };
  const cases = Object.entries(allowed).flatMap(([title, ok]) =>
    types.flatMap((type) => [
      [title, type, true, ok.includes(type) ? 'open' : 'wrong-org-type'] as const,
      [title, type, false, ok.includes(type) ? 'not-granted' : 'wrong-org-type'] as const,
    ]),
  );

  it.each(cases)('%s for a %s (granted: %s) is %s', (title, type, isGranted, expected) => {
    const s = screen(title);
    const grants = isGranted ? granted(type, s.featureId) : granted(type);
    expect(screenAccess(s, grants)).toBe(expected);
  });

  it.each([
    ['Service Plans', NO_ORG, 'not-granted'],
    ['Service Plans', VERIFYING, 'verifying'],
    ['Service Plans', FAILED, 'unverified'],
    ['Admin History', NO_ORG, 'open'],
    ['Admin History', VERIFYING, 'open'],
    ['Admin History', FAILED, 'open'],
    ['Admin History', granted('Grouping'), 'open'],
  ] as const)('%s with %j is %s', (title, grants, expected) => {
    expect(screenAccess(screen(title), grants)).toBe(expected);
  });

  it('does not take another feature for the screen’s own', () => {
    expect(screenAccess(screen('Devices'), granted('ServiceArea', 'af_servplan'))).toBe(
      'not-granted',
    );
  });
});
