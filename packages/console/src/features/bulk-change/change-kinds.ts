// docs/decisions/bulk-change.md
import type { DboClient, DboPayload } from '@guestnet/sdk';
import {
  canBeTrial,
  connectionProfileFormValues,
  connectionProfileSchema,
  OrgSchema,
  orgFormValues,
  PORTAL_LOGIN_METHODS,
  PortalSchema,
  portalFormValues,
  servicePlanFormValues,
  servicePlanSchema,
} from '@guestnet/validators';
import { CONNECTION_PROFILE } from '../../lib/entities/connection-profile';
import { SERVICE_PLAN } from '../../lib/entities/service-plan';
import type { ChangeKind, ChangeRequest, FieldChoice, KindId, Stored } from './change-kind';
import { checkForm } from './form-check';
import { ADD_COPY, planCopy, readCopiedPlan } from './plan-copy';

export const YES = 'Yes';
export const NO = 'No';
const yesNo = (value: unknown) => (value ? YES : NO);
const asText = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'boolean'
      ? yesNo(value)
      : String(value);

const NOT_A_SERVICE_AREA = 'Not a service area';

const PLAN_FIELDS: readonly FieldChoice[] = [
  { id: 'Price', label: 'Price', input: 'number' },
  { id: 'Active', label: 'Active', input: 'switch' },
  { id: 'DownKbps', label: 'Down speed (kbps)', input: 'number' },
  { id: 'UpKbps', label: 'Up speed (kbps)', input: 'number' },
  { id: 'TimeLimitMinutes', label: 'Time limit (min)', input: 'number' },
  { id: 'DataLimitMb', label: 'Data limit (MB)', input: 'number' },
  { id: ADD_COPY, label: 'Add a copy', input: 'org' },
];

/**
 * Service plans: one field of the plan named exactly `Plan name` at each service area, or (`Add a
 * copy`, `planCopy`) a copy of a source org's plan of that name added at each.
 */
const servicePlans: ChangeKind = {
  id: 'service_plans',
  label: 'Service plans',
  fields: PLAN_FIELDS,
  match: {
    label: 'Plan name',
    maxLength: 64,
    description: (field) =>
      field.input === 'org'
        ? 'The exact name of the plan to copy; the copy keeps it'
        : 'The exact name of the plan at each service area',
  },
  byName: { where: (name) => `Service plans named ${name}` },
  prepare: async (dbo, change, signal) =>
    change.field === ADD_COPY ? readCopiedPlan(dbo, change, signal) : change,
  boundTo: (field, value) => (field === ADD_COPY ? planCopy(servicePlans, value ?? '') : undefined),
  notApplicable: (org) => (org.type === 'ServiceArea' ? undefined : NOT_A_SERVICE_AREA),
  async read(dbo, orgNumber, planName, signal) {
    const name = planName.trim();
    const page = await dbo.call(
      SERVICE_PLAN.procedures.list,
      { OrgNumber: orgNumber, Filter: name.slice(0, 200), PageSize: 500 },
      signal ? { signal } : {},
    );
    return page.Items.find((plan) => plan.Name === name) ?? `No plan named ${name}`;
  },
  recordId: (stored) => asText(stored.Id),
  text: (stored, field) => asText(stored[field]),
  propose(stored, field, value) {
    const form = servicePlanFormValues(stored);
    const values = { ...form, [field]: field === 'Active' ? value === YES : value };
    const checked = checkForm(servicePlanSchema({ current: form.Name }), values, field);
    if ('refused' in checked) return { refused: checked.refused };
    const payload: Stored = { ...checked.output, Id: stored.Id, OrgNumber: stored.OrgNumber };
    return { payload, after: asText(payload[field]) };
  },
  save: (dbo, payload, changeSetId) =>
    dbo.call(SERVICE_PLAN.procedures.save, {
      ...(payload as DboPayload<'SaveServicePlan'>),
      ChangeSetId: changeSetId,
    }),
};

const METHOD_FIELD = 'LoginMethod:';
const methodOf = (field: string) =>
  PORTAL_LOGIN_METHODS.find((method) => `${METHOD_FIELD}${method.value}` === field);

/** Portal: the welcome message, the terms, or one login method on or off, at each service area. */
const portal: ChangeKind = {
  id: 'portal',
  label: 'Portal',
  fields: [
    { id: 'WelcomeMessage', label: 'Welcome message', input: 'textarea' },
    { id: 'TermsText', label: 'Terms text', input: 'textarea' },
    { id: 'TermsEnabled', label: 'Terms', input: 'switch' },
    ...PORTAL_LOGIN_METHODS.map((method) => ({
      id: `${METHOD_FIELD}${method.value}`,
      label: `Login method: ${method.label}`,
      input: 'switch' as const,
    })),
  ],
  notApplicable: (org) => (org.type === 'ServiceArea' ? undefined : NOT_A_SERVICE_AREA),
  read: (dbo, orgNumber, _planName, signal) =>
    dbo.call('GetPortalSettings', { OrgNumber: orgNumber }, signal ? { signal } : {}),
  recordId: () => null,
  text(stored, field) {
    const method = methodOf(field);
    if (!method) return asText(stored[field]);
    const methods = Array.isArray(stored.LoginMethods) ? stored.LoginMethods : [];
    return yesNo(methods.includes(method.value));
  },
  propose(stored, field, value) {
    const form = portalFormValues(stored);
    const method = methodOf(field);
    const key = method ? method.field : field;
    const values = { ...form, [key]: field === 'TermsEnabled' || method ? value === YES : value };
    const checked = checkForm(PortalSchema, values, key);
    if ('refused' in checked) return { refused: checked.refused };
    const payload: Stored = { ...checked.output, OrgNumber: stored.OrgNumber };
    return { payload, after: portal.text(payload, field) };
  },
  save: (dbo, payload, changeSetId) =>
    dbo.call('SavePortalSettings', {
      ...(payload as DboPayload<'SavePortalSettings'>),
      ChangeSetId: changeSetId,
    }),
};

const SERVER_OF = /^(.+):(\d+)$/;

/**
 * Connection profiles: at each site, every profile's RADIUS server on the host named in the
 * match (`planName` carries it) gets a new `host:port`; the secret must be typed again (the single
 * form's rule: a server whose host or port changes asks for its secret).
 */
const connectionProfiles: ChangeKind = {
  id: 'connection_profiles',
  label: 'Connection profiles',
  fields: [{ id: 'RadiusServer', label: 'RADIUS server (host:port)', input: 'text' }],
  match: {
    label: 'Current RADIUS host',
    maxLength: 253,
    description: () => 'The host to replace in every connection profile of each site',
  },
  notApplicable: (node) => (node.type === 'Site' ? undefined : 'Not a site'),
  matchFor: (before) => SERVER_OF.exec(before ?? '')?.[1] ?? '',
  async read(dbo, orgNumber, host, signal) {
    const match = host.trim().toLowerCase();
    const page = await dbo.call(
      CONNECTION_PROFILE.procedures.list,
      { OrgNumber: orgNumber, PageSize: 500 },
      signal ? { signal } : {},
    );
    const profiles = page.Items.filter((profile) =>
      profile.RadiusServers.some((server) => server.Host.toLowerCase() === match),
    );
    return profiles.length > 0
      ? { Host: match, Profiles: profiles }
      : `No RADIUS server ${host.trim()}`;
  },
  recordId: (stored) =>
    (stored.Profiles as Stored[])
      .map((profile) => String(profile.Id))
      .join(', ')
      .slice(0, 64),
  text(stored) {
    const first = (stored.Profiles as { RadiusServers: { Host: string; Port: number }[] }[])[0];
    const server = first?.RadiusServers.find((entry) => entry.Host.toLowerCase() === stored.Host);
    return server ? `${server.Host}:${server.Port}` : null;
  },
  propose(stored, _field, value, secret = '') {
    const parts = SERVER_OF.exec(value.trim());
    if (!parts) return { refused: 'Must be host:port, e.g. radius.example.net:1812' };
    const payloads: Stored[] = [];
    for (const profile of stored.Profiles as Stored[]) {
      const form = connectionProfileFormValues(profile);
      const rows = form.RadiusServers.map((row) =>
        row.Host.toLowerCase() === stored.Host
          ? { ...row, Host: parts[1] ?? '', Port: parts[2] ?? '', Secret: secret }
          : row,
      );
      const schema = connectionProfileSchema({ type: form.Type, current: form.Name });
      const checked = checkForm(schema, { ...form, RadiusServers: rows }, 'RadiusServers');
      if ('refused' in checked) return { refused: checked.refused };
      payloads.push({ ...checked.output, Id: profile.Id, OrgNumber: profile.OrgNumber });
    }
    return { payload: { Profiles: payloads }, after: `${parts[1]}:${parts[2]}` };
  },
  async save(dbo, payload, changeSetId) {
    const saved: Stored[] = [];
    for (const profile of payload.Profiles as Stored[]) {
      saved.push(
        await dbo.call(CONNECTION_PROFILE.procedures.save, {
          ...(profile as DboPayload<'SaveConnectionProfile'>),
          ChangeSetId: changeSetId,
        }),
      );
    }
    return { Profiles: saved };
  },
};

/** Org: status (Active or Disabled) or trial mode, of each org. */
const org: ChangeKind = {
  id: 'org',
  label: 'Org',
  fields: [
    { id: 'Status', label: 'Status', input: 'choice', options: ['Active', 'Disabled'] },
    { id: 'IsTrialMode', label: 'Trial mode', input: 'switch' },
  ],
  notApplicable: (node, field) =>
    field === 'IsTrialMode' && !canBeTrial(node.type)
      ? 'Only sites and service areas have a trial mode'
      : undefined,
  fromNode: (node, field) => (field === 'Status' ? node.status : yesNo(node.isTrialMode)),
  read: (dbo, orgNumber, _planName, signal) =>
    dbo.call('GetOrg', { OrgNumber: orgNumber }, signal ? { signal } : {}),
  recordId: () => null,
  text: (stored, field) => asText(stored[field]),
  propose(stored, field, value) {
    const values = {
      ...orgFormValues(stored),
      [field]: field === 'IsTrialMode' ? value === YES : value,
    };
    const checked = checkForm(OrgSchema, values, field);
    if ('refused' in checked) return { refused: checked.refused };
    const payload: Stored = { ...checked.output, OrgNumber: stored.OrgNumber };
    return { payload, after: asText(payload[field]) };
  },
  save: (dbo, payload, changeSetId) =>
    dbo.call('SaveOrg', { ...(payload as DboPayload<'SaveOrg'>), ChangeSetId: changeSetId }),
};

/** The kinds in the order of the `What to change` picker. */
export const CHANGE_KINDS: readonly ChangeKind[] = [servicePlans, portal, connectionProfiles, org];

export function kindOf(id: KindId): ChangeKind {
  return CHANGE_KINDS.find((kind) => kind.id === id) ?? servicePlans;
}

/**
 * The change as it is previewed, applied and recorded: an `Add a copy` reads the plan it copies
 * once, at the org its value names, and carries that plan as its value (so the change set keeps
 * what was added, for an undo); any other change as it is. Or why it cannot be made.
 */
export async function prepareChange(
  dbo: DboClient,
  id: KindId,
  change: ChangeRequest,
  signal?: AbortSignal,
): Promise<ChangeRequest | string> {
  const kind = kindOf(id);
  return kind.prepare ? kind.prepare(dbo, change, signal) : change;
}

/** The kind that makes a prepared change: an `Add a copy` is bound to the plan its value holds. */
export function kindFor(id: KindId, field: string, value: string | null): ChangeKind {
  const kind = kindOf(id);
  return kind.boundTo?.(field, value) ?? kind;
}

export function fieldOf(kind: ChangeKind, id: string): FieldChoice {
  return kind.fields.find((field) => field.id === id) ?? (kind.fields[0] as FieldChoice);
}
