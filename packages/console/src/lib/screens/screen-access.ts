import type { OrgType } from '../org/org-node';
import type { Screen } from './screen-table';

/**
 * What the console knows of the selected org's grants (docs/product/roles.md, GetOrgAccess): no org
 * selected, the call running, the call failed, or the answer.
 */
export type OrgGrants =
  | { status: 'no-org' }
  | { status: 'verifying' }
  | { status: 'failed' }
  | { status: 'verified'; hasAccess: Partial<Record<string, boolean>>; orgType: OrgType };

/**
 * Whether a screen opens for the selected org, and if not why: its org type is not one the
 * screen is for, or the feature is not granted, or the grants could not be read.
 */
export type ScreenAccess = 'open' | 'verifying' | 'wrong-org-type' | 'not-granted' | 'unverified';

/**
 * The one rule of docs/product/screens.md, docs/product/roles.md for both the menus and the route gate: Admin History always
 * opens; otherwise a screen waits for verification, then opens only when its org type is allowed
 * and its feature granted. The org type is checked first, because choosing another org is what
 * helps then (docs/decisions/screen-gating.md). With no org selected nothing is granted.
 */
export function screenAccess(screen: Screen, grants: OrgGrants): ScreenAccess {
  if (screen.alwaysAllowed) return 'open';
  switch (grants.status) {
    case 'no-org':
      return 'not-granted';
    case 'verifying':
      return 'verifying';
    case 'failed':
      return 'unverified';
    case 'verified':
      if (screen.orgTypes && !screen.orgTypes.includes(grants.orgType)) return 'wrong-org-type';
      return grants.hasAccess[screen.featureId] ? 'open' : 'not-granted';
  }
}

/** What a menu link shows (docs/product/screens.md): the link, 'Verifying...', or nothing. */
export type NavLinkState = 'shown' | 'hidden' | 'verifying';

/** A screen's menu link, by the same rule as the route gate. */
export function navLinkState(screen: Screen, grants: OrgGrants): NavLinkState {
  const access = screenAccess(screen, grants);
  if (access === 'open') return 'shown';
  return access === 'verifying' ? 'verifying' : 'hidden';
}
