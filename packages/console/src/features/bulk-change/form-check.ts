// docs/decisions/bulk-change.md
import { type CheckingSchema, checkNow, messageFor } from '../../lib/entities/field-messages';
import type { Stored } from './change-kind';

/**
 * Checks form values with a validators schema (through Standard Schema, as the forms do): the
 * payload, or the form's message for the field (else the first message).
 */
export function checkForm(
  schema: CheckingSchema,
  values: unknown,
  field: string,
): { output: Stored } | { refused: string } {
  const checked = checkNow(schema, values);
  if (checked.ok) return { output: checked.output as Stored };
  return { refused: messageFor(checked.issues, field) ?? 'Invalid value' };
}
