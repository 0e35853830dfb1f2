import { required } from '@guestnet/validators';
import { useMemo, useState } from 'react';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { rememberRealm, storedRealm } from '../../lib/session/realm';
import { type FieldErrors, useForm } from '../../ui/use-form';
import { finishLogin } from './finish-login';
import { TextInput } from './text-input';

interface LoginValues extends Record<string, unknown> {
  username: string;
  password: string;
  realm: string;
}

function validate(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  for (const name of ['username', 'password'] as const) {
    const result = required(values[name]);
    if (result !== true) errors[name] = result;
  }
  return errors;
}

/**
 * The username/password form of the login page (SPEC.md §2, §5): both required, realm asked
 * only when none is stored, the server's message shown when it refuses.
 */
export function LoginForm({ search }: { search: string }) {
  const api = useShellCalls();
  const realm = useMemo(() => storedRealm(search), [search]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initial: { username: '', password: '', realm: '' },
    validate,
    onSubmit: async (values) => {
      setFailure(null);
      const chosenRealm = realm ?? (values.realm.trim() || null);
      try {
        const outcome = await api.login({
          Username: values.username.trim(),
          Password: values.password,
          Realm: chosenRealm,
          Org: null,
        });
        if (chosenRealm) rememberRealm(chosenRealm);
        finishLogin(outcome, search);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : 'Unknown Error occurred');
        throw error;
      }
    },
  });

  return (
    <>
      {failure && (
        <div role="alert" className="login-alert">
          <strong>Unable to log in</strong>
          <div>{failure}</div>
        </div>
      )}
      <form
        aria-label="Log in"
        noValidate
        onSubmit={(event) => void form.handleSubmit(event).catch(() => {})}
      >
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          isRequired
          autoFocus
          {...form.field('username')}
        />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          {...form.field('password')}
        />
        {realm === null && <TextInput label="Realm" name="realm" {...form.field('realm')} />}
        <button type="submit" className="login-button" disabled={form.isSubmitting}>
          Log In
        </button>
      </form>
    </>
  );
}
