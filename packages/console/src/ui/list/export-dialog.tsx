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
import { notify } from '../snackbar';
import { collectPages, downloadText, type PageReader, toCsv } from './csv';
import { formatNumber } from './format';
import { type ListColumn, textOf } from './list-column';

/**
 * Exports every row matching the list's filter and sort as CSV: reads the list page by
 * page, shows the progress, and `Cancel` stops it at once with nothing downloaded.
 */
export function ExportDialog<Row>({
  title,
  columns,
  fileName,
  readPage,
  onDone,
}: {
  title: string;
  columns: readonly ListColumn<Row>[];
  fileName: string;
  readPage: PageReader<Row>;
  /** Called with the number of exported rows, or `undefined` when cancelled or failed. */
  onDone: (count: number | undefined) => void;
}) {
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [controller] = useState(() => new AbortController());
  // The export is of the list as it was when Export CSV was pressed: it starts once per dialog.
  const start = useRef({ readPage, columns, fileName, onDone });
  useEffect(() => {
    const { readPage, columns, fileName, onDone } = start.current;
    let finished = false;
    collectPages(readPage, {
      signal: controller.signal,
      onProgress: (done, total) => setProgress({ done, total }),
    }).then(
      (rows) => {
        finished = true;
        const csv = toCsv(
          columns.map((column) => ({
            header: column.header,
            text: (row: Row) => textOf(column, row),
          })),
          rows,
        );
        downloadText(`${fileName}.csv`, csv);
        onDone(rows.length);
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
