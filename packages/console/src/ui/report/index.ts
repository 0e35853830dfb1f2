// The report kit's one entry (docs/decisions/report-screens.md): a report screen imports what it
// declares from here: its columns, its query, the screen.

export { defineReport, type ReportDeclaration } from './define-report';
export {
  bytesColumn,
  choiceColumn,
  countColumn,
  durationColumn,
  moneyColumn,
  type ReportColumn,
  type ReportContext,
  type ReportTotal,
  shareColumn,
  textColumn,
  timeColumn,
  unsorted,
} from './report-format';
export type { ReportRowLink } from './report-grid';
export { type ReportQuery, type ReportQueryParams, reportQuery } from './report-query';
export { ReportScreen, type ReportScreenProps } from './report-screen';
export {
  type AddressText,
  filterValue,
  type ReportAddress,
  type ReportKey,
  reportSearch,
} from './report-search';
