// The console's one map of payment types (`ReportPaymentType`), as a person reads them: the
// reports' columns and pickers, and Find Accounts' recent payments.

/** How a plan was paid (`ReportPaymentType`): its value and the words shown for it. */
export const PAYMENT_TYPES = [
  { id: 'card', label: 'Card' },
  { id: 'pms', label: 'Room charge' },
  { id: 'code', label: 'Access code' },
  { id: 'cash', label: 'Cash' },
  { id: 'free', label: 'Free' },
] as const;

const LABELS = new Map<string, string>(PAYMENT_TYPES.map((type) => [type.id, type.label]));

/**
 * The words for a payment type; a value the console does not know reads as it is.
 *
 * @example
 * paymentTypeLabel('pms'); // 'Room charge'
 */
export function paymentTypeLabel(type: string): string {
  return LABELS.get(type) ?? type;
}
