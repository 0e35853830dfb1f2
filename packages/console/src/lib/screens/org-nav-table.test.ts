import { describe, expect, it } from 'vitest';
import type { OrgType } from '../org/org-node';
import { NAV_FEATURE_IDS, NAV_TABLE, type NavLink, navLinkState } from './org-nav-table';

const link = (title: string): NavLink => {
  const found = NAV_TABLE.flatMap((c) => c.links).find((l) => l.title === title);
  if (!found) throw new Error(`no link ${title}`);
  return found;
};
const granted = (orgType: OrgType, ...ids: string[]) => ({
  hasAccess: Object.fromEntries(ids.map((id) => [id, true])),
  orgType,
});

describe('the route table', () => {
  it('lists the tabs in the order of SPEC.md §2', () => {
    expect(NAV_TABLE.map((c) => c.title)).toEqual(['Setup', 'Manage', 'Report', 'Support']);
  });

  it('has every route path of SPEC.md §2', () => {
    const routes = NAV_TABLE.flatMap((c) => c.links.filter((l) => !l.external).map((l) => l.route));
    expect(routes).toHaveLength(30);
    expect(new Set(routes).size).toBe(30);
  });

  it('asks about each feature once', () => {
    expect(new Set(NAV_FEATURE_IDS).size).toBe(NAV_FEATURE_IDS.length);
    expect(NAV_FEATURE_IDS).toContain('af_passpoint');
  });
});

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
    ['Admin History', undefined, 'shown'],
    ['Promo Codes', undefined, 'hidden'],
  ] as const)('%s with %j is %s', (title, access, expected) => {
    expect(navLinkState(link(title), access, false)).toBe(expected);
  });

  it('reads "Verifying..." while verification runs, except Admin History', () => {
    expect(navLinkState(link('Promo Codes'), granted('Site', 'af_promocode'), true)).toBe(
      'verifying',
    );
    expect(navLinkState(link('Admin History'), undefined, true)).toBe('shown');
  });
});
