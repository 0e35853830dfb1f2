import { Button, ButtonGroup, Form, TextField } from '@adobe/react-spectrum';
import { useCallback } from 'react';
import { notify } from '../../ui/snackbar';
import { useForm } from '../../ui/use-form';
import { type PasswordChangeValues, validatePasswordChange } from './password-change-rules';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Props of the Change Password tab. */
export interface ChangePasswordFormProps {
  changePassword: (change: { NewPassword: string; CurrentPassword: string }) => Promise<void>;
  isBreached: (password: string) => Promise<boolean>;
  onDone: () => void;
}

/**
 * The `Change Password` tab: current, new and confirm, checked by the policy and the breach
 * service before sending; it resets on cancel and on success (SPEC.md §4 "Forms").
 */
export function ChangePasswordForm({
  changePassword,
  isBreached,
  onDone,
}: ChangePasswordFormProps) {
  const validate = useCallback(
    (values: PasswordChangeValues) => validatePasswordChange(values, isBreached),
    [isBreached],
  );
  const form = useForm<PasswordChangeValues>({
    initial: EMPTY,
    validate,
    onSubmit: async (values) => {
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
      form.reset(EMPTY);
      onDone();
    },
  });
  return (
    <Form
      aria-label="Change Password"
      validationBehavior="aria"
      onSubmit={(event) => void form.handleSubmit(event).catch(() => {})}
    >
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        isRequired
        {...form.field('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        isRequired
        description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        {...form.field('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        isRequired
        {...form.field('confirmPassword')}
      />
      <ButtonGroup marginTop="size-200">
        <Button
          variant="secondary"
          onPress={() => {
            form.reset(EMPTY);
            onDone();
          }}
        >
          Cancel
        </Button>
        <Button variant="accent" type="submit" isPending={form.isSubmitting}>
          Change Password
        </Button>
      </ButtonGroup>
    </Form>
  );
}
