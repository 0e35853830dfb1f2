// docs/decisions/bulk-change.md
import type { DboClient, DboPayload, DboResult, DboRow } from '@guestnet/sdk';
import { servicePlanFormValues, servicePlanSchema } from '@guestnet/validators';
import {
  type ChangeKind,
  type ChangeKindFacts,
  type ChangeRequest,
  checkForm,
} from '../../lib/entities/change-kind';
import { isolate } from '../../lib/platform/bidi-isolate';

/** The `Field` of a service plan change that adds a copy of a source org's plan at each target. */
export const ADD_COPY = 'Copy';

/**
 * A plan as a copy holds it: any record of a plan's values (a stored plan, a payload, or the
 * copy's own values read back from its change set's JSON).
 */
export type PlanValues = Readonly<Record<string, unknown>>;

/** A plan as `ListServicePlans` answers it: what a service plan change reads at each org. */
export type StoredPlan = DboRow<'ListServicePlans'>;

/** The money an org's plans charge in: a plan's currency and tax percent. */
export type PlanMoney = { Currency: unknown; TaxPercent: unknown };

/**
 * What a copy reads at a target: its plan names, its plan named exactly as the copy, and the
 * money its plans charge in (`null` where it has no plan to read it from).
 */
export type CopyTarget = {
  OrgNumber: string;
  Taken: string[];
  Plan: StoredPlan | null;
  Money?: PlanMoney | null;
};

/** What a copy writes at a target: the plan added (or kept), or, for an undo, the plan deleted. */
export type CopyPayload =
  | { save: DboPayload<'SaveServicePlan'> }
  | { remove: Omit<DboPayload<'DeleteServicePlan'>, 'ChangeSetId'> };

const moneyOf = (plan: PlanValues): PlanMoney => ({
  Currency: plan.Currency,
  TaxPercent: plan.TaxPercent,
});

/**
 * The copy as it is at a target: priced in the target's currency with the target's tax, which
 * its plans show (the contract gives an org no currency of its own); the copy's own where the
 * target has no plan yet (docs/decisions/plan-copy-money.md).
 *
 * @example
 * copyAt({ Name: 'Day Pass', Price: 9.99, Currency: 'EUR', TaxPercent: 23 }, { Currency: 'CAD', TaxPercent: 13 })
 * // → { Name: 'Day Pass', Price: 9.99, Currency: 'CAD', TaxPercent: 13 }
 */
export function copyAt(copied: PlanValues, money: PlanMoney | null | undefined): PlanValues {
  return money ? { ...copied, ...money } : copied;
}

/** The mark of a plan named as the copy whose values are not the copy's. */
export const DIFFERS = 'differs from the copy';

/** The message of a target that has a plan named as the copy, with other values. */
export const alreadyThere = (name: string) => `A plan named ${name} already exists here`;

/**
 * A plan as a preview and a change set show it: its name and price. Numbers as stored, not
 * formatted for the reader's locale: an undo compares it with the text recorded at the apply.
 *
 * @example
 * planSummary({ Name: 'Day Pass', Price: 9.99, Currency: 'EUR' }) // → 'Day Pass · 9.99 EUR'
 */
export function planSummary(plan: PlanValues): string {
  return `${String(plan.Name)} · ${String(plan.Price)} ${String(plan.Currency)}`;
}

/**
 * Whether two plans hold the same values, compared as the form holds them (text), except their
 * org, id and service areas: where a plan is offered belongs to its org, not to what is copied.
 */
export function sameValues(a: PlanValues, b: PlanValues): boolean {
  const left = servicePlanFormValues(a);
  const right = servicePlanFormValues(b);
  return (Object.keys(left) as (keyof typeof left)[]).every(
    (key) => key === 'AvailableServiceAreas' || left[key] === right[key],
  );
}

/** A change set's `Value` for a copy: the plan copied, as JSON, without its id and service areas. */
export function copiedValue(plan: PlanValues): string {
  const { Id: _id, AvailableServiceAreas: _areas, ...copied } = plan;
  return JSON.stringify(copied);
}

const isPlanValues = (value: unknown): value is PlanValues =>
  typeof value === 'object' && value !== null;

function parsed(value: string): PlanValues {
  try {
    const plan: unknown = JSON.parse(value);
    return isPlanValues(plan) ? plan : {};
  } catch {
    return {};
  }
}

/**
 * Reads the plan a copy copies, once, before the preview: the plan named exactly `planName` at the
 * org `value` names. The change with that plan as its value (`copiedValue`), or why there is none.
 */
export async function readCopiedPlan(
  dbo: DboClient,
  change: ChangeRequest,
  signal?: AbortSignal,
): Promise<ChangeRequest | string> {
  const source = change.value.trim();
  const name = change.planName.trim();
  const page = await dbo.call(
    'ListServicePlans',
    { OrgNumber: source, Filter: name.slice(0, 200), PageSize: 500 },
    signal ? { signal } : {},
  );
  const plan = page.Items.find((item) => item.Name === name);
  return plan ? { ...change, value: copiedValue(plan) } : `No plan named ${name} at ${source}`;
}

/**
 * The service plans kind bound to a copy (`value` is the plan copied, `copiedValue`): at each
 * target, the copy in the target's currency and tax (`copyAt`): `Will change` where no plan has
 * the copy's name (written through `SaveServicePlan` without an id, at the target, offered at the
 * target), `No change` where one has the copy's values, `Refused` where one has other values or where the Service Plan form refuses the copy
 * there (a name taken in another case, a free plan without limits) with the form's message. An
 * undo (no `After`) deletes the plan through `DeleteServicePlan` while it still has the copy's
 * values; otherwise its text carries `DIFFERS` and the undo finds a conflict.
 */
export function planCopy(
  servicePlans: ChangeKindFacts,
  value: string,
): ChangeKind<
  CopyTarget,
  CopyPayload,
  DboResult<'SaveServicePlan'> | DboResult<'DeleteServicePlan'>
> {
  const copied = parsed(value);
  const name = String(copied.Name ?? '');
  const text = ({ Plan: plan, Money: money }: CopyTarget) => {
    if (!plan) return null;
    return sameValues(plan, copyAt(copied, money))
      ? planSummary(plan)
      : `${planSummary(plan)} · ${DIFFERS}`;
  };
  return {
    ...servicePlans,
    async read(dbo, orgNumber, planName, signal) {
      const wanted = planName.trim();
      // The filter matches names ignoring case, so every name the form's rule would call taken is in.
      const page = await dbo.call(
        'ListServicePlans',
        { OrgNumber: orgNumber, Filter: wanted.slice(0, 200), PageSize: 500 },
        signal ? { signal } : {},
      );
      // Any plan of the target tells its money; one more call only where no name matched.
      const any =
        page.Items[0] ??
        (
          await dbo.call(
            'ListServicePlans',
            { OrgNumber: orgNumber, PageSize: 1 },
            signal ? { signal } : {},
          )
        ).Items[0];
      const target: CopyTarget = {
        OrgNumber: orgNumber,
        Taken: page.Items.map((plan) => plan.Name),
        Plan: page.Items.find((plan) => plan.Name === wanted) ?? null,
        Money: any ? moneyOf(any) : null,
      };
      return target;
    },
    recordId: (target) => (target.Plan ? String(target.Plan.Id) : null),
    text,
    propose(target, _field, after) {
      if (after === '') {
        if (!target.Plan) return { refused: `No plan named ${name}` };
        return {
          payload: { remove: { OrgNumber: target.OrgNumber, Id: target.Plan.Id } },
          after: null,
        };
      }
      const here = copyAt(copied, target.Money);
      if (target.Plan) {
        return sameValues(target.Plan, here)
          ? { payload: { save: target.Plan }, after: text(target) }
          : { refused: alreadyThere(name) };
      }
      const values = {
        ...servicePlanFormValues(here),
        AvailableServiceAreas: [target.OrgNumber],
      };
      const checked = checkForm(servicePlanSchema({ takenNames: target.Taken }), values, 'Name');
      if ('refused' in checked) return { refused: checked.refused };
      const payload = { ...checked.output, OrgNumber: target.OrgNumber };
      return { payload: { save: payload }, after: planSummary(payload) };
    },
    save: (dbo, payload, changeSetId) =>
      'remove' in payload
        ? dbo.call('DeleteServicePlan', { ...payload.remove, ChangeSetId: changeSetId })
        : dbo.call('SaveServicePlan', { ...payload.save, ChangeSetId: changeSetId }),
    summary: () =>
      `Service plans: a copy of ${isolate(planSummary(copied))} from ${String(copied.OrgNumber)}`,
  };
}
