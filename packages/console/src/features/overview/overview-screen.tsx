import { Flex, Item, Picker, Text, View } from '@adobe/react-spectrum';
import {
  type ReportRange,
  type ReportTopOrg,
  reportSummaryQuery,
  reportTimeseriesQuery,
  reportTopQuery,
} from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { reportRangeMessages } from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { LoadFailed, LoadingData } from '../../ui/load-states';
import { BusyHoursChart } from './busy-hours-chart';
import { OverviewFigures } from './overview-figures';
import {
  browserTimeZone,
  daysIn,
  granularityOf,
  isoDate,
  type OverviewSearch,
  overviewSearchParams,
  RANGE_CHOICES,
  type RangeChoice,
  rangeDays,
  readOverviewSearch,
  type TopMetric,
} from './overview-range';
import { RevenueChart } from './revenue-chart';
import { SessionsChart } from './sessions-chart';
import { TopOrgsChart } from './top-orgs-chart';
import './overview.css';

// Spectrum's date picker loads only with a screen that shows one (ui/form/date-field.tsx).
const DateField = lazy(() => import('../../ui/form/date-field'));

// docs/decisions/overview-screen.md

/**
 * Report > Overview (`/report/overview`): the selected org's figures beside the previous range
 * and four charts, all rolled up over everything under it; the range and the top-10 metric live
 * in the address, and a bar of the top 10 selects that org.
 */
export default function OverviewScreen() {
  const { adminApi, dbo } = useGuestnetClients();
  const session = useOrgSession();
  const org = useSelectedOrg();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = readOverviewSearch(raw);
  const navigate = useNavigate();
  const latest = useRef(search);
  latest.current = search;
  const go = useCallback(
    (change: Partial<OverviewSearch>) => {
      const next = { ...latest.current, ...change };
      void navigate({ to: '.', search: overviewSearchParams(next) as never, replace: true });
    },
    [navigate],
  );

  // The days and hours are the org's own (its Edit Org time zone), as its administrator lives
  // them; the browser's when the org's cannot be read.
  const details = useDboQuery(dbo, 'GetOrg', { OrgNumber: org.number ?? '' });
  const timeZone = details.data?.TimeZone ?? (details.isError ? browserTimeZone() : undefined);
  const clock = timeZone
    ? `Days and hours in ${timeZone}, ${details.data ? 'the org’s' : 'this browser’s'} time zone.`
    : undefined;
  const today = isoDate(new Date(), timeZone);
  const days = rangeDays(search, today);
  const customMessages =
    search.range === 'custom' ? reportRangeMessages({ From: days.from, To: days.to }, today) : {};
  const valid = Object.keys(customMessages).length === 0;
  const range: ReportRange = { orgNumber: org.number ?? '', from: days.from, to: days.to };
  if (timeZone) range.timeZone = timeZone;
  const enabled = valid && range.orgNumber !== '' && timeZone !== undefined;
  const granularity = granularityOf(days.from, days.to);
  const extra = { enabled, placeholderData: keepPreviousData };
  const summary = useGuestnetQuery(reportSummaryQuery(adminApi, range), extra);
  const series = useGuestnetQuery(reportTimeseriesQuery(adminApi, range, granularity), extra);
  const top = useGuestnetQuery(reportTopQuery(adminApi, range, search.top), extra);
  const rankBy = useCallback((metric: TopMetric) => go({ top: metric }), [go]);
  // One object per range, so the memoised top-10 chart draws again only when the range changes.
  const linkRange = useMemo(
    () => ({ range: search.range, from: search.from, to: search.to }),
    [search.range, search.from, search.to],
  );
  const choose = useCallback(
    (chosen: ReportTopOrg) => void session.selectByNumber(chosen.OrgNumber),
    [session],
  );
  // The answers reach the screen in the task they arrive in, and drawing the figures and four
  // charts from them at once took longer than a frame's worth of the main thread: drawn from
  // deferred copies, React renders them as a transition, in slices that let the page answer
  // input between them. The charts' frames come the same way just after the screen's first
  // render and stand while the data loads (ChartFrame's `loading`), so the data's commit only
  // adds the drawings; the charts are memoised, so the screen's other renders leave them be.
  const framed = useDeferredValue(true, false);
  const summaryData = useDeferredValue(summary.data);
  const seriesData = useDeferredValue(series.data);
  const topData = useDeferredValue(top.data);

  const length = valid ? daysIn(days.from, days.to) : 0;
  const during =
    search.range === 'today' ? 'today' : length === 1 ? `on ${days.from}` : `over ${length} days`;
  const fileName = `overview-${range.orgNumber}-${days.from}-to-${days.to}`;
  const failed = [summary, series, top].find((query) => query.isError);
  // The range ends today, which is not over yet: its figures and last point count so far.
  const live = days.to === today;

  return (
    <Flex direction="column" gap="size-200" UNSAFE_className="gn-overview">
      <RangePicker
        search={search}
        from={days.from}
        to={days.to}
        today={today}
        clock={clock}
        onChange={go}
      />
      {!valid ? null : failed ? (
        <LoadFailed
          heading="Unable to load the Overview"
          message={failed.error?.message ?? 'Unknown Error occurred'}
          onRetry={() => {
            for (const query of [summary, series, top]) if (query.isError) void query.refetch();
          }}
        />
      ) : (
        <>
          {summaryData ? (
            <OverviewFigures
              summary={summaryData}
              range={linkRange}
              days={length}
              today={search.range === 'today'}
              live={live}
            />
          ) : (
            <LoadingData label="Loading the figures" />
          )}
          <div className="gn-overview-charts" aria-busy={series.isFetching || top.isFetching}>
            {framed && (
              <>
                <SessionsChart
                  series={seriesData}
                  during={during}
                  fileName={fileName}
                  live={live}
                />
                <RevenueChart series={seriesData} during={during} fileName={fileName} live={live} />
                <TopOrgsChart
                  top={topData}
                  range={linkRange}
                  metric={search.top}
                  onMetric={rankBy}
                  onChoose={choose}
                  during={during}
                  fileName={fileName}
                  leaf={org.type === 'ServiceArea' || topData?.Orgs.length === 0}
                />
                <BusyHoursChart
                  series={seriesData}
                  during={during}
                  fileName={fileName}
                  live={live}
                />
              </>
            )}
          </div>
        </>
      )}
    </Flex>
  );
}

/**
 * A day the date field can show as it is: years 0001 to 9999. The year 0000 of an address (the
 * year before year 1) would read as `1/1/1`; the field shows nothing, beside its message.
 */
const showable = (day: string) => (day.startsWith('0000') ? '' : day);

/** The Range picker, and the From and To dates once `Custom` is chosen. */
function RangePicker({
  search,
  from,
  to,
  today,
  clock,
  onChange,
}: {
  search: OverviewSearch;
  from: string;
  to: string;
  today: string;
  /** Which zone the days and hours are counted in, once known. */
  clock: string | undefined;
  onChange: (change: Partial<OverviewSearch>) => void;
}) {
  // The dates show at once as typed, with their messages; the address follows each change, and
  // the charts load once the range is valid.
  const [draft, setDraft] = useState({ From: from, To: to });
  useEffect(() => setDraft({ From: from, To: to }), [from, to]);
  const shown = reportRangeMessages(draft, today);
  const setDay = (key: 'From' | 'To', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    onChange({ from: next.From, to: next.To });
  };
  const date = (key: 'From' | 'To') => (
    <DateField
      label={key}
      value={showable(draft[key])}
      onChange={(value) => setDay(key, value)}
      isRequired
      necessityIndicator="icon"
      description={undefined}
      isInvalid={Boolean(shown[key])}
      errorMessage={shown[key]}
      validationBehavior="aria"
      onBlur={() => {}}
    />
  );
  return (
    <Flex gap="size-200" alignItems="start" wrap>
      <Picker
        label="Range"
        selectedKey={search.range}
        onSelectionChange={(key) => {
          const range = key as RangeChoice;
          if (range !== 'custom') onChange({ range, from: '', to: '' });
          else {
            // Custom starts from the days the previous choice showed.
            onChange({ range, from, to });
          }
        }}
        width="size-2000"
      >
        {RANGE_CHOICES.map((choice) => (
          <Item key={choice.id}>{choice.label}</Item>
        ))}
      </Picker>
      {search.range === 'custom' && (
        <Suspense fallback={<View minHeight="size-800" />}>
          {date('From')}
          {date('To')}
        </Suspense>
      )}
      {clock && (
        <View alignSelf="end" paddingBottom="size-75">
          <Text UNSAFE_className="gn-overview-clock">{clock}</Text>
        </View>
      )}
    </Flex>
  );
}
