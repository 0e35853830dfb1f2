// docs/decisions/report-screens.md
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, type MouseEvent, useId, useRef } from 'react';
import { DataGrid, GRID_ROW_HEIGHT } from '../list/data-grid';
import { ListBody } from '../list/list-body';
import { ListPager } from '../list/list-pager';
import { useFillHeight } from '../list/use-fill-height';
import type { ReportAddress } from './report-search';
import { gridSort, nextReportSort } from './report-sort';
import type { ReportState } from './use-report-state';

/** Where a row opens: a path of the screens table and its search parameters. */
export interface ReportRowLink {
  to: string;
  search: Record<string, string | number | boolean>;
  /** What it opens, for the hint a screen reader hears: `its account`. */
  what: string;
}

/**
 * The report's rows: the kit's list states (loading, empty, failure with `Retry`), a grid sorted
 * by the server, and the pager. A row that `opens` something (a sale's or a session's account)
 * opens it on a click anywhere in it, or on Enter in any of its cells.
 */
export function ReportGrid<Row extends object, Totals, Key extends string>({
  state,
  title,
  plural,
  filtered,
  getRowId,
  opens,
  busy,
}: {
  state: ReportState<Row, Totals, Key>;
  title: string;
  plural: string;
  /** Whether a filter or `This org only` narrows the result, for the empty state's words. */
  filtered: boolean;
  getRowId: (row: Row) => string;
  opens?: ((row: Row) => ReportRowLink | undefined) | undefined;
  /**
   * The rows are not the answer for the address chosen (a change on its way, or its answer): the
   * grid says so with `aria-busy` and dims them, as the list kit's grid does for a page loading.
   */
  busy: boolean;
}) {
  const { address, go, answer, answerQuery, total, view, days, columns } = state;
  const gridBox = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridBox, 240);
  const navigate = useNavigate();
  const hint = useId();
  const rangeText = days.from === days.to ? days.from : `${days.from} to ${days.to}`;
  const rows = answer?.Rows ?? [];
  const offset = (view.page - 1) * view.pageSize;

  // The row an event happened in, if it opens something (aria-rowindex counts the header as 1).
  const linkOf = (target: EventTarget) => {
    if (!opens || !(target instanceof Element) || target.closest('a, button, input')) return;
    const index = Number(target.closest('[role="row"]')?.getAttribute('aria-rowindex'));
    const row = rows[index - offset - 2];
    return row === undefined ? undefined : opens(row);
  };
  const open = (event: MouseEvent | KeyboardEvent) => {
    const link = linkOf(event.target);
    if (!link) return;
    event.preventDefault();
    void navigate({ to: link.to, search: link.search });
  };
  const what = rows.map((row) => opens?.(row)?.what).find(Boolean);

  return (
    <>
      <div ref={gridBox} className={what ? 'gn-report-opens' : undefined}>
        {what && (
          <span id={hint} className="gn-visually-hidden">
            {`Click a row or press Enter in it to open ${what}.`}
          </span>
        )}
        <ListBody
          query={answerQuery}
          page={answer ? { Items: answer.Rows, Total: answer.TotalRows } : undefined}
          plural={title}
          empty={
            filtered
              ? {
                  heading: `No ${plural} match these filters`,
                  content: 'Try other filters or another range, or clear them.',
                }
              : {
                  heading: `No ${plural} in this range`,
                  content: `None ${days.from === days.to ? 'on' : 'from'} ${rangeText}. Try a longer range.`,
                }
          }
          render={(shown) => (
            // Clicks and Enter bubble from the grid's cells; the grid keeps its own keyboard.
            // biome-ignore lint/a11y/noStaticElementInteractions: the grid's rows are the controls
            <div onClick={open} onKeyDown={(event) => event.key === 'Enter' && open(event)}>
              <DataGrid<Row>
                label={title}
                columns={columns}
                rows={shown}
                total={total}
                offset={offset}
                getRowId={getRowId}
                sort={gridSort(address)}
                onSort={(field) => {
                  const column = columns.find((item) => item.field === field);
                  go(
                    nextReportSort(
                      address,
                      field,
                      column?.align === 'end' ? 'desc' : 'asc',
                    ) as Partial<ReportAddress<Key>>,
                  );
                }}
                selectable={false}
                height={Math.min(gridHeight, (shown.length + 1) * GRID_ROW_HEIGHT + 2)}
                busy={busy}
                renderLink={(_row, text, tabIndex) => (
                  <span data-focus tabIndex={tabIndex}>
                    {text}
                  </span>
                )}
              />
            </div>
          )}
        />
      </div>
      {answer && total > 0 && (
        <ListPager
          total={total}
          plural={plural}
          shown={view}
          search={address}
          onChange={(change) => go(change as Partial<ReportAddress<Key>>)}
        />
      )}
    </>
  );
}
