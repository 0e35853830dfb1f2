// docs/decisions/saved-views.md
import { productKey } from '../../lib/org/org-storage-keys';
import { readStoredJson, writeStoredJson } from '../../lib/platform/browser-storage';
import { MAX_FILTER_LENGTH } from './list-search';

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

/** The views a screen keeps for a user: a menu one can read, and a stored value read at once. */
export const MAX_VIEWS = 50;

/**
 * A view's parameter text: the longest the list's parameters take (the filter's maximum). A view
 * holding a longer one was not saved by the console, and is dropped.
 */
export const MAX_PARAM_LENGTH = MAX_FILTER_LENGTH;

/** Whether two view names are the same name: the menu shows them alike, so they are one. */
export const sameName = (a: string, b: string): boolean =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

type Stored = { version: typeof VERSION; users: Record<string, Record<string, SavedView[]>> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored view when it is one; anything else (edited by hand, another version) is dropped. */
function readView(value: unknown): SavedView | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !isRecord(value.params)) return;
  const name = value.name.trim();
  if (!name || name.length > MAX_VIEW_NAME) return;
  const params: ViewParams = {};
  for (const [key, param] of Object.entries(value.params)) {
    if (typeof param === 'string' && param.length > MAX_PARAM_LENGTH) return;
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
 * The views a user saved for a screen, in the order saved, at most {@link MAX_VIEWS}. A stored
 * value the console cannot read (corrupt, another version's) gives none and no error; a view it
 * cannot read (a name or a parameter longer than the console saves) is skipped, as is a second
 * view of a name already read, and the views past the maximum.
 */
export function readViews(storage: Storage | undefined, user: string, screen: string): SavedView[] {
  const screens = readAll(storage).users[user];
  const stored = isRecord(screens) ? screens[screen] : undefined;
  if (!Array.isArray(stored)) return [];
  const views: SavedView[] = [];
  // Stops at the maximum: a value of thousands of views costs no more than one of fifty.
  for (const value of stored) {
    if (views.length === MAX_VIEWS) break;
    const view = readView(value);
    if (view && !views.some((kept) => sameName(kept.name, view.name))) views.push(view);
  }
  return views;
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
  screens[screen] = views.slice(0, MAX_VIEWS);
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
