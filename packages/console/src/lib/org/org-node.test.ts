import { describe, expect, it } from 'vitest';
import { buildOrgNode, displayPathOf, uniqueIdOf, uniqueIdPathOf } from './org-node';

const path = [
  { name: 'Acme Hospitality', number: 'GN-1' },
  { name: 'West', number: null },
  { name: 'Harbor Hotel', number: 'GN-1-7' },
];

describe('org node model', () => {
  it('joins the path numbers with "-" and writes "null" where one is missing', () => {
    expect(uniqueIdOf(path)).toBe('GN-1-null-GN-1-7');
  });

  it('lists the cumulative ids from the top ancestor down', () => {
    expect(uniqueIdPathOf(path)).toEqual(['GN-1', 'GN-1-null', 'GN-1-null-GN-1-7']);
  });

  it('shows the ancestors joined by " > "', () => {
    expect(displayPathOf(path)).toBe('Acme Hospitality > West');
  });

  it('derives ids, parents and hasChildren for loaded descendants', () => {
    const root = buildOrgNode({
      name: 'Acme',
      number: 'GN-1',
      type: 'ServiceProvider',
      children: [{ name: 'Lobby', number: 'GN-2', type: 'ServiceArea' }],
    });
    const child = root.children?.[0];
    expect(root.hasChildren).toBe(true);
    expect(child).toMatchObject({
      id: 'org-GN-2',
      parentNumber: 'GN-1',
      uniqueId: 'GN-1-GN-2',
      displayPath: 'Acme',
      hasChildren: false,
      status: 'Active',
    });
  });
});
