import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildOrgNode, type OrgNode } from '../../lib/org/org-node';
import { badgeOf, OrgTreeRow, statusColor } from './org-tree-row';

const node = (over: Partial<OrgNode>): { node: OrgNode } => ({
  node: { ...buildOrgNode({ name: 'Org', number: 'GN-1', type: 'Site' }), ...over },
});

describe('org tree rows', () => {
  it.each([
    ['ServiceArea', 'SA'],
    ['Site', 'S'],
    ['Grouping', null],
    ['ServiceProvider', null],
  ] as const)('badges a %s as %s', (type, badge) => {
    expect(badgeOf(node({ type }))).toBe(badge);
  });

  it.each([
    ['a disabled org grey', { status: 'Disabled', isTrialMode: false }, 'gray'],
    ['a disabled trial org grey', { status: 'Disabled', isTrialMode: true }, 'gray'],
    ['a trial org in the primary colour', { status: 'Active', isTrialMode: true }, 'blue'],
    ['an active org green', { status: 'Active', isTrialMode: false }, 'green'],
  ] as const)('colours %s', (_, over, colour) => {
    expect(statusColor(node(over))).toContain(`-${colour}-`);
  });

  it('keeps a long name whole for the hover and for a screen reader, where the drawer cuts it', () => {
    const name = 'Crescent Venues Harbourside Conference Centre and Marina Pavilion West Wing';
    render(
      createElement(OrgTreeRow, {
        row: {
          ...node({ name, type: 'ServiceArea' }),
          level: 2,
          posInSet: 1,
          setSize: 1,
          isOpen: false,
        },
        index: 0,
        top: 0,
        isSelected: false,
        isFocusable: true,
        isOpening: false,
        showBadges: true,
        onToggle: () => {},
        onSelect: () => {},
        onFocus: () => {},
        onBlur: () => {},
      }),
    );
    expect(screen.getByRole('treeitem', { name })).toBeTruthy();
    expect(screen.getByTitle(name).textContent).toBe(name);
  });
});
