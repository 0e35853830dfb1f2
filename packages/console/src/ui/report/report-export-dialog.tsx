// docs/decisions/report-screens.md
import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Heading,
  ProgressBar,
  Text,
} from '@adobe/react-spectrum';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../list/format';
import { notify } from '../snackbar';
import {
  downloadBlob,
  type ReportCsvColumn,
  type ReportPageReader,
  reportCsv,
} from './report-export';

/**
 * Exports a report's whole result as CSV: reads it 1000 rows a call into the file's parts, shows
 * the rows read of the total, and `Cancel` stops it at once with nothing downloaded.
 */
export function ReportExportDialog<Row>({
  title,
  columns,
  fileName,
  readPage,
  onDone,
}: {
  title: string;
  columns: readonly ReportCsvColumn<Row>[];
  fileName: string;
  readPage: ReportPageReader<Row>;
  /** Called with the number of exported rows, or `undefined` when cancelled or failed. */
  onDone: (count: number | undefined) => void;
}) {
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [controller] = useState(() => new AbortController());
  // The export is of the report as it was when Export CSV was pressed: it starts once per dialog.
  const start = useRef({ readPage, columns, fileName, onDone });
  useEffect(() => {
    const { readPage, columns, fileName, onDone } = start.current;
    let finished = false;
    let count = 0;
    reportCsv(readPage, columns, {
      signal: controller.signal,
      onProgress: (done, total) => {
        count = done;
        setProgress({ done, total });
      },
    }).then(
      (file) => {
        finished = true;
        downloadBlob(fileName, file);
        onDone(count);
      },
      (error: unknown) => {
        finished = true;
        if (controller.signal.aborted) return;
        notify(`Unable to export: ${(error as Error).message}`);
        onDone(undefined);
      },
    );
    return () => {
      if (!finished) controller.abort();
    };
  }, [controller]);
  const cancel = () => {
    controller.abort();
    onDone(undefined);
  };
  return (
    <DialogContainer onDismiss={cancel}>
      <Dialog size="S">
        <Heading>{title}</Heading>
        <Divider />
        <Content>
          <ProgressBar
            label="Reading rows"
            width="100%"
            {...(progress.total > 0
              ? { value: progress.done, maxValue: progress.total }
              : { isIndeterminate: true })}
            valueLabel={
              progress.total > 0
                ? `${formatNumber(progress.done)} of ${formatNumber(progress.total)}`
                : undefined
            }
          />
          <Text>The file downloads when every row is read.</Text>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={cancel}>
            Cancel
          </Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
