// docs/decisions/settings-form.md
import { Button, ButtonGroup } from '@adobe/react-spectrum';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { type ComponentProps, type FormEvent, type ReactNode, useRef } from 'react';
import { LoadFailed, LoadingData } from '../load-states';
import { notify } from '../snackbar';
import { focusFirstInvalid } from './focus-invalid';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { useSchemaForm } from './use-schema-form';

/** What a settings screen's one record read looks like: a query result of TanStack Query. */
export interface RecordQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The load states of a screen over one record (a site's portal, its conference defaults, its
 * room table): a spinner while it loads, the error with `Retry` when it failed, then `children`
 * with the record. `pending` waits for something else the form needs too (the portal's images).
 */
export function SettingsLoad<Data>({
  query,
  pending = false,
  loadingLabel,
  errorHeading,
  children,
}: {
  query: RecordQuery<Data>;
  pending?: boolean;
  /** The spinner's name: `Loading the portal`. */
  loadingLabel: string;
  /** The failure's heading: `Unable to load the portal`. */
  errorHeading: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending || pending) return <LoadingData label={loadingLabel} />;
  if (query.error) {
    return (
      <LoadFailed
        heading={errorHeading}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Neither pending nor failed: TanStack Query holds the answer.
  return children(query.data as Data);
}

/** What a settings save answers: the success snackbar, and the record as the server stored it. */
export interface SettingsSaved<Values> {
  message: string;
  /** The stored record's values, when the server answers them: the form starts again from them. */
  values?: Values;
}

/** What `useSettingsForm` needs: the stored values, the schema, and how to save. */
export interface SettingsFormOptions<Values, Output> {
  /** The stored record's values: the form starts from them and Discard changes returns to them. */
  initial: Values;
  schema: StandardSchemaV1<Values, Output>;
  /**
   * Saves the valid values. A rejection's message goes to the snackbar (the server's ErrorEleven
   * message, or the screen's own account of a partial save) and every typed value stays.
   */
  save: (output: Output, typed: Values) => Promise<SettingsSaved<Values>>;
  /**
   * After a save, its snackbar and the form's new clean copy: what the screen does next (PAN
   * Mapping reads its rooms again). Given the guard, to let a screen that starts over leave.
   */
  onSaved?: (guard: { allowLeave: () => void }) => unknown;
}

/**
 * The form of a screen over one record that is not a list's item (Setup > Portal, Advanced
 * Conference, PAN Mapping): the one-record twin of `EntityFormScreen`. It validates on Save
 * (messages after the first Save, the focus on the first field to fix), saves, names the save in
 * a success snackbar and stays on the screen, clean; a failed save shows why in the snackbar and
 * keeps every typed value. The unsaved-changes guard asks before a dirty form is left. Spread
 * `formProps` on the `<form>` and render `guard.dialog` inside it.
 *
 * @example
 * const settings = useSettingsForm({
 *   initial,
 *   schema: ConferenceDefaultsSchema,
 *   save: async (output) => {
 *     await saveDefaults(output);
 *     return { message: 'Saved Advanced Conference' };
 *   },
 * });
 * <form {...settings.formProps} aria-label="Advanced Conference">…</form>
 */
export function useSettingsForm<Values extends object, Output>({
  initial,
  schema,
  save,
  onSaved,
}: SettingsFormOptions<Values, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  const answered = useRef<Values | undefined>(undefined);
  const { form, values, isDirty, showErrors, isSubmitting, submit, reset } = useSchemaForm({
    defaultValues: initial,
    schema,
    onSubmit: async (output: Output, typed: Values) => {
      let saved: SettingsSaved<Values>;
      try {
        saved = await save(output, typed);
      } catch (error) {
        notify((error as Error).message);
        throw error;
      }
      answered.current = saved.values;
      notify(saved.message, 'success');
    },
  });
  const guard = useUnsavedChangesGuard(isDirty);

  const onSave = async () => {
    // Where the focus was when Save (or Enter in a field) began: a user who moved on keeps it.
    const from = document.activeElement;
    const outcome = await submit().then(
      (saved) => ({ saved, invalid: !saved }),
      () => ({ saved: false, invalid: false }),
    );
    if (outcome.invalid) focusFirstInvalid(formRef.current, from);
    if (!outcome.saved) return;
    if (answered.current) reset(answered.current);
    await onSaved?.(guard);
  };

  return {
    form,
    values,
    isDirty,
    showErrors,
    isSubmitting,
    /** Starts again from the stored values. */
    discard: () => reset(initial),
    /** The unsaved-changes guard: render `guard.dialog` once in the form. */
    guard,
    /** For the `<form>`: Save validates and saves; no browser validation of its own. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void onSave();
      },
    },
  };
}

/** What `useSettingsForm` returns. */
export type SettingsForm = ReturnType<typeof useSettingsForm>;

/**
 * A settings form's `Save` and `Discard changes`: Discard is offered once something changed, and
 * `saveNeedsChanges` offers Save only then too (a table saved row by row, where an empty save
 * would only say `Nothing to save`).
 */
export function SettingsButtons({
  settings,
  saveNeedsChanges = false,
  marginTop,
}: {
  settings: Pick<SettingsForm, 'isDirty' | 'isSubmitting' | 'discard'>;
  saveNeedsChanges?: boolean;
  marginTop?: ComponentProps<typeof ButtonGroup>['marginTop'];
}) {
  const { isDirty, isSubmitting } = settings;
  return (
    <ButtonGroup marginTop={marginTop}>
      <Button
        variant="accent"
        type="submit"
        isPending={isSubmitting}
        isDisabled={saveNeedsChanges && !isDirty}
      >
        Save
      </Button>
      <Button variant="secondary" isDisabled={!isDirty || isSubmitting} onPress={settings.discard}>
        Discard changes
      </Button>
    </ButtonGroup>
  );
}
