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
import { dboMutation } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import type { OrgFormValues, OrgOutput } from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { refetchUnlessPrefetched } from '../../lib/api/prefetch-first-screen';
import { ORG, type StoredOrg } from '../../lib/entities/org';
import { DeleteButton, LazyConfirmationDialog } from '../../ui/form/lazy-confirmation-dialog';
import { notify } from '../../ui/snackbar';
import { OrgForm } from './org-form';
import { OrgFacts, OrgHeading } from './org-heading';

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
  // The first screen reads the org's details the page asked for as it started.
  const stored = useGuestnetQuery(ORG.query(dbo, orgNumber), {
    refetchOnMount: refetchUnlessPrefetched,
  });
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

function EditOrgForm({ details }: { details: StoredOrg }) {
  const { dbo } = useGuestnetClients();
  const session = useOrgSession();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = ORG.toValues(details);
  const key = ORG.query(dbo, details.OrgNumber).queryKey;

  const save = async (output: OrgOutput): Promise<OrgFormValues> => {
    let saved: StoredOrg;
    try {
      saved = await dboMutation(dbo, ORG.procedures.save).mutationFn(
        ORG.toPayload(details, output),
      );
    } catch (error) {
      notify((error as Error).message);
      throw error;
    }
    queryClient.setQueryData(key, saved);
    session.orgSaved(saved);
    notify(`Saved “${saved.Name}”`, 'success');
    return ORG.toValues(saved);
  };

  const remove = async () => {
    setConfirmDelete(false);
    setRefusal(null);
    try {
      await dboMutation(dbo, ORG.procedures.remove).mutationFn({ OrgNumber: details.OrgNumber });
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
                ['Type', ORG.typeLabels[details.Type]],
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
        actions={<DeleteButton onPress={() => setConfirmDelete(true)} />}
        footer={
          refusal && (
            <InlineAlert variant="negative" marginTop="size-300" autoFocus>
              <Heading>Unable to delete “{details.Name}”</Heading>
              <Content>{refusal}</Content>
            </InlineAlert>
          )
        }
      />
      <LazyConfirmationDialog
        isOpen={confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      >
        Delete “{details.Name}” ({details.OrgNumber})? It leaves the org tree; its history is kept.
      </LazyConfirmationDialog>
    </>
  );
}
