// The report screens' addresses (docs/decisions/report-screens.md,
// docs/decisions/typed-addresses.md): each screen's search parameters as a valibot schema, in a
// module with no screen code, so the router validates them (routes/screen-addresses.ts) without
// loading a screen. A screen's sorts are its columns' sortable fields (report-columns.ts).
import { reportSearch, sortableFields } from '../../ui/report/report-search';
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
import {
  cardColumns,
  loyaltyColumns,
  pmsColumns,
  radiusColumns,
  saleColumns,
  salesByColumns,
} from './report-columns';

/** The order of the groups themselves (the days in order under `Group by` Day). */
const GROUP_KEY = ['Key'];

/** The sorts of Revenue Summary's breakdown (`getReportSalesSummary`'s `sort`). */
export const SALES_SUMMARY_SORTS: readonly string[] = sortableFields(
  [salesByColumns('')],
  GROUP_KEY,
);

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
  columns: [saleColumns, salesByColumns('')],
  moreSorts: GROUP_KEY,
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
  columns: [pmsColumns],
  sort: 'Time',
  order: 'desc',
});

/** Credit Card Transactions' address. */
export const CARD_SEARCH = reportSearch({
  filters: [
    { key: 'status', label: 'Status', choices: CARD_STATUSES },
    { key: 'q', label: 'Search' },
  ],
  columns: [cardColumns],
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
  columns: [salesByColumns('')],
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
  columns: [radiusColumns],
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
  columns: [loyaltyColumns],
  sort: 'Time',
  order: 'desc',
});
