import { email, required } from '@guestnet/validators';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { notify } from '../../ui/snackbar';
import { type FieldErrors, useForm } from '../../ui/use-form';
import { TextInput } from './text-input';

interface SsoValues extends Record<string, unknown> {
  email: string;
}

function validate(values: SsoValues): FieldErrors<SsoValues> {
  const present = required(values.email);
  if (present !== true) return { email: present };
  const valid = email(values.email.trim());
  return valid === true ? {} : { email: valid };
}

/**
 * The single sign-on variant (`#/sso`): the email decides the SSO address and the browser goes
 * there; no address means `Unable to get login` (SPEC.md §7, §8).
 */
export function SsoForm({ go = (url: string) => window.location.assign(url) }) {
  const api = useShellCalls();
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
    <form
      aria-label="Log in with SSO"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        autoFocus
        {...form.field('email')}
      />
      <button type="submit" className="login-button" disabled={form.isSubmitting}>
        Continue with SSO
      </button>
    </form>
  );
}
