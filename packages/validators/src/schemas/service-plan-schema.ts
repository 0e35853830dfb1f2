import * as v from 'valibot';
import { checkRules } from '../check-rules.js';
import { formChoice, formFlag, formList, formText } from '../form-text.js';
import { optionalNumberText, requiredNumberText } from '../number-text.js';
import type { Rule } from '../rule.js';
import { ruleAction } from '../rule-action.js';
import { maxLength } from '../rules/max-length.js';
import { orgNumber } from '../rules/org-number.js';
import { required } from '../rules/required.js';
import { unique } from '../rules/unique.js';
import { nullableText, text } from '../text-field.js';

// The choices and wording that are ours, not the product reference's, are explained in
// docs/decisions/plan-and-promotion-rules.md.

/** The message when a plan is free and unlimited (ours: docs/product/README.md has no wording for it). */
export const PLAN_NEEDS_PRICE_OR_LIMIT =
  'A plan needs a price or at least one limit (time, data or speed).';

/** The message when a currency is not three letters (ours, in the style of `Invalid Price`). */
export const CURRENCY_MESSAGE = 'Invalid Currency';

/** The message when a PMS service code holds more than digits (ours). */
export const PMS_SERVICE_CODE_MESSAGE = 'Must contain only digits';

const TIME_MODES = ['accumulative', 'time_to_finish'] as const;
const VALIDITY_UNITS = ['minutes', 'hours', 'days'] as const;
const PURCHASE_LIMITS = ['unlimited', 'once', 'per_day', 'per_week', 'per_month'] as const;

/** What the service plan form holds: text for every number, so the text rules and messages apply. */
export interface ServicePlanFormValues {
  Name: string;
  Description: string;
  Active: boolean;
  Featured: boolean;
  Price: string;
  Currency: string;
  TaxPercent: string;
  DownKbps: string;
  UpKbps: string;
  TimeLimitMinutes: string;
  TimeMode: (typeof TIME_MODES)[number];
  Validity: string;
  ValidityUnit: (typeof VALIDITY_UNITS)[number];
  DataLimitMb: string;
  DataLimitUpMb: string;
  DataLimitDownMb: string;
  ConcurrentDevices: string;
  IdleTimeoutMin: string;
  PurchaseLimit: (typeof PURCHASE_LIMITS)[number];
  AvailableServiceAreas: string[];
  PmsServiceCode: string;
}

/** The taken names a plan's name must differ from, and the plan's own name when editing. */
export interface ServicePlanContext {
  /** Every plan name of the org; compared trimmed and without regard to case. */
  readonly takenNames?: readonly string[] | undefined;
  /** The name of the plan being edited, which it may keep. */
  readonly current?: string | undefined;
}

const currencyCode: Rule = (value) =>
  typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? true : CURRENCY_MESSAGE;
const digits: Rule = (value) =>
  typeof value === 'string' && /^\d*$/.test(value) ? true : PMS_SERVICE_CODE_MESSAGE;
const limit = () => optionalNumberText({ whole: true, min: 1 });

/** The limits that, any one of them given, let a plan be free (docs/product/fields.md "Service plans"). */
const LIMIT_PATHS = [
  ['TimeLimitMinutes'],
  ['Validity'],
  ['DataLimitMb'],
  ['DataLimitUpMb'],
  ['DataLimitDownMb'],
  ['DownKbps'],
  ['UpKbps'],
] as const;

function fields(context: ServicePlanContext) {
  const { takenNames = [], current } = context;
  const nameTaken = unique(takenNames, { existing: current, ignoreCase: true });
  return v.object({
    Name: text([required, maxLength(64), nameTaken]),
    Description: nullableText([maxLength(500)], { multiline: true }),
    Active: v.boolean(),
    Featured: v.boolean(),
    Price: requiredNumberText({ price: true, max: 1000000 }),
    Currency: v.pipe(
      text([required, currencyCode]),
      v.transform((value) => value.toUpperCase()),
    ),
    TaxPercent: optionalNumberText({ min: 0, max: 100 }),
    DownKbps: limit(),
    UpKbps: limit(),
    TimeLimitMinutes: limit(),
    TimeMode: v.picklist(TIME_MODES),
    Validity: limit(),
    ValidityUnit: v.picklist(VALIDITY_UNITS),
    DataLimitMb: limit(),
    DataLimitUpMb: limit(),
    DataLimitDownMb: limit(),
    ConcurrentDevices: requiredNumberText({ whole: true, min: 1, max: 100 }),
    IdleTimeoutMin: requiredNumberText({ whole: true, min: 0, max: 10080 }),
    PurchaseLimit: v.picklist(PURCHASE_LIMITS),
    AvailableServiceAreas: v.array(
      v.pipe(
        v.string(),
        ruleAction<string>((value) => checkRules(value, [required, orgNumber])),
      ),
    ),
    PmsServiceCode: nullableText([digits, maxLength(15)]),
  });
}

type CheckedPlan = v.InferOutput<ReturnType<typeof fields>>;

/** A valid plan as the save procedure takes it, without `Id` and `OrgNumber` (`ServicePlanInput`). */
export type ServicePlanOutput = Omit<CheckedPlan, 'TaxPercent'> & { TaxPercent?: number };

/**
 * Makes the service plan form's schema (docs/product/fields.md "Service plans", `ServicePlanInput` in
 * openapi/dbo.yaml): it checks the form's text with the spec's messages and gives the payload,
 * numbers as numbers, `null` for empty optional numbers, Description and PmsServiceCode, TaxPercent
 * left out when empty, Currency upper-cased. A plan priced 0 needs a limit; otherwise `Price` says
 * `PLAN_NEEDS_PRICE_OR_LIMIT`.
 *
 * @example
 * const schema = servicePlanSchema({ takenNames: plans.map((p) => p.Name), current: plan?.Name });
 * v.safeParse(schema, { ...SERVICE_PLAN_DEFAULTS, Name: 'Free', Price: '0' }).issues?.[0]?.message
 * // → 'A plan needs a price or at least one limit (time, data or speed).'
 */
export function servicePlanSchema(context: ServicePlanContext = {}) {
  return v.pipe(
    fields(context),
    v.forward(
      v.partialCheck(
        [['Price'], ...LIMIT_PATHS],
        (plan) => plan.Price > 0 || LIMIT_PATHS.some(([key]) => plan[key] !== null),
        PLAN_NEEDS_PRICE_OR_LIMIT,
      ),
      ['Price'],
    ),
    v.transform(
      ({ TaxPercent, ...plan }): ServicePlanOutput =>
        TaxPercent === null ? plan : { ...plan, TaxPercent },
    ),
  );
}

/** The service plan schema with no names taken (a first plan, or a check without the list). */
export const ServicePlanSchema = servicePlanSchema();

/** A new plan: active, in USD, one device, no idle timeout, unlimited purchases, nothing else set. */
export const SERVICE_PLAN_DEFAULTS: ServicePlanFormValues = {
  Name: '',
  Description: '',
  Active: true,
  Featured: false,
  Price: '',
  Currency: 'USD',
  TaxPercent: '',
  DownKbps: '',
  UpKbps: '',
  TimeLimitMinutes: '',
  TimeMode: 'accumulative',
  Validity: '',
  ValidityUnit: 'days',
  DataLimitMb: '',
  DataLimitUpMb: '',
  DataLimitDownMb: '',
  ConcurrentDevices: '1',
  IdleTimeoutMin: '0',
  PurchaseLimit: 'unlimited',
  AvailableServiceAreas: [],
  PmsServiceCode: '',
};

type TextField = {
  [K in keyof ServicePlanFormValues]: ServicePlanFormValues[K] extends string ? K : never;
}[keyof ServicePlanFormValues];

/**
 * The form values of a stored plan (a `ServicePlan` as read): numbers as text, `null` as empty
 * text; a field the plan lacks takes its `SERVICE_PLAN_DEFAULTS` value.
 *
 * @example
 * servicePlanFormValues({ Name: 'Day', Price: 9.99, TaxPercent: null }).Price // → '9.99'
 */
export function servicePlanFormValues(
  stored: Readonly<Record<string, unknown>>,
): ServicePlanFormValues {
  const d = SERVICE_PLAN_DEFAULTS;
  const t = (key: TextField) => formText(stored[key], d[key]);
  return {
    Name: t('Name'),
    Description: t('Description'),
    Active: formFlag(stored.Active, d.Active),
    Featured: formFlag(stored.Featured, d.Featured),
    Price: t('Price'),
    Currency: t('Currency'),
    TaxPercent: t('TaxPercent'),
    DownKbps: t('DownKbps'),
    UpKbps: t('UpKbps'),
    TimeLimitMinutes: t('TimeLimitMinutes'),
    TimeMode: formChoice(stored.TimeMode, TIME_MODES, d.TimeMode),
    Validity: t('Validity'),
    ValidityUnit: formChoice(stored.ValidityUnit, VALIDITY_UNITS, d.ValidityUnit),
    DataLimitMb: t('DataLimitMb'),
    DataLimitUpMb: t('DataLimitUpMb'),
    DataLimitDownMb: t('DataLimitDownMb'),
    ConcurrentDevices: t('ConcurrentDevices'),
    IdleTimeoutMin: t('IdleTimeoutMin'),
    PurchaseLimit: formChoice(stored.PurchaseLimit, PURCHASE_LIMITS, d.PurchaseLimit),
    AvailableServiceAreas: formList(
      stored.AvailableServiceAreas,
      (item): item is string => typeof item === 'string',
    ),
    PmsServiceCode: t('PmsServiceCode'),
  };
}
