import { generateOrgTree, LARGE_PROVIDER_NAME } from '@guestnet/mocks';
import type { OrgNode } from '../src/lib/org/org-node';

/**
 * The `huge` scenario's 100,000 orgs (the mocks' generator, seed 1, one provider of 1,000 sites),
 * as fully loaded console nodes. They go through JSON first, as the API's data does: the
 * generator's concatenated strings would otherwise make every lookup pay for flattening them.
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
  const roots = JSON.parse(JSON.stringify([nodes.get(tree.root.number)])) as OrgNode[];
  const all: OrgNode[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop() as OrgNode;
    all.push(node);
    if (node.children)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as OrgNode);
  }
  const large = all.find((node) => node.name === LARGE_PROVIDER_NAME);
  if (!large) throw new Error('The huge tree has no large provider');
  return { roots, all, large };
}
