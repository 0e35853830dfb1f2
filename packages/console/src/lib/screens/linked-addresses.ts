// docs/decisions/typed-addresses.md
import type { AdminHistoryAction } from '@guestnet/validators';
import * as v from 'valibot';
import { choiceField, idField, LIST_FIELDS, textField } from './screen-address';

// The validators' ADMIN_HISTORY_ACTIONS values, by type: importing the list would bring the
// validators' history schemas into the first load.
const ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'logout',
  'other',
] as const satisfies readonly AdminHistoryAction[];

// The addresses of screens that other screens link to, below the features so that both sides
// build and read them from one schema.

/**
 * Manage > Bulk Change: `?from=search` when Adv Org Search handed over its results as the
 * targets (lib/org/bulk-targets.ts).
 */
export const BULK_CHANGE_ADDRESS = v.object({ from: choiceField(['search'], '') });

/** Manage > Bulk Change > Change Sets: the list's page, size, sort and filter, and the set shown. */
export const CHANGE_SETS_ADDRESS = v.object({ ...LIST_FIELDS, set: idField() });

/**
 * Support > Admin History: the list's, the filters (`admin`, `entity`, `action`, `from`, `to`),
 * the entry whose view is open (`entry`) and only a change set's entries (`changeSet`, linked from
 * Bulk Change's Change Sets).
 */
export const ADMIN_HISTORY_ADDRESS = v.object({
  ...LIST_FIELDS,
  admin: textField(128),
  entity: textField(64),
  action: choiceField(ACTIONS, ''),
  from: textField(10),
  to: textField(10),
  entry: idField(),
  changeSet: idField(),
});
