import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useForm, useStore } from '@tanstack/react-form';
import { useRef, useState } from 'react';

/** What `useSchemaForm` needs: the first values, the schema, and what to do with valid values. */
export interface SchemaFormOptions<Values, Output> {
  defaultValues: Values;
  /** A Standard Schema (the valibot schemas of `@guestnet/validators`): input the form's values. */
  schema: StandardSchemaV1<Values, Output>;
  /**
   * Called with the schema's output once the values are valid. Throwing keeps the values as
   * typed and the form dirty: a failed save loses nothing.
   */
  onSubmit: (output: Output, values: Values) => unknown;
}

/** Same values, compared as data: the unsaved-changes flag of docs/product/states.md. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The kit's form state (docs/product/states.md "Forms") on @tanstack/react-form with a Standard
 * Schema: submit validates first and never submits invalid values; the messages show after the
 * first submit and then follow each change; `isDirty` compares the values with the last clean
 * copy, and a successful submit makes the submitted values the clean copy.
 */
export function useSchemaForm<Values extends object, Output>({
  defaultValues,
  schema,
  onSubmit,
}: SchemaFormOptions<Values, Output>) {
  const latest = useRef({ schema, onSubmit });
  latest.current = { schema, onSubmit };
  // The clean copy: the first values, then the last saved ones. It is also what the form is
  // given as its defaults on every render, so a re-render never puts older values back.
  const [clean, setClean] = useState(defaultValues);
  const form = useForm({
    defaultValues: clean,
    // Submit runs the onChange validators too; a separate onSubmit copy would leave its messages
    // standing until their own field changed, stale when they depend on another field.
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      const result = await latest.current.schema['~standard'].validate(value);
      // Cannot happen after the form's own validation; refuse rather than count it as saved.
      if (result.issues) throw new Error(String(result.issues[0]?.message ?? 'Invalid values'));
      await latest.current.onSubmit(result.value, value);
      // The submitted values are the new clean copy.
      setClean(value);
      formApi.reset(value);
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return {
    form,
    values,
    isSubmitting,
    /** Whether the values differ from the last clean copy. */
    isDirty: !sameValues(values, clean),
    /** Starts again from `to` (the defaults by default), which becomes the clean copy. */
    reset: (to: Values = defaultValues) => {
      setClean(to);
      form.reset(to);
    },
    /** Whether messages show: after the first submit. */
    showErrors: attempts > 0,
    /**
     * Validates and submits; resolves to whether the values were valid and saved. A failed save
     * rejects, leaving every value in place.
     */
    submit: async (): Promise<boolean> => {
      await form.handleSubmit();
      return form.state.isSubmitSuccessful;
    },
  };
}

/** The form API `useSchemaForm` returns, for the field components. */
export type SchemaForm = ReturnType<typeof useSchemaForm<Record<string, unknown>, unknown>>;

/** The first message of a field's errors, whatever the validator gave (issues or strings). */
export function firstMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) {
      return String((error as { message: unknown }).message);
    }
    if (Array.isArray(error)) {
      const inner = firstMessage(error);
      if (inner) return inner;
    }
  }
  return undefined;
}
