// docs/decisions/org-tree-modes.md: what API mode switches, and the legacy fallback.

import { browserStorage, readStored, writeStored } from '../platform/browser-storage';

/** The query parameter and the stored flag that turn API mode on (docs/product/states.md). */
export const ORG_TREE_API_FLAG = 'org-tree-api';

/**
 * Whether API mode is on: the `org-tree-api` query parameter (any value but `false`/`0` turns it
 * on) is remembered; otherwise the stored flag decides, and with no flag stored it is on (the
 * native tree is the console's; docs/decisions/org-tree-modes.md).
 */
export function readApiMode(
  search: string = globalThis.location?.search ?? '',
  storage: Storage | undefined = browserStorage(),
): boolean {
  const params = new URLSearchParams(search);
  if (params.has(ORG_TREE_API_FLAG)) {
    const value = params.get(ORG_TREE_API_FLAG)?.toLowerCase();
    const on = value !== 'false' && value !== '0';
    writeApiMode(on, storage);
    return on;
  }
  return readStored(storage, ORG_TREE_API_FLAG) !== 'false';
}

/** Stores the flag; the legacy fallback turns it off (docs/product/states.md "Org list loading"). */
export function writeApiMode(on: boolean, storage: Storage | undefined = browserStorage()): void {
  // Blocked storage: the mode holds for this page only.
  writeStored(storage, ORG_TREE_API_FLAG, String(on));
}
