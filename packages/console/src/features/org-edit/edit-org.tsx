// docs/decisions/org-edit-screens.md
import {
  Button,
  Content,
  Flex,
  Heading,
  InlineAlert,
  ProgressCircle,
  Text,
} from '@adobe/react-spectrum';
import { type DboResult, dboMutation, dboQuery } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { type OrgFormValues, orgFormValues } from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { notify } from '../../ui/snackbar';
import { ORG_TYPE_LABELS } from './org-fields';
import { OrgForm } from './org-form';
import { OrgFacts, OrgHeading } from './org-heading';

type OrgDetails = DboResult<'GetOrg'>;

/** A stored timestamp as the administrator's locale writes a date and time. */
export function formatCreated(created: string | null | undefined): string {
  if (!created) return '—';
  const date = new Date(created);
  return Number.isNaN(date.getTime())
    ? created
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Setup > Edit Org (`/setup/organization`): the selected org's details over `GetOrg`
 * and `SaveOrg`. A save makes the tree, the search and the selection follow at once; Delete asks
 * first, shows the server's reason when it refuses (an org with children), and otherwise selects
 * the parent. A change of org shows the new org (the guard asks first when there are changes).
 */
export default function EditOrg() {
  const org = useSelectedOrg();
  const number = org.number;
  if (!number) return null;
  return <EditOrgOf key={number} orgNumber={number} />;
}

function EditOrgOf({ orgNumber }: { orgNumber: string }) {
  const { dbo } = useGuestnetClients();
  const stored = useDboQuery(dbo, 'GetOrg', { OrgNumber: orgNumber });
  if (stored.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading org" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (stored.error) {
    const notFound = stored.error.status === 404;
    return (
      <InlineAlert variant="negative">
        <Heading>{notFound ? 'Org not found' : 'Unable to open the org'}</Heading>
        <Content>
          <Flex direction="column" gap="size-150" alignItems="start">
            <Text>
              {notFound
                ? `There is no org ${orgNumber}. Select another org in the tree.`
                : stored.error.message}
            </Text>
            {!notFound && (
              <Button variant="secondary" onPress={() => void stored.refetch()}>
                Retry
              </Button>
            )}
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  return <EditOrgForm details={stored.data} />;
}

function EditOrgForm({ details }: { details: OrgDetails }) {
  const { dbo } = useGuestnetClients();
  const session = useOrgSession();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = orgFormValues(details);
  const key = dboQuery(dbo, 'GetOrg', { OrgNumber: details.OrgNumber }).queryKey;

  const save = async (output: object): Promise<OrgFormValues> => {
    let saved: OrgDetails;
    try {
      saved = await dboMutation(dbo, 'SaveOrg').mutationFn({
        ...details,
        ...output,
        OrgNumber: details.OrgNumber,
      });
    } catch (error) {
      notify((error as Error).message);
      throw error;
    }
    queryClient.setQueryData(key, saved);
    session.orgSaved(saved);
    notify(`Saved “${saved.Name}”`, 'success');
    return orgFormValues(saved);
  };

  const remove = async () => {
    setConfirmDelete(false);
    setRefusal(null);
    try {
      await dboMutation(dbo, 'DeleteOrg').mutationFn({ OrgNumber: details.OrgNumber });
    } catch (error) {
      setRefusal((error as Error).message);
      return;
    }
    notify(`Deleted “${details.Name}”`, 'success');
    queryClient.removeQueries({ queryKey: key });
    await session.orgRemoved(details.OrgNumber);
  };

  return (
    <>
      <OrgForm
        label="Edit Org"
        initial={initial}
        header={
          <>
            <OrgHeading name={details.Name} type={details.Type} />
            <OrgFacts
              facts={[
                ['Org number', details.OrgNumber],
                ['Type', ORG_TYPE_LABELS[details.Type]],
                [
                  'Parent',
                  details.ParentName ?? (details.ParentNumber ? details.ParentNumber : '—'),
                ],
                ['Created', formatCreated(details.Created)],
              ]}
            />
          </>
        }
        submitLabel="Save"
        onSubmit={save}
        onCancel={(reset) => reset()}
        actions={
          <Button variant="negative" style="outline" onPress={() => setConfirmDelete(true)}>
            Delete
          </Button>
        }
        footer={
          refusal && (
            <InlineAlert variant="negative" marginTop="size-300" autoFocus>
              <Heading>Unable to delete “{details.Name}”</Heading>
              <Content>{refusal}</Content>
            </InlineAlert>
          )
        }
      />
      <ConfirmationDialog
        isOpen={confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      >
        Delete “{details.Name}” ({details.OrgNumber})? It leaves the org tree; its history is kept.
      </ConfirmationDialog>
    </>
  );
}
