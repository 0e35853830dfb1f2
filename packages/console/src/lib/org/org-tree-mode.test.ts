import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_TREE_API_FLAG, readApiMode, writeApiMode } from './org-tree-mode';

const storage = window.localStorage;
beforeEach(() => storage.clear());

describe('API mode', () => {
  it.each([
    ['', null, true],
    ['', 'true', true],
    ['', 'false', false],
    ['?org-tree-api', null, true],
    ['?org-tree-api=1', 'false', true],
    ['?org-tree-api=false', 'true', false],
    ['?org-tree-api=0', null, false],
  ])('query %j with stored flag %j is %s', (search, stored, expected) => {
    if (stored !== null) storage.setItem(ORG_TREE_API_FLAG, stored);
    expect(readApiMode(search, storage)).toBe(expected);
  });

  it('remembers a mode given by the query parameter for the next visit', () => {
    readApiMode('?org-tree-api', storage);
    expect(readApiMode('', storage)).toBe(true);
  });

  it('stays off after the fallback turned it off', () => {
    writeApiMode(true, storage);
    writeApiMode(false, storage);
    expect(readApiMode('', storage)).toBe(false);
  });
});
