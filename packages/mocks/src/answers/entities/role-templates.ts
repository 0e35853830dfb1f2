import type { Faker } from '@faker-js/faker';
import { FEATURE_IDS } from '../../feature-grants.js';
import type { SeedOrg, SeedRecord } from './seed-records.js';

type Access = 'none' | 'read' | 'full';
type Permission = { Feature: string; Access: Access };

// The screens' feature ids (not the two verification ids, which no role grants).
const SCREEN_FEATURES = FEATURE_IDS.filter(
  (feature) => feature !== 'af_enterprise' && feature !== 'af_passpoint',
);
const REPORTS = SCREEN_FEATURES.filter(
  (feature) =>
    feature.startsWith('af_report') ||
    [
      'af_overview',
      'af_groupsales',
      'af_usersales',
      'af_allacounts',
      'af_radiususage',
      'af_loyaltypms',
    ].includes(feature),
);

const all = (access: Access): Permission[] =>
  SCREEN_FEATURES.map((Feature) => ({ Feature, Access: access }));
const some = (entries: Record<string, Access>): Permission[] =>
  Object.entries(entries)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([Feature, Access]) => ({ Feature, Access }));
const reports = (access: Access) => Object.fromEntries(REPORTS.map((feature) => [feature, access]));

/**
 * The built-in role templates every org has (openapi/dbo.yaml RoleTemplateInput), first in its
 * list as ids 1 to 5, for Site scope; docs/decisions/role-templates.md.
 */
export const BUILT_IN_ROLE_TEMPLATES: readonly SeedRecord[] = [
  {
    Name: 'Full',
    ScopeLevel: 'Site',
    Permissions: all('full'),
    SpecialActions: ['issue_codes', 'refund', 'reveal_secrets'],
  },
  { Name: 'Read-only', ScopeLevel: 'Site', Permissions: all('read'), SpecialActions: [] },
  {
    Name: 'Front desk',
    ScopeLevel: 'Site',
    Permissions: some({
      af_accesscode: 'full',
      af_conferences: 'full',
      af_users: 'full',
      af_promotions: 'read',
      af_reportsalesutc: 'read',
      af_adminhistory: 'read',
    }),
    SpecialActions: ['issue_codes'],
  },
  {
    Name: 'Monitor only',
    ScopeLevel: 'Site',
    Permissions: some({ ...reports('read'), af_adminhistory: 'read' }),
    SpecialActions: [],
  },
  {
    Name: 'Support',
    ScopeLevel: 'Site',
    Permissions: some({
      af_editorg: 'read',
      af_nasdev: 'full',
      af_users: 'read',
      af_searchorg: 'full',
      af_adminhistory: 'read',
      af_radiususage: 'read',
    }),
    SpecialActions: ['refund', 'reveal_secrets'],
  },
].map((template) => ({ ...template, BuiltIn: true }));

const CUSTOM = [
  {
    Name: 'Night audit',
    ScopeLevel: 'Site',
    Permissions: some({ ...reports('read'), af_users: 'read', af_accesscode: 'read' }),
    SpecialActions: [],
  },
  {
    Name: 'Events team',
    ScopeLevel: 'Site',
    Permissions: some({ af_conferences: 'full', af_advconf: 'full', af_accesscode: 'full' }),
    SpecialActions: ['issue_codes'],
  },
  {
    Name: 'Regional manager',
    ScopeLevel: 'Grouping',
    Permissions: some({ ...reports('read'), af_editorg: 'full', af_admins: 'read' }),
    SpecialActions: ['refund'],
  },
  {
    Name: 'Billing office',
    ScopeLevel: 'ServiceProvider',
    Permissions: some({ ...reports('full'), af_paygate: 'read', af_servplan: 'read' }),
    SpecialActions: ['refund'],
  },
  {
    Name: 'IT contractor',
    ScopeLevel: 'Site',
    Permissions: some({ af_nasdev: 'full', af_connprofiles: 'full', af_portal: 'read' }),
    SpecialActions: ['reveal_secrets'],
  },
];

/**
 * The role templates of an org: the five built-ins, then two to five of its own (a night audit,
 * an events team, a regional manager at Grouping scope, …), never built in.
 *
 * @example
 * roleTemplateRecords(createSeededFaker(1), org)[2]; // { Name: 'Front desk', BuiltIn: true, … }
 */
export function roleTemplateRecords(faker: Faker, _org: SeedOrg): SeedRecord[] {
  const own = faker.number.int({ min: 2, max: CUSTOM.length });
  return [
    ...BUILT_IN_ROLE_TEMPLATES.map((template) => structuredClone(template)),
    ...CUSTOM.slice(0, own).map((template) => ({ ...structuredClone(template), BuiltIn: false })),
  ];
}
