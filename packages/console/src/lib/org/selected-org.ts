import { readStoredJson, removeStored, writeStoredJson } from '../platform/browser-storage';
import type { OrgNode, OrgType } from './org-node';
import { productKey } from './org-storage-keys';

/** The org the console works on (docs/product/entities.md "Selected org"). */
export interface SelectedOrg {
  name: string;
  number: string | null;
  displayPath: string;
  id: string | null;
  uniqueId: string | null;
  type: OrgType | null;
  parentNumber: string | null;
  isSite: boolean;
  isServiceArea: boolean;
}

/** No org selected yet: the name reads 'Organization' (docs/product/entities.md). */
export const NO_ORG: SelectedOrg = {
  name: 'Organization',
  number: null,
  displayPath: '',
  id: null,
  uniqueId: null,
  type: null,
  parentNumber: null,
  isSite: false,
  isServiceArea: false,
};

/** The session-info key the selection is remembered under (docs/product/states.md "session info"). */
export const SELECTED_ORG_KEY = productKey('selectedOrg');

/** The selection made from a tree node. */
export function selectedOrgFromNode(node: OrgNode): SelectedOrg {
  return {
    name: node.name,
    number: node.number,
    displayPath: node.displayPath,
    id: node.id,
    uniqueId: node.uniqueId,
    type: node.type,
    parentNumber: node.parentNumber,
    isSite: node.type === 'Site',
    isServiceArea: node.type === 'ServiceArea',
  };
}

/** Whether an org has been selected. */
export function hasSelectedOrg(org: SelectedOrg): boolean {
  return org.uniqueId !== null;
}

/** The selection this tab remembered in session info, or no org. */
export function readSelectedOrg(storage: Storage | undefined): SelectedOrg {
  const stored = readStoredJson(storage, SELECTED_ORG_KEY, (value) =>
    typeof value === 'object' && value !== null ? (value as Partial<SelectedOrg>) : undefined,
  );
  return stored ? { ...NO_ORG, ...stored } : NO_ORG;
}

/** Remembers the selection in session info for this tab (docs/product/states.md), or forgets it. */
export function writeSelectedOrg(org: SelectedOrg, storage: Storage | undefined): void {
  // Storage full or blocked (private mode): the selection still holds for this page.
  if (hasSelectedOrg(org)) writeStoredJson(storage, SELECTED_ORG_KEY, org);
  else removeStored(storage, SELECTED_ORG_KEY);
}
