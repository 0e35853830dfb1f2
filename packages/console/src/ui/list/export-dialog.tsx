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
 * An export's work: reads every row (telling the rows read of the total), saves the file, and
 * answers how many rows it holds; `signal` stops it with nothing saved.
 */
export type ExportRun = (
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
) => Promise<number>;

/**
 * The progress of an export while `run` reads: the rows read of the total, and `Cancel`, which
 * stops it at once with nothing downloaded. The export is of the screen as it was when Export CSV
 * was pressed: it starts once per dialog. A list's and a report's export differ only in `run`.
 */
export function ExportProgressDialog({
  title,
  run,
  onDone,
}: {
  title: string;
  run: ExportRun;
  /** Called with the number of exported rows, or `undefined` when cancelled or failed. */
  onDone: (count: number | undefined) => void;
}) {
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [controller] = useState(() => new AbortController());
  const start = useRef({ run, onDone });
  useEffect(() => {
    const { run, onDone } = start.current;
    let finished = false;
    run(controller.signal, (done, total) => setProgress({ done, total })).then(
      (count) => {
        finished = true;
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
  const run: ExportRun = async (signal, onProgress) => {
    const rows = await collectPages(readPage, { signal, onProgress });
    const csv = toCsv(
      columns.map((column) => ({ header: column.header, text: (row: Row) => textOf(column, row) })),
      rows,
    );
    downloadText(`${fileName}.csv`, csv);
    return rows.length;
  };
  return <ExportProgressDialog title={title} run={run} onDone={onDone} />;
}
