import type { ReportSummary } from '@guestnet/sdk';
import { formatNumber } from '../../ui/list/format';
import { changeOf, formatData, formatMoney, previousName } from './overview-range';

interface Figure {
  label: string;
  current: number;
  previous: number;
  text: (value: number) => string;
  /** Said after the value when the figure is of a moment, not of the range. */
  note?: string;
  /** What the previous value is of, when not the previous range. */
  before?: string;
}

/**
 * The six figures of the range, each with its change on the previous range of the same length
 * (▲ up, ▼ down and the percent, also said in words for a screen reader).
 */
export function OverviewFigures({
  summary,
  days,
  today,
  live,
}: {
  summary: ReportSummary;
  days: number;
  today: boolean;
  /** Whether the range ends today, so that guests online now belong to it. */
  live: boolean;
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
    },
    {
      label: 'Sessions',
      current: current.Sessions,
      previous: previous.Sessions,
      text: formatNumber,
    },
    {
      label: 'Unique devices',
      current: current.UniqueDevices,
      previous: previous.UniqueDevices,
      text: formatNumber,
    },
    { label: 'Data used', current: current.DataMb, previous: previous.DataMb, text: formatData },
    {
      label: 'Revenue',
      current: current.Revenue,
      previous: previous.Revenue,
      text: (value) => formatMoney(value, currency),
    },
    {
      label: 'Codes redeemed',
      current: current.CodesRedeemed,
      previous: previous.CodesRedeemed,
      text: formatNumber,
    },
  ];
  const before = previousName(days);
  return (
    <dl className="gn-figures">
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
              {figure.text(figure.current)}
              {figure.note && <span className="gn-figure-note"> {figure.note}</span>}
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
