import { describe, expect, it } from 'vitest';
import { buildOrgNode, type OrgNode } from '../../lib/org/org-node';
import {
  findInTree,
  mergeNodes,
  NO_CRITERIA,
  type OrgCriteria,
  orgSearchParams,
  PARENT_NOT_FOUND,
  parentMessage,
  readOrgSearch,
} from './search-criteria';

const provider = buildOrgNode({
  name: 'Coastal Hospitality',
  number: 'GN-1',
  type: 'ServiceProvider',
  children: [
    {
      name: 'Harbour Hotel',
      number: 'GN-1042',
      type: 'Site',
      isTrialMode: true,
      children: [
        { name: 'Harbour Lobby', number: 'GN-1042-1', type: 'ServiceArea' },
        { name: 'Meeting Rooms', number: 'GN-1042-2', type: 'ServiceArea', status: 'Disabled' },
      ],
    },
    { name: 'Airport Inn', number: 'GN-2077', type: 'Site' },
  ],
});

function preOrder(node: OrgNode): OrgNode[] {
  return [node, ...(node.children ?? []).flatMap(preOrder)];
}
const nodes = preOrder(provider);
const names = (found: OrgNode[]) => found.map((node) => node.name);
const find = (criteria: Partial<OrgCriteria>, sort = '', parent?: OrgNode) =>
  names(findInTree(nodes, { ...NO_CRITERIA, ...criteria }, sort, parent));

describe('Adv Org Search', () => {
  it('finds names containing the text, without regard to case, in tree order', () => {
    expect(find({ text: 'harbour' })).toEqual(['Harbour Hotel', 'Harbour Lobby']);
    expect(find({})).toHaveLength(5);
  });

  it('searches by number when the text looks like an org number (docs/product/validation.md)', () => {
    expect(find({ text: 'gn-1042' })).toEqual(['Harbour Hotel', 'Harbour Lobby', 'Meeting Rooms']);
    expect(find({ text: 'GN-2077' })).toEqual(['Airport Inn']);
  });

  it('narrows by type, status, trial and the org under which to search', () => {
    expect(find({ type: 'Site' })).toEqual(['Harbour Hotel', 'Airport Inn']);
    expect(find({ status: 'Disabled' })).toEqual(['Meeting Rooms']);
    expect(find({ trial: 'yes' })).toEqual(['Harbour Hotel']);
    expect(find({ trial: 'no', type: 'Site' })).toEqual(['Airport Inn']);
    const hotel = nodes[1];
    expect(find({}, '', hotel)).toEqual(['Harbour Lobby', 'Meeting Rooms']);
  });

  it('sorts by a column, either way', () => {
    expect(find({ type: 'Site' }, 'name')).toEqual(['Airport Inn', 'Harbour Hotel']);
    expect(find({ type: 'ServiceArea' }, '-name')).toEqual(['Meeting Rooms', 'Harbour Lobby']);
  });

  it('says when the parent is no org number or no org of the tree', () => {
    const byNumber = (number: string) => nodes.find((node) => node.number === number);
    expect(parentMessage('', byNumber)).toBeUndefined();
    expect(parentMessage('GN-1042', byNumber)).toBeUndefined();
    expect(parentMessage('harbour', byNumber)).toBe('Invalid Org Number');
    expect(parentMessage('GN-9999', byNumber)).toBe(PARENT_NOT_FOUND);
  });

  it('keeps the criteria and the list state in the address', () => {
    const state = readOrgSearch({ q: 'harbour', type: 'Site', trial: 'maybe', page: '2' });
    expect(state.criteria).toEqual({ ...NO_CRITERIA, text: 'harbour', type: 'Site' });
    expect(orgSearchParams(state)).toEqual({ q: 'harbour', type: 'Site', page: 2 });
  });
});

describe('mergeNodes', () => {
  it('adds the server answers the loaded tree does not hold, once each', () => {
    const [top, hotel] = nodes;
    const inn = nodes[4];
    if (!top || !hotel || !inn) throw new Error('fixture');
    expect(mergeNodes([top, hotel], [hotel, inn]).map((node) => node.name)).toEqual([
      'Coastal Hospitality',
      'Harbour Hotel',
      'Airport Inn',
    ]);
  });
});
