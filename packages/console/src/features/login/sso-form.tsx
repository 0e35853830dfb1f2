import { checkRules, email, required } from '@guestnet/validators';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { bindField } from '../../ui/form/field-binding';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/snackbar';
import { TextInput } from './text-input';

interface SsoValues {
  email: string;
}

/**
 * The SSO form's schema (the validators have none): the email `Required`, then a valid address
 * once trimmed (docs/product/validation.md rules); the output carries the trimmed email.
 */
const SsoSchema: StandardSchemaV1<SsoValues> = {
  '~standard': {
    version: 1,
    vendor: 'guestnet',
    validate: (value) => {
      const typed = (value as Partial<SsoValues> | null)?.email;
      const address = typeof typed === 'string' ? typed.trim() : '';
      const found = checkRules(address, [required, email]);
      if (found === true) return { value: { email: address } };
      return { issues: [{ message: String(found), path: ['email'] }] };
    },
  },
};

/**
 * The single sign-on variant (`#/sso`): the email decides the SSO address and the browser goes
 * there; no address means `Unable to get login` (docs/product/calls.md, docs/product/errors.md).
 */
export function SsoForm({ go = (url: string) => window.location.assign(url) }) {
  const api = useShellCalls();
  const { form, showErrors, isSubmitting, submit } = useSchemaForm({
    defaultValues: { email: '' },
    schema: SsoSchema,
    onSubmit: async (values) => {
      try {
        go(await api.ssoRedirectUrl(values.email));
      } catch {
        notify('Unable to get login', 'error');
      }
    },
  });
  return (
    <form
      aria-label="Log in with SSO"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <form.Field name="email">
        {(field) => (
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            autoFocus
            {...bindField(field, showErrors)}
          />
        )}
      </form.Field>
      <button type="submit" className="login-button" disabled={isSubmitting}>
        Continue with SSO
      </button>
    </form>
  );
}
