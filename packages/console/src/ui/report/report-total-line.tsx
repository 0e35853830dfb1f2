// docs/decisions/report-screens.md
import { figureText, type ReportTotal } from './report-format';
import type { ReportAnswer } from './report-query';

/**
 * The `Total` line: how many rows and the whole result's totals, not the page's. While `busy` (the
 * answer is the previous choice's, the next one's on its way) it says so with `aria-busy` and is
 * dimmed, as the grid is.
 */
export function ReportTotalLine<Totals>({
  totals,
  answer,
  plural,
  busy = false,
}: {
  totals: readonly ReportTotal<Totals>[];
  answer: ReportAnswer<unknown, Totals>;
  plural: string;
  busy?: boolean;
}) {
  return (
    <p className="gn-report-total" aria-busy={busy ? 'true' : undefined}>
      <strong>Total</strong>
      <span>
        {answer.TotalRows.toLocaleString('en-US')} {plural}
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
