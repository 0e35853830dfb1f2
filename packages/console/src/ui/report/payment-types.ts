// The console's one map of payment types (`ReportPaymentType`) and of a sale's statuses
// (`ReportSaleStatus`), as a person reads them: the reports' columns and pickers, and Find
// Accounts' recent payments.

/** How a plan was paid (`ReportPaymentType`): its value and the words shown for it. */
export const PAYMENT_TYPES = [
  { id: 'card', label: 'Card' },
  { id: 'pms', label: 'Room charge' },
  { id: 'code', label: 'Access code' },
  { id: 'cash', label: 'Cash' },
  { id: 'free', label: 'Free' },
] as const;

/** Where a sale stands (`ReportSaleStatus`; only completed sales are revenue). */
export const SALE_STATUSES = [
  { id: 'completed', label: 'Completed' },
  { id: 'refunded', label: 'Refunded' },
  { id: 'failed', label: 'Failed' },
  { id: 'pending', label: 'Pending' },
] as const;

/** The words for a value of `choices`; a value the console does not know reads as it is. */
function labeller(choices: readonly { id: string; label: string }[]) {
  const labels = new Map<string, string>(choices.map((choice) => [choice.id, choice.label]));
  return (value: string): string => labels.get(value) ?? value;
}

/**
 * The words for a payment type; a value the console does not know reads as it is.
 *
 * @example
 * paymentTypeLabel('pms'); // 'Room charge'
 */
export const paymentTypeLabel = labeller(PAYMENT_TYPES);

/**
 * The words for a sale's status; a value the console does not know reads as it is.
 *
 * @example
 * saleStatusLabel('refunded'); // 'Refunded'
 */
export const saleStatusLabel = labeller(SALE_STATUSES);
