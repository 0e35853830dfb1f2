// docs/decisions/report-screens.md
import { ExportProgressDialog } from '../list/export-dialog';
import { textOf } from '../list/list-column';
import { notify } from '../snackbar';
import { downloadBlob, reportCsv } from './report-export';
import type { ReportColumn } from './report-format';
import type { ReportQuery, ReportQueryParams } from './report-query';

/**
 * `Export CSV` of the whole result: the kit's progress dialog over the report's operation, read
 * a page at a time into the file, which downloads as `{fileName}`; `Cancel` downloads nothing.
 */
export function ReportExportDialog<Row, Totals>({
  title,
  plural,
  fileName,
  query,
  params,
  columns,
  onDone,
}: {
  title: string;
  plural: string;
  fileName: string;
  query: ReportQuery<Row, Totals>;
  params: ReportQueryParams;
  columns: readonly ReportColumn<Row>[];
  onDone: () => void;
}) {
  return (
    <ExportProgressDialog
      title={`Export ${title}`}
      run={async (signal, onProgress) => {
        let count = 0;
        const file = await reportCsv(
          (page, pageSize, signal) => query({ ...params, page, pageSize }).queryFn({ signal }),
          columns.map((column) => ({
            header: column.header,
            text: column.csv ?? ((row: Row) => textOf(column, row)),
          })),
          {
            signal,
            onProgress: (done, total) => {
              count = done;
              onProgress(done, total);
            },
          },
        );
        downloadBlob(fileName, file);
        return count;
      }}
      onDone={(count) => {
        onDone();
        if (count !== undefined)
          notify(`Exported ${count.toLocaleString('en-US')} ${plural}`, 'success');
      }}
    />
  );
}
