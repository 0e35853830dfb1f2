// docs/decisions/org-edit-screens.md
import type { DboPayload, DboResult } from '@guestnet/sdk';
import {
  canBeTrial,
  type OrgOutput,
  OrgSchema,
  type OrgType,
  orgFormValues,
} from '@guestnet/validators';
import { anyKind, asText, type ChangeKind, checkForm, YES, yesNo } from './change-kind';
import { orgDetailsQuery } from './org-query';

/** An org as `GetOrg` answers it. */
export type StoredOrg = DboResult<'GetOrg'>;
/** What `SaveOrg` takes. */
export type OrgPayload = DboPayload<'SaveOrg'>;

const procedures = { get: 'GetOrg', save: 'SaveOrg', add: 'AddOrg', remove: 'DeleteOrg' } as const;

/** How the console names an org type. */
const typeLabels: Readonly<Record<OrgType, string>> = {
  ServiceProvider: 'Service Provider',
  Grouping: 'Grouping',
  Site: 'Site',
  ServiceArea: 'Service Area',
};

/** The labels the org form and a bulk change of orgs both give its fields. */
const labels = { Status: 'Status', IsTrialMode: 'Trial mode' } as const;

/** The org's fields a bulk change sets. */
const CHANGED_FIELDS = ['Status', 'IsTrialMode'] as const;
const textOf = (org: Pick<OrgPayload, (typeof CHANGED_FIELDS)[number]>, field: string) => {
  const changed = CHANGED_FIELDS.find((name) => name === field);
  return changed ? asText(org[changed]) : null;
};

/** The payload that saves the org form's output over the org as stored. */
const toPayload = (stored: StoredOrg, output: OrgOutput): OrgPayload => ({
  ...stored,
  ...output,
  OrgNumber: stored.OrgNumber,
});

/** Bulk Change's org kind: the status (Active or Disabled) or the trial mode of each org. */
const change: ChangeKind<StoredOrg, OrgPayload, DboResult<'SaveOrg'>> = {
  id: 'org',
  label: 'Org',
  fields: [
    { id: 'Status', label: labels.Status, input: 'choice', options: ['Active', 'Disabled'] },
    { id: 'IsTrialMode', label: labels.IsTrialMode, input: 'switch' },
  ],
  notApplicable: (node, field) =>
    field === 'IsTrialMode' && !canBeTrial(node.type)
      ? 'Only sites and service areas have a trial mode'
      : undefined,
  fromNode: (node, field) => (field === 'Status' ? node.status : yesNo(node.isTrialMode)),
  read: (dbo, orgNumber, _match, signal) =>
    dbo.call(procedures.get, { OrgNumber: orgNumber }, signal ? { signal } : {}),
  recordId: () => null,
  text: textOf,
  propose(stored, field, value) {
    const values = {
      ...orgFormValues(stored),
      [field]: field === 'IsTrialMode' ? value === YES : value,
    };
    const checked = checkForm(OrgSchema, values, field);
    if ('refused' in checked) return { refused: checked.refused };
    const payload: OrgPayload = { ...checked.output, OrgNumber: stored.OrgNumber };
    return { payload, after: textOf(payload, field) };
  },
  save: (dbo, payload, changeSetId) =>
    dbo.call(procedures.save, { ...payload, ChangeSetId: changeSetId }),
  savedOrg: (saved) => saved,
};

/**
 * Setup > Edit Org and Add Org: an org of the tree. Its procedures and query, its type names and
 * the labels its form and Bulk Change share, the form values ↔ payload, and its Bulk Change kind.
 */
export const ORG = {
  names: { singular: 'Organization', plural: 'Organizations' },
  procedures,
  typeLabels,
  labels,
  /** The query of one org's details: `useGuestnetQuery` reads it, a save writes its key. */
  query: orgDetailsQuery,
  /** The form values of an org as stored. */
  toValues: (stored: StoredOrg) => orgFormValues(stored),
  toPayload,
  /** Bulk Change's kind of orgs. */
  change: anyKind(change),
};
