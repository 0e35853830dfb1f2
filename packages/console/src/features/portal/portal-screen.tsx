// docs/decisions/portal-screen.md
import {
  Button,
  ButtonGroup,
  Content,
  Flex,
  Heading,
  InlineAlert,
  ProgressCircle,
  Text,
} from '@adobe/react-spectrum';
import {
  type DboPayload,
  type DboResult,
  dboMutation,
  dboQuery,
  operationQuery,
} from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import {
  type PortalFormValues,
  type PortalOutput,
  PortalSchema,
  portalFormValues,
} from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { focusFirstInvalid } from '../../ui/form/focus-invalid';
import { FormFields } from '../../ui/form/form-fields';
import { useUnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { firstMessage, useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/snackbar';
import { type PortalImage, portalSections } from './portal-fields';
import { PortalPreview } from './portal-preview';
import './portal.css';

type StoredPortal = DboResult<'GetPortalSettings'>;

/**
 * Setup > Portal (issue 18): the service area's captive portal over `GetPortalSettings` and
 * `SavePortalSettings`, with a live preview of the guest's splash page beside the form. The logo
 * and background are chosen among the asset manager's images (`listImages`).
 */
export default function PortalScreen() {
  const org = useSelectedOrg();
  if (!org.number) return null;
  return <PortalOf key={org.number} orgNumber={org.number} orgName={org.name} />;
}

function PortalOf({ orgNumber, orgName }: { orgNumber: string; orgName: string }) {
  const { dbo, adminApi } = useGuestnetClients();
  const stored = useDboQuery(dbo, 'GetPortalSettings', { OrgNumber: orgNumber });
  const images = useGuestnetQuery(
    operationQuery(adminApi, 'get', '/AdminApi/assets/{orgNumber}/images', {
      params: { path: { orgNumber } },
    }),
  );
  if (stored.isPending || images.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading the portal" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (stored.error) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unable to load the portal</Heading>
        <Content>
          <Flex direction="column" gap="size-150" alignItems="start">
            <Text>{stored.error.message}</Text>
            <Button variant="secondary" onPress={() => void stored.refetch()}>
              Retry
            </Button>
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  return (
    <PortalForm
      stored={stored.data}
      images={(images.data ?? []) as PortalImage[]}
      imagesFailed={images.isError}
      orgName={orgName}
    />
  );
}

function PortalForm({
  stored,
  images,
  imagesFailed,
  orgName,
}: {
  stored: StoredPortal;
  images: readonly PortalImage[];
  imagesFailed: boolean;
  orgName: string;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => portalFormValues(stored as Record<string, unknown>), [stored]);
  const sections = useMemo(() => portalSections(images, initial), [images, initial]);
  const answered = useRef<PortalFormValues | undefined>(undefined);
  const { form, values, isDirty, showErrors, isSubmitting, submit, reset } = useSchemaForm({
    defaultValues: initial,
    schema: PortalSchema,
    onSubmit: async (output: PortalOutput) => {
      let saved: StoredPortal;
      try {
        saved = await dboMutation(dbo, 'SavePortalSettings').mutationFn({
          ...output,
          OrgNumber: stored.OrgNumber,
        } as DboPayload<'SavePortalSettings'>);
      } catch (error) {
        notify((error as Error).message);
        throw error;
      }
      queryClient.setQueryData(
        dboQuery(dbo, 'GetPortalSettings', { OrgNumber: stored.OrgNumber }).queryKey,
        saved,
      );
      answered.current = portalFormValues(saved as Record<string, unknown>);
      notify('Saved the portal', 'success');
    },
  });
  const guard = useUnsavedChangesGuard(isDirty);
  const onSave = async () => {
    const outcome = await submit().then(
      (saved) => ({ saved, invalid: !saved }),
      () => ({ saved: false, invalid: false }),
    );
    if (outcome.invalid) focusFirstInvalid(formRef.current);
    if (outcome.saved && answered.current) reset(answered.current);
  };
  const { Field } = form as unknown as {
    Field: (props: {
      name: string;
      children: (field: { state: { meta: { errors: unknown[] } } }) => ReactNode;
    }) => ReactNode;
  };

  return (
    <div className="gn-portal-layout">
      <form
        ref={formRef}
        noValidate
        aria-label="Portal settings"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <FormFields form={form} sections={sections} values={values} showErrors={showErrors} />
        {/* A switch shows no message of its own: the rule across the login methods is said here. */}
        <Field name="ClickThrough">
          {(field) => {
            const message = showErrors ? firstMessage(field.state.meta.errors) : undefined;
            return message ? (
              <p className="gn-portal-error" role="alert">
                Login methods: {message}
              </p>
            ) : null;
          }}
        </Field>
        {imagesFailed && (
          <Text UNSAFE_className="gn-form-note">
            The images could not be loaded; the logo and background keep their current choice.
          </Text>
        )}
        <ButtonGroup marginTop="size-300">
          <Button variant="accent" type="submit" isPending={isSubmitting}>
            Save
          </Button>
          <Button
            variant="secondary"
            isDisabled={!isDirty || isSubmitting}
            onPress={() => reset(initial)}
          >
            Discard changes
          </Button>
        </ButtonGroup>
        {guard.dialog}
      </form>
      <PortalPreview values={values} images={images} siteName={orgName} />
    </div>
  );
}
