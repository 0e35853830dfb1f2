// The closed sets of the report rows (openapi/admin-api.yaml, tag reports), as a person reads them.

/**
 * How a plan was paid (`ReportPaymentType`) and a sale's status (`ReportSaleStatus`): the
 * console's one map of each, shared with Find Accounts.
 */
export { PAYMENT_TYPES, SALE_STATUSES } from '../../ui/report/payment-types';

/** The PMS's answer to a room charge. */
export const PMS_STATUSES = [
  { id: 'posted', label: 'Posted' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'pending', label: 'Pending' },
] as const;

/** A card payment's status. */
export const CARD_STATUSES = [
  { id: 'approved', label: 'Approved' },
  { id: 'declined', label: 'Declined' },
  { id: 'refunded', label: 'Refunded' },
] as const;

/** A card's brand. */
export const CARD_BRANDS = [
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'amex', label: 'American Express' },
  { id: 'discover', label: 'Discover' },
  { id: 'jcb', label: 'JCB' },
  { id: 'other', label: 'Other' },
] as const;

/** Whether a session is still online. */
export const SESSION_STATES = [
  { id: 'true', label: 'Online' },
  { id: 'false', label: 'Ended' },
] as const;

/** What a loyalty look-up did. */
export const LOYALTY_ACTIONS = [
  { id: 'lookup', label: 'Look-up' },
  { id: 'enroll', label: 'Enrol' },
  { id: 'upgrade', label: 'Upgrade' },
  { id: 'redeem', label: 'Redeem' },
] as const;

/** What the loyalty programme answered. */
export const LOYALTY_RESULTS = [
  { id: 'matched', label: 'Matched' },
  { id: 'not_found', label: 'Not found' },
  { id: 'error', label: 'Error' },
] as const;

/** What Revenue Summary's breakdown sums the sales by (`getReportSalesSummary`'s `groupBy`). */
export const SALE_GROUPINGS = [
  { id: 'day', label: 'Day' },
  { id: 'plan', label: 'Plan' },
  { id: 'paymentType', label: 'Payment type' },
  { id: 'org', label: 'Org' },
  { id: 'group', label: 'Guest group' },
  { id: 'soldBy', label: 'Seller' },
] as const;
