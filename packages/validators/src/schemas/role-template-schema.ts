import * as v from 'valibot';
import { formChoice, formList, formText } from '../form-text.js';
import { maxLength } from '../rules/max-length.js';
import { required } from '../rules/required.js';
import { unique } from '../rules/unique.js';
import { text } from '../text-field.js';

// The choices behind this schema (a feature left out is `none`, the built-ins, the special
// actions) are in docs/decisions/role-templates.md.

/** The access a role grants to one feature, lowest first. */
export const ROLE_ACCESS_LEVELS = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read' },
  { value: 'full', label: 'Full' },
] as const;

/** An access level as sent: `none`, `read` or `full`. */
export type RoleAccess = (typeof ROLE_ACCESS_LEVELS)[number]['value'];

/** The actions a role may be given beyond its features' access. */
export const ROLE_SPECIAL_ACTIONS = [
  { value: 'issue_codes', label: 'Issue codes' },
  { value: 'refund', label: 'Refund' },
  { value: 'reveal_secrets', label: 'Reveal secrets' },
] as const;

export type RoleSpecialAction = (typeof ROLE_SPECIAL_ACTIONS)[number]['value'];

/** The scope levels a template is for (the route's `{type}`). */
export const ROLE_SCOPE_LEVELS = ['ServiceProvider', 'Grouping', 'Site'] as const;
export type RoleScopeLevel = (typeof ROLE_SCOPE_LEVELS)[number];

/** The names of the built-in templates, which cannot be saved or deleted. */
export const BUILT_IN_ROLE_TEMPLATES = [
  'Full',
  'Read-only',
  'Front desk',
  'Monitor only',
  'Support',
] as const;

/** What the role template form holds: the access per feature id, `none` when not granted. */
export interface RoleTemplateFormValues {
  Name: string;
  ScopeLevel: RoleScopeLevel;
  Permissions: Record<string, RoleAccess>;
  SpecialActions: RoleSpecialAction[];
}

export interface RoleTemplateContext {
  /** Every template name of the org; compared trimmed and without regard to case. */
  readonly takenNames?: readonly string[] | undefined;
  /** The name of the template being edited, which it may keep. */
  readonly current?: string | undefined;
}

const ACCESS = ROLE_ACCESS_LEVELS.map((level) => level.value);
const ACTIONS = ROLE_SPECIAL_ACTIONS.map((action) => action.value);

/**
 * Makes the role template form's schema (`RoleTemplateInput` in openapi/dbo.yaml): a Name of at
 * most 64 characters, unique per org without regard to case; the matrix sent as the features
 * granted (`read` or `full`) in feature id order, `none` left out.
 *
 * @example
 * v.parse(roleTemplateSchema(), { Name: 'Night desk', ScopeLevel: 'Site',
 *   Permissions: { af_accesscode: 'full', af_users: 'none' }, SpecialActions: ['issue_codes'] })
 * // → { …, Permissions: [{ Feature: 'af_accesscode', Access: 'full' }], SpecialActions: ['issue_codes'] }
 */
export function roleTemplateSchema(context: RoleTemplateContext = {}) {
  const taken = unique(context.takenNames ?? [], {
    existing: context.current,
    ignoreCase: true,
  });
  return v.object({
    Name: text([required, maxLength(64), taken]),
    ScopeLevel: v.picklist(ROLE_SCOPE_LEVELS),
    Permissions: v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^af_[a-z0-9_]+$/)), v.picklist(ACCESS)),
      v.transform((matrix) =>
        Object.entries(matrix)
          .filter(([, access]) => access !== 'none')
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([Feature, Access]) => ({ Feature, Access })),
      ),
    ),
    SpecialActions: v.pipe(
      v.array(v.picklist(ACTIONS)),
      v.transform((actions) => ACTIONS.filter((action) => actions.includes(action))),
    ),
  });
}

/** A valid role template as the save procedure takes it, without `Id` and `OrgNumber`. */
export type RoleTemplateOutput = v.InferOutput<ReturnType<typeof roleTemplateSchema>>;

/**
 * A new template of a scope level: no name, every feature `none`, no special action.
 *
 * @example
 * ROLE_TEMPLATE_DEFAULTS('Site').Permissions // → {}
 */
export function ROLE_TEMPLATE_DEFAULTS(scope: RoleScopeLevel = 'Site'): RoleTemplateFormValues {
  return { Name: '', ScopeLevel: scope, Permissions: {}, SpecialActions: [] };
}

/**
 * The form values of a stored template (a `RoleTemplate` as read): its permissions as a map by
 * feature id; unknown access levels and actions are dropped.
 *
 * @example
 * roleTemplateFormValues({ Name: 'Night desk', ScopeLevel: 'Site',
 *   Permissions: [{ Feature: 'af_users', Access: 'read' }], SpecialActions: [] })
 * // → { Name: 'Night desk', ScopeLevel: 'Site', Permissions: { af_users: 'read' }, SpecialActions: [] }
 */
export function roleTemplateFormValues(
  stored: Readonly<Record<string, unknown>>,
): RoleTemplateFormValues {
  const permissions: Record<string, RoleAccess> = {};
  for (const entry of formList(
    stored.Permissions,
    (item): item is { Feature: unknown; Access: unknown } =>
      typeof item === 'object' && item !== null,
  )) {
    const access = formChoice(entry.Access, ACCESS, 'none');
    if (typeof entry.Feature === 'string' && access !== 'none') permissions[entry.Feature] = access;
  }
  return {
    Name: formText(stored.Name),
    ScopeLevel: formChoice(stored.ScopeLevel, ROLE_SCOPE_LEVELS, 'Site'),
    Permissions: permissions,
    SpecialActions: formList(stored.SpecialActions, (item): item is RoleSpecialAction =>
      ACTIONS.includes(item as RoleSpecialAction),
    ),
  };
}
