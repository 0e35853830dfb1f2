import { type FormEvent, useCallback, useRef, useState } from 'react';

/** A message per field; a field without one is valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** What `useForm` needs: the first values, the rules, and what to do with valid values. */
export interface UseFormOptions<T> {
  initial: T;
  validate: (values: T) => FieldErrors<T> | Promise<FieldErrors<T>>;
  onSubmit: (values: T) => unknown;
}

function sameValues<T>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The form helper of SPEC.md §4 "Forms": values, a clean copy and the unsaved-changes flag;
 * submit validates first and never submits invalid values; a successful submit makes the current
 * values the clean copy. Errors show after the first submit and then follow each change.
 */
export function useForm<T extends Record<string, unknown>>({
  initial,
  validate,
  onSubmit,
}: UseFormOptions<T>) {
  const [values, setValues] = useState(initial);
  const [clean, setClean] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const setValue = useCallback(
    <K extends keyof T>(name: K, value: T[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (submitted) {
        void Promise.resolve(validate(next)).then((found) => {
          if (latest.current === next) setErrors(found);
        });
      }
    },
    [submitted, validate],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const current = latest.current;
      setSubmitted(true);
      setSubmitting(true);
      try {
        const found = await validate(current);
        setErrors(found);
        if (Object.values(found).some(Boolean)) return false;
        await onSubmit(current);
        setClean(current);
        return true;
      } finally {
        setSubmitting(false);
      }
    },
    [onSubmit, validate],
  );

  const reset = useCallback(
    (to: T = initial) => {
      latest.current = to;
      setValues(to);
      setClean(to);
      setErrors({});
      setSubmitted(false);
    },
    [initial],
  );

  /** Spreads onto a Spectrum text field: value, change handler and error message. */
  const field = <K extends keyof T>(name: K) => ({
    value: values[name] as T[K] & string,
    onChange: (value: string) => setValue(name, value as T[K]),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
    validationBehavior: 'aria' as const,
  });

  return {
    values,
    errors,
    setValue,
    field,
    handleSubmit,
    reset,
    isSubmitting,
    isDirty: !sameValues(values, clean),
  };
}
