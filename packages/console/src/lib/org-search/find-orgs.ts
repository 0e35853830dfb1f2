import { ErrorEleven } from '@guestnet/sdk';
import { isOrgNumber } from '@guestnet/validators';
import type { OrgNode } from '../org/org-node';
import type { OrgTreeStore } from '../org/org-tree-store';
import { nextTask } from '../platform/next-task';
import { type OrgSearchResult, SHARED } from './org-search-index';
import { type LiveIndexOptions, LiveOrgSearchIndex } from './org-search-index-live';
import { MAX_RESULTS } from './search-text';

/** The server calls a search makes (the SDK's org query options in the console). */
export interface OrgLookups {
  /** One org by its number; rejects with a 404 ErrorEleven when there is none. */
  node(number: string): Promise<OrgNode>;
  /** The server-side search of API mode. */
  search(input: string): Promise<OrgNode[]>;
}

// The name, then the parent's path its siblings share (SHARED, org-search-index.ts).
const orgText = (node: OrgNode) => `${node.name}${SHARED}${node.displayPath}`;
const indexes = new WeakMap<OrgTreeStore, LiveOrgSearchIndex<OrgNode>>();

/**
 * The local index over every loaded org of a tree, one per tree: built in time slices after the
 * list arrives, it follows later inserts without building again (org-search-index-live.ts).
 */
export function loadedOrgsIndex(
  tree: OrgTreeStore,
  options?: LiveIndexOptions,
): LiveOrgSearchIndex<OrgNode> {
  let index = indexes.get(tree);
  if (!index) {
    index = new LiveOrgSearchIndex(() => tree.allNodes(), orgText, options);
    indexes.set(tree, index);
  }
  return index;
}

/** Whether the loaded tree answers a text search (docs/decisions/org-tree-modes.md). */
const searchesLocally = (tree: OrgTreeStore, apiMode: boolean) =>
  !apiMode && tree.source === 'native';

/**
 * Keeps the local index of a tree in step with it while the search box is mounted: a task after
 * each change (never inside the change itself, which may be the list's arrival), it takes in the
 * loaded orgs, and the index builds in the background. Returns the unsubscriber.
 */
export function followTree(
  tree: OrgTreeStore,
  apiMode: () => boolean,
  pause: () => Promise<void> = nextTask,
): () => void {
  let scheduled = false;
  let following = true;
  const refreshSoon = () => {
    if (scheduled) return;
    scheduled = true;
    void pause().then(() => {
      scheduled = false;
      if (following && searchesLocally(tree, apiMode())) loadedOrgsIndex(tree).refresh();
    });
  };
  refreshSoon();
  const unsubscribe = tree.subscribe(refreshSoon);
  return () => {
    following = false;
    unsubscribe();
  };
}

/**
 * Finds orgs for the search box (docs/product/states.md, docs/product/calls.md): an org-number-like text searches by number
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
      // (docs/product/errors.md), which the search box shows before it empties the list.
      if (ErrorEleven.is(error) && error.status === 404) return { items: [], total: 0 };
      throw error;
    }
  }
  if (!searchesLocally(deps.tree, deps.apiMode)) {
    const found = await deps.api.search(query);
    return { items: found.slice(0, MAX_RESULTS), total: found.length };
  }
  return loadedOrgsIndex(deps.tree).search(query, MAX_RESULTS);
}
