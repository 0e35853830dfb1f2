// docs/decisions/bulk-change.md
import type { Stored } from './change-kind';

interface StandardSchema {
  '~standard': {
    validate(value: unknown):
      | { value: unknown; issues?: undefined }
      | {
          issues: readonly {
            message: string;
            path?: readonly (PropertyKey | { key: PropertyKey })[];
          }[];
        }
      | Promise<unknown>;
  };
}

/**
 * Checks form values with a validators schema (through Standard Schema, as the forms do): the
 * payload, or the form's message for the field (else the first message).
 */
export function checkForm(
  schema: StandardSchema,
  values: unknown,
  field: string,
): { output: Stored } | { refused: string } {
  const answer = schema['~standard'].validate(values);
  if (answer instanceof Promise) throw new Error('A bulk change needs a synchronous schema');
  const checked = answer as Exclude<typeof answer, Promise<unknown>>;
  if (!checked.issues) return { output: checked.value as Stored };
  const keyOf = (part: PropertyKey | { key: PropertyKey }) =>
    String(typeof part === 'object' ? part.key : part);
  const own = checked.issues.find((issue) => issue.path?.map(keyOf).join('.') === field);
  return { refused: (own ?? checked.issues[0])?.message ?? 'Invalid value' };
}
