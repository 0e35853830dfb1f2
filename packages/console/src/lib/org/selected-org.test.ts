import { describe, expect, it } from 'vitest';
import { buildOrgNode } from './org-node';
import {
  NO_ORG,
  readSelectedOrg,
  SELECTED_ORG_KEY,
  selectedOrgFromNode,
  writeSelectedOrg,
} from './selected-org';

const site = buildOrgNode({ name: 'Harbor Hotel', number: 'GN-7', type: 'Site' }, [
  { name: 'Acme', number: 'GN-1' },
]);

describe('selected org', () => {
  it('reads "Organization" with no number before anything is selected', () => {
    window.sessionStorage.clear();
    const nothingStored = readSelectedOrg(window.sessionStorage);
    expect(nothingStored.name).toBe('Organization');
    expect(nothingStored.number).toBeNull();
  });

  it('takes name, number, path and type flags from the node', () => {
    expect(selectedOrgFromNode(site)).toEqual({
      name: 'Harbor Hotel',
      number: 'GN-7',
      displayPath: 'Acme',
      id: 'org-GN-7',
      uniqueId: 'GN-1-GN-7',
      type: 'Site',
      parentNumber: 'GN-1',
      isSite: true,
      isServiceArea: false,
    });
  });

  it('remembers the selection in session info, and forgets it for no org', () => {
    const storage = window.sessionStorage;
    writeSelectedOrg(selectedOrgFromNode(site), storage);
    expect(readSelectedOrg(storage).number).toBe('GN-7');
    expect(JSON.parse(storage.getItem(SELECTED_ORG_KEY) ?? '{}')).toMatchObject({ number: 'GN-7' });
    writeSelectedOrg(NO_ORG, storage);
    expect(storage.getItem(SELECTED_ORG_KEY)).toBeNull();
    expect(readSelectedOrg(storage)).toEqual(NO_ORG);
  });

  it('reads no org from broken session info', () => {
    const storage = window.sessionStorage;
    storage.setItem(SELECTED_ORG_KEY, '{broken');
    expect(readSelectedOrg(storage)).toEqual(NO_ORG);
  });
});
