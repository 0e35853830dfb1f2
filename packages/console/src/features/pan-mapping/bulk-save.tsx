// docs/decisions/pan-mapping-bulk-save.md
import { Button, ButtonGroup, ProgressBar, Text } from '@adobe/react-spectrum';
import { type DboPayload, dboMutation } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import type { PanMappingOutput } from '@guestnet/validators';
import { type ReactNode, useState } from 'react';
import { notify } from '../../ui/snackbar';
import { type SaveResult, saveAll } from './pan-mapping-data';
import { rooms } from './pan-mapping-fields';

/** Saves the checked rows, reporting progress; the failures as `Room 105: message`. */
export async function createRows(
  save: (payload: DboPayload<'SavePanMapping'>) => Promise<unknown>,
  orgNumber: string,
  rows: readonly PanMappingOutput[],
  onProgress: (done: number) => void,
): Promise<{ created: number; failures: string[] }> {
  const results: SaveResult[] = await saveAll(
    rows,
    (row) => save({ ...row, OrgNumber: orgNumber } as DboPayload<'SavePanMapping'>),
    { onProgress },
  );
  const failures = results.flatMap((result, index) =>
    result.ok ? [] : [`Room ${rows[index]?.RoomNumber}: ${result.message}`],
  );
  return { created: rows.length - failures.length, failures };
}

/**
 * The saving half of the range and import dialogs: `save` creates the rows one request each
 * (4 at a time), `status` shows `Saving N of M…` and then the rooms the server refused, and
 * `buttons` are Cancel (Close once something was refused) and the dialog's own action. When
 * every row is saved, a success snackbar says `{done} N rooms` and the dialog closes.
 */
export function useBulkSave({
  orgNumber,
  done,
  onDone,
}: {
  orgNumber: string;
  /** The snackbar's and the report's verb: `Created`, `Imported`. */
  done: string;
  onDone: (created: number) => void;
}) {
  const { dbo } = useGuestnetClients();
  const [saving, setSaving] = useState<{ done: number; total: number }>();
  const [failures, setFailures] = useState<{ created: number; lines: string[] }>();

  const save = async (rows: readonly PanMappingOutput[]) => {
    const total = rows.length;
    setSaving({ done: 0, total });
    const result = await createRows(
      dboMutation(dbo, 'SavePanMapping').mutationFn,
      orgNumber,
      rows,
      (count) => setSaving({ done: count, total }),
    );
    setSaving(undefined);
    if (result.failures.length === 0) {
      notify(`${done} ${rooms(result.created)}`, 'success');
      onDone(result.created);
    } else setFailures({ created: result.created, lines: result.failures });
  };
  const close = () => onDone(failures?.created ?? 0);

  const status: ReactNode = (
    <>
      {saving && (
        <ProgressBar
          width="100%"
          label={`Saving ${saving.done} of ${saving.total}…`}
          value={saving.done}
          maxValue={saving.total}
        />
      )}
      {failures && (
        <div role="alert" className="gn-pan-failures">
          <Text>
            {done} {rooms(failures.created)}; {failures.lines.length} refused by the server:
          </Text>
          <ul>
            {failures.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );

  const buttons = (action: { label: string; isDisabled: boolean; onPress: () => void }) => (
    <ButtonGroup>
      <Button variant="secondary" isDisabled={Boolean(saving)} onPress={close}>
        {failures ? 'Close' : 'Cancel'}
      </Button>
      {!failures && (
        <Button
          variant="accent"
          isDisabled={action.isDisabled}
          isPending={Boolean(saving)}
          onPress={action.onPress}
        >
          {action.label}
        </Button>
      )}
    </ButtonGroup>
  );

  return {
    save,
    status,
    buttons,
    /** What dismissing the dialog does: nothing while saving. */
    dismiss: () => (saving ? undefined : close()),
    isSaving: Boolean(saving),
    /** Whether `status` shows anything: saving, or the refused rooms. */
    hasStatus: Boolean(saving || failures),
  };
}
