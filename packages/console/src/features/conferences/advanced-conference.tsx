import { Button, ButtonGroup, Heading } from '@adobe/react-spectrum';
import { dboMutation, dboQueryPrefix } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  CONFERENCE_BILLING,
  CONFERENCE_CODE_FORMATS,
  ConferenceDefaultsSchema,
  type ConferenceDefaultsValues,
  conferenceDefaultsValues,
} from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useSelectedOrg } from '../../hooks/org-session';
import { type FieldSection, FormFields } from '../../ui/form/form-fields';
import { SettingsLoad, useSettingsForm } from '../../ui/form/settings-form';

const SECTIONS: FieldSection<ConferenceDefaultsValues>[] = [
  {
    title: 'Shared codes',
    note: 'A new conference gets a shared code made in this format; it can be changed there.',
    fields: [
      {
        name: 'CodeFormat',
        label: 'Code format',
        kind: 'select',
        options: CONFERENCE_CODE_FORMATS,
      },
      {
        name: 'CodeLength',
        label: 'Code length',
        kind: 'number',
        required: true,
        description: '4 to 16 (words: two words and two digits)',
      },
    ],
  },
  {
    title: 'New conferences',
    fields: [
      {
        name: 'DefaultBandwidthCapKbps',
        label: 'Default group bandwidth cap (kbps)',
        kind: 'number',
        description: 'Empty for none.',
      },
      {
        name: 'DefaultBilling',
        label: 'Default billing',
        kind: 'select',
        options: CONFERENCE_BILLING,
      },
    ],
  },
];

/**
 * Setup > Advanced Conference: the site's conference defaults (one record per site, over
 * GetConferenceDefaults/SaveConferenceDefaults), which a new conference's form starts from.
 */
export default function AdvancedConference() {
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const stored = useDboQuery(dbo, 'GetConferenceDefaults', { OrgNumber: org.number ?? '' });
  return (
    <SettingsLoad
      query={stored}
      loadingLabel="Loading Advanced Conference"
      errorHeading="Unable to open Advanced Conference"
    >
      {(data) => (
        <DefaultsForm
          key={org.number ?? ''}
          orgNumber={org.number ?? ''}
          initial={conferenceDefaultsValues(data)}
        />
      )}
    </SettingsLoad>
  );
}

function DefaultsForm({
  orgNumber,
  initial,
}: {
  orgNumber: string;
  initial: ConferenceDefaultsValues;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const settings = useSettingsForm({
    initial,
    schema: ConferenceDefaultsSchema,
    save: async (output) => {
      await dboMutation(dbo, 'SaveConferenceDefaults').mutationFn({
        ...output,
        OrgNumber: orgNumber,
      });
      await queryClient.invalidateQueries({
        queryKey: dboQueryPrefix(dbo, 'GetConferenceDefaults'),
      });
      return { message: 'Saved Advanced Conference' };
    },
  });
  const { form, values, showErrors, isSubmitting } = settings;
  return (
    <form {...settings.formProps} aria-label="Advanced Conference">
      <Heading level={3} marginTop={0}>
        Conference defaults
      </Heading>
      <FormFields form={form} sections={SECTIONS} values={values} showErrors={showErrors} />
      {/* Save and Cancel, as on a conference's own form; Cancel returns to the stored defaults. */}
      <ButtonGroup marginTop="size-300">
        <Button variant="accent" type="submit" isPending={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onPress={settings.discard}>
          Cancel
        </Button>
      </ButtonGroup>
      {settings.guard.dialog}
    </form>
  );
}
