import { Item, Picker } from '@adobe/react-spectrum';
import type { ReportTop, ReportTopOrg } from '@guestnet/sdk';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { isolate } from '../../lib/platform/bidi-isolate';
import { type ChartColumn, ChartFrame } from '../../ui/chart/chart-frame';
import { loadingChart } from '../../ui/chart/loading-chart';
import { formatNumber } from '../../ui/list/format';
import { formatMoney, type OverviewSearch, type TopMetric } from './overview-range';
import { orgReportLink, reportLink } from './report-links';

// Memoised as the other charts are (chart-context.ts). The bars are plain buttons in HTML, one
// colour (docs/decisions/chart-library.md).

/** The height of a few bars, for the box while the data loads. */
const TOP_BOX = 160;

/**
 * The ten orgs one level down with the most revenue or sessions: a bar per org, each a button
 * that selects the org and so shows its own Overview; in the table, each org's name opens its
 * report of that metric (Revenue Summary, Radius Activity) over the same range.
 */
export const TopOrgsChart = memo(function TopOrgsChart({
  top,
  range,
  metric,
  onMetric,
  onChoose,
  during,
  fileName,
  leaf,
}: {
  top: ReportTop | undefined;
  /** The Overview's range as its address holds it, for the reports' links. */
  range: Pick<OverviewSearch, 'range' | 'from' | 'to'>;
  metric: TopMetric;
  onMetric: (metric: TopMetric) => void;
  onChoose: (org: ReportTopOrg) => void;
  during: string;
  fileName: string;
  /** The selected org has nothing under it. */
  leaf: boolean;
}) {
  const word = metric === 'revenue' ? 'revenue' : 'sessions';
  const rankBy = (
    <Picker
      label="Rank by"
      width="size-1600"
      selectedKey={metric}
      onSelectionChange={(key) => onMetric(key === 'sessions' ? 'sessions' : 'revenue')}
    >
      <Item key="revenue">Revenue</Item>
      <Item key="sessions">Sessions</Item>
    </Picker>
  );
  if (!top) return loadingChart({ title: `Top 10 by ${word}`, height: TOP_BOX, actions: rankBy });
  const value = (org: ReportTopOrg) => (metric === 'revenue' ? org.Revenue : org.Sessions);
  const text = (org: ReportTopOrg) =>
    metric === 'revenue'
      ? formatMoney(org.Revenue, top.Currency)
      : `${formatNumber(org.Sessions)} sessions`;
  const orgs = top.Orgs;
  const max = Math.max(...orgs.map(value), 0);
  const first = orgs[0];
  const columns: ChartColumn<ReportTopOrg>[] = [
    { field: 'Name', header: 'Organization' },
    { field: 'OrgNumber', header: 'Org number' },
    { field: 'Type', header: 'Type' },
    {
      field: 'Sessions',
      header: 'Sessions',
      align: 'end',
      text: (org) => formatNumber(org.Sessions),
      csv: (org) => String(org.Sessions),
    },
    {
      field: 'Revenue',
      header: `Revenue (${top.Currency})`,
      align: 'end',
      text: (org) => org.Revenue.toFixed(2),
    },
  ];
  return (
    <ChartFrame
      title={`Top 10 by ${word}`}
      summary={
        !first || max === 0
          ? leaf
            ? 'This organization has no organizations under it.'
            : `No ${word} under this organization ${during}.`
          : `${isolate(first.Name)} leads with ${text(first)} ${during}; choose a bar to see that organization’s Overview.`
      }
      empty={
        !first || max === 0
          ? leaf
            ? {
                heading: 'Nothing one level down',
                content: 'Choose an organization with sites or areas under it.',
              }
            : {
                heading: `No ${word} in this range`,
                content: 'The organizations under this one show here.',
              }
          : undefined
      }
      actions={rankBy}
      table={{
        columns,
        rows: orgs,
        getRowId: (org) => org.OrgNumber,
        fileName: `${fileName}-top-${word}`,
        // The org's report selects it first, through the org deep link.
        renderLink: (org, cell, tabIndex) => {
          const link = orgReportLink(
            org.OrgNumber,
            reportLink(metric === 'revenue' ? 'revenue' : 'radius', range),
          );
          return (
            <Link
              to={link.to}
              params={link.params}
              search={link.search}
              data-focus
              tabIndex={tabIndex}
              className="gn-grid-link"
              aria-label={`${isolate(org.Name)}, ${text(org)}: open its ${link.title}`}
            >
              {cell}
            </Link>
          );
        },
      }}
    >
      <ol className="gn-top-bars">
        {orgs.map((org) => (
          <li key={org.OrgNumber}>
            <button
              type="button"
              className="gn-top-bar"
              onClick={() => onChoose(org)}
              aria-label={`${isolate(org.Name)}, ${text(org)}: show its Overview`}
            >
              <bdi className="gn-top-name">{org.Name}</bdi>
              <span className="gn-top-track" aria-hidden>
                <span
                  className="gn-top-fill"
                  style={{ width: `${max > 0 ? (value(org) / max) * 100 : 0}%` }}
                />
              </span>
              <span className="gn-top-value">{text(org)}</span>
            </button>
          </li>
        ))}
      </ol>
    </ChartFrame>
  );
});
