// docs/decisions/saved-views.md
import { productKey } from '../../lib/org/org-storage-keys';
import { readStoredJson, writeStoredJson } from '../../lib/platform/browser-storage';

/** A list's state in the address, as saved: what `?…` holds but the page. */
export type ViewParams = Record<string, string | number>;

/** One saved view of a list: its name and the list state it applies. */
export interface SavedView {
  name: string;
  params: ViewParams;
}

/** Where the views are kept: one JSON value for every user and screen of this browser. */
export const SAVED_VIEWS_KEY = productKey('savedViews');

/** The stored value's shape; another version is ignored. */
const VERSION = 1;

/** A view's name: as long as a filter, no longer. */
export const MAX_VIEW_NAME = 80;

type Stored = { version: typeof VERSION; users: Record<string, Record<string, SavedView[]>> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored view when it is one; anything else (edited by hand, another version) is dropped. */
function readView(value: unknown): SavedView | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !isRecord(value.params)) return;
  const name = value.name.trim().slice(0, MAX_VIEW_NAME);
  if (!name) return;
  const params: ViewParams = {};
  for (const [key, param] of Object.entries(value.params)) {
    if (typeof param === 'string' || (typeof param === 'number' && Number.isFinite(param))) {
      params[key] = param;
    }
  }
  return { name, params };
}

/** The stored value when it is this version's; another version's counts as none. */
const accept = (value: unknown): Stored | undefined =>
  isRecord(value) && value.version === VERSION && isRecord(value.users)
    ? (value as Stored)
    : undefined;

function readAll(storage: Storage | undefined): Stored {
  // Not JSON, or storage blocked: as if nothing were saved, and no message (a convenience).
  return readStoredJson(storage, SAVED_VIEWS_KEY, accept) ?? { version: VERSION, users: {} };
}

/**
 * The views a user saved for a screen, in the order saved. A stored value the console cannot
 * read (corrupt, another version's) gives none and no error; a view it cannot read is skipped.
 */
export function readViews(storage: Storage | undefined, user: string, screen: string): SavedView[] {
  const screens = readAll(storage).users[user];
  const views = isRecord(screens) ? screens[screen] : undefined;
  if (!Array.isArray(views)) return [];
  return views.map(readView).filter((view): view is SavedView => view !== undefined);
}

/** Replaces a user's views of a screen; other users' and screens' stay as they were. */
export function writeViews(
  storage: Storage | undefined,
  user: string,
  screen: string,
  views: readonly SavedView[],
): void {
  const all = readAll(storage);
  const screens = isRecord(all.users[user]) ? { ...all.users[user] } : {};
  screens[screen] = [...views];
  // Storage full or blocked: the view is not kept; the list works as before.
  writeStoredJson(storage, SAVED_VIEWS_KEY, {
    version: VERSION,
    users: { ...all.users, [user]: screens },
  } satisfies Stored);
}

/** The list state a view keeps: the address's parameters but the page and an open entry. */
export function viewParams(search: Readonly<Record<string, unknown>>): ViewParams {
  const params: ViewParams = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page' || key === 'entry') continue;
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}
