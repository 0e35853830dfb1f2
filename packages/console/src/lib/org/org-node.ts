import type { OrgPathEntry, OrgTreeNode } from '@guestnet/sdk';

export type { OrgPathEntry, OrgStatus, OrgType } from '@guestnet/sdk';

/**
 * An org tree node as the console holds it: the contract's `OrgTreeNode` (docs/product/entities.md "Org tree
 * node"). `children` is absent until the node's children are loaded; `hasChildren` says whether
 * there are any.
 */
export type OrgNode = OrgTreeNode;

/** The org id prefix: an org id is `{prefix}-{orgNumber}` (docs/product/entities.md). */
export const ORG_ID_PREFIX = 'org';

/** The id of the fake root that wraps the tree in development mode (docs/product/entities.md). */
export const FAKE_ROOT_ID = '-1';

/** docs/product/entities.md: the path's org numbers joined by '-', with 'null' where a number is missing. */
export function uniqueIdOf(path: readonly OrgPathEntry[]): string {
  return path.map((entry) => entry.number ?? 'null').join('-');
}

/** docs/product/entities.md: the cumulative ids of a path, from the top ancestor to the node. */
export function uniqueIdPathOf(path: readonly OrgPathEntry[]): string[] {
  return path.map((_, index) => uniqueIdOf(path.slice(0, index + 1)));
}

/** docs/product/entities.md: the ancestor names joined by ' > ' (the node's own name excluded). */
export function displayPathOf(path: readonly OrgPathEntry[]): string {
  return path
    .slice(0, -1)
    .map((entry) => entry.name)
    .join(' > ');
}

/** docs/product/entities.md: an org id is `{prefix}-{orgNumber}`. */
export function orgIdOf(number: string | null): string {
  return `${ORG_ID_PREFIX}-${number ?? 'null'}`;
}

/** The fields a node is built from; the derived ones are computed. */
export type OrgNodeInput = Pick<OrgNode, 'name' | 'number' | 'type'> &
  Partial<Pick<OrgNode, 'isLinked' | 'isTrialMode' | 'status' | 'hasChildren'>> & {
    children?: OrgNodeInput[] | undefined;
  };

/**
 * Builds a node and its loaded descendants from plain input, deriving uniqueId, uniqueIdPath,
 * path and displayPath from the ancestors.
 */
export function buildOrgNode(
  input: OrgNodeInput,
  ancestors: readonly OrgPathEntry[] = [],
): OrgNode {
  const path = [...ancestors, { name: input.name, number: input.number }];
  const children = input.children?.map((child) => buildOrgNode(child, path));
  return {
    id: orgIdOf(input.number),
    name: input.name,
    number: input.number,
    parentNumber: ancestors.at(-1)?.number ?? null,
    type: input.type,
    uniqueId: uniqueIdOf(path),
    uniqueIdPath: uniqueIdPathOf(path),
    path,
    displayPath: displayPathOf(path),
    children,
    hasChildren: input.hasChildren ?? (children ? children.length > 0 : false),
    isLinked: input.isLinked ?? false,
    isTrialMode: input.isTrialMode ?? false,
    status: input.status ?? 'Active',
  };
}

/** docs/product/entities.md: in development mode a fake root with id -1 wraps the top-level orgs. */
export function wrapInFakeRoot(roots: OrgNode[]): OrgNode {
  return {
    id: FAKE_ROOT_ID,
    name: 'Organizations',
    number: null,
    parentNumber: null,
    type: 'ServiceProvider',
    uniqueId: FAKE_ROOT_ID,
    uniqueIdPath: [FAKE_ROOT_ID],
    path: [],
    displayPath: '',
    children: roots,
    hasChildren: roots.length > 0,
    isLinked: false,
    isTrialMode: false,
    status: 'Active',
  };
}
