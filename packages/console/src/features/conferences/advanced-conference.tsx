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
import { dboMutation, dboQuery } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  CONFERENCE_BILLING,
  CONFERENCE_CODE_FORMATS,
  ConferenceDefaultsSchema,
  type ConferenceDefaultsValues,
  conferenceDefaultsValues,
} from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { focusFirstInvalid } from '../../ui/form/focus-invalid';
import { type FieldSection, FormFields } from '../../ui/form/form-fields';
import { useUnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/snackbar';

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
  if (stored.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading Advanced Conference" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (stored.error) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unable to open Advanced Conference</Heading>
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
    <DefaultsForm
      key={org.number ?? ''}
      orgNumber={org.number ?? ''}
      initial={conferenceDefaultsValues(stored.data)}
    />
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
  const formRef = useRef<HTMLFormElement>(null);
  const { form, values, isDirty, showErrors, isSubmitting, submit, reset } = useSchemaForm({
    defaultValues: initial,
    schema: ConferenceDefaultsSchema,
    onSubmit: async (output) => {
      try {
        await dboMutation(dbo, 'SaveConferenceDefaults').mutationFn({
          ...output,
          OrgNumber: orgNumber,
        });
      } catch (error) {
        notify((error as Error).message);
        throw error;
      }
      await queryClient.invalidateQueries({
        queryKey: dboQuery(dbo, 'GetConferenceDefaults', {} as never).queryKey.slice(0, 1),
      });
      notify('Saved Advanced Conference', 'success');
    },
  });
  const guard = useUnsavedChangesGuard(isDirty);
  const onSave = async () => {
    const result = await submit().then(
      (saved) => ({ invalid: !saved }),
      () => ({ invalid: false }),
    );
    if (result.invalid) focusFirstInvalid(formRef.current);
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Advanced Conference"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <Heading level={3} marginTop={0}>
        Conference defaults
      </Heading>
      <FormFields form={form} sections={SECTIONS} values={values} showErrors={showErrors} />
      <ButtonGroup marginTop="size-300">
        <Button variant="accent" type="submit" isPending={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onPress={() => reset(initial)}>
          Cancel
        </Button>
      </ButtonGroup>
      {guard.dialog}
    </form>
  );
}
