// docs/decisions/go-to-palette.md
import type { OrgNode } from '../../lib/org/org-node';
import { type OrgGrants, screenAccess } from '../../lib/screens/screen-access';
import {
  SCREEN_CATEGORIES,
  SCREENS,
  type Screen,
  subRouteParams,
} from '../../lib/screens/screen-table';

/** A place the palette can open for an org: a screen, or a sub-route of one (`New Site Wizard`). */
export interface Place {
  /** The console path to open. */
  readonly path: string;
  readonly title: string;
  /** The tab it is under: `Setup`. */
  readonly category: string;
  /** The screen whose grant it needs. */
  readonly screen: Screen;
}

/** One choosable option of the palette. */
export type GoToEntry =
  | { kind: 'org'; key: string; node: OrgNode }
  | { kind: 'screen'; key: string; place: Place }
  | { kind: 'action'; key: string; label: string; detail: string; place?: Place; run?: () => void }
  | { kind: 'combined'; key: string; node: OrgNode; place: Place };

const categoryTitle = (screen: Screen) =>
  SCREEN_CATEGORIES.find((category) => category.id === screen.category)?.title ?? '';

const place = (screen: Screen, path: string, title: string): Place => ({
  path,
  title,
  category: categoryTitle(screen),
  screen,
});

/**
 * Every place of the screens table a palette can open: each console screen (not the external
 * links, which open other sites), and the native sub-routes with their own name and no parameter
 * (`Add Organization`, `New Site Wizard`) besides the list they default to.
 */
export const PLACES: readonly Place[] = SCREENS.filter(
  (screen) => screen.kind !== 'external',
).flatMap((screen) => [
  place(screen, screen.path, screen.title),
  ...(screen.subRoutes ?? [])
    .filter(
      (sub) =>
        sub.kind === 'native' &&
        sub.path !== screen.defaultSubRoute &&
        sub.path !== 'manage' &&
        subRouteParams(sub.path).length === 0,
    )
    .map((sub) => place(screen, `${screen.path}/${sub.path}`, sub.title)),
]);

/**
 * The `Add {Thing}` actions of the screens table: a list whose item route takes nothing but an
 * optional id (`item/{id?}`) adds from that route without it. Lists whose Add first asks for a
 * type (Devices, Promotions) are added from the list itself.
 */
export const ADD_ACTIONS: readonly { label: string; place: Place }[] = SCREENS.flatMap((screen) =>
  (screen.subRoutes ?? []).flatMap((sub) => {
    const params = subRouteParams(sub.path);
    if (sub.kind !== 'native' || params.length !== 1 || !params[0]?.optional) return [];
    const path = `${screen.path}/${sub.path.replace(/\/\{\w+\?\}$/, '')}`;
    return [{ label: `Add ${sub.title}`, place: place(screen, path, screen.title) }];
  }),
);

/** Whether the selected org opens a place (the menus' and the gate's one rule). */
export const granted = (target: Place, grants: OrgGrants) =>
  screenAccess(target.screen, grants) === 'open';

/**
 * How well `text` names `words` (lowercase `query`): 0 when it does not, higher when better, so
 * `plans` finds `Service Plans` and `se` puts `Service Plans` before `Users`.
 */
export function matchScore(words: string, query: string): number {
  const lower = words.toLowerCase();
  if (query.length === 0) return 1;
  if (lower.startsWith(query)) return 4;
  if (lower.includes(` ${query}`)) return 3;
  return lower.includes(query) ? 2 : 0;
}

/** The places whose title, or else tab, matches `query`, best first, then in menu order. */
export function matchPlaces(places: readonly Place[], query: string): Place[] {
  const q = query.trim().toLowerCase();
  return places
    .map((p, order) => ({
      p,
      order,
      score: Math.max(matchScore(p.title, q) * 2, matchScore(p.category, q)),
    }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((m) => m.p);
}

/**
 * Splits a combined entry (`harbour > plans`): the org's text and the place's, or undefined when
 * the text has no `>`. Org names never hold `>` (display paths join names with ` > `), so the
 * first one is the divider.
 */
export function splitCombined(text: string): { org: string; place: string } | undefined {
  const at = text.indexOf('>');
  if (at < 0) return undefined;
  return { org: text.slice(0, at).trim(), place: text.slice(at + 1).trim() };
}
