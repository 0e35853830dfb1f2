import { describe, expect, it } from 'vitest';
import { generateOrgTree, LARGE_PROVIDER_NAME } from './generate-org-tree.js';

const parentType = {
  ServiceProvider: ['ServiceProvider'],
  Grouping: ['ServiceProvider', 'Grouping'],
  Site: ['ServiceProvider', 'Grouping'],
  ServiceArea: ['Site'],
};

describe('generateOrgTree', () => {
  it('makes exactly the number of orgs asked for', () => {
    for (const count of [1, 2, 17, 300, 5000]) {
      expect(generateOrgTree({ count, seed: 3 }).orgs).toHaveLength(count);
    }
  });

  it('gives the same tree for the same seed and a different one for another seed', () => {
    const a = JSON.stringify(generateOrgTree({ count: 400, seed: 9 }).orgs);
    expect(JSON.stringify(generateOrgTree({ count: 400, seed: 9 }).orgs)).toBe(a);
    expect(JSON.stringify(generateOrgTree({ count: 400, seed: 10 }).orgs)).not.toBe(a);
  });

  it('nests types ServiceProvider > Grouping > Site > ServiceArea', () => {
    const tree = generateOrgTree({ count: 2000, seed: 1 });
    for (const org of tree.orgs.slice(1)) {
      const parent = tree.byNumber.get(org.parentNumber ?? '');
      expect(parentType[org.type]).toContain(parent?.type);
    }
    expect(new Set(tree.orgs.map((org) => org.type)).size).toBe(4);
  });

  it('numbers orgs like GN-1042 and service areas like GN-1042-7, all unique', () => {
    const tree = generateOrgTree({ count: 3000, seed: 2 });
    expect(new Set(tree.orgs.map((org) => org.number)).size).toBe(3000);
    for (const org of tree.orgs) {
      expect(org.number).toMatch(org.type === 'ServiceArea' ? /^GN-\d+-\d+$/ : /^GN-\d+$/);
      expect(org.id).toBe(`org-${org.number}`);
    }
  });

  it('derives path, displayPath, uniqueId and uniqueIdPath from the ancestors', () => {
    const tree = generateOrgTree({ count: 500, seed: 4 });
    const area = tree.orgs.find((org) => org.type === 'ServiceArea');
    expect(area).toBeDefined();
    if (!area) return;
    const ancestors: string[] = [];
    for (
      let n = tree.byNumber.get(area.parentNumber ?? '');
      n;
      n = tree.byNumber.get(n.parentNumber ?? '')
    ) {
      ancestors.unshift(n.number);
    }
    const numbers = [...ancestors, area.number];
    expect(area.path.map((entry) => entry.number)).toEqual(numbers);
    expect(area.uniqueId).toBe(numbers.join('-'));
    expect(area.uniqueIdPath).toEqual(numbers.map((_, i) => numbers.slice(0, i + 1).join('-')));
    expect(area.displayPath).toBe(
      area.path
        .slice(0, -1)
        .map((entry) => entry.name)
        .join(' > '),
    );
    expect(area.displayPath.split(' > ')[0]).toBe('Guestnet Networks');
  });

  it('never gives two children of one org the same name, which SaveOrg would refuse', () => {
    // The demo's own tree (300 orgs) drew "Central Region" twice under one provider.
    for (const options of [
      { count: 300, seed: 1 },
      { count: 20_000, seed: 1, largeProviderChildren: 1000 },
    ]) {
      const tree = generateOrgTree(options);
      for (const org of tree.orgs) {
        const names = tree.childrenOf(org.number).map((child) => child.name.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
      }
    }
    const tree = generateOrgTree({ count: 300, seed: 1 });
    const regions = tree.orgs.filter((org) => /^Central Region( \d+)?$/.test(org.name));
    expect(regions.map((org) => org.name)).toContain('Central Region 2');
  });

  it('keeps hasChildren and childrenOf consistent', () => {
    const tree = generateOrgTree({ count: 800, seed: 5 });
    for (const org of tree.orgs) {
      expect(org.hasChildren).toBe(tree.childrenOf(org.number).length > 0);
    }
  });

  it('includes linked, trial and disabled orgs, trial only on sites and service areas', () => {
    const { orgs } = generateOrgTree({ count: 2000, seed: 6 });
    expect(orgs.some((org) => org.isLinked)).toBe(true);
    expect(orgs.some((org) => org.status === 'Disabled')).toBe(true);
    const trial = orgs.filter((org) => org.isTrialMode);
    expect(trial.length).toBeGreaterThan(0);
    expect(trial.every((org) => org.type === 'Site' || org.type === 'ServiceArea')).toBe(true);
  });

  it('puts a thousand sites under one large service provider when asked', () => {
    const tree = generateOrgTree({ count: 5000, seed: 1, largeProviderChildren: 1000 });
    const large = tree.orgs.find((org) => org.name === LARGE_PROVIDER_NAME);
    expect(large?.type).toBe('ServiceProvider');
    expect(tree.childrenOf(large?.number ?? '')).toHaveLength(1000);
  });
});
