// docs/decisions/native-screen-kit.md
import {
  Button,
  ButtonGroup,
  Content,
  Flex,
  Heading,
  InlineAlert,
  Text,
} from '@adobe/react-spectrum';
import { type DboPayload, type DboProcedure, dboMutation, dboQueryPrefix } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { LoadFailed, LoadingData } from '../load-states';
import { notify } from '../snackbar';
import { focusFirstInvalid } from './focus-invalid';
import { type FieldSection, FormFields } from './form-fields';
import { DeleteButton, LazyConfirmationDialog } from './lazy-confirmation-dialog';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { useSchemaForm } from './use-schema-form';

/** The uniqueness context a schema factory gets: the values other items of the org hold. */
export interface UniqueContext {
  taken: readonly string[];
  current?: string;
}

/** What an item form screen shows and calls; most of a native form is one of these. */
export interface EntityFormScreenProps<Values, Output> {
  entity: { singular: string; plural: string };
  /** The dbo procedures: read one, save (create without `Id`), delete, and the list. */
  procedures: { get: DboProcedure; save: DboProcedure; remove: DboProcedure; list: DboProcedure };
  /** The item's id from the route; `undefined` creates; `null` is an address with no valid id. */
  id: number | undefined | null;
  /** Where Cancel, Save and Delete go: the list. */
  listPath: string;
  /** A new item's values. */
  defaultValues: Values;
  /** The form's values for a stored item. */
  toValues: (stored: Record<string, unknown>) => Values;
  /** The schema, given what other items of the org hold in `uniqueField`. */
  schema: (context: UniqueContext) => StandardSchemaV1<Values, Output>;
  /** The field unique per org (`Name`, `Code`), checked against the org's list. */
  uniqueField?: string;
  /** The item's name in messages (`Saved Service Plan “Basic”`). */
  nameOf: (values: Values) => string;
  sections: readonly FieldSection<Values>[];
  /**
   * A question to confirm before a valid save (the Confirmation dialog), or `undefined` to save
   * at once. Cancel keeps the form as it is, unsaved.
   */
  confirmSave?: (values: Values) => ReactNode | undefined;
}

/**
 * A native item form, at `item/{id?}`: reads the item (or starts from the defaults),
 * validates with the entity's schema from `@guestnet/validators`, saves through the dbo `Save*`
 * procedure, and on success names the item in a success snackbar and returns to the list, which
 * shows it. A failed save shows the ErrorEleven message and keeps every typed value.
 */
export function EntityFormScreen<Values extends object, Output>(
  props: EntityFormScreenProps<Values, Output>,
) {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const { procedures, entity, listPath } = props;
  const id = props.id ?? undefined;
  const navigate = useNavigate();
  const stored = useDboQuery(
    dbo,
    procedures.get,
    { OrgNumber: orgNumber, Id: id ?? 0 } as DboPayload<typeof procedures.get>,
    { enabled: id !== undefined },
  );
  const others = useDboQuery(
    dbo,
    procedures.list,
    { OrgNumber: orgNumber, Page: 1, PageSize: 500 } as DboPayload<typeof procedures.list>,
    { enabled: props.uniqueField !== undefined },
  );

  if (props.id === null) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unable to open {entity.singular}</Heading>
        <Content>
          <Flex direction="column" gap="size-150" alignItems="start">
            <Text>This address does not name a {entity.singular}.</Text>
            <Button variant="secondary" onPress={() => void navigate({ to: listPath })}>
              Back to {entity.plural}
            </Button>
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  if (id !== undefined && stored.isPending) {
    return <LoadingData label={`Loading ${entity.singular}`} />;
  }
  if (id !== undefined && stored.error) {
    return (
      <LoadFailed
        heading={`Unable to open ${entity.singular}`}
        message={stored.error.message}
        onRetry={() => void stored.refetch()}
      >
        <Button variant="secondary" onPress={() => void navigate({ to: listPath })}>
          Back to {entity.plural}
        </Button>
      </LoadFailed>
    );
  }
  const initial =
    id !== undefined && stored.data
      ? props.toValues(stored.data as Record<string, unknown>)
      : props.defaultValues;
  const uniqueField = props.uniqueField;
  const taken = uniqueField
    ? ((others.data as { Items?: Record<string, unknown>[] } | undefined)?.Items ?? [])
        .filter((row) => row.Id !== id)
        .map((row) => String(row[uniqueField] ?? ''))
    : [];
  const current =
    uniqueField && stored.data
      ? String((stored.data as Record<string, unknown>)[uniqueField] ?? '')
      : undefined;
  return (
    <EntityForm
      key={`${orgNumber}|${id ?? 'new'}`}
      {...props}
      id={id}
      orgNumber={orgNumber}
      initial={initial}
      context={{ taken, ...(current !== undefined ? { current } : {}) }}
    />
  );
}

function EntityForm<Values extends object, Output>({
  entity,
  procedures,
  id,
  listPath,
  schema,
  nameOf,
  sections,
  orgNumber,
  initial,
  context,
  confirmSave,
}: Omit<EntityFormScreenProps<Values, Output>, 'id'> & {
  id: number | undefined;
  orgNumber: string;
  initial: Values;
  context: UniqueContext;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The open save question and how it is answered (true: save).
  const [question, setQuestion] = useState<{
    text: ReactNode;
    answer: (confirmed: boolean) => void;
  }>();
  const ask = (text: ReactNode) =>
    new Promise<boolean>((resolve) =>
      setQuestion({
        text,
        answer: (confirmed) => {
          setQuestion(undefined);
          resolve(confirmed);
        },
      }),
    );
  const refresh = ({ deleted = false } = {}) =>
    Promise.all(
      [procedures.list, procedures.get].map((procedure) =>
        queryClient.invalidateQueries({
          queryKey: dboQueryPrefix(dbo, procedure),
          // The list is not on screen while the form is: its pages of this org are read again
          // before the form returns to it, so the list never shows itself without the change.
          ...(procedure === procedures.list
            ? {
                refetchType: 'all' as const,
                predicate: (query: { queryKey: readonly unknown[] }) =>
                  (query.queryKey[1] as { OrgNumber?: unknown } | undefined)?.OrgNumber ===
                  orgNumber,
              }
            : // A deleted item is only marked stale: read again while its form is still on
              // screen, it would answer "Not found." over the snackbar that says it was deleted.
              deleted
              ? { refetchType: 'none' as const }
              : {}),
        }),
      ),
    );
  const { form, values, isDirty, showErrors, isSubmitting, submit } = useSchemaForm({
    defaultValues: initial,
    schema: schema(context),
    onSubmit: async (output: Output, typed: Values) => {
      const text = confirmSave?.(typed);
      // Not confirmed: the submit fails quietly and every value stays.
      if (text !== undefined && !(await ask(text))) throw new Error('Save not confirmed');
      try {
        await dboMutation(dbo, procedures.save).mutationFn({
          ...(output as object),
          OrgNumber: orgNumber,
          ...(id !== undefined ? { Id: id } : {}),
        } as DboPayload<typeof procedures.save>);
      } catch (error) {
        notify((error as Error).message);
        throw error;
      }
      notify(`Saved ${entity.singular} “${nameOf(typed)}”`, 'success');
    },
  });
  const guard = useUnsavedChangesGuard(isDirty);
  const formRef = useRef<HTMLFormElement>(null);
  const leave = () => {
    guard.allowLeave();
    void navigate({ to: listPath });
  };

  const onSave = async () => {
    // Where the focus was when Save (or Enter in a field) began: a user who moved on keeps it.
    const from = document.activeElement;
    const valid = await submit().then(
      (saved) => ({ saved, invalid: !saved }),
      () => ({ saved: false, invalid: false }),
    );
    if (valid.invalid) focusFirstInvalid(formRef.current, from);
    if (!valid.saved) return;
    await refresh();
    leave();
  };
  const onDelete = async () => {
    setConfirmDelete(false);
    try {
      await dboMutation(dbo, procedures.remove).mutationFn({
        OrgNumber: orgNumber,
        Id: id,
      } as DboPayload<typeof procedures.remove>);
    } catch (error) {
      notify((error as Error).message);
      return;
    }
    notify(`Deleted ${entity.singular} “${nameOf(initial)}”`, 'success');
    await refresh({ deleted: true });
    leave();
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={id === undefined ? `New ${entity.singular}` : `Edit ${entity.singular}`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <Heading level={3} marginTop={0}>
        {id === undefined ? `New ${entity.singular}` : nameOf(initial)}
      </Heading>
      <FormFields form={form} sections={sections} values={values} showErrors={showErrors} />
      <ButtonGroup marginTop="size-300">
        <Button variant="accent" type="submit" isPending={isSubmitting}>
          Save
        </Button>
        <Button variant="secondary" onPress={() => void navigate({ to: listPath })}>
          Cancel
        </Button>
        {id !== undefined && <DeleteButton onPress={() => setConfirmDelete(true)} />}
      </ButtonGroup>
      {guard.dialog}
      <LazyConfirmationDialog
        isOpen={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void onDelete()}
      >
        Delete {entity.singular} “{nameOf(initial)}”? This cannot be undone.
      </LazyConfirmationDialog>
      <LazyConfirmationDialog
        isOpen={question !== undefined}
        onCancel={() => question?.answer(false)}
        onConfirm={() => question?.answer(true)}
      >
        {question?.text}
      </LazyConfirmationDialog>
    </form>
  );
}
