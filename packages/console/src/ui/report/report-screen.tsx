// docs/decisions/report-screens.md
import {
  ActionButton,
  Button,
  Flex,
  Item,
  Picker,
  Switch,
  Text,
  TextField,
  View,
} from '@adobe/react-spectrum';
import type { AdminApiPaths } from '@guestnet/sdk';
import { useGuestnetQuery } from '@guestnet/sdk/react';
import { reportRangeMessages } from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { DataGrid, GRID_ROW_HEIGHT } from '../list/data-grid';
import { ExportProgressDialog } from '../list/export-dialog';
import { ListBody } from '../list/list-body';
import { textOf } from '../list/list-column';
import { ListPager, useShownSearch } from '../list/list-pager';
import type { ListSearch } from '../list/list-search';
import { SavedViews } from '../list/saved-views';
import { useFillHeight } from '../list/use-fill-height';
import { usePageClamp } from '../list/use-list-query';
import { notify } from '../snackbar';
import { RangePicker } from './range-picker';
import { downloadBlob, reportCsv } from './report-export';
import {
  figureText,
  type ReportColumn,
  type ReportContext,
  type ReportTotal,
} from './report-format';
import { isoDate, rangeDays } from './report-range';
import {
  gridSort,
  nextReportSort,
  type ReportAddress,
  type ReportFilter,
  type ReportSearch,
} from './report-search';
import { useOrgTimeZone } from './use-org-time-zone';
import { useReportSearch } from './use-report-search';
import './report-screen.css';

/** The query parameters of the AdminApi GET at `P`, as the contract types them. */
export type ReportQueryOf<P extends keyof AdminApiPaths> = AdminApiPaths[P] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/**
 * The kit's parameters as the operation at `path` types them. The screen's address schema has
 * already held each value to what the contract accepts (the sort to the columns' fields, a
 * picker's value to the contract's choices: report-search.ts), which the kit's one parameter type
 * cannot say for every report; this is the one place that says so to the compiler.
 */
export function reportQuery<P extends keyof AdminApiPaths>(
  _path: P,
  params: ReportQueryParams,
): ReportQueryOf<P> {
  return params as unknown as ReportQueryOf<P>;
}

/** The query parameters every report list operation takes (the report contract's). */
export interface ReportQueryParams {
  orgNumber: string;
  from: string;
  to: string;
  timeZone: string;
  thisOrgOnly?: boolean;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  fromHour?: number;
  toHour?: number;
  /** The screen's filters that are set. */
  [filter: string]: unknown;
}

/** What a report list operation answers: a page of rows and the whole result's totals. */
export interface ReportAnswer<Row, Totals> {
  TimeZone: string;
  /** Absent from reports without amounts (sessions, loyalty). */
  Currency?: string;
  TotalRows: number;
  Totals: Totals;
  Rows: Row[];
}

/** The query options of a report's list operation for its parameters (the SDK's). */
export type ReportQuery<Row, Totals> = (params: ReportQueryParams) => {
  queryKey: readonly unknown[];
  queryFn: (context: { signal?: AbortSignal }) => Promise<ReportAnswer<Row, Totals>>;
};

/** Props of {@link ReportScreen}: what a report screen declares. */
export interface ReportScreenProps<Row extends object, Totals, Key extends string> {
  /** The screen's title: the grid's name, the print view's heading. */
  title: string;
  /** The start of the CSV's name: `revenue-summary`. */
  fileName: string;
  /** What the rows are, for the pager and the messages: `sales`. */
  plural: string;
  /** The screen's path; its `classic` child frames the legacy page. */
  path: string;
  search: ReportSearch<Key>;
  columns: (context: ReportContext) => readonly ReportColumn<Row>[];
  totals: readonly ReportTotal<Totals>[];
  query: ReportQuery<Row, Totals>;
  getRowId: (row: Row) => string;
}

/** The query parameters of an address for an org in a zone. */
export function reportQueryParams<Key extends string>(
  search: ReportSearch<Key>,
  address: ReportAddress<Key>,
  org: { orgNumber: string; timeZone: string; from: string; to: string },
): ReportQueryParams {
  const params: ReportQueryParams = {
    orgNumber: org.orgNumber,
    from: org.from,
    to: org.to,
    timeZone: org.timeZone,
    page: address.page,
    pageSize: address.pageSize,
    sort: address.sort,
    order: address.order,
  };
  if (address.thisOrgOnly) params.thisOrgOnly = true;
  if (address.fromHour !== undefined) params.fromHour = address.fromHour;
  if (address.toHour !== undefined) params.toHour = address.toHour;
  for (const filter of search.filters) {
    const value = address[filter.key];
    if (value) params[filter.key] = filter.param ? filter.param(value) : value;
  }
  return params;
}

// The kit's filter debounce (docs/decisions/native-screen-kit.md): the address follows 300 ms after
// the last keystroke.
const FILTER_DEBOUNCE_MS = 300;

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * A report screen (docs/decisions/report-screens.md): the `Range` (the org's clock), `This org
 * only`, the screen's filters, `Save view`, `Export CSV` of the whole result, `Print`, the
 * `Classic page` link, the `Total` line of the whole result, and a paged grid sorted by the
 * server, all of it in the address.
 */
export function ReportScreen<Row extends object, Totals, Key extends string>({
  title,
  fileName,
  plural,
  path,
  search,
  columns,
  totals,
  query,
  getRowId,
}: ReportScreenProps<Row, Totals, Key>) {
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  const { address, go } = useReportSearch(search);
  const { timeZone, clock } = useOrgTimeZone(orgNumber);
  const today = isoDate(new Date(), timeZone);
  const days = rangeDays(address, today);
  const rangeMessages =
    address.range === 'custom' ? reportRangeMessages({ From: days.from, To: days.to }, today) : {};
  const valid = Object.keys(rangeMessages).length === 0;
  const params = reportQueryParams(search, address, {
    orgNumber,
    timeZone: timeZone ?? 'UTC',
    ...days,
  });
  const options = query(params);
  const enabled = valid && orgNumber !== '' && timeZone !== undefined;
  const answerQuery = useGuestnetQuery(options, { enabled, placeholderData: keepPreviousData });
  const answer = answerQuery.data;
  const view = useShownSearch(
    { page: address.page, pageSize: address.pageSize, sort: '', filter: '' },
    answerQuery.isPlaceholderData,
  );
  const context = useMemo<ReportContext>(
    () => ({
      timeZone: answer?.TimeZone ?? timeZone ?? 'UTC',
      currency: answer?.Currency ?? 'USD',
    }),
    [answer?.TimeZone, answer?.Currency, timeZone],
  );
  const shownColumns = useMemo(() => columns(context), [columns, context]);

  const total = answer?.TotalRows ?? 0;
  const clampTo = useCallback(
    ({ page }: Partial<ListSearch>) => go({ page } as Partial<ReportAddress<Key>>, true),
    [go],
  );
  usePageClamp(answer?.TotalRows, address, clampTo, !answerQuery.isPlaceholderData);

  const gridBox = useRef<HTMLDivElement>(null);
  const gridHeight = useFillHeight(gridBox, 240);
  const [exporting, setExporting] = useState(false);
  const filtered = search.filters.some((filter) => address[filter.key] !== '');
  const rangeText = days.from === days.to ? days.from : `${days.from} to ${days.to}`;
  const hours =
    address.fromHour !== undefined || address.toHour !== undefined
      ? `${hourText(address.fromHour ?? 0)} to ${hourText(address.toHour ?? 23)} (hours included)`
      : undefined;
  const sortable = new Set(search.sorts);

  return (
    <Flex direction="column" gap="size-150" UNSAFE_className="gn-report">
      <div className="gn-report-screen">
        <Flex direction="column" gap="size-150">
          <Flex gap="size-200" alignItems="end" wrap>
            <RangePicker
              search={address}
              from={days.from}
              to={days.to}
              today={today}
              clock={clock}
              onChange={(change) => go(change as Partial<ReportAddress<Key>>, true)}
            />
            <View paddingBottom="size-50">
              <Switch
                isSelected={address.thisOrgOnly}
                onChange={(thisOrgOnly) => go({ thisOrgOnly } as Partial<ReportAddress<Key>>)}
              >
                This org only
              </Switch>
            </View>
          </Flex>
          {hours && (
            <Flex gap="size-150" alignItems="center" wrap>
              <Text>Only the hours {hours}.</Text>
              <ActionButton
                onPress={() =>
                  go({ fromHour: undefined, toHour: undefined } as Partial<ReportAddress<Key>>)
                }
              >
                All hours
              </ActionButton>
            </Flex>
          )}
          <Flex gap="size-150" alignItems="end" wrap>
            {search.filters.map((filter) => (
              <ReportFilterField
                key={filter.key}
                filter={filter}
                value={address[filter.key]}
                onChange={(value, typing) =>
                  go({ [filter.key]: value } as Partial<ReportAddress<Key>>, typing)
                }
              />
            ))}
          </Flex>
          <Flex gap="size-150" alignItems="center" wrap>
            <SavedViews />
            <Button
              variant="secondary"
              isDisabled={!answer || total === 0}
              onPress={() => setExporting(true)}
            >
              Export CSV
            </Button>
            <Button variant="secondary" isDisabled={!answer} onPress={() => window.print()}>
              Print
            </Button>
            <View flexGrow={1} />
            <Link to={`${path}/classic`} className="gn-report-classic">
              Classic page
            </Link>
          </Flex>
          {answer && valid && (
            <TotalLine totals={totals} answer={answer} count={total} plural={plural} />
          )}
          {valid && (
            <div ref={gridBox}>
              <ListBody
                query={answerQuery}
                page={answer ? { Items: answer.Rows, Total: answer.TotalRows } : undefined}
                plural={title}
                empty={
                  filtered || address.thisOrgOnly
                    ? {
                        heading: `No ${plural} match these filters`,
                        content: 'Try other filters or another range, or clear them.',
                      }
                    : {
                        heading: `No ${plural} in this range`,
                        content: `None ${days.from === days.to ? 'on' : 'from'} ${rangeText}. Try a longer range.`,
                      }
                }
                render={(rows) => (
                  <DataGrid<Row>
                    label={title}
                    columns={shownColumns.map((column) => ({
                      ...column,
                      sortable: sortable.has(column.field),
                    }))}
                    rows={rows}
                    total={total}
                    offset={(view.page - 1) * view.pageSize}
                    getRowId={getRowId}
                    sort={gridSort(address)}
                    onSort={(field) => {
                      const column = shownColumns.find((item) => item.field === field);
                      go(
                        nextReportSort(
                          address,
                          field,
                          column?.align === 'end' ? 'desc' : 'asc',
                        ) as Partial<ReportAddress<Key>>,
                      );
                    }}
                    selectable={false}
                    height={Math.min(gridHeight, (rows.length + 1) * GRID_ROW_HEIGHT + 2)}
                    busy={answerQuery.isPlaceholderData}
                    renderLink={(_row, text, tabIndex) => (
                      <span data-focus tabIndex={tabIndex}>
                        {text}
                      </span>
                    )}
                  />
                )}
              />
            </div>
          )}
          {answer && valid && total > 0 && (
            <ListPager
              total={total}
              plural={plural}
              shown={view}
              search={address}
              onChange={(change) => go(change as Partial<ReportAddress<Key>>)}
            />
          )}
        </Flex>
      </div>
      {answer && valid && (
        <PrintView
          title={title}
          orgName={org.name ?? orgNumber}
          range={`${rangeText}${hours ? `, ${hours}` : ''}, days in ${context.timeZone}`}
          scope={address.thisOrgOnly ? 'This org only' : 'The org and everything under it'}
          filters={search.filters
            .filter((filter) => address[filter.key] !== '')
            .map((filter) => `${filter.label}: ${choiceLabel(filter, address[filter.key])}`)}
          totalLine={<TotalLine totals={totals} answer={answer} count={total} plural={plural} />}
          columns={shownColumns}
          rows={answer.Rows}
          getRowId={getRowId}
          first={(view.page - 1) * view.pageSize + 1}
          total={total}
        />
      )}
      {exporting && answer && (
        <ExportProgressDialog
          title={`Export ${title}`}
          run={async (signal, onProgress) => {
            let count = 0;
            const file = await reportCsv(
              (page, pageSize, signal) => query({ ...params, page, pageSize }).queryFn({ signal }),
              shownColumns.map((column) => ({
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
            downloadBlob(`${fileName}-${orgNumber}-${days.from}-to-${days.to}.csv`, file);
            return count;
          }}
          onDone={(count) => {
            setExporting(false);
            if (count !== undefined)
              notify(`Exported ${count.toLocaleString('en-US')} ${plural}`, 'success');
          }}
        />
      )}
    </Flex>
  );
}

/** A filter's value as it reads: a choice's label, or the text. */
function choiceLabel(filter: ReportFilter, value: string): string {
  return filter.choices?.find((choice) => choice.id === value)?.label ?? value;
}

/** The `Total` line: how many rows and the whole result's totals, not the page's. */
function TotalLine<Totals>({
  totals,
  answer,
  count,
  plural,
}: {
  totals: readonly ReportTotal<Totals>[];
  answer: ReportAnswer<unknown, Totals>;
  count: number;
  plural: string;
}) {
  return (
    <p className="gn-report-total">
      <strong>Total</strong>
      <span>
        {count.toLocaleString('en-US')} {plural}
      </span>
      {totals.map((item) => (
        <span key={item.field}>
          {item.label}{' '}
          <b>
            {figureText(
              Number(answer.Totals[item.field] ?? 0),
              item.kind,
              answer.Currency ?? 'USD',
            )}
          </b>
        </span>
      ))}
    </p>
  );
}

/** One filter: a picker of its choices with `Any`, or a text box that writes as one types. */
function ReportFilterField({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter;
  value: string;
  /** `typing` for a text box's keystrokes, which replace the history entry. */
  onChange: (value: string, typing: boolean) => void;
}) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The address changed from elsewhere (Back, a saved view): show its text.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (filter.choices) {
    return (
      <Picker
        label={filter.label}
        width="size-2000"
        selectedKey={value || 'any'}
        onSelectionChange={(key) => onChange(key === 'any' ? '' : String(key), false)}
      >
        {[{ id: 'any', label: 'Any' }, ...filter.choices].map((choice) => (
          <Item key={choice.id}>{choice.label}</Item>
        ))}
      </Picker>
    );
  }
  return (
    <TextField
      label={filter.label}
      width="size-2000"
      value={draft}
      maxLength={200}
      onChange={(text) => {
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onChange(text.trim(), true), FILTER_DEBOUNCE_MS);
      }}
    />
  );
}

/**
 * What `Print` prints (hidden on screen, docs/decisions/report-screens.md): the heading, the
 * org, the range, the scope, the filters, the `Total` line and the rows on screen as a plain
 * table, each on the paper whole rather than windowed.
 */
function PrintView<Row>({
  title,
  orgName,
  range,
  scope,
  filters,
  totalLine,
  columns,
  rows,
  getRowId,
  first,
  total,
}: {
  title: string;
  orgName: string;
  range: string;
  scope: string;
  filters: string[];
  totalLine: ReactNode;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  first: number;
  total: number;
}) {
  return (
    <section className="gn-report-print" hidden aria-label={`${title}, as printed`}>
      <h1>{title}</h1>
      <p>
        {orgName}. {range}. {scope}.{filters.length > 0 ? ` Filters: ${filters.join('; ')}.` : ''}
      </p>
      {totalLine}
      <p>
        {rows.length === 0
          ? 'No rows.'
          : `Rows ${first.toLocaleString('en-US')} to ${(first + rows.length - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}.`}
      </p>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} className={column.align === 'end' ? 'gn-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)}>
              {columns.map((column) => (
                <td key={column.field} className={column.align === 'end' ? 'gn-end' : undefined}>
                  {textOf(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
