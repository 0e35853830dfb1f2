// docs/decisions/pan-mapping-bulk-save.md
import { Button, Flex, Text } from '@adobe/react-spectrum';
import { type DboPayload, dboMutation, dboQuery, dboQueryPrefix } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  type PanMappingFormRow,
  type PanMappingOutput,
  PanMappingTableSchema,
  type PanMappingTableValues,
  panMappingFormRow,
} from '@guestnet/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { FormFields } from '../../ui/form/form-fields';
import { SettingsButtons, SettingsLoad, useSettingsForm } from '../../ui/form/settings-form';
import { collectPages } from '../../ui/list/csv';
import { ImportDialog } from './import-dialog';
import { saveAll } from './pan-mapping-data';
import { PAN_SECTIONS, rooms, type StoredPan, sortByRoom } from './pan-mapping-fields';
import { RangeDialog } from './range-dialog';
import './pan-mapping.css';

/**
 * Setup > PAN Mapping: the site's rooms and their VLANs as one table edited in place
 * (the kit's `rows` field, checked by `PanMappingTableSchema`), saved room by room; `Add range…`
 * and `Import CSV…` show what they will create, and what they refuse, before saving anything.
 */
export default function PanMapping() {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const stored = useQuery({
    queryKey: [...dboQueryPrefix(dbo, 'ListPanMappings'), { OrgNumber: orgNumber, all: true }],
    queryFn: ({ signal }) =>
      collectPages<StoredPan>(
        (page, pageSize) =>
          dboQuery(dbo, 'ListPanMappings', {
            OrgNumber: orgNumber,
            Page: page,
            PageSize: pageSize,
            Sort: 'RoomNumber',
          }).queryFn({ signal }) as Promise<{ Items: StoredPan[]; Total: number }>,
        { signal },
      ).then(sortByRoom),
    enabled: orgNumber !== '',
  });
  // The table starts again from the server's rows after each save, range or import of ours; a
  // refetch from elsewhere never overwrites what is being typed.
  const [version, setVersion] = useState(0);

  return (
    <SettingsLoad
      query={stored}
      loadingLabel="Loading PAN mappings"
      errorHeading="Unable to load PAN mappings"
    >
      {(data) => (
        <PanTable
          key={`${orgNumber}|${version}`}
          orgNumber={orgNumber}
          stored={data}
          reload={async () => {
            await stored.refetch();
            setVersion((count) => count + 1);
          }}
        />
      )}
    </SettingsLoad>
  );
}

function PanTable({
  orgNumber,
  stored,
  reload,
}: {
  orgNumber: string;
  stored: readonly StoredPan[];
  reload: () => Promise<void>;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'range' | 'import'>();
  const initial: PanMappingTableValues = { Rows: stored.map(panMappingFormRow) };
  const save = dboMutation(dbo, 'SavePanMapping').mutationFn;
  const remove = dboMutation(dbo, 'DeletePanMapping').mutationFn;
  const [progress, setProgress] = useState<string>();

  const settings = useSettingsForm({
    initial,
    schema: PanMappingTableSchema,
    save: async (output: PanMappingOutput[], typed: PanMappingTableValues) => {
      const before = new Map(initial.Rows.map((row) => [row.Id, JSON.stringify(row)]));
      const changed = output
        .map((row, index) => ({ row, index }))
        .filter(({ index }) => {
          const now = typed.Rows[index] as PanMappingFormRow;
          return !now.Id || before.get(now.Id) !== JSON.stringify(now);
        });
      const kept = new Set(typed.Rows.map((row) => row.Id));
      const removed = initial.Rows.filter((row) => row.Id && !kept.has(row.Id));
      const total = changed.length + removed.length;
      setProgress(`Saving 0 of ${total}…`);
      const results = await saveAll<() => Promise<unknown>>(
        [
          ...changed.map(
            ({ row }) =>
              () =>
                save({ ...row, OrgNumber: orgNumber } as DboPayload<'SavePanMapping'>),
          ),
          ...removed.map(
            (row) => () =>
              remove({
                OrgNumber: orgNumber,
                Id: row.Id as number,
              } as DboPayload<'DeletePanMapping'>),
          ),
        ],
        (call) => call(),
        { onProgress: (done) => setProgress(`Saving ${done} of ${total}…`) },
      );
      setProgress(undefined);
      const failed = results.flatMap((result, index) => {
        if (result.ok) {
          // A created row keeps its new id, so saving again updates it rather than adding it twice.
          const made = changed[index];
          const id = (result.value as { Id?: number } | undefined)?.Id;
          if (made && !typed.Rows[made.index]?.Id && id) {
            settings.form.setFieldValue(`Rows[${made.index}].Id`, id);
          }
          return [];
        }
        const room =
          index < changed.length
            ? changed[index]?.row.RoomNumber
            : removed[index - changed.length]?.RoomNumber;
        return [`Room ${room}: ${result.message}`];
      });
      if (failed.length > 0) {
        const message = `Saved ${total - failed.length} of ${total} changes. ${failed[0]}${
          failed.length > 1 ? ` (and ${failed.length - 1} more)` : ''
        }`;
        throw new Error(message);
      }
      return { message: total === 0 ? 'Nothing to save' : `Saved ${rooms(total)}` };
    },
    // The table starts again from the server's rows, with the ids of the rooms it created.
    onSaved: async (guard) => {
      guard.allowLeave();
      await queryClient.invalidateQueries({ queryKey: dboQueryPrefix(dbo, 'ListPanMappings') });
      await reload();
    },
  });
  const { form, values, isDirty, showErrors } = settings;
  const bulkDone = async (created: number) => {
    setDialog(undefined);
    if (created > 0) {
      await queryClient.invalidateQueries({ queryKey: dboQueryPrefix(dbo, 'ListPanMappings') });
      await reload();
    }
  };

  return (
    <>
      <form {...settings.formProps} aria-label="PAN mapping">
        <Flex direction="column" gap="size-200">
          <Flex gap="size-150" alignItems="center" wrap>
            <Text UNSAFE_className="gn-pan-count">{rooms(stored.length)} mapped for this site</Text>
            <div style={{ flexGrow: 1 }} />
            <Button variant="secondary" isDisabled={isDirty} onPress={() => setDialog('range')}>
              Add range…
            </Button>
            <Button variant="secondary" isDisabled={isDirty} onPress={() => setDialog('import')}>
              Import CSV…
            </Button>
          </Flex>
          {isDirty && (
            <Text UNSAFE_className="gn-form-note">
              Save or discard your changes to add a range or import a file.
            </Text>
          )}
          <FormFields form={form} sections={PAN_SECTIONS} values={values} showErrors={showErrors} />
          <SettingsButtons settings={settings} saveNeedsChanges />
          {progress && (
            <Text UNSAFE_className="gn-form-note" aria-live="polite">
              {progress}
            </Text>
          )}
        </Flex>
        {settings.guard.dialog}
      </form>
      {/* Outside the form: a dialog's own form must not submit the table's (React events bubble
          through portals). */}
      {dialog === 'range' && (
        <RangeDialog
          orgNumber={orgNumber}
          stored={stored}
          onDone={(count) => void bulkDone(count)}
        />
      )}
      {dialog === 'import' && (
        <ImportDialog
          orgNumber={orgNumber}
          stored={stored}
          onDone={(count) => void bulkDone(count)}
        />
      )}
    </>
  );
}
