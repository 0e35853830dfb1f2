import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import { isEmpty } from './is-empty.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { dateNotAfter, EARLIER_DATE_MESSAGE } from './rules/date-not-after.js';
import { dateNotBefore, LATER_DATE_MESSAGE } from './rules/date-not-before.js';
import { maxLength } from './rules/max-length.js';
import { DATE_MESSAGE } from './schemas/promotion-schema.js';

// The choices the spec leaves open (UTC days, the words of each action):
// docs/decisions/admin-history-screen.md.

/** The actions a history entry records (`AdminHistoryEntry.Action`), with their labels. */
export const ADMIN_HISTORY_ACTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
  { value: 'login', label: 'Signed in' },
  { value: 'logout', label: 'Signed out' },
  { value: 'other', label: 'Other' },
] as const;

/** An action as the contract sends it: `create`, `update`, `delete`, `login`, `logout`, `other`. */
export type AdminHistoryAction = (typeof ADMIN_HISTORY_ACTIONS)[number]['value'];

/** What the history filters hold: text, an action or `''` for any, days as `YYYY-MM-DD` or `''`. */
export interface AdminHistoryFilterValues {
  Admin: string;
  EntityType: string;
  Action: AdminHistoryAction | '';
  From: string;
  To: string;
}

/** No filter: every entry. */
export const ADMIN_HISTORY_FILTER_DEFAULTS: AdminHistoryFilterValues = {
  Admin: '',
  EntityType: '',
  Action: '',
  From: '',
  To: '',
};

/** The filters as `AdminHistoryListRequest` takes them: only those given. */
export interface AdminHistoryFilterOutput {
  Admin?: string;
  EntityType?: string;
  Action?: AdminHistoryAction;
  /** The start of the first day, UTC. */
  From?: string;
  /** The end of the last day, UTC. */
  To?: string;
}

/** A `YYYY-MM-DD` day of the calendar, or empty; `Invalid Date` otherwise. */
export const calendarDay: Rule = (value) => {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return DATE_MESSAGE;
  // Date.parse rolls 2026-02-30 over to 2 March; a real day reads back as itself.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
    ? true
    : DATE_MESSAGE;
};

const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    ruleAction<string>((value) => checkRules(value, [maxLength(max)])),
  );

const day = v.pipe(v.string(), v.trim(), ruleAction<string>(calendarDay));

const fields = v.object({
  Admin: text(128),
  EntityType: text(64),
  Action: v.picklist(['', ...ADMIN_HISTORY_ACTIONS.map((action) => action.value)] as [
    '',
    ...AdminHistoryAction[],
  ]),
  From: day,
  To: day,
});

type Checked = v.InferOutput<typeof fields>;
const RANGE: unknown[] = ['From', 'To'];
const at = (range: Checked, key: 'From' | 'To'): [v.IssuePathItem] => [
  { type: 'unknown', origin: 'value', input: range, key, value: range[key] },
];

/**
 * The Admin History filters (`AdminHistoryListRequest` of openapi/dbo.yaml): the admin
 * and entity type as trimmed text within the contract's lengths, an action of the contract, and a
 * range of UTC days. A From after To is marked on both ends with docs/product/validation.md's words (`Please select
 * an earlier date` on From, `Please select a later date` on To); a day that is not a calendar day
 * is `Invalid Date`. The output holds only the filters given, the days as the instants that
 * include them whole.
 *
 * @example
 * v.parse(AdminHistoryFilterSchema, { ...ADMIN_HISTORY_FILTER_DEFAULTS, From: '2026-11-01' })
 * // → { From: '2026-11-01T00:00:00Z' }
 * v.safeParse(AdminHistoryFilterSchema, { ...ADMIN_HISTORY_FILTER_DEFAULTS, From: '2026-11-02', To: '2026-11-01' })
 * // issues: From 'Please select an earlier date', To 'Please select a later date'
 */
export const AdminHistoryFilterSchema = v.pipe(
  fields,
  v.rawCheck<Checked>(({ dataset, addIssue }) => {
    // The order is checked once both days are days (their own messages come first).
    if (dataset.issues?.some((issue) => !issue.path || RANGE.includes(issue.path[0]?.key))) return;
    const range = dataset.value as Checked;
    if (dateNotAfter(range.To)(range.From) !== true) {
      addIssue({ message: EARLIER_DATE_MESSAGE, path: at(range, 'From') });
    }
    if (dateNotBefore(range.From)(range.To) !== true) {
      addIssue({ message: LATER_DATE_MESSAGE, path: at(range, 'To') });
    }
  }),
  v.transform((values): AdminHistoryFilterOutput => {
    const out: AdminHistoryFilterOutput = {};
    if (values.Admin) out.Admin = values.Admin;
    if (values.EntityType) out.EntityType = values.EntityType;
    if (values.Action) out.Action = values.Action;
    if (values.From) out.From = `${values.From}T00:00:00Z`;
    if (values.To) out.To = `${values.To}T23:59:59Z`;
    return out;
  }),
);

/**
 * The filter values of an address's search parameters (typed and pasted by hand): text kept as
 * text within its length, an unknown action as none. The schema still judges the days.
 *
 * @example
 * adminHistoryFilterValues({ action: 'update', from: '2026-11-01' })
 * // → { Admin: '', EntityType: '', Action: 'update', From: '2026-11-01', To: '' }
 */
export function adminHistoryFilterValues(
  search: Readonly<Record<string, unknown>>,
): AdminHistoryFilterValues {
  const str = (value: unknown, max: number) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : '';
  const action = str(search.action, 16);
  return {
    Admin: str(search.admin, 128),
    EntityType: str(search.entity, 64),
    Action: ADMIN_HISTORY_ACTIONS.some((entry) => entry.value === action)
      ? (action as AdminHistoryAction)
      : '',
    From: str(search.from, 10),
    To: str(search.to, 10),
  };
}
