import { describe, expect, it } from 'vitest';
import { buildOrgNode, type OrgNode } from '../../lib/org/org-node';
import { badgeOf, statusColor } from './org-tree-row';

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
});
