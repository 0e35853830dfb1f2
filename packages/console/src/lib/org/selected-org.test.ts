import { describe, expect, it } from 'vitest';
import { buildOrgNode } from './org-node';
import {
  getSelectedOrg,
  NO_ORG,
  SELECTED_ORG_KEY,
  selectedOrgFromNode,
  setSelectedOrg,
  subscribeSelectedOrg,
} from './selected-org';

const site = buildOrgNode({ name: 'Harbor Hotel', number: 'GN-7', type: 'Site' }, [
  { name: 'Acme', number: 'GN-1' },
]);

describe('selected org', () => {
  it('reads "Organization" before anything is selected', () => {
    expect(NO_ORG.name).toBe('Organization');
    expect(NO_ORG.number).toBeNull();
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

  it('remembers the selection in session info and tells subscribers', () => {
    const storage = window.sessionStorage;
    let calls = 0;
    const unsubscribe = subscribeSelectedOrg(() => calls++);
    setSelectedOrg(selectedOrgFromNode(site), storage);
    expect(getSelectedOrg().number).toBe('GN-7');
    expect(JSON.parse(storage.getItem(SELECTED_ORG_KEY) ?? '{}')).toMatchObject({ number: 'GN-7' });
    setSelectedOrg(NO_ORG, storage);
    expect(storage.getItem(SELECTED_ORG_KEY)).toBeNull();
    expect(calls).toBe(2);
    unsubscribe();
  });
});
