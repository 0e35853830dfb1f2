import { RealmFieldSchema } from '@guestnet/validators';
import { useMemo, useRef, useState } from 'react';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { rememberRealm, storedRealm } from '../../lib/session/realm';
import { bindField } from '../../ui/form/field-binding';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { finishLogin } from './finish-login';
import { TextInput } from './text-input';

/**
 * The username/password form of the login page (docs/product/screens.md, docs/product/validation.md): both required, realm asked
 * only when none is stored, the server's message shown when it refuses.
 */
export function LoginForm({ search }: { search: string }) {
  const api = useShellCalls();
  const realm = useMemo(() => storedRealm(search), [search]);
  const [failure, setFailure] = useState<string | null>(null);
  // Set from the first submit until its answer: a second one (a double click, Enter pressed
  // again before the button is disabled) sends no second Login call.
  const sending = useRef(false);
  const { form, showErrors, isSubmitting, submit } = useSchemaForm({
    defaultValues: { username: '', password: '', realm: '' },
    // The realm field shows only when none is stored; the schema trims it, and an empty one is
    // not sent. A hidden realm field stays '' and the stored realm goes instead.
    schema: RealmFieldSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const chosenRealm = realm ?? (values.realm || null);
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
        onSubmit={(event) => {
          event.preventDefault();
          if (sending.current) return;
          sending.current = true;
          // A refusal shows in the alert above; the values stay for another try.
          submit()
            .catch(() => {})
            .finally(() => {
              sending.current = false;
            });
        }}
      >
        <form.Field name="username">
          {(field) => (
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              isRequired
              autoFocus
              {...bindField(field, showErrors)}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextInput
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              {...bindField(field, showErrors)}
            />
          )}
        </form.Field>
        {realm === null && (
          <form.Field name="realm">
            {(field) => (
              <TextInput
                label="Realm"
                name="realm"
                {...bindField(field, showErrors)}
                value={field.state.value ?? ''}
              />
            )}
          </form.Field>
        )}
        <button type="submit" className="login-button" disabled={isSubmitting}>
          Log In
        </button>
      </form>
    </>
  );
}
