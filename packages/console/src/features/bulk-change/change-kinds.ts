// docs/decisions/bulk-change.md
import type { DboClient, DboPayload, DboResult } from '@guestnet/sdk';
import { servicePlanFormValues, servicePlanSchema } from '@guestnet/validators';
import {
  type AnyChangeKind,
  anyKind,
  asText,
  type ChangeKind,
  type ChangeRequest,
  checkForm,
  type FieldChoice,
  type KindId,
  NOT_A_SERVICE_AREA,
  YES,
} from '../../lib/entities/change-kind';
import { CONNECTION_PROFILE } from '../../lib/entities/connection-profile';
import { ORG } from '../../lib/entities/org';
import { PORTAL } from '../../lib/entities/portal';
import { SERVICE_PLAN } from '../../lib/entities/service-plan';
import { ADD_COPY, planCopy, readCopiedPlan, type StoredPlan } from './plan-copy';

type PlanPayload = DboPayload<'SaveServicePlan'>;

/** The plan's fields a change sets as they are. */
const PLAN_VALUE_FIELDS = [
  'Price',
  'Active',
  'DownKbps',
  'UpKbps',
  'TimeLimitMinutes',
  'DataLimitMb',
] as const;
const planText = (plan: Pick<PlanPayload, (typeof PLAN_VALUE_FIELDS)[number]>, field: string) => {
  const key = PLAN_VALUE_FIELDS.find((name) => name === field);
  return key ? asText(plan[key]) : null;
};

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
export const SERVICE_PLANS_CHANGE: ChangeKind<
  StoredPlan,
  PlanPayload,
  DboResult<'SaveServicePlan'>
> = {
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
  boundTo: (field, value) =>
    field === ADD_COPY ? anyKind(planCopy(SERVICE_PLANS_CHANGE, value ?? '')) : undefined,
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
  text: planText,
  propose(stored, field, value) {
    const form = servicePlanFormValues(stored);
    const values = { ...form, [field]: field === 'Active' ? value === YES : value };
    const checked = checkForm(servicePlanSchema({ current: form.Name }), values, field);
    if ('refused' in checked) return { refused: checked.refused };
    const payload: PlanPayload = {
      ...checked.output,
      Id: stored.Id,
      OrgNumber: stored.OrgNumber,
    };
    return { payload, after: planText(payload, field) };
  },
  save: (dbo, payload, changeSetId) =>
    dbo.call(SERVICE_PLAN.procedures.save, { ...payload, ChangeSetId: changeSetId }),
};

const SERVICE_PLANS = anyKind(SERVICE_PLANS_CHANGE);

/** The kinds in the order of the `What to change` picker. */
export const CHANGE_KINDS: readonly AnyChangeKind[] = [
  SERVICE_PLANS,
  PORTAL.change,
  CONNECTION_PROFILE.change,
  ORG.change,
];

export function kindOf(id: KindId): AnyChangeKind {
  return CHANGE_KINDS.find((kind) => kind.id === id) ?? SERVICE_PLANS;
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
export function kindFor(id: KindId, field: string, value: string | null): AnyChangeKind {
  const kind = kindOf(id);
  return kind.boundTo?.(field, value) ?? kind;
}

export function fieldOf(kind: Pick<AnyChangeKind, 'fields'>, id: string): FieldChoice {
  return kind.fields.find((field) => field.id === id) ?? (kind.fields[0] as FieldChoice);
}
