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
import { RealmFieldSchema } from '@guestnet/validators';
import { useMemo } from 'react';
import type { LoginOutcome, LoginPayload } from '../../lib/api/shell-calls';
import { storedRealm } from '../../lib/session/realm';
import { bindField } from '../../ui/form/field-binding';
import { useSchemaForm } from '../../ui/form/use-schema-form';

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
 * `Your login session has expired` (docs/product/entities.md "Re-login form", §4 "Re-login"): username,
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
  const { form, showErrors, isSubmitting, submit } = useSchemaForm({
    defaultValues: { username: '', password: '', realm: '' },
    // The realm field shows only when none is stored; the schema trims it, and an empty one is
    // not sent. A hidden realm field stays '' and the stored realm goes instead.
    schema: RealmFieldSchema,
    onSubmit: async (values) => {
      let outcome: LoginOutcome | undefined;
      try {
        outcome = await relogin({
          Username: values.username.trim(),
          Password: values.password,
          Realm: realm ?? (values.realm || null),
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
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Flex direction="column" gap="size-100" marginTop="size-100">
            <form.Field name="username">
              {(field) => (
                <TextField
                  label="Username"
                  autoComplete="username"
                  isRequired
                  autoFocus
                  {...bindField(field, showErrors)}
                />
              )}
            </form.Field>
            <form.Field name="password">
              {(field) => (
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  isRequired
                  {...bindField(field, showErrors)}
                />
              )}
            </form.Field>
            {realm === null && (
              <form.Field name="realm">
                {(field) => <TextField label="Realm" {...bindField(field, showErrors)} />}
              </form.Field>
            )}
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
        <Button variant="accent" type="submit" form="relogin-form" isPending={isSubmitting}>
          Log In
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
