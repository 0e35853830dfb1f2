// docs/decisions/pan-mapping-bulk-save.md
import {
  Button,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  FileTrigger,
  Flex,
  Heading,
  Text,
} from '@adobe/react-spectrum';
import type { PanMappingOutput } from '@guestnet/validators';
import { useState } from 'react';
import { BulkPreview } from './bulk-preview';
import { useBulkSave } from './bulk-save';
import { CSV_HEADER, type ImportReport, readImport } from './pan-mapping-data';
import { rooms, type StoredPan } from './pan-mapping-fields';

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
  const bulk = useBulkSave({ orgNumber, done: 'Imported', onDone });
  const [file, setFile] = useState<{ name: string; report: ImportReport }>();

  const choose = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile({ name: chosen.name, report: readImport(await chosen.text(), stored) });
  };
  const report = file?.report;
  const rows = report && 'rows' in report ? report.rows : [];
  const valid = rows.flatMap((row) => (row.output ? [row.output] : [])) as PanMappingOutput[];
  const rejected = rows.filter((row) => row.reason);

  return (
    <DialogContainer onDismiss={bulk.dismiss}>
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
                <Button variant="secondary" isDisabled={bulk.isSaving}>
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
            {bulk.status}
          </Flex>
        </Content>
        {bulk.buttons({
          label: valid.length > 0 ? `Import ${rooms(valid.length)}` : 'Import',
          isDisabled: valid.length === 0,
          onPress: () => void bulk.save(valid),
        })}
      </Dialog>
    </DialogContainer>
  );
}
