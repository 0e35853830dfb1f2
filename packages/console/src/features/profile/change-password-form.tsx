import { Button, ButtonGroup, Form, TextField } from '@adobe/react-spectrum';
import type { PasswordChangeInput } from '@guestnet/validators';
import { useMemo, useRef, useState } from 'react';
import { bindField } from '../../ui/form/field-binding';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/snackbar';
import {
  type IsBreached,
  passwordChangeSchema,
  worthCheckingForBreach,
} from './password-change-rules';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Thrown from the submit to keep a breached password from being sent; its message shows. */
class BreachedPassword extends Error {}

/** Props of the Change Password tab. */
export interface ChangePasswordFormProps {
  changePassword: (change: { NewPassword: string; CurrentPassword: string }) => Promise<void>;
  isBreached: IsBreached;
  onDone: () => void;
}

/**
 * The `Change Password` tab: current, new and confirm, checked by the policy and the breach
 * service before sending; it resets on cancel and on success (docs/product/states.md "Forms").
 */
export function ChangePasswordForm({ onDone, ...calls }: ChangePasswordFormProps) {
  // Cancel and a changed password leave the form empty (docs/product/states.md "Forms"): a new form.
  const [round, setRound] = useState(0);
  return (
    <PasswordFields
      key={round}
      {...calls}
      onDone={() => {
        setRound((count) => count + 1);
        onDone();
      }}
    />
  );
}

function PasswordFields({ changePassword, isBreached, onDone }: ChangePasswordFormProps) {
  // The breach service's answer about the new password as typed; the schema reads it.
  const answer = useRef<{ password: string; breached: boolean } | null>(null);
  const schema = useMemo(
    () =>
      passwordChangeSchema(
        (password) => answer.current?.password === password && answer.current.breached,
      ),
    [],
  );
  const [checking, setChecking] = useState(0);
  const { form, showErrors, isSubmitting, submit } = useSchemaForm({
    defaultValues: EMPTY,
    schema,
    onSubmit: async (values) => {
      if (await checkBreach(values.newPassword)) throw new BreachedPassword();
      try {
        await changePassword({
          NewPassword: values.newPassword,
          CurrentPassword: values.currentPassword,
        });
      } catch (error) {
        notify(error instanceof Error ? error.message : 'Unknown Error occurred', 'error');
        throw error;
      }
      notify('Your password has been changed.', 'success');
    },
  });

  /**
   * Asks the breach service about a new password that meets the policy, and shows the answer
   * while that password is still the one typed. Resolves to whether it is breached.
   */
  async function checkBreach(password: string): Promise<boolean> {
    if (!worthCheckingForBreach(password)) return false;
    setChecking((count) => count + 1);
    try {
      const breached = await isBreached(password);
      if (form.state.values.newPassword === password) {
        answer.current = { password, breached };
        await form.validateField('newPassword', 'change');
      }
      return breached;
    } finally {
      setChecking((count) => count - 1);
    }
  }

  const send = async () => {
    if (await submit()) {
      onDone();
      return;
    }
    // The rules refused the values before the breach check could run (it runs once they pass):
    // ask now, so its message shows beside the others, as after any submit.
    await checkBreach(form.state.values.newPassword);
  };
  return (
    <Form
      aria-label="Change Password"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        // A breached password shows its message; a refused change is in the snackbar already.
        send().catch(() => {});
      }}
    >
      <form.Field name="currentPassword">
        {(field) => (
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            isRequired
            {...bindField(field, showErrors)}
          />
        )}
      </form.Field>
      <form.Field
        name="newPassword"
        listeners={{
          onChange: ({ value }) => {
            if (form.state.submissionAttempts === 0) return;
            // Once messages show they follow each change: the breach check's too, and the
            // confirmation's, which is judged against this field.
            void form.validateField('confirmPassword', 'change');
            // A check that fails counts as not breached, as the checker's own failures do.
            checkBreach(value).catch(() => {});
          },
        }}
      >
        {(field) => (
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            isRequired
            description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            {...bindField(field, showErrors)}
          />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => (
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            isRequired
            {...bindField(field, showErrors)}
          />
        )}
      </form.Field>
      <ButtonGroup marginTop="size-200">
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button variant="accent" type="submit" isPending={isSubmitting || checking > 0}>
          Change Password
        </Button>
      </ButtonGroup>
    </Form>
  );
}
