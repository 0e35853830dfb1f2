/** The date every generated date is relative to, so output never depends on the clock. */
export const MOCK_REFERENCE_DATE = new Date('2026-01-15T12:00:00.000Z');

/**
 * A 32-bit seed derived from a base seed and any labels (FNV-1a), so each operation, scenario or
 * list gets its own stable stream and adding one never shifts another.
 *
 * @example
 * seedFrom(1, 'listDevices', 'default'); // the same number on every run
 */
export function seedFrom(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
