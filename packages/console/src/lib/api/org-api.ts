import type { OrgNode, OrgType } from '../org/org-node';

/** The features granted for an org and its type (SPEC.md §7 GetOrgAccess). */
export interface OrgAccess {
  hasAccess: Partial<Record<string, boolean>>;
  orgType: OrgType;
}

/**
 * The org calls of SPEC.md §7 the console makes, as one port: the app wires it to the SDK's
 * clients (`org-api-sdk.ts`), tests pass fakes or the mocks' handlers. Every method rejects with
 * the SDK's error.
 */
export interface OrgApi {
  /** GET /AdminApi/org/tree: the top-level orgs with their loaded children. */
  list(): Promise<OrgNode[]>;
  /** GET /AdminApi/org/tree/{orgNumber}: one org with its children one level deep. */
  node(number: string): Promise<OrgNode>;
  /** POST /AdminApi/org/tree: the tree item for an org's uniqueId path. */
  byPath(path: string, alreadyHasData: boolean): Promise<OrgNode>;
  /** POST /AdminApi/org/tree/numbers: orgs by number, in the order asked (recent orgs). */
  byNumbers(numbers: readonly string[]): Promise<OrgNode[]>;
  /** GET /AdminApi/org/tree/search/{input}: the server search of API mode. */
  search(input: string): Promise<OrgNode[]>;
  /** GetOrgAccess: which of these features the org grants, cached per org. */
  access(orgNumber: string, features: readonly string[]): Promise<OrgAccess>;
}
