import type { ReportSummary } from '@guestnet/sdk';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../ui/list/format';
import {
  changeOf,
  formatData,
  formatMoney,
  type OverviewSearch,
  previousName,
} from './overview-range';
import { type ReportLink, reportLink } from './report-links';

interface Figure {
  label: string;
  current: number;
  previous: number;
  text: (value: number) => string;
  /** Said after the value when the figure is of a moment, not of the range. */
  note?: string;
  /** What the previous value is of, when not the previous range. */
  before?: string;
  /** The report whose rows the figure sums. */
  report: ReportLink;
}

/**
 * The six figures of the range, each with its change on the previous range of the same length
 * (▲ up, ▼ down and the percent, also said in words for a screen reader), each value a link to
 * the report of the rows it sums, over the same range.
 */
export function OverviewFigures({
  summary,
  range,
  days,
  today,
  live,
  busy = false,
}: {
  summary: ReportSummary;
  /** The Overview's range as its address holds it, for the reports' links. */
  range: Pick<OverviewSearch, 'range' | 'from' | 'to'>;
  days: number;
  today: boolean;
  /** Whether the range ends today, so that guests online now belong to it. */
  live: boolean;
  /** The figures are the previous range's while the chosen one's are on their way. */
  busy?: boolean;
}) {
  const { Current: current, Previous: previous, Currency: currency } = summary;
  const figures: Figure[] = [
    {
      label: 'Guests online',
      current: summary.GuestsOnline,
      previous: summary.GuestsOnlinePrevious,
      text: formatNumber,
      note: 'now',
      before: today ? 'this time yesterday' : `this time ${days} days ago`,
      report: reportLink('radius', range, { online: true }),
    },
    {
      label: 'Sessions',
      current: current.Sessions,
      previous: previous.Sessions,
      text: formatNumber,
      report: reportLink('radius', range),
    },
    {
      label: 'Unique devices',
      current: current.UniqueDevices,
      previous: previous.UniqueDevices,
      text: formatNumber,
      report: reportLink('radius', range),
    },
    {
      label: 'Data used',
      current: current.DataMb,
      previous: previous.DataMb,
      text: formatData,
      report: reportLink('radius', range),
    },
    {
      label: 'Revenue',
      current: current.Revenue,
      previous: previous.Revenue,
      text: (value) => formatMoney(value, currency),
      report: reportLink('revenue', range),
    },
    {
      label: 'Codes redeemed',
      current: current.CodesRedeemed,
      previous: previous.CodesRedeemed,
      text: formatNumber,
      report: reportLink('revenue', range, { paymentType: 'code' }),
    },
  ];
  const before = previousName(days);
  return (
    <dl className="gn-figures" aria-busy={busy}>
      {figures.map((figure) => {
        if (figure.note && !live) {
          // A range that has ended has no one online in it: say so rather than show 0.
          return (
            <div key={figure.label} className="gn-figure">
              <dt>{figure.label}</dt>
              <dd className="gn-figure-value">—</dd>
              <dd className="gn-figure-change gn-figure-before">
                Only for a range that ends today
              </dd>
            </div>
          );
        }
        const change = changeOf(figure.current, figure.previous);
        const direction = change.arrow === '▲' ? 'up' : change.arrow === '▼' ? 'down' : 'flat';
        return (
          <div key={figure.label} className="gn-figure">
            <dt>{figure.label}</dt>
            <dd className="gn-figure-value">
              <Link
                to={figure.report.to}
                search={figure.report.search}
                className="gn-figure-link"
                aria-label={`${figure.label}: ${figure.text(figure.current)}${figure.note ? ` ${figure.note}` : ''} — open ${figure.report.title}`}
              >
                {figure.text(figure.current)}
                {figure.note && <span className="gn-figure-note"> {figure.note}</span>}
              </Link>
            </dd>
            <dd className={`gn-figure-change gn-figure-${direction}`}>
              <span aria-hidden>
                {change.arrow} {change.text}
              </span>
              <span className="gn-visually-hidden">{change.spoken}</span>
              <span className="gn-figure-before">
                {' '}
                vs {figure.before ?? before}: {figure.text(figure.previous)}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
