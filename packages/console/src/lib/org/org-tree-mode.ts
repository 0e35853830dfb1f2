// docs/decisions/org-tree-modes.md: what API mode switches, and the legacy fallback.

/** The query parameter and the stored flag that turn API mode on (SPEC.md §4). */
export const ORG_TREE_API_FLAG = 'org-tree-api';

function localStore(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * Whether API mode is on: the `org-tree-api` query parameter (any value but `false`/`0` turns it
 * on) is remembered; otherwise the stored flag decides, and with no flag stored it is on (the
 * native tree is the console's; docs/decisions/org-tree-modes.md).
 */
export function readApiMode(
  search: string = globalThis.location?.search ?? '',
  storage: Storage | undefined = localStore(),
): boolean {
  const params = new URLSearchParams(search);
  if (params.has(ORG_TREE_API_FLAG)) {
    const value = params.get(ORG_TREE_API_FLAG)?.toLowerCase();
    const on = value !== 'false' && value !== '0';
    writeApiMode(on, storage);
    return on;
  }
  try {
    return storage?.getItem(ORG_TREE_API_FLAG) !== 'false';
  } catch {
    return true;
  }
}

/** Stores the flag; the legacy fallback turns it off (SPEC.md §4 "Org list loading"). */
export function writeApiMode(on: boolean, storage: Storage | undefined = localStore()): void {
  try {
    storage?.setItem(ORG_TREE_API_FLAG, String(on));
  } catch {
    // Blocked storage: the mode holds for this page only.
  }
}
