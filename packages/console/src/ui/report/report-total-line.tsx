// docs/decisions/report-screens.md
import { figureText, type ReportTotal } from './report-format';
import type { ReportAnswer } from './report-query';

/** The `Total` line: how many rows and the whole result's totals, not the page's. */
export function ReportTotalLine<Totals>({
  totals,
  answer,
  plural,
}: {
  totals: readonly ReportTotal<Totals>[];
  answer: ReportAnswer<unknown, Totals>;
  plural: string;
}) {
  return (
    <p className="gn-report-total">
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
