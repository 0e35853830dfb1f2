import { generateOrgTree, LARGE_PROVIDER_NAME } from '@guestnet/mocks';
import type { OrgNode } from '../src/lib/org-node';

/**
 * The `huge` scenario's 100,000 orgs (the mocks' generator, seed 1, one provider of 1,000 sites),
 * as fully loaded console nodes.
 */
export function hugeTree(): { roots: OrgNode[]; all: OrgNode[]; large: OrgNode } {
  const tree = generateOrgTree({ count: 100_000, seed: 1, largeProviderChildren: 1000 });
  const nodes = new Map<string, OrgNode>();
  for (const org of tree.orgs) nodes.set(org.number, { ...org, children: undefined });
  for (const org of tree.orgs) {
    const children = tree.childrenOf(org.number);
    if (children.length > 0) {
      (nodes.get(org.number) as OrgNode).children = children.map(
        (child) => nodes.get(child.number) as OrgNode,
      );
    }
  }
  const all = tree.orgs.map((org) => nodes.get(org.number) as OrgNode);
  const large = all.find((node) => node.name === LARGE_PROVIDER_NAME);
  if (!large) throw new Error('The huge tree has no large provider');
  return { roots: [nodes.get(tree.root.number) as OrgNode], all, large };
}
