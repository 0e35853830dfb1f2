// docs/decisions/bulk-change.md
import type { DboClient, DboPayload } from '@guestnet/sdk';
import { servicePlanFormValues, servicePlanSchema } from '@guestnet/validators';
import type { ChangeKind, ChangeRequest, Stored } from './change-kind';
import { checkForm } from './form-check';

/** The `Field` of a service plan change that adds a copy of a source org's plan at each target. */
export const ADD_COPY = 'Copy';

/** The money an org's plans charge in: a plan's currency and tax percent. */
export type PlanMoney = { Currency: unknown; TaxPercent: unknown };

/**
 * What a copy reads at a target: its plan names, its plan named exactly as the copy, and the
 * money its plans charge in (`null` where it has no plan to read it from).
 */
type Target = {
  OrgNumber: string;
  Taken: string[];
  Plan: Stored | null;
  Money?: PlanMoney | null;
};

const moneyOf = (plan: Stored): PlanMoney => ({
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
export function copyAt(copied: Stored, money: PlanMoney | null | undefined): Stored {
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
export function planSummary(plan: Stored): string {
  return `${String(plan.Name)} · ${String(plan.Price)} ${String(plan.Currency)}`;
}

/**
 * Whether two plans hold the same values, compared as the form holds them (text), except their
 * org, id and service areas: where a plan is offered belongs to its org, not to what is copied.
 */
export function sameValues(a: Stored, b: Stored): boolean {
  const left = servicePlanFormValues(a);
  const right = servicePlanFormValues(b);
  return (Object.keys(left) as (keyof typeof left)[]).every(
    (key) => key === 'AvailableServiceAreas' || left[key] === right[key],
  );
}

/** A change set's `Value` for a copy: the plan copied, as JSON, without its id and service areas. */
export function copiedValue(plan: Stored): string {
  const { Id: _id, AvailableServiceAreas: _areas, ...copied } = plan;
  return JSON.stringify(copied);
}

function parsed(value: string): Stored {
  try {
    const plan: unknown = JSON.parse(value);
    return plan && typeof plan === 'object' ? (plan as Stored) : {};
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
export function planCopy(servicePlans: ChangeKind, value: string): ChangeKind {
  const copied = parsed(value);
  const name = String(copied.Name ?? '');
  const text = (stored: Stored) => {
    const { Plan: plan, Money: money } = stored as Target;
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
      const target: Target = {
        OrgNumber: orgNumber,
        Taken: page.Items.map((plan) => plan.Name),
        Plan: page.Items.find((plan) => plan.Name === wanted) ?? null,
        Money: any ? moneyOf(any) : null,
      };
      return target;
    },
    recordId: (stored) => {
      const plan = (stored as Target).Plan;
      return plan ? String(plan.Id) : null;
    },
    text,
    propose(stored, _field, after) {
      const target = stored as Target;
      if (after === '') {
        if (!target.Plan) return { refused: `No plan named ${name}` };
        return {
          payload: { OrgNumber: target.OrgNumber, Id: target.Plan.Id, Delete: true },
          after: null,
        };
      }
      const here = copyAt(copied, target.Money);
      if (target.Plan) {
        return sameValues(target.Plan, here)
          ? { payload: target.Plan, after: text(stored) }
          : { refused: alreadyThere(name) };
      }
      const values = {
        ...servicePlanFormValues(here),
        AvailableServiceAreas: [target.OrgNumber],
      };
      const checked = checkForm(servicePlanSchema({ takenNames: target.Taken }), values, 'Name');
      if ('refused' in checked) return { refused: checked.refused };
      const payload: Stored = { ...checked.output, OrgNumber: target.OrgNumber };
      return { payload, after: planSummary(payload) };
    },
    async save(dbo, payload, changeSetId) {
      if (payload.Delete === true) {
        return dbo.call('DeleteServicePlan', {
          OrgNumber: String(payload.OrgNumber),
          Id: Number(payload.Id),
          ChangeSetId: changeSetId,
        });
      }
      return dbo.call('SaveServicePlan', {
        ...(payload as DboPayload<'SaveServicePlan'>),
        ChangeSetId: changeSetId,
      });
    },
    summary: () =>
      `Service plans: a copy of ${planSummary(copied)} from ${String(copied.OrgNumber)}`,
  };
}
