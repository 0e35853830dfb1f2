import type { StandardSchemaV1 } from '@standard-schema/spec';

/** One issue of a Standard Schema check: its message and the path of the value it is about. */
export type SchemaIssue = Pick<StandardSchemaV1.Issue, 'message' | 'path'>;

/** A field's messages: the first message of each field that has one, by field name. */
export type FieldMessages<Field extends string = string> = Partial<Record<Field, string>>;

/** A Standard Schema (valibot's schemas are), as far as checking a value goes. */
export interface CheckingSchema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) => StandardSchemaV1.Result<Output> | Promise<StandardSchemaV1.Result<Output>>;
  };
}

/** The outcome of a check: the schema's output, or the messages by field and the issues. */
export type Checked<Output, Field extends string = string> =
  | { ok: true; output: Output }
  | { ok: false; messages: FieldMessages<Field>; issues: readonly SchemaIssue[] };

const keyOf = (part: PropertyKey | StandardSchemaV1.PathSegment) =>
  String(typeof part === 'object' ? part.key : part);

/** An issue's path as dotted keys (`RadiusServers.0.Host`); empty for an issue of the whole value. */
export function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? []).map(keyOf).join('.');
}

/**
 * The issues as field messages: each issue counts for the field its path starts with (a row of a
 * list belongs to the list), and a field keeps its first message.
 */
export function fieldMessages<Field extends string = string>(
  issues: readonly SchemaIssue[],
): FieldMessages<Field> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    if (first === undefined) continue;
    messages[keyOf(first)] ??= issue.message;
  }
  return messages as FieldMessages<Field>;
}

/** The message a form shows for `field`: the issue about exactly that path, else the first one. */
export function messageFor(issues: readonly SchemaIssue[], field: string): string | undefined {
  const own = issues.find((issue) => issuePath(issue) === field);
  return (own ?? issues[0])?.message;
}

function outcome<Output, Field extends string>(
  result: StandardSchemaV1.Result<Output>,
): Checked<Output, Field> {
  return result.issues
    ? { ok: false, messages: fieldMessages<Field>(result.issues), issues: result.issues }
    : { ok: true, output: result.value };
}

/**
 * Checks a value with a synchronous schema (the validators' entity schemas are): its output, or
 * its messages by field. Throws for a schema that answers asynchronously.
 *
 * @example
 * const checked = checkNow(AdminHistoryFilterSchema, values);
 * if (!checked.ok) show(checked.messages.From);
 */
export function checkNow<Output, Field extends string = string>(
  schema: CheckingSchema<Output>,
  value: unknown,
): Checked<Output, Field> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('This check needs a synchronous schema.');
  return outcome<Output, Field>(result);
}

/** Checks a value with any schema, synchronous or not: its output, or its messages by field. */
export async function check<Output, Field extends string = string>(
  schema: CheckingSchema<Output>,
  value: unknown,
): Promise<Checked<Output, Field>> {
  return outcome<Output, Field>(await schema['~standard'].validate(value));
}
