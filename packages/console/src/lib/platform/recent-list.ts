import { readStored, writeStored } from './browser-storage';

/** How a recent list names its items in storage and finds them again. */
export interface RecentListOptions<Item> {
  /** Where the list is kept: the items' ids, most recent first, joined by `|`. */
  key: string;
  /** The most items kept; the oldest goes first. */
  limit: number;
  /** The item an id stands for, or undefined when the console no longer knows it (skipped). */
  itemOf: (id: string) => Item | undefined;
  /** What an item is stored as; it must not contain `|`. */
  idOf: (item: Item) => string;
}

/** A most-recent-first list kept in the browser's storage (recent orgs, recent screens). */
export interface RecentList<Item> {
  /** The items, most recent first; ids the console cannot read are skipped. */
  read(storage: Storage | undefined): Item[];
  /** Puts an item first, without duplicates and within the limit, stores and returns the list. */
  remember(item: Item, storage: Storage | undefined): Item[];
  /** Takes an item out of the list (stored only when it was there) and returns the list. */
  forget(item: Item, storage: Storage | undefined): Item[];
}

/**
 * A recent list over one storage key. A stored value another version wrote, or one edited by
 * hand, gives the items it can and drops the rest on the next write; storage that is missing,
 * full or blocked gives an empty list and keeps nothing, without an error: the list is a
 * convenience.
 *
 * @example
 * const recentOrgs = createRecentList({ key: 'Guestnet.recentViewedOrgs', limit: 15,
 *   itemOf: (id) => id || undefined, idOf: (number) => number });
 * recentOrgs.remember('GN-1042', localStorage);
 */
export function createRecentList<Item>({
  key,
  limit,
  itemOf,
  idOf,
}: RecentListOptions<Item>): RecentList<Item> {
  const read = (storage: Storage | undefined): Item[] => {
    const raw = readStored(storage, key);
    if (!raw) return [];
    return raw
      .split('|')
      .map(itemOf)
      .filter((item): item is Item => item !== undefined)
      .slice(0, limit);
  };
  // Storage full or blocked: the list holds for this page only.
  const write = (items: readonly Item[], storage: Storage | undefined) =>
    writeStored(storage, key, items.map(idOf).join('|'));
  return {
    read,
    remember(item, storage) {
      const id = idOf(item);
      const next = [item, ...read(storage).filter((i) => idOf(i) !== id)].slice(0, limit);
      write(next, storage);
      return next;
    },
    forget(item, storage) {
      const id = idOf(item);
      const list = read(storage);
      const next = list.filter((i) => idOf(i) !== id);
      if (next.length === list.length) return list;
      write(next, storage);
      return next;
    },
  };
}
