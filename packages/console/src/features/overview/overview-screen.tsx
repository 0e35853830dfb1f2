import { Flex } from '@adobe/react-spectrum';
import {
  type ReportRange,
  type ReportTopOrg,
  reportSummaryQuery,
  reportTimeseriesQuery,
  reportTopQuery,
} from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { reportRangeMessages } from '@guestnet/validators';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { LoadFailed, LoadingData } from '../../ui/load-states';
import { RangePicker } from '../../ui/report/range-picker';
import { useChosenAddress } from '../../ui/report/use-chosen-address';
import { useOrgTimeZone } from '../../ui/report/use-org-time-zone';
import { BusyHoursChart } from './busy-hours-chart';
import { OVERVIEW_ADDRESS } from './overview-address';
import { OverviewFigures } from './overview-figures';
import {
  daysIn,
  granularityOf,
  isoDate,
  type OverviewSearch,
  rangeDays,
  type TopMetric,
} from './overview-range';
import { RevenueChart } from './revenue-chart';
import { SessionsChart } from './sessions-chart';
import { TopOrgsChart } from './top-orgs-chart';
import './overview.css';

// docs/decisions/overview-screen.md

/**
 * Report > Overview (`/report/overview`): the selected org's figures beside the previous range
 * and four charts, all rolled up over everything under it; the range and the top-10 metric live
 * in the address, and a bar of the top 10 selects that org.
 */
export default function OverviewScreen() {
  const { adminApi } = useGuestnetClients();
  const session = useOrgSession();
  const org = useSelectedOrg();
  // The address, and the choice the Range shows before the router has it: a key on the closed
  // Range waits for the next press, as on the report screens (docs/decisions/overview-screen.md).
  const { address: search, chosen, choosing, go: write } = useChosenAddress(OVERVIEW_ADDRESS);
  const go = useCallback(
    (change: Partial<OverviewSearch>, keyed = false) =>
      write(change, { replace: true, hold: keyed }),
    [write],
  );

  // The days and hours are the org's own (its Edit Org time zone), as its administrator lives
  // them; the browser's when the org's cannot be read.
  const { timeZone, clock } = useOrgTimeZone(org.number ?? '');
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
        search={chosen}
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
              busy={choosing || summary.isPlaceholderData}
            />
          ) : (
            <LoadingData label="Loading the figures" />
          )}
          <div
            className="gn-overview-charts"
            aria-busy={choosing || series.isFetching || top.isFetching}
            data-stale={choosing || series.isPlaceholderData || top.isPlaceholderData || undefined}
          >
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
                  metric={chosen.top}
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
