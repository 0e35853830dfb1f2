import type { OrgApi } from '../api/org-api';
import { writeCookie } from '../platform/cookies';
import { ORG_CONTEXT_COOKIES, setOrgUrl } from './org-context';
import type { OrgNode } from './org-node';
import { rememberRecentOrg } from './org-recent';
import { setOrgFrame } from './org-set-frame';
import { readApiMode } from './org-tree-mode';
import { type OrgTreeStore, orgTree } from './org-tree-store';
import { getSelectedOrg, selectedOrgFromNode, setSelectedOrg } from './selected-org';

/** What a selection touches; the defaults are the console's own, tests pass their own. */
export interface SelectOrgDeps {
  api: Pick<OrgApi, 'byPath' | 'node'>;
  tree?: OrgTreeStore;
  apiMode?: () => boolean;
  setCookie?: (name: string, value: string) => void;
  recentStorage?: Storage | undefined;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** SPEC.md §8: a selection by number that finds nothing. */
export const ORG_NOT_FOUND = 'Unable to find org, please select one in tree.';

/**
 * Selects an org exactly as SPEC.md §4 "Org selection" says: in API mode it is first loaded into
 * the tree when missing; nothing happens when it is already selected; otherwise the selection is
 * set and remembered (session info, recent list, org context cookies), SetOrg.aspx is loaded in
 * the hidden frame, and the ancestors are opened with the org scrolled into view. Resolves to
 * whether the selection changed.
 */
export async function selectOrg(node: OrgNode, deps: SelectOrgDeps): Promise<boolean> {
  const tree = deps.tree ?? orgTree;
  let target = tree.findByUniqueId(node.uniqueId);
  if (!target && (deps.apiMode ?? readApiMode)()) {
    tree.insert(await deps.api.byPath(node.uniqueId, false));
    target = tree.findByUniqueId(node.uniqueId);
  }
  target ??= tree.insert(node);
  if (getSelectedOrg().uniqueId === target.uniqueId) return false;

  setSelectedOrg(selectedOrgFromNode(target));
  rememberRecentOrg(target.number, deps.recentStorage);
  const setCookie = deps.setCookie ?? writeCookie;
  setCookie(ORG_CONTEXT_COOKIES.number, target.number ?? '');
  setCookie(ORG_CONTEXT_COOKIES.uniqueId, target.uniqueId);
  setOrgFrame.set(setOrgUrl(target, (deps.now ?? Date.now)()));
  try {
    tree.openAncestors(target);
    tree.scrollTo(target.uniqueId);
  } catch (error) {
    // SPEC.md §8: a failure scrolling to the org in the tree is only logged.
    (deps.log ?? console.warn)('Unable to scroll to the selected org', error);
  }
  return true;
}

/**
 * Selects an org by its number (deep links, org-number search): from the tree when loaded,
 * otherwise from GET /AdminApi/org/tree/{orgNumber}. Rejects with `ORG_NOT_FOUND` when there is
 * no such org.
 */
export async function selectOrgByNumber(number: string, deps: SelectOrgDeps): Promise<boolean> {
  const tree = deps.tree ?? orgTree;
  let node = tree.findByNumber(number);
  if (!node) {
    try {
      node = await deps.api.node(number.toUpperCase());
    } catch (error) {
      throw new Error(ORG_NOT_FOUND, { cause: error });
    }
  }
  return selectOrg(node, deps);
}
