import type { DboResult } from '@guestnet/sdk';
import {
  ROLE_ACCESS_LEVELS,
  ROLE_SPECIAL_ACTIONS,
  type RoleScopeLevel,
  type RoleTemplateFormValues,
} from '@guestnet/validators';
import { SCREEN_CATEGORIES, SCREENS } from '../../lib/screens/screen-table';
import type { MatrixGroup, MatrixRow } from '../../ui/form/choice-matrix';
import type { FieldSection } from '../../ui/form/form-fields';
import type { ListColumn } from '../../ui/list/list-column';

/** A role template as the list answers it. */
export type RoleTemplateRow = DboResult<'ListRoleTemplates'>['Items'][number];

export const ROLE_TEMPLATES_PATH = '/manage/role-templates';
export const ROLE_TEMPLATE_ENTITY = { singular: 'Role Template', plural: 'Role Templates' };

/** The scope levels (the route's `{type}`), with the words an administrator reads. */
export const SCOPE_LEVELS: readonly { value: RoleScopeLevel; label: string }[] = [
  { value: 'ServiceProvider', label: 'Service Provider' },
  { value: 'Grouping', label: 'Grouping' },
  { value: 'Site', label: 'Site' },
];

export function isScopeLevel(type: string | undefined): type is RoleScopeLevel {
  return SCOPE_LEVELS.some((level) => level.value === type);
}

export const scopeLabel = (scope: string) =>
  SCOPE_LEVELS.find((level) => level.value === scope)?.label ?? scope;

/**
 * The matrix's rows: each feature id of the screens table once, named by its first screen's
 * title, grouped by its menu tab (docs/decisions/role-templates.md).
 */
export const FEATURE_ROWS: readonly MatrixRow[] = (() => {
  const seen = new Set<string>();
  const rows: MatrixRow[] = [];
  for (const screen of SCREENS) {
    if (seen.has(screen.featureId)) continue;
    seen.add(screen.featureId);
    rows.push({ id: screen.featureId, label: screen.title, group: screen.category });
  }
  return rows;
})();

export const FEATURE_GROUPS: readonly MatrixGroup[] = SCREEN_CATEGORIES.map((category) => ({
  id: category.id,
  label: category.title,
}));

const actionLabel = (action: string) =>
  ROLE_SPECIAL_ACTIONS.find((entry) => entry.value === action)?.label ?? action;

export const specialActionsText = (actions: readonly string[]) =>
  actions.length === 0 ? '—' : actions.map(actionLabel).join(', ');

export const ROLE_TEMPLATE_COLUMNS: readonly ListColumn<RoleTemplateRow>[] = [
  { field: 'Name', header: 'Name', width: 'minmax(12rem, 2fr)', link: true },
  { field: 'ScopeLevel', header: 'Scope', text: (row) => scopeLabel(row.ScopeLevel) },
  { field: 'BuiltIn', header: 'Built-in' },
  {
    field: 'Permissions',
    header: 'Features',
    align: 'end',
    sortable: false,
    text: (row) => String(row.Permissions.filter((entry) => entry.Access !== 'none').length),
  },
  {
    field: 'SpecialActions',
    header: 'Special actions',
    sortable: false,
    width: 'minmax(12rem, 2fr)',
    text: (row) => specialActionsText(row.SpecialActions),
  },
];

/** The form's fields: the name, the access per feature, the special actions. */
export function roleTemplateSections(isReadOnly = false): FieldSection<RoleTemplateFormValues>[] {
  return [
    {
      fields: [
        {
          name: 'Name',
          label: 'Name',
          kind: 'text',
          required: true,
          description: 'Unique in this organization, up to 64 characters.',
        },
      ],
    },
    {
      title: 'Access',
      fields: [
        {
          name: 'Permissions',
          label: 'Access by feature',
          kind: 'matrix',
          groups: FEATURE_GROUPS,
          rows: FEATURE_ROWS,
          columns: ROLE_ACCESS_LEVELS,
          fallback: 'none',
          isReadOnly,
          description:
            'Arrow keys move between cells, Space chooses. “Set all” sets a whole column or tab.',
        },
      ],
    },
    {
      title: 'Special actions',
      fields: [
        {
          name: 'SpecialActions',
          label: 'Special actions',
          kind: 'multi',
          options: ROLE_SPECIAL_ACTIONS,
        },
      ],
    },
  ];
}
