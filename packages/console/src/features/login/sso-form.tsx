import { Button, Form, TextField } from '@adobe/react-spectrum';
import { required } from '@guestnet/validators';
import { useShellApi } from '../../lib/shell-api';
import { notify } from '../../ui/snackbar';
import { type FieldErrors, useForm } from '../../ui/use-form';

interface SsoValues extends Record<string, unknown> {
  email: string;
}

// SPEC.md §5 email rule; the validators package owns the full rule set.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: SsoValues): FieldErrors<SsoValues> {
  const present = required(values.email);
  if (present !== true) return { email: present };
  return EMAIL.test(values.email.trim()) ? {} : { email: 'Invalid Email' };
}

/**
 * The single sign-on variant (`#/sso`): the email decides the SSO address and the browser goes
 * there; no address means `Unable to get login` (SPEC.md §7, §8).
 */
export function SsoForm({ go = (url: string) => window.location.assign(url) }) {
  const api = useShellApi();
  const form = useForm<SsoValues>({
    initial: { email: '' },
    validate,
    onSubmit: async (values) => {
      try {
        go(await api.ssoRedirectUrl(values.email.trim()));
      } catch {
        notify('Unable to get login', 'error');
      }
    },
  });
  return (
    <Form
      aria-label="Log in with SSO"
      validationBehavior="aria"
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        autoFocus
        {...form.field('email')}
      />
      <Button type="submit" variant="accent" marginTop="size-200" isPending={form.isSubmitting}>
        Continue with SSO
      </Button>
    </Form>
  );
}
