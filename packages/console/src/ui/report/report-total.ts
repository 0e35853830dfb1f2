// docs/decisions/report-screens.md

/** How a total reads. */
export type ReportFigureKind = 'count' | 'money' | 'duration' | 'bytes';

/** One figure of the `Total` line: a field of the answer's `Totals`. */
export interface ReportTotal<Totals> {
  field: keyof Totals & string;
  label: string;
  kind: ReportFigureKind;
}
