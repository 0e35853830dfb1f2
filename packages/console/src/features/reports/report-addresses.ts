// The report screens' addresses (docs/decisions/report-screens.md,
// docs/decisions/typed-addresses.md): each screen's search parameters as a valibot schema, in a
// module with no screen code, so the router validates them (routes/screen-addresses.ts) without
// loading a screen.
import { reportSearch } from '../../ui/report/report-search';
import {
  CARD_STATUSES,
  LOYALTY_ACTIONS,
  LOYALTY_RESULTS,
  PAYMENT_TYPES,
  PMS_STATUSES,
  SALE_GROUPINGS,
  SALE_STATUSES,
  SESSION_STATES,
} from './report-choices';

/** The sorts of Revenue Summary's breakdown (`getReportSalesSummary`'s `sort`). */
export const SALES_SUMMARY_SORTS = [
  'Key',
  'Label',
  'Count',
  'Amount',
  'Fee',
  'Tax',
  'Net',
] as const;

/**
 * Revenue Summary's address: the range, scope, sort, page, the sales' filters and `groupBy`,
 * which sums the sales by day, plan, payment type, org, group or seller instead of listing them.
 */
export const REVENUE_SEARCH = reportSearch({
  filters: [
    {
      key: 'groupBy',
      label: 'Group by',
      choices: SALE_GROUPINGS,
      none: 'Each sale',
      view: true,
    },
    { key: 'paymentType', label: 'Payment type', choices: PAYMENT_TYPES },
    { key: 'status', label: 'Status', choices: SALE_STATUSES },
    { key: 'plan', label: 'Plan' },
    { key: 'group', label: 'Group' },
    { key: 'soldBy', label: 'Sold by' },
    { key: 'room', label: 'Room' },
    { key: 'account', label: 'Account' },
    { key: 'mac', label: 'MAC' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Time',
    'OrgName',
    'Plan',
    'PaymentType',
    'Amount',
    'Fee',
    'Tax',
    'Net',
    'Status',
    'Account',
    'UserName',
    'Group',
    'SoldBy',
    'Room',
    'Mac',
    'Key',
    'Label',
    'Count',
  ],
  sort: 'Time',
  order: 'desc',
});

/** PMS Transactions' address. */
export const PMS_SEARCH = reportSearch({
  filters: [
    { key: 'status', label: 'Status', choices: PMS_STATUSES },
    { key: 'room', label: 'Room' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Time',
    'OrgName',
    'Room',
    'Reservation',
    'GuestName',
    'Amount',
    'Sequence',
    'SalesOutlet',
    'AnswerStatus',
  ],
  sort: 'Time',
  order: 'desc',
});

/** Credit Card Transactions' address. */
export const CARD_SEARCH = reportSearch({
  filters: [
    { key: 'status', label: 'Status', choices: CARD_STATUSES },
    { key: 'q', label: 'Search' },
  ],
  sorts: ['Time', 'OrgName', 'Status', 'Total', 'Fee', 'Tax', 'PayerEmail', 'CardBrand'],
  sort: 'Time',
  order: 'desc',
});

/** The address of Group Sales and User Sales: completed sales summed by group or by seller. */
export const SALES_BY_SEARCH = reportSearch({
  filters: [
    { key: 'paymentType', label: 'Payment type', choices: PAYMENT_TYPES },
    { key: 'plan', label: 'Plan' },
    { key: 'group', label: 'Group' },
    { key: 'soldBy', label: 'Sold by' },
    { key: 'room', label: 'Room' },
    { key: 'q', label: 'Search' },
  ],
  sorts: ['Label', 'Count', 'Amount', 'Fee', 'Tax', 'Net'],
  sort: 'Amount',
  order: 'desc',
});

/** Radius Activity's address; `online` is the contract's boolean. */
export const RADIUS_SEARCH = reportSearch({
  filters: [
    {
      key: 'online',
      label: 'Session',
      choices: SESSION_STATES,
      param: (value) => value === 'true',
    },
    { key: 'userName', label: 'User name' },
    { key: 'account', label: 'Account' },
    { key: 'mac', label: 'MAC' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Start',
    'Stop',
    'SessionTime',
    'BytesIn',
    'BytesOut',
    'UserName',
    'Account',
    'OrgName',
    'Mac',
    'TerminateCause',
  ],
  sort: 'Start',
  order: 'desc',
});

/** Loyalty PMS Activity's address. */
export const LOYALTY_SEARCH = reportSearch({
  filters: [
    { key: 'result', label: 'Result', choices: LOYALTY_RESULTS },
    { key: 'action', label: 'Action', choices: LOYALTY_ACTIONS },
    { key: 'room', label: 'Room' },
    { key: 'q', label: 'Search' },
  ],
  sorts: [
    'Time',
    'OrgName',
    'Room',
    'GuestName',
    'MemberNumber',
    'Tier',
    'Action',
    'Result',
    'Plan',
  ],
  sort: 'Time',
  order: 'desc',
});
