// docs/decisions/bulk-change.md
import { readStoredJson } from '../platform/browser-storage';

/** The sessionStorage key under which Adv Org Search hands its results to Bulk Change. */
export const BULK_TARGETS_KEY = 'guestnet.bulk-change.targets';

/** The most org numbers handed over (a reseller's whole tree is a few thousand). */
export const MAX_HANDED_TARGETS = 20_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Hands a set of orgs to Bulk Change (Adv Org Search's `Use in Bulk Change`): their numbers are
 * kept in the tab's sessionStorage, which the address could not hold, until Bulk Change drops
 * them. Features never import each other, so both meet here.
 */
export function handTargets(numbers: readonly string[], storage: Storage = sessionStorage): void {
  // Not the forgiving writeStored: a hand-over that could not be kept must stop Adv Org Search
  // from opening Bulk Change, which would otherwise change the selected org's orgs instead.
  storage.setItem(BULK_TARGETS_KEY, JSON.stringify(numbers.slice(0, MAX_HANDED_TARGETS)));
}

/** The org numbers handed to Bulk Change, or null when none were (or they cannot be read). */
export function handedTargets(storage: Storage = sessionStorage): string[] | null {
  const numbers = readStoredJson(storage, BULK_TARGETS_KEY, (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? (value as string[])
      : undefined,
  );
  return numbers ?? null;
}

/** Forgets the handed orgs: Bulk Change goes back to the selected org and the orgs under it. */
export function dropHandedTargets(storage: Storage = sessionStorage): void {
  storage.removeItem(BULK_TARGETS_KEY);
}
