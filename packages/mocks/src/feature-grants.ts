import type { DemoIdentity } from './identities.js';
import type { GeneratedOrg, OrgType } from './org-tree/generate-org-tree.js';

/** Every feature id of docs/product/screens.md's table plus the two verification ids of §3. */
export const FEATURE_IDS = [
  'af_editorg',
  'af_neworg',
  'af_nasdev',
  'af_paygate',
  'af_servplan',
  'af_portal',
  'af_imageman',
  'af_panmap',
  'af_connprofiles',
  'af_advconf',
  'af_promocode',
  'af_rotpass',
  'af_users',
  'af_groups',
  'af_admins',
  'af_accesscode',
  'af_conferences',
  'af_roletemplates',
  'af_promotions',
  'af_bulkchange',
  'af_reportsalesutc',
  'af_reportpms',
  'af_reportcc',
  'af_groupsales',
  'af_usersales',
  // Beyond docs/product/README.md: Report > Overview, for any org type.
  'af_overview',
  'af_allacounts',
  'af_radiususage',
  'af_loyaltypms',
  'af_searchorg',
  'af_adminhistory',
  'af_enterprise',
  'af_passpoint',
] as const;

/** docs/product/entities.md "Feature entry": verification ids valid only for some org types. */
const typeLimited: Record<string, readonly OrgType[]> = {
  af_enterprise: ['Site'],
  af_passpoint: ['Grouping', 'Site', 'ServiceArea'],
};

/**
 * Whether the identity's role grants a feature, whatever the org: every feature id but those it
 * withholds (the SSO user has no Admins, Role Templates or Add Org; `limited.admin` no devices).
 * The mocks refuse an org-scoped call by this and the reach (docs/decisions/tenant-isolation.md);
 * {@link hasFeature} narrows it further per org for the console's menus.
 *
 * @example
 * roleGrants(DEMO_LIMITED_ADMIN, 'af_nasdev'); // false
 */
export function roleGrants(identity: DemoIdentity, feature: string): boolean {
  if (identity.withheldFeatures?.includes(feature)) return false;
  return feature === 'af_adminhistory' || (FEATURE_IDS as readonly string[]).includes(feature);
}

/** The number part of an org number (GN-1042-7 gives 1042), to vary grants stably by org. */
const orgSerial = (org: GeneratedOrg) => Number(org.number.split('-')[1] ?? 0);

/**
 * Whether an identity has a feature at an org. Grants differ by org so the console's gating is
 * visible in the demo: every fifth site lacks payment gateways and the portal, every seventh org
 * lacks promotions and access codes, disabled orgs keep only Edit Org and Admin History. Those
 * per-org narrowings stand for what each demo org has set up and only shape the menus; the API
 * refuses by {@link roleGrants} and the reach (docs/decisions/tenant-isolation.md).
 *
 * @example
 * hasFeature(DEMO_ADMIN, org, 'af_paygate');
 */
export function hasFeature(identity: DemoIdentity, org: GeneratedOrg, feature: string): boolean {
  if (feature === 'af_adminhistory') return true;
  const allowedTypes = typeLimited[feature];
  if (allowedTypes && !allowedTypes.includes(org.type)) return false;
  if (!roleGrants(identity, feature)) return false;
  if (org.status === 'Disabled') return feature === 'af_editorg';
  const serial = orgSerial(org);
  if (serial % 5 === 0 && (feature === 'af_paygate' || feature === 'af_portal')) return false;
  if (serial % 7 === 0 && (feature === 'af_promotions' || feature === 'af_accesscode'))
    return false;
  return (FEATURE_IDS as readonly string[]).includes(feature);
}
