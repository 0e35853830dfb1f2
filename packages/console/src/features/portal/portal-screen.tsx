// docs/decisions/portal-screen.md
import { Text } from '@adobe/react-spectrum';
import { dboMutation, operationQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { type PortalOutput, PortalSchema } from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { PORTAL, type StoredPortal } from '../../lib/entities/portal';
import { FormFields } from '../../ui/form/form-fields';
import { SettingsButtons, SettingsLoad, useSettingsForm } from '../../ui/form/settings-form';
import { firstMessage } from '../../ui/form/use-schema-form';
import { type PortalImage, portalSections } from './portal-fields';
import { PortalPreview } from './portal-preview';
import './portal.css';

/**
 * Setup > Portal: the service area's captive portal over `GetPortalSettings` and
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
  const stored = useGuestnetQuery(PORTAL.query(dbo, orgNumber));
  const images = useGuestnetQuery(
    operationQuery(adminApi, 'get', '/AdminApi/assets/{orgNumber}/images', {
      params: { path: { orgNumber } },
    }),
  );
  return (
    <SettingsLoad
      query={stored}
      pending={images.isPending}
      loadingLabel="Loading the portal"
      errorHeading="Unable to load the portal"
    >
      {(data) => (
        <PortalForm
          stored={data}
          images={(images.data ?? []) as PortalImage[]}
          imagesFailed={images.isError}
          orgName={orgName}
        />
      )}
    </SettingsLoad>
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
  const initial = useMemo(() => PORTAL.toValues(stored), [stored]);
  const sections = useMemo(() => portalSections(images, initial), [images, initial]);
  const settings = useSettingsForm({
    initial,
    schema: PortalSchema,
    save: async (output: PortalOutput) => {
      const saved = await dboMutation(dbo, PORTAL.procedures.save).mutationFn(
        PORTAL.toPayload(output, stored.OrgNumber),
      );
      queryClient.setQueryData(PORTAL.query(dbo, stored.OrgNumber).queryKey, saved);
      // The form starts again from the portal as the server stored it.
      return { message: 'Saved the portal', values: PORTAL.toValues(saved) };
    },
  });
  const { form, values, showErrors } = settings;
  const { Field } = form as unknown as {
    Field: (props: {
      name: string;
      children: (field: { state: { meta: { errors: unknown[] } } }) => ReactNode;
    }) => ReactNode;
  };

  return (
    <div className="gn-portal-layout">
      <form {...settings.formProps} aria-label="Portal settings">
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
        <SettingsButtons settings={settings} marginTop="size-300" />
        {settings.guard.dialog}
      </form>
      <PortalPreview values={values} images={images} siteName={orgName} />
    </div>
  );
}
