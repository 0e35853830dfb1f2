import type { OrgApi } from '../api/org-api';
import { readCookie } from '../platform/cookies';
import { ORG_CONTEXT_COOKIES } from './org-context';
import { type OrgNode, wrapInFakeRoot } from './org-node';
import { readApiMode, writeApiMode } from './org-tree-mode';
import { type OrgTreeStore, orgTree } from './org-tree-store';
import {
  getSelectedOrg,
  hasSelectedOrg,
  selectedOrgFromNode,
  setSelectedOrg,
} from './selected-org';

let loading: Promise<void> | undefined;

/**
 * Loads the org list into the tree once per page (SPEC.md §4 "Org list loading"). With API mode
 * off (`?org-tree-api=false`, or the flag a failed list stored) the legacy frame shows the tree
 * and the list is not asked for; when the list call fails the tree silently falls back to the
 * legacy frame and API mode is turned off. In development mode a fake root `-1` wraps the list
 * (SPEC.md §3). docs/decisions/org-tree-modes.md
 */
export function ensureOrgListLoaded(
  api: Pick<OrgApi, 'list' | 'node'>,
  tree: OrgTreeStore = orgTree,
  options: LoadOptions = {},
): Promise<void> {
  if (tree !== orgTree) return loadInto(api, tree, options);
  loading ??= loadInto(api, tree, options);
  return loading;
}

interface LoadOptions {
  devRoot?: boolean;
  storage?: Storage;
  /** The page's query string, for the `org-tree-api` parameter; `location.search` by default. */
  search?: string;
  /** The org context cookie's number; read from `document.cookie` by default. */
  contextNumber?: string | null;
}

async function loadInto(
  api: Pick<OrgApi, 'list' | 'node'>,
  tree: OrgTreeStore,
  options: LoadOptions,
): Promise<void> {
  // Search and selection read the same flag, so the tree shown and the way orgs are found agree.
  if (!readApiMode(options.search, options.storage)) {
    tree.setSource('legacy');
    return;
  }
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
  await restoreContextOrg(
    api,
    tree,
    options.contextNumber ?? readCookie(ORG_CONTEXT_COOKIES.number),
  );
}

/**
 * A new tab has no selection of its own yet, but the org context cookie says which org the
 * session is on (docs/decisions/org-selection-protocol.md): show that org as selected, without
 * setting it again through SetOrg.aspx.
 */
async function restoreContextOrg(
  api: Pick<OrgApi, 'node'>,
  tree: OrgTreeStore,
  number: string | null,
): Promise<void> {
  if (!number || hasSelectedOrg(getSelectedOrg())) return;
  try {
    const node = tree.findByNumber(number) ?? tree.insert(await api.node(number));
    setSelectedOrg(selectedOrgFromNode(node));
    tree.openAncestors(node);
    tree.scrollTo(node.uniqueId);
  } catch (error) {
    console.warn('The org context cookie names an org that cannot be read', error);
  }
}
