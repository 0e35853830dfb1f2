// One formatter, made once: `toLocaleString` builds a new one per call, which costs a CSV export
// of 10,000 rows most of its time (pnpm bench:lists).
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A count or a whole figure with thousands separators: `10,240`. */
export function formatNumber(value: number): string {
  return whole.format(value);
}

/** An amount with two decimals: `4.99`, `1,250.00`. */
export function formatAmount(value: number): string {
  return money.format(value);
}
