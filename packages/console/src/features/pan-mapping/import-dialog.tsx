// docs/decisions/pan-mapping-bulk-save.md
import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  FileTrigger,
  Flex,
  Heading,
  ProgressBar,
  Text,
} from '@adobe/react-spectrum';
import { dboMutation } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import type { PanMappingOutput } from '@guestnet/validators';
import { useState } from 'react';
import { notify } from '../../ui/snackbar';
import { BulkPreview } from './bulk-preview';
import { CSV_HEADER, type ImportReport, readImport } from './pan-mapping-data';
import { rooms, type StoredPan } from './pan-mapping-fields';
import { createRows } from './range-dialog';

/** `1 row`, `20 rows`. */
const rowsOf = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * `Import CSV…`: a chosen file is read and every row checked as the table checks one; the report
 * lists each refused row with its line and reason, and nothing is saved until `Import N rooms`.
 */
export function ImportDialog({
  orgNumber,
  stored,
  onDone,
}: {
  orgNumber: string;
  stored: readonly StoredPan[];
  onDone: (created: number) => void;
}) {
  const { dbo } = useGuestnetClients();
  const [file, setFile] = useState<{ name: string; report: ImportReport }>();
  const [saving, setSaving] = useState<{ done: number; total: number }>();
  const [failures, setFailures] = useState<{ created: number; lines: string[] }>();

  const choose = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile({ name: chosen.name, report: readImport(await chosen.text(), stored) });
  };
  const report = file?.report;
  const rows = report && 'rows' in report ? report.rows : [];
  const valid = rows.flatMap((row) => (row.output ? [row.output] : [])) as PanMappingOutput[];
  const rejected = rows.filter((row) => row.reason);

  const importRows = async () => {
    const total = valid.length;
    setSaving({ done: 0, total });
    const result = await createRows(
      dboMutation(dbo, 'SavePanMapping').mutationFn,
      orgNumber,
      valid,
      (done) => setSaving({ done, total }),
    );
    setSaving(undefined);
    if (result.failures.length === 0) {
      notify(`Imported ${rooms(result.created)}`, 'success');
      onDone(result.created);
    } else setFailures({ created: result.created, lines: result.failures });
  };

  return (
    <DialogContainer onDismiss={() => (saving ? undefined : onDone(failures?.created ?? 0))}>
      <Dialog width="size-6000">
        <Heading>Import rooms from a CSV file</Heading>
        <Divider />
        <Content>
          <Flex direction="column" gap="size-150">
            <Text>
              The first line names the columns: <code className="gn-pan-code">{CSV_HEADER}</code>.
              RoomNumber and VlanId are required; RotateOn is checkin, checkout (when empty) or
              manual. Nothing is saved before Import.
            </Text>
            <Flex gap="size-150" alignItems="center">
              <FileTrigger
                acceptedFileTypes={['.csv', 'text/csv']}
                onSelect={(files) => void choose(files)}
              >
                <Button variant="secondary" isDisabled={Boolean(saving)}>
                  {file ? 'Choose another file…' : 'Choose file…'}
                </Button>
              </FileTrigger>
              {file && <Text>{file.name}</Text>}
            </Flex>
            {report && 'error' in report && (
              <div className="gn-pan-failures" role="alert">
                {report.error}
              </div>
            )}
            {report && 'rows' in report && (
              <>
                <div className="gn-pan-summary" role="status">
                  {`${rowsOf(rows.length)} read: ${valid.length} valid, ${rejected.length} rejected.`}
                </div>
                {rejected.length > 0 && (
                  <>
                    <Text>Rejected rows, which will not be imported:</Text>
                    <BulkPreview label="Rejected rows" rows={rejected} showLine />
                  </>
                )}
              </>
            )}
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
                  Imported {rooms(failures.created)}; {failures.lines.length} refused by the server:
                </Text>
                <ul>
                  {failures.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
          </Flex>
        </Content>
        <ButtonGroup>
          <Button
            variant="secondary"
            isDisabled={Boolean(saving)}
            onPress={() => onDone(failures?.created ?? 0)}
          >
            {failures ? 'Close' : 'Cancel'}
          </Button>
          {!failures && (
            <Button
              variant="accent"
              isDisabled={valid.length === 0}
              isPending={Boolean(saving)}
              onPress={() => void importRows()}
            >
              {valid.length > 0 ? `Import ${rooms(valid.length)}` : 'Import'}
            </Button>
          )}
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
