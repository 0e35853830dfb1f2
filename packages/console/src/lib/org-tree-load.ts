import type { OrgApi } from './org-api';
import { type OrgNode, wrapInFakeRoot } from './org-node';
import { writeApiMode } from './org-tree-mode';
import { type OrgTreeStore, orgTree } from './org-tree-store';

let loading: Promise<void> | undefined;

/**
 * Loads the org list into the tree once per page (SPEC.md §4 "Org list loading"). When the list
 * call fails the tree silently falls back to the legacy frame and API mode is turned off. In
 * development mode a fake root `-1` wraps the list (SPEC.md §3).
 */
export function ensureOrgListLoaded(
  api: Pick<OrgApi, 'list'>,
  tree: OrgTreeStore = orgTree,
  options: { devRoot?: boolean; storage?: Storage } = {},
): Promise<void> {
  if (tree !== orgTree) return loadInto(api, tree, options);
  loading ??= loadInto(api, tree, options);
  return loading;
}

async function loadInto(
  api: Pick<OrgApi, 'list'>,
  tree: OrgTreeStore,
  options: { devRoot?: boolean; storage?: Storage },
): Promise<void> {
  let roots: OrgNode[];
  try {
    roots = await api.list();
  } catch {
    writeApiMode(false, options.storage);
    tree.setSource('legacy');
    return;
  }
  const devRoot = options.devRoot ?? import.meta.env.DEV;
  tree.setRoots(devRoot ? [wrapInFakeRoot(roots)] : roots);
  // The top level starts open, so a first visit sees more than one row.
  for (const root of tree.roots) if (root.children) await tree.open(root);
}
