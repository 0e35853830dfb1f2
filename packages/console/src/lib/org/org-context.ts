import { settings } from '../platform/settings';

// docs/decisions/org-selection-protocol.md: cookie names and the SetOrg.aspx address.

/** The org context cookies of docs/product/entities.md (number and uniqueId, path /). */
export const ORG_CONTEXT_COOKIES = { number: 'OrgNumber', uniqueId: 'OrgUniqueId' } as const;

/** The legacy page that sets the current org (docs/product/screens.md "Entry pages"). */
export function setOrgPath(product: string = settings.product): string {
  return `/${product}/Admin/organization/SetOrg.aspx`;
}

/** The legacy org list page the drawer falls back to (docs/product/states.md "Org list loading"). */
export function legacyOrgListPath(product: string = settings.product): string {
  return `/${product}/Admin/organization/OrgList.aspx`;
}

/** What SetOrg.aspx needs to know about the org being set. */
export interface SetOrgTarget {
  number: string | null;
  name: string;
  parentNumber: string | null;
}

/**
 * The SetOrg.aspx address for an org: ORG_NUMBER (empty for the null org), ORG_NAME
 * (URL-encoded), PARENT_ORG_NUMBER and a timestamp so the frame always reloads (docs/product/screens.md).
 */
export function setOrgUrl(org: SetOrgTarget, now: number = Date.now()): string {
  const query = new URLSearchParams({
    ORG_NUMBER: org.number ?? '',
    ORG_NAME: org.name,
    PARENT_ORG_NUMBER: org.parentNumber ?? '',
    t: String(now),
  });
  return `${setOrgPath()}?${query.toString().replaceAll('+', '%20')}`;
}
