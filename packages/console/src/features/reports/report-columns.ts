// The report screens' columns (docs/decisions/report-screens.md): each screen's grid, CSV and
// print columns, in a module with no screen code, so each address (report-addresses.ts) takes
// the sorts of its screen's sortable columns without loading the screen.
import type { AdminApiComponents } from '@guestnet/sdk';
import {
  bytesColumn,
  choiceColumn,
  countColumn,
  durationColumn,
  moneyColumn,
  type ReportContext,
  shareColumn,
  textColumn,
  timeColumn,
  unsorted,
} from '../../ui/report/report-format';
import {
  CARD_BRANDS,
  CARD_STATUSES,
  LOYALTY_ACTIONS,
  LOYALTY_RESULTS,
  PAYMENT_TYPES,
  PMS_STATUSES,
  SALE_STATUSES,
} from './report-choices';

type Schemas = AdminApiComponents['schemas'];
/** A sale (`listReportSales`). */
export type Sale = Schemas['ReportSalesRow'];
/** A group of sales (`getReportSalesSummary`, Group Sales, User Sales). */
export type SalesBy = Schemas['ReportSalesSummaryRow'];
/** The rows Revenue Summary lists: its sales, or their groups under `Group by`. */
export type RevenueRow = Sale | SalesBy;
type Posting = Schemas['ReportPmsRow'];
type Payment = Schemas['ReportCardRow'];
type Session = Schemas['ReportSessionRow'];
type Activity = Schemas['ReportLoyaltyRow'];

/** Revenue Summary's columns of each sale. */
export const saleColumns = (context: ReportContext) => [
  timeColumn<RevenueRow>('Time', 'Time', context),
  textColumn<RevenueRow>('OrgName', 'Sold at', 'minmax(10rem, 1.5fr)'),
  textColumn<RevenueRow>('Plan', 'Plan', 'minmax(10rem, 1.5fr)'),
  choiceColumn<RevenueRow>('PaymentType', 'Payment type', PAYMENT_TYPES),
  moneyColumn<RevenueRow>('Amount', 'Amount', context),
  moneyColumn<RevenueRow>('Fee', 'Fee', context),
  moneyColumn<RevenueRow>('Tax', 'Tax', context),
  moneyColumn<RevenueRow>('Net', 'Net', context),
  choiceColumn<RevenueRow>('Status', 'Status', SALE_STATUSES),
  textColumn<RevenueRow>('Account', 'Account'),
  textColumn<RevenueRow>('UserName', 'Guest'),
  textColumn<RevenueRow>('Group', 'Group'),
  textColumn<RevenueRow>('SoldBy', 'Sold by'),
  textColumn<RevenueRow>('Room', 'Room', 'minmax(5rem, 0.6fr)'),
  textColumn<RevenueRow>('Mac', 'MAC', 'minmax(10rem, 1fr)'),
];

/**
 * The columns of sales summed by something (`label`: the grouping's name): Revenue Summary's
 * `Group by`, Group Sales and User Sales (whose rows are all groups).
 */
export const salesByColumns = (label: string) => (context: ReportContext) => [
  textColumn<RevenueRow>('Label', label, 'minmax(12rem, 2fr)'),
  countColumn<RevenueRow>('Count', 'Sales'),
  moneyColumn<RevenueRow>('Amount', 'Amount', context),
  moneyColumn<RevenueRow>('Fee', 'Fee', context),
  moneyColumn<RevenueRow>('Tax', 'Tax', context),
  moneyColumn<RevenueRow>('Net', 'Net', context),
  shareColumn<RevenueRow>('Share', 'Share'),
];

/** PMS Transactions' columns. */
export const pmsColumns = (context: ReportContext) => [
  timeColumn<Posting>('Time', 'Time', context),
  textColumn<Posting>('OrgName', 'Posted at', 'minmax(10rem, 1.5fr)'),
  textColumn<Posting>('Room', 'Room', 'minmax(5rem, 0.6fr)'),
  textColumn<Posting>('Reservation', 'Reservation'),
  textColumn<Posting>('GuestName', 'Guest', 'minmax(10rem, 1.5fr)'),
  moneyColumn<Posting>('Amount', 'Amount', context),
  choiceColumn<Posting>('AnswerStatus', 'Status', PMS_STATUSES),
  countColumn<Posting>('Sequence', 'Sequence'),
  textColumn<Posting>('SalesOutlet', 'Sales outlet'),
  unsorted(textColumn<Posting>('Text', 'Text', 'minmax(12rem, 2fr)')),
  unsorted(textColumn<Posting>('SaleId', 'Sale')),
];

/** Credit Card Transactions' columns. */
export const cardColumns = (context: ReportContext) => [
  timeColumn<Payment>('Time', 'Time', context),
  textColumn<Payment>('OrgName', 'Paid at', 'minmax(10rem, 1.5fr)'),
  choiceColumn<Payment>('Status', 'Status', CARD_STATUSES),
  moneyColumn<Payment>('Total', 'Total', context),
  moneyColumn<Payment>('Fee', 'Fee', context),
  moneyColumn<Payment>('Tax', 'Tax', context),
  textColumn<Payment>('PayerEmail', 'Payer email', 'minmax(12rem, 2fr)'),
  choiceColumn<Payment>('CardBrand', 'Card', CARD_BRANDS),
  unsorted(textColumn<Payment>('Last4', 'Last 4', 'minmax(5rem, 0.6fr)')),
  unsorted(textColumn<Payment>('Receipt', 'Receipt')),
  unsorted(textColumn<Payment>('Id', 'Transaction')),
  unsorted(textColumn<Payment>('SaleId', 'Sale')),
];

/** A session still online has no stop: it says so. */
function stopText(context: ReportContext) {
  const stop = timeColumn<Session>('Stop', 'Stop', context).text;
  return (row: Session) => (row.Stop ? (stop?.(row) ?? '') : 'Online');
}

/** Radius Activity's columns. */
export const radiusColumns = (context: ReportContext) => [
  timeColumn<Session>('Start', 'Start', context),
  { ...timeColumn<Session>('Stop', 'Stop', context), text: stopText(context) },
  durationColumn<Session>('SessionTime', 'Time online'),
  bytesColumn<Session>('BytesIn', 'Data in'),
  bytesColumn<Session>('BytesOut', 'Data out'),
  textColumn<Session>('UserName', 'User name', 'minmax(10rem, 1.5fr)'),
  textColumn<Session>('Account', 'Account'),
  textColumn<Session>('OrgName', 'Service area', 'minmax(10rem, 1.5fr)'),
  textColumn<Session>('Mac', 'MAC', 'minmax(10rem, 1fr)'),
  unsorted(textColumn<Session>('CalledStation', 'Called station', 'minmax(10rem, 1fr)')),
  unsorted(textColumn<Session>('NasIp', 'NAS IP')),
  textColumn<Session>('TerminateCause', 'Ended by'),
];

/** Loyalty PMS Activity's columns. */
export const loyaltyColumns = (context: ReportContext) => [
  timeColumn<Activity>('Time', 'Time', context),
  textColumn<Activity>('OrgName', 'Service area', 'minmax(10rem, 1.5fr)'),
  textColumn<Activity>('Room', 'Room', 'minmax(5rem, 0.6fr)'),
  textColumn<Activity>('GuestName', 'Guest', 'minmax(10rem, 1.5fr)'),
  textColumn<Activity>('MemberNumber', 'Member number'),
  textColumn<Activity>('Tier', 'Tier'),
  choiceColumn<Activity>('Action', 'Action', LOYALTY_ACTIONS),
  choiceColumn<Activity>('Result', 'Result', LOYALTY_RESULTS),
  textColumn<Activity>('Plan', 'Plan', 'minmax(10rem, 1.5fr)'),
];
