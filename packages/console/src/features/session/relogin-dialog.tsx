import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  Divider,
  Flex,
  Heading,
  Text,
  TextField,
} from '@adobe/react-spectrum';
import { required } from '@guestnet/validators';
import { useMemo } from 'react';
import type { LoginOutcome, LoginPayload } from '../../lib/api/shell-calls';
import { storedRealm } from '../../lib/session/realm';
import { type FieldErrors, useForm } from '../../ui/use-form';

interface ReloginValues extends Record<string, unknown> {
  username: string;
  password: string;
  realm: string;
}

function validate(values: ReloginValues): FieldErrors<ReloginValues> {
  const errors: FieldErrors<ReloginValues> = {};
  for (const name of ['username', 'password'] as const) {
    const result = required(values[name]);
    if (result !== true) errors[name] = result;
  }
  return errors;
}

/** Props of the re-login dialog. */
export interface ReloginDialogProps {
  /** The current org number, sent as `Org`. */
  org: string | null;
  relogin: (payload: LoginPayload) => Promise<LoginOutcome>;
  onSuccess: (outcome: LoginOutcome) => void;
  onFailure: () => void;
  onSso: () => void;
  onCancel: () => void;
}

/**
 * `Your login session has expired` (SPEC.md §3 "Re-login form", §4 "Re-login"): username,
 * password, realm when none is stored, and the current org; a token in the answer is a success.
 */
export function ReloginDialog({
  org,
  relogin,
  onSuccess,
  onFailure,
  onSso,
  onCancel,
}: ReloginDialogProps) {
  const realm = useMemo(() => storedRealm(), []);
  const form = useForm<ReloginValues>({
    initial: { username: '', password: '', realm: '' },
    validate,
    onSubmit: async (values) => {
      let outcome: LoginOutcome | undefined;
      try {
        outcome = await relogin({
          Username: values.username.trim(),
          Password: values.password,
          Realm: realm ?? (values.realm.trim() || null),
          Org: org,
        });
      } catch {
        outcome = undefined;
      }
      if (outcome?.token) onSuccess(outcome);
      else onFailure();
    },
  });
  return (
    <Dialog size="M">
      <Heading>Your login session has expired</Heading>
      <Divider />
      <Content>
        <Text>Log in again to continue where you left off.</Text>
        <form
          id="relogin-form"
          aria-label="Log in again"
          noValidate
          onSubmit={(event) => void form.handleSubmit(event)}
        >
          <Flex direction="column" gap="size-100" marginTop="size-100">
            <TextField
              label="Username"
              autoComplete="username"
              isRequired
              autoFocus
              {...form.field('username')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              isRequired
              {...form.field('password')}
            />
            {realm === null && <TextField label="Realm" {...form.field('realm')} />}
          </Flex>
        </form>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onSso}>
          Log in with SSO
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="accent" type="submit" form="relogin-form" isPending={form.isSubmitting}>
          Log In
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
