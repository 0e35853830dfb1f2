import * as v from 'valibot';
import { checkRules } from '../check-rules.js';
import { formChoice, formText } from '../form-text.js';
import { optionalNumberText, requiredNumberText } from '../number-text.js';
import type { Rule } from '../rule.js';
import { ruleAction } from '../rule-action.js';
import { dateNotBefore } from '../rules/date-not-before.js';
import { maxLength } from '../rules/max-length.js';
import { required } from '../rules/required.js';
import { unique } from '../rules/unique.js';
import { text } from '../text-field.js';

// The choices and wording that are ours, not the product reference's: docs/decisions/access-codes.md.

/** The ways a batch gets its codes, with their labels. */
export const ACCESS_CODE_STRATEGIES = [
  { label: 'Random codes', value: 'random' },
  { label: 'Prefix and random part', value: 'prefix' },
  { label: 'Import from CSV', value: 'csv' },
] as const;

export type AccessCodeStrategy = (typeof ACCESS_CODE_STRATEGIES)[number]['value'];

/** The units the validity after first use is typed in. */
export const ACCESS_CODE_VALIDITY_UNITS = [
  { label: 'Minutes', value: 'minutes' },
  { label: 'Hours', value: 'hours' },
  { label: 'Days', value: 'days' },
] as const;

type ValidityUnit = (typeof ACCESS_CODE_VALIDITY_UNITS)[number]['value'];

/** The most codes one batch holds (docs/product/fields.md "Access codes"). */
export const MAX_BATCH_CODES = 10_000;
/** The longest code the contract stores, prefix included (openapi/dbo.yaml AccessCode.Code). */
export const MAX_CODE_LENGTH = 32;

/** The message when a prefix or an imported code holds other characters (ours, as promotions'). */
export const ACCESS_CODE_CHARACTERS_MESSAGE = 'Use only letters A-Z, digits 0-9 and -';

/** The message when an imported code is too short or too long (ours). */
export const codeLengthMessage = (line: number, code: string) =>
  `Line ${line}: “${code}” must be 4 to 32 characters`;
/** The message when an imported code holds other characters (ours). */
export const codeCharactersMessage = (line: number, code: string) =>
  `Line ${line}: “${code}” may hold only letters A-Z, digits 0-9 and -`;
/** The message when an imported code repeats an earlier line (ours). */
export const codeRepeatMessage = (line: number, code: string, first: number) =>
  `Line ${line}: “${code}” repeats line ${first}`;
/** The message when more codes are pasted than a batch holds (ours). */
export const TOO_MANY_CODES_MESSAGE = 'Must be no more than 10,000 codes';

/** What the batch form holds: text for every number and the day, as the kit's fields hold them. */
export interface AccessCodeBatchFormValues {
  Name: string;
  Strategy: AccessCodeStrategy;
  Count: string;
  CodeLength: string;
  Prefix: string;
  /** The codes to import, one per line (or separated by commas), with the `csv` strategy. */
  CsvCodes: string;
  /** The service plan's id, as the select holds it. */
  PlanId: string;
  UsesPerCode: string;
  Validity: string;
  ValidityUnit: ValidityUnit;
  /** The last day the codes work (`YYYY-MM-DD`), or `''` for never. */
  ExpiresOn: string;
  Note: string;
}

/** A valid batch as `SaveAccessCodeBatch` takes it, without `Id` and `OrgNumber`. */
export interface AccessCodeBatchOutput {
  Name: string;
  Strategy: AccessCodeStrategy;
  Count: number;
  CodeLength: number;
  Prefix: string | null;
  PlanId: number;
  UsesPerCode: number;
  ValidityAfterFirstUseMinutes: number | null;
  ExpiresAt: string | null;
  Note: string | null;
  CsvCodes?: string[];
}

/** The names a batch's name must differ from, and today (the earliest expiry). */
export interface AccessCodeBatchContext {
  /** Every batch name of the org; compared trimmed and without regard to case. */
  readonly takenNames?: readonly string[] | undefined;
  /** Today as `YYYY-MM-DD`: an expiry day before it is refused. Default: today, UTC. */
  readonly today?: string | undefined;
}

/** A new batch: 100 random codes of 8 characters, one use each, never expiring. */
export const ACCESS_CODE_BATCH_DEFAULTS: AccessCodeBatchFormValues = {
  Name: '',
  Strategy: 'random',
  Count: '100',
  CodeLength: '8',
  Prefix: '',
  CsvCodes: '',
  PlanId: '',
  UsesPerCode: '1',
  Validity: '',
  ValidityUnit: 'hours',
  ExpiresOn: '',
  Note: '',
};

const MINUTES: Record<ValidityUnit, number> = { minutes: 1, hours: 60, days: 1440 };
const CODE_TEXT = /^[A-Za-z0-9-]*$/;
const characters: Rule = (value) =>
  typeof value === 'string' && CODE_TEXT.test(value) ? true : ACCESS_CODE_CHARACTERS_MESSAGE;

/**
 * The codes of a pasted CSV: one per line or separated by commas or semicolons, each trimmed and
 * unquoted, empty ones and a first line reading `Code` left out; with each code's line number.
 *
 * @example
 * csvCodes('Code\nAB12CD\n"XY-99"') // → [{ code: 'AB12CD', line: 2 }, { code: 'XY-99', line: 3 }]
 */
export function csvCodes(text: string): { code: string; line: number }[] {
  const out: { code: string; line: number }[] = [];
  text.split(/\r?\n/).forEach((row, index) => {
    for (const cell of row.split(/[,;\t]/)) {
      const code = cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      if (code === '' || (index === 0 && /^code$/i.test(code))) continue;
      out.push({ code, line: index + 1 });
    }
  });
  return out;
}

/** The first message about a list of imported codes, or `true`. */
function checkCodes(codes: { code: string; line: number }[]): string | true {
  if (codes.length === 0) return 'Required';
  if (codes.length > MAX_BATCH_CODES) return TOO_MANY_CODES_MESSAGE;
  const seen = new Map<string, number>();
  for (const { code, line } of codes) {
    if (code.length < 4 || code.length > MAX_CODE_LENGTH) return codeLengthMessage(line, code);
    if (!CODE_TEXT.test(code)) return codeCharactersMessage(line, code);
    const key = code.toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) return codeRepeatMessage(line, code, first);
    seen.set(key, line);
  }
  return true;
}

/** The first message of a value under a schema, or `undefined`. */
function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  return v.safeParse(schema, value).issues?.[0]?.message;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

function fields(context: AccessCodeBatchContext) {
  const { takenNames = [] } = context;
  const today = context.today ?? todayUtc();
  const day: Rule = (value) => {
    if (value === '') return true;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Invalid Date';
    return dateNotBefore(`${today}T00:00:00Z`)(`${value}T00:00:00Z`);
  };
  return v.object({
    Name: text([required, maxLength(64), unique(takenNames, { ignoreCase: true })]),
    Strategy: v.picklist(ACCESS_CODE_STRATEGIES.map((strategy) => strategy.value)),
    // Checked below, by strategy: a hidden field never holds a message.
    Count: v.string(),
    CodeLength: v.string(),
    Prefix: v.string(),
    CsvCodes: v.string(),
    PlanId: requiredNumberText({ whole: true, min: 1 }),
    UsesPerCode: requiredNumberText({ whole: true, min: 0, max: 1000 }),
    Validity: optionalNumberText({ whole: true, min: 1 }),
    ValidityUnit: v.picklist(ACCESS_CODE_VALIDITY_UNITS.map((unit) => unit.value)),
    ExpiresOn: v.pipe(v.string(), v.trim(), ruleAction<string>(day)),
    Note: text([maxLength(500)], { multiline: true }),
  });
}

type Checked = v.InferOutput<ReturnType<typeof fields>>;

const pathOf = (input: Record<string, unknown>, key: string): [v.IssuePathItem] => [
  { type: 'unknown', origin: 'value', input, key, value: input[key] },
];

/** The fields each strategy uses, checked with the spec's messages; the others are left alone. */
const byStrategy = v.rawCheck<Checked>(({ dataset, addIssue }) => {
  const values = dataset.value as unknown as Record<string, string>;
  if (typeof values !== 'object' || values === null) return;
  const mark = (key: string, message: string | undefined | true) => {
    if (typeof message === 'string') addIssue({ message, path: pathOf(values, key) });
  };
  const strategy = values.Strategy;
  if (strategy === 'csv') {
    mark('CsvCodes', checkCodes(csvCodes(String(values.CsvCodes ?? ''))));
    return;
  }
  mark(
    'Count',
    messageOf(requiredNumberText({ whole: true, min: 1, max: MAX_BATCH_CODES }), values.Count),
  );
  const prefix = strategy === 'prefix' ? String(values.Prefix ?? '').trim() : '';
  if (strategy === 'prefix') {
    mark('Prefix', checkRules(prefix, [required, maxLength(20), characters]));
  }
  // The code is the prefix and the random part, 32 characters at most in all.
  const longest = MAX_CODE_LENGTH - Math.min(prefix.length, 20);
  mark(
    'CodeLength',
    messageOf(requiredNumberText({ whole: true, min: 4, max: longest }), values.CodeLength),
  );
});

/** The payload of checked values. */
function toOutput(values: Checked): AccessCodeBatchOutput {
  const note = values.Note === '' ? null : values.Note;
  const shared = {
    Name: values.Name,
    PlanId: values.PlanId,
    UsesPerCode: values.UsesPerCode,
    ValidityAfterFirstUseMinutes:
      values.Validity === null ? null : values.Validity * MINUTES[values.ValidityUnit],
    ExpiresAt: values.ExpiresOn === '' ? null : `${values.ExpiresOn}T23:59:59Z`,
    Note: note,
  };
  if (values.Strategy === 'csv') {
    const codes = csvCodes(values.CsvCodes).map((entry) => entry.code.toUpperCase());
    return {
      ...shared,
      Strategy: 'csv',
      Count: codes.length,
      CodeLength: Math.max(4, ...codes.map((code) => code.length)),
      Prefix: null,
      CsvCodes: codes,
    };
  }
  const prefix = values.Strategy === 'prefix' ? values.Prefix.trim().toUpperCase() : null;
  return {
    ...shared,
    Strategy: values.Strategy,
    Count: Number(values.Count.trim()),
    CodeLength: Number(values.CodeLength.trim()),
    Prefix: prefix,
  };
}

/**
 * Makes the access code batch form's schema (docs/product/fields.md "Access codes", `AccessCodeBatchInput` in
 * openapi/dbo.yaml): Name required, unique per org without regard to case, ≤ 64; Count a whole
 * 1–10,000 and CodeLength a whole ≥ 4 (default 8) for random and prefix codes, the prefix and the
 * random part 32 characters at most together; Prefix required with the prefix strategy, ≤ 20,
 * letters, digits and `-`, sent upper-cased; with `csv` the pasted codes (4–32 characters, no
 * repeats, at most 10,000) make the Count; UsesPerCode a whole ≥ 0 (0 = unlimited); the validity
 * after first use in minutes, hours or days, sent in minutes or `null`; the expiry day, not before
 * today, sent as its last second UTC, or `null` for never.
 *
 * @example
 * const schema = accessCodeBatchSchema({ takenNames: ['Front desk codes'] });
 * v.safeParse(schema, { ...ACCESS_CODE_BATCH_DEFAULTS, Name: 'Gala', PlanId: '3', Count: '0' })
 *   .issues?.[0]?.message; // → 'Must be 1 or greater'
 */
export function accessCodeBatchSchema(context: AccessCodeBatchContext = {}) {
  return v.pipe(fields(context), byStrategy, v.transform(toOutput));
}

/** The batch schema with no names taken. */
export const AccessCodeBatchSchema = accessCodeBatchSchema();

/**
 * The form values of a stored batch (an `AccessCodeBatch` as read): numbers as text, the expiry
 * as its UTC day, the validity in the largest unit that divides it.
 *
 * @example
 * accessCodeBatchFormValues({ Name: 'Gala', ValidityAfterFirstUseMinutes: 1440 }).Validity; // → '1'
 */
export function accessCodeBatchFormValues(
  stored: Readonly<Record<string, unknown>>,
): AccessCodeBatchFormValues {
  const minutes =
    typeof stored.ValidityAfterFirstUseMinutes === 'number'
      ? stored.ValidityAfterFirstUseMinutes
      : null;
  const unit: ValidityUnit =
    minutes === null || minutes % 1440 === 0 ? 'days' : minutes % 60 === 0 ? 'hours' : 'minutes';
  const expires = typeof stored.ExpiresAt === 'string' ? stored.ExpiresAt.slice(0, 10) : '';
  return {
    ...ACCESS_CODE_BATCH_DEFAULTS,
    Name: formText(stored.Name),
    Strategy: formChoice(
      stored.Strategy,
      ACCESS_CODE_STRATEGIES.map((strategy) => strategy.value),
      'random',
    ),
    Count: formText(stored.Count),
    CodeLength: formText(stored.CodeLength, '8'),
    Prefix: formText(stored.Prefix),
    PlanId: formText(stored.PlanId),
    UsesPerCode: formText(stored.UsesPerCode, '1'),
    Validity: minutes === null ? '' : String(minutes / MINUTES[unit]),
    ValidityUnit: minutes === null ? 'hours' : unit,
    ExpiresOn: expires,
    Note: formText(stored.Note),
  };
}
