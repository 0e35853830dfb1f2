// docs/decisions/go-to-palette.md
import { productKey } from '../../lib/org/org-storage-keys';
import { createRecentList } from '../../lib/platform/recent-list';
import type { Place } from './go-to-entries';

/** Where the recently opened places are kept: their paths, most recent first, joined by `|`. */
export const RECENT_PLACES_KEY = productKey('recentScreens');

/** As many as the palette's empty box shows. */
export const RECENT_PLACES_LIMIT = 6;

/** The place an address shows: the one whose path is the longest start of it. */
export function placeOfPath(places: readonly Place[], pathname: string): Place | undefined {
  let found: Place | undefined;
  for (const candidate of places) {
    const { path } = candidate;
    const inside = pathname === path || pathname.startsWith(`${path}/`);
    if (inside && path.length > (found?.path.length ?? 0)) found = candidate;
  }
  return found;
}

/** The recent list over the given places: a path the table no longer has is skipped. */
const recentOf = (places: readonly Place[]) =>
  createRecentList<Place>({
    key: RECENT_PLACES_KEY,
    limit: RECENT_PLACES_LIMIT,
    itemOf: (path) => places.find((p) => p.path === path),
    idOf: (place) => place.path,
  });

/**
 * The recently opened places, most recent first. A stored value the console cannot read (another
 * version's, edited by hand) gives the places it can and skips the rest.
 */
export function readRecentPlaces(places: readonly Place[], storage: Storage | undefined): Place[] {
  return recentOf(places).read(storage);
}

/** Puts a place first in the recent list, without duplicates, and stores it. */
export function rememberPlace(
  place: Place,
  places: readonly Place[],
  storage: Storage | undefined,
): void {
  recentOf(places).remember(place, storage);
}
