import { beforeEach, describe, expect, it } from 'vitest';
import { readRecentOrgs, rememberRecentOrg } from './org-recent';

const storage = window.localStorage;
beforeEach(() => storage.clear());

describe('recent orgs', () => {
  it('stores the most recent first, joined by "|" under the product-prefixed key', () => {
    rememberRecentOrg('GN-1', storage);
    rememberRecentOrg('GN-2', storage);
    // Under the product-prefixed key (docs/product/constants.md).
    expect(storage.getItem('Guestnet.recentViewedOrgs')).toBe('GN-2|GN-1');
  });

  it('moves a revisited org to the front instead of listing it twice', () => {
    for (const n of ['GN-1', 'GN-2', 'GN-3', 'GN-1']) rememberRecentOrg(n, storage);
    expect(readRecentOrgs(storage)).toEqual(['GN-1', 'GN-3', 'GN-2']);
  });

  it('keeps at most 15, dropping the oldest', () => {
    for (let i = 1; i <= 17; i++) rememberRecentOrg(`GN-${i}`, storage);
    const list = readRecentOrgs(storage);
    expect(list).toHaveLength(15);
    expect(list[0]).toBe('GN-17');
    expect(list.at(-1)).toBe('GN-3');
  });

  it('does not remember the null org', () => {
    rememberRecentOrg(null, storage);
    expect(readRecentOrgs(storage)).toEqual([]);
  });
});
