import { isEmpty } from '../is-empty.js';
import type { Rule } from '../rule.js';

/** The VLAN id ranges: `old` style 0–4095, `new` style 1–4094 (docs/product/validation.md). */
export const VLAN_RANGES = {
  old: { min: 0, max: 4095 },
  new: { min: 1, max: 4094 },
} as const;

/** Which VLAN range a device speaks. */
export type VlanStyle = keyof typeof VLAN_RANGES;

/**
 * Makes a rule that passes an empty value or a whole VLAN id in the style's range, with the message
 * `Vlan must be between X and Y`.
 *
 * @example
 * vlan('new')('4095') // → 'Vlan must be between 1 and 4094'
 * vlan('old')(4095) // → true
 */
export function vlan(style: VlanStyle = 'new'): Rule {
  const { min, max } = VLAN_RANGES[style];
  const message = `Vlan must be between ${min} and ${max}`;
  return (value) => {
    if (isEmpty(value)) return true;
    const id =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d+$/.test(value)
          ? Number(value)
          : NaN;
    return Number.isInteger(id) && id >= min && id <= max ? true : message;
  };
}
