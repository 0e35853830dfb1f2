import { ErrorEleven } from '@guestnet/sdk';
import { isOrgNumber, type OrgNode } from '../../lib/org/org-node';
import type { OrgTreeStore } from '../../lib/org/org-tree-store';
import { OrgSearchIndex, type OrgSearchResult } from './org-search-index';
import { MAX_RESULTS } from './search-text';

/** The server calls a search makes (the SDK's org query options in the console). */
export interface OrgLookups {
  /** One org by its number; rejects with a 404 ErrorEleven when there is none. */
  node(number: string): Promise<OrgNode>;
  /** The server-side search of API mode. */
  search(input: string): Promise<OrgNode[]>;
}

let cached: { nodes: OrgNode[]; index: OrgSearchIndex<OrgNode> } | undefined;

/** The local index over every loaded org, rebuilt only when the loaded set changes. */
function localIndex(tree: OrgTreeStore): OrgSearchIndex<OrgNode> {
  const nodes = tree.allNodes();
  if (cached?.nodes !== nodes) {
    cached = {
      nodes,
      index: new OrgSearchIndex(nodes, (node) => `${node.name}\u0001${node.displayPath}`),
    };
  }
  return cached.index;
}

/**
 * Finds orgs for the search box (SPEC.md §4, §7): an org-number-like text searches by number
 * (the loaded tree first, then the server); otherwise the server searches in API mode (and when
 * no native tree is loaded), and the local index filters the loaded orgs when it is off
 * (docs/decisions/org-tree-modes.md).
 */
export async function findOrgs(
  text: string,
  deps: { api: OrgLookups; tree: OrgTreeStore; apiMode: boolean },
): Promise<OrgSearchResult<OrgNode>> {
  const query = text.trim();
  if (isOrgNumber(query)) {
    const local = deps.tree.findByNumber(query);
    if (local) return { items: [local], total: 1 };
    try {
      return { items: [await deps.api.node(query.toUpperCase())], total: 1 };
    } catch (error) {
      // No such org is an empty result; any other failure is an error for the general handler
      // (SPEC.md §8), which the search box shows before it empties the list.
      if (ErrorEleven.is(error) && error.status === 404) return { items: [], total: 0 };
      throw error;
    }
  }
  if (deps.apiMode || deps.tree.source !== 'native') {
    const found = await deps.api.search(query);
    return { items: found.slice(0, MAX_RESULTS), total: found.length };
  }
  return localIndex(deps.tree).search(query, MAX_RESULTS);
}
