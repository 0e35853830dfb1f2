import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { batchCodes, listPage } from '@guestnet/mocks';
import type { RowSelectionState } from '@tanstack/react-table';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CODE_COLUMNS, type CodeRow } from '../src/features/access-codes/access-code-screen';
import { collectPages, toCsv } from '../src/ui/list/csv';
import { DataGrid, GRID_ROW_HEIGHT } from '../src/ui/list/data-grid';
import { textOf } from '../src/ui/list/list-column';
import { FilterBox } from '../src/ui/list/list-screen';

// `pnpm bench:lists`, the 10,000-code batch (docs/decisions/access-codes.md): the batch
// screen's Filter box and grid with the codes' columns, fed as the mocks answer `ListAccessCodes`
// (the answers made up front, so the network is left out).
const stage = document.getElementById('stage') as HTMLElement;
const root = createRoot(stage);
const GRID_HEIGHT = 600;
const PAGE_SIZE = 25;

/** The demo's congress batch: 10,000 prefixed codes, some active, expired or revoked. */
const CODES = batchCodes(
  {
    Id: 2,
    Strategy: 'prefix',
    Prefix: 'AUT-',
    CodeLength: 6,
    Count: 10_000,
    Generated: 10_000,
    CreatedAt: '2025-12-25T12:00:00Z',
    ValidityAfterFirstUseMinutes: 4320,
    ExpiresAt: '2026-12-31T23:59:59Z',
  },
  { seed: 1, orgNumber: 'GN-1003-1', used: true },
) as unknown as CodeRow[];

const page = (payload: Record<string, unknown>) =>
  listPage(CODES as unknown as Record<string, unknown>[], payload) as unknown as {
    Items: CodeRow[];
    Total: number;
  };

const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const noSelection: RowSelectionState = {};
function render(rows: CodeRow[], total: number) {
  flushSync(() =>
    root.render(
      <Provider theme={defaultTheme} colorScheme="light">
        <FilterBox value="" onChange={() => {}} plural="Codes" />
        <DataGrid
          label="Codes of Autumn congress"
          columns={CODE_COLUMNS}
          rows={rows}
          total={total}
          offset={0}
          getRowId={(code) => String(code.Id)}
          sort=""
          onSort={() => {}}
          selection={noSelection}
          onSelectionChange={() => {}}
          renderLink={(_code, text, tabIndex) => (
            <span data-focus tabIndex={tabIndex}>
              {text}
            </span>
          )}
          height={Math.min(GRID_HEIGHT, (rows.length + 1) * GRID_ROW_HEIGHT + 2)}
        />
      </Provider>,
    ),
  );
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

const bench = {
  /** The batch's first page (25 of 10,000 codes) from the answer to painted rows. */
  async openBatch() {
    flushSync(() => root.render(<p role="status">Loading Codes…</p>));
    await painted();
    const answer = page({ Page: 1, PageSize: PAGE_SIZE });
    const start = performance.now();
    render(answer.Items, answer.Total);
    await painted();
    return performance.now() - start;
  },
  /**
   * Typing a code into the Filter box: each keystroke's work on the main thread, its render,
   * style and layout (React renders a typed input's update before the event returns), which must
   * fit in a 16 ms frame; the list asks the server only after the 300 ms pause. Answers every
   * keystroke's time.
   */
  async filterKeystrokes() {
    const answer = page({ Page: 1, PageSize: PAGE_SIZE });
    render(answer.Items, answer.Total);
    await painted();
    const input = stage.querySelector('input') as HTMLInputElement;
    const text = CODES[1234]?.Code ?? 'AUT-XXXXXX';
    const times: number[] = [];
    for (let length = 1; length <= text.length; length++) {
      const start = performance.now();
      setValue?.call(input, text.slice(0, length));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // Style and layout of what changed, as the next frame would do them.
      void stage.getBoundingClientRect().height;
      times.push(performance.now() - start);
      await painted();
    }
    return times;
  },
  /** The filtered answer (one code of 10,000, filtered server-side in the mocks) to painted rows. */
  async filterAnswer() {
    const start = performance.now();
    const answer = page({ Page: 1, PageSize: PAGE_SIZE, Filter: CODES[4321]?.Code });
    render(answer.Items, answer.Total);
    await painted();
    return performance.now() - start;
  },
  /** Export CSV of all 10,000 codes: 20 pages of 500 collected, then the CSV (network left out). */
  async exportCsv() {
    const answers = Array.from({ length: 20 }, (_, index) =>
      page({ Page: index + 1, PageSize: 500, Sort: 'Code' }),
    );
    const start = performance.now();
    const rows = await collectPages<CodeRow>(
      (number) => Promise.resolve(answers[number - 1] as never),
      {
        signal: new AbortController().signal,
      },
    );
    const csv = toCsv(
      CODE_COLUMNS.map((column) => ({
        header: column.header,
        text: (row: CodeRow) => textOf(column, row),
      })),
      rows,
    );
    const ms = performance.now() - start;
    return { ms, lines: csv.split('\r\n').length - 2 };
  },
};

Object.assign(window, { bench });
