import * as v from 'valibot';
import { checkRules } from '../check-rules.js';
import { formChoice, formList, formText } from '../form-text.js';
import { isEmpty } from '../is-empty.js';
import { optionalNumberText, requiredNumberText } from '../number-text.js';
import type { Rule } from '../rule.js';
import { ruleAction } from '../rule-action.js';
import { atLeast } from '../rules/at-least.js';
import { dateNotAfter, EARLIER_DATE_MESSAGE } from '../rules/date-not-after.js';
import { dateNotBefore, LATER_DATE_MESSAGE } from '../rules/date-not-before.js';
import { maxLength } from '../rules/max-length.js';
import { orgNumber } from '../rules/org-number.js';
import { required } from '../rules/required.js';
import { unique } from '../rules/unique.js';
import { wholeNumber } from '../rules/whole-number.js';

// The choices and wording that are ours, not the product reference's, are explained in
// docs/decisions/plan-and-promotion-rules.md.

/** The promotion types with their labels, in the order a type picker lists them. */
export const PROMOTION_TYPES = [
  { label: 'Percent off', value: 'percent' },
  { label: 'Fixed amount off', value: 'fixed' },
  { label: 'Bonus time', value: 'bonus_time' },
  { label: 'Plan upgrade', value: 'upgrade' },
] as const;

/** A promotion type as sent: `percent`, `fixed`, `bonus_time` or `upgrade`. */
export type PromotionType = (typeof PROMOTION_TYPES)[number]['value'];

/** The message when a code holds other characters than letters, digits and `-` (ours). */
export const PROMOTION_CODE_MESSAGE = 'Use only letters A-Z, digits 0-9 and -';

/** The message when a date is not a calendar day written YYYY-MM-DD (ours). */
export const DATE_MESSAGE = 'Invalid Date';

/** What the promotion form holds: text for numbers and dates (`''` or `YYYY-MM-DD`). */
export interface PromotionFormValues {
  Type: PromotionType;
  Code: string;
  Value: string;
  UpgradePlanId: string;
  PlanIds: number[];
  ServiceAreas: string[];
  ValidFrom: string;
  ValidTo: string;
  MaxRedemptions: string;
  PerGuestLimit: string;
}

/** The codes a promotion's code must differ from, and the promotion's own code when editing. */
export interface PromotionContext {
  /** Every promotion code of the org; compared trimmed and without regard to case. */
  readonly takenCodes?: readonly string[] | undefined;
  /** The code of the promotion being edited, which it may keep. */
  readonly current?: string | undefined;
}

const codeCharacters: Rule = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9-]*$/.test(value) ? true : PROMOTION_CODE_MESSAGE;

const calendarDay: Rule = (value) => {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return DATE_MESSAGE;
  // Date.parse rolls 2026-02-30 over to 2 March; a real day reads back as itself.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
    ? true
    : DATE_MESSAGE;
};

/** A day of the form sent as the instant `time` of that day, UTC, or `null` when empty. */
const day = (time: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    ruleAction(calendarDay),
    v.transform((value) => (value === '' ? null : `${value}T${time}Z`)),
  );

const planId = v.pipe(
  v.number(),
  ruleAction<number>((id) => checkRules(id, [wholeNumber, atLeast(1)])),
);
const serviceArea = v.pipe(
  v.string(),
  ruleAction<string>((value) => checkRules(value, [required, orgNumber])),
);
/** A field the type does not use: any text, sent as `value`. */
const notUsed = <T>(value: T) =>
  v.pipe(
    v.string(),
    v.transform((): T => value),
  );

type Range = { ValidFrom: string | null; ValidTo: string | null };
const DATE_FIELDS: unknown[] = ['Type', 'ValidFrom', 'ValidTo'];
const at = (range: Range, key: keyof Range): [v.IssuePathItem] => [
  { type: 'unknown', origin: 'value', input: range, key, value: range[key] },
];

// Both ends of a range that ends before it starts are marked, each with the spec's words (docs/product/README.md
// §5). One check marks both: with two forwarded partial checks, the first one's mark would stop the
// second whenever another field is also wrong. Like a partial check, it waits for the type and
// both dates to be valid.
const rangeInOrder = <T extends Range>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (dataset.issues?.some((issue) => !issue.path || DATE_FIELDS.includes(issue.path[0]?.key))) {
      return;
    }
    // With no mark on the type or the dates, both dates went through their own checks.
    const range = dataset.value as Range;
    if (dateNotAfter(range.ValidTo)(range.ValidFrom) !== true) {
      addIssue({ message: EARLIER_DATE_MESSAGE, path: at(range, 'ValidFrom') });
    }
    if (dateNotBefore(range.ValidFrom)(range.ValidTo) !== true) {
      addIssue({ message: LATER_DATE_MESSAGE, path: at(range, 'ValidTo') });
    }
  });

function entries(context: PromotionContext) {
  const { takenCodes = [], current } = context;
  const codeTaken = unique(takenCodes, { existing: current, ignoreCase: true });
  return {
    Code: v.pipe(
      v.string(),
      v.trim(),
      ruleAction<string>((value) =>
        checkRules(value, [required, codeCharacters, maxLength(32), codeTaken]),
      ),
      v.transform((value) => value.toUpperCase()),
    ),
    PlanIds: v.array(planId),
    ServiceAreas: v.array(serviceArea),
    ValidFrom: day('00:00:00'),
    ValidTo: day('23:59:59'),
    MaxRedemptions: optionalNumberText({ whole: true, min: 1 }),
    PerGuestLimit: optionalNumberText({ whole: true, min: 1 }),
  };
}

/**
 * Makes the promotion form's schema (docs/product/fields.md "Promotions", `PromotionInput` in
 * openapi/dbo.yaml). `Value` is checked by `Type`: percent a whole 1–100, fixed an amount by the
 * price rule above 0, bonus_time whole minutes of 1 or more, upgrade none (sent as 0) but an
 * `UpgradePlanId`. The code is unique per org without regard to case and sent upper-cased; a
 * ValidFrom after ValidTo is marked on both; dates go out as UTC instants, the start of the first
 * day and the end of the last, or `null`.
 *
 * @example
 * const schema = promotionSchema({ takenCodes: promotions.map((p) => p.Code) });
 * v.parse(schema, { ...PROMOTION_DEFAULTS('percent'), Code: 'winter-25', Value: '25' })
 * // → { Type: 'percent', Code: 'WINTER-25', Value: 25, UpgradePlanId: null, …, PerGuestLimit: 1 }
 */
export function promotionSchema(context: PromotionContext = {}) {
  const shared = entries(context);
  return v.pipe(
    v.variant('Type', [
      v.object({
        Type: v.literal('percent'),
        Value: requiredNumberText({ whole: true, min: 1, max: 100 }),
        UpgradePlanId: notUsed(null),
        ...shared,
      }),
      v.object({
        Type: v.literal('fixed'),
        Value: requiredNumberText({ price: true, above: 0 }),
        UpgradePlanId: notUsed(null),
        ...shared,
      }),
      v.object({
        Type: v.literal('bonus_time'),
        Value: requiredNumberText({ whole: true, min: 1 }),
        UpgradePlanId: notUsed(null),
        ...shared,
      }),
      v.object({
        Type: v.literal('upgrade'),
        Value: notUsed<number>(0),
        UpgradePlanId: requiredNumberText({ whole: true, min: 1 }),
        ...shared,
      }),
    ]),
    rangeInOrder(),
  );
}

/** The promotion schema with no codes taken. */
export const PromotionSchema = promotionSchema();

/** A valid promotion as the save procedure takes it, without `Id` and `OrgNumber`. */
export type PromotionOutput = v.InferOutput<typeof PromotionSchema>;

/**
 * A new promotion of a type (the `{type}` of the route): nothing filled in but one use per guest.
 *
 * @example
 * PROMOTION_DEFAULTS('upgrade').Type // → 'upgrade'
 */
export function PROMOTION_DEFAULTS(type: PromotionType = 'percent'): PromotionFormValues {
  return {
    Type: type,
    Code: '',
    Value: '',
    UpgradePlanId: '',
    PlanIds: [],
    ServiceAreas: [],
    ValidFrom: '',
    ValidTo: '',
    MaxRedemptions: '',
    PerGuestLimit: '1',
  };
}

/** The UTC day of a stored instant, as a date input holds it (`YYYY-MM-DD`), or `''`. */
function formDay(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/**
 * The form values of a stored promotion (a `Promotion` as read): numbers as text, instants as
 * their UTC day, `null` as empty text; an upgrade's unused `Value` as empty text.
 *
 * @example
 * promotionFormValues({ Type: 'percent', Code: 'WINTER-25', Value: 25, ValidTo: '2027-02-28T23:59:59Z' })
 * // → { Type: 'percent', Code: 'WINTER-25', Value: '25', ValidTo: '2027-02-28', … }
 */
export function promotionFormValues(
  stored: Readonly<Record<string, unknown>>,
): PromotionFormValues {
  const types = PROMOTION_TYPES.map((type) => type.value);
  const type = formChoice(stored.Type, types, 'percent');
  return {
    Type: type,
    Code: formText(stored.Code),
    Value: type === 'upgrade' ? '' : formText(stored.Value),
    UpgradePlanId: formText(stored.UpgradePlanId),
    PlanIds: formList(stored.PlanIds, (id): id is number => typeof id === 'number'),
    ServiceAreas: formList(stored.ServiceAreas, (area): area is string => typeof area === 'string'),
    ValidFrom: formDay(stored.ValidFrom),
    ValidTo: formDay(stored.ValidTo),
    MaxRedemptions: formText(stored.MaxRedemptions),
    PerGuestLimit: formText(stored.PerGuestLimit),
  };
}
