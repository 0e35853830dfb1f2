// docs/decisions/org-edit-screens.md
import { Button, ButtonGroup } from '@adobe/react-spectrum';
import { type OrgFormValues, type OrgOutput, OrgSchema, type OrgType } from '@guestnet/validators';
import { type ReactNode, useMemo, useRef } from 'react';
import { FormFields } from '../../ui/form/form-fields';
import { useUnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { orgSections, timeZoneOptions } from './org-fields';

/** What the org form (Edit Org, Add Org) shows around its fields and does with valid values. */
export interface OrgFormProps {
  /** The form's accessible name (`Edit Org`, `Add Organization`). */
  label: string;
  initial: OrgFormValues;
  /** Above the fields: the heading and the read-only facts. */
  header: ReactNode;
  /** The types Add Org may pick; Edit Org leaves the type as it is. */
  types?: readonly OrgType[];
  submitLabel: string;
  /**
   * Sends the valid payload; resolves to the form's new clean values, or throws (the server's
   * refusal) and every typed value stays.
   */
  onSubmit: (output: OrgOutput, typed: OrgFormValues) => Promise<OrgFormValues>;
  /** Called after a successful submit, with the guard lifted (Add Org leaves for the new org). */
  afterSubmit?: () => void;
  /** Cancel: Edit Org starts again from the stored values; Add Org leaves. */
  onCancel: (reset: () => void) => void;
  /** More buttons after Cancel (Edit Org's Delete). */
  actions?: ReactNode;
  /** Below the buttons (a refused delete's reason). */
  footer?: ReactNode;
}

/**
 * The org form of Edit Org and Add Org on the kit: the fields of `orgSections`, the
 * `OrgSchema` of @guestnet/validators (messages after the first submit), and the kit's
 * unsaved-changes guard (links, back, org changes).
 */
export function OrgForm(props: OrgFormProps) {
  const { initial } = props;
  const timeZones = useMemo(() => timeZoneOptions(initial.TimeZone), [initial.TimeZone]);
  const removed = initial.Status === 'Removed';
  const sections = useMemo(
    () => orgSections({ timeZones, removed, ...(props.types ? { types: props.types } : {}) }),
    [timeZones, removed, props.types],
  );
  // The values the submit's answer gave, handed from onSubmit to onSave.
  const answered = useRef<OrgFormValues | undefined>(undefined);
  const { form, values, isDirty, showErrors, isSubmitting, submit, reset } = useSchemaForm({
    defaultValues: initial,
    schema: OrgSchema,
    onSubmit: async (output: OrgOutput, typed: OrgFormValues) => {
      const clean = await props.onSubmit(output, typed);
      answered.current = clean;
    },
  });
  const guard = useUnsavedChangesGuard(isDirty);
  const onSave = async () => {
    const saved = await submit().catch(() => false);
    if (!saved) return;
    if (answered.current) reset(answered.current);
    if (props.afterSubmit) {
      guard.allowLeave();
      props.afterSubmit();
    }
  };
  return (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {props.header}
      <FormFields form={form} sections={sections} values={values} showErrors={showErrors} />
      <ButtonGroup marginTop="size-300">
        <Button variant="accent" type="submit" isPending={isSubmitting}>
          {props.submitLabel}
        </Button>
        <Button variant="secondary" onPress={() => props.onCancel(() => reset(initial))}>
          Cancel
        </Button>
        {props.actions}
      </ButtonGroup>
      {props.footer}
      {guard.dialog}
    </form>
  );
}
