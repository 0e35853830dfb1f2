// docs/decisions/go-to-palette.md
import { isOrgNumber } from '@guestnet/validators';
import { useMemo, useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { useFoundOrgs } from '../../hooks/use-found-orgs';
import { useOrgGrants } from '../../hooks/use-org-grants';
import { useRecentOrgs } from '../../hooks/use-recent-orgs';
import { useStore } from '../../hooks/use-store';
import type { OrgNode } from '../../lib/org/org-node';
import { readApiMode } from '../../lib/org/org-tree-mode';
import {
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  SEARCH_DEBOUNCE_MS,
} from '../../lib/org-search/search-text';
import { isolate } from '../../lib/platform/bidi-isolate';
import { browserStorage } from '../../lib/platform/browser-storage';
import { screenAccess } from '../../lib/screens/screen-access';
import { screenActions } from '../../lib/screens/screen-actions';
import { notify } from '../../ui/snackbar-queue';
import {
  ADD_ACTIONS,
  type GoToEntry,
  granted,
  matchPlaces,
  matchScore,
  PLACES,
  type Place,
  splitCombined,
} from './go-to-entries';
import { placeOfPath, readRecentPlaces, rememberPlace } from './recent-places';

/** How many of each group the palette lists: enough to choose from, few enough to read. */
const SHOWN = { orgs: 8, places: 8, actions: 6, combinedOrgs: 5, combinedPlaces: 2 };

/** A titled group of options (`Orgs`, `Screens`, `Actions`, `Recent orgs`, …). */
export interface GoToSection {
  id: string;
  title: string;
  entries: GoToEntry[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `Orgs`, or `Orgs (8 of 1,204)` when there are more than are shown. */
function orgsTitle(total: number) {
  return total > SHOWN.orgs
    ? `Orgs (${SHOWN.orgs} of ${total.toLocaleString('en-US')}, type more to narrow)`
    : 'Orgs';
}

/**
 * The Go to… palette's state: what is typed, the groups it lists, and what choosing an option
 * does. `pathname` is the address on display (its screen becomes recent and its list's actions
 * are offered); `navigate` opens a console path.
 */
export function useGoTo({
  pathname,
  navigate,
}: {
  pathname: string;
  navigate: (path: string) => void;
}) {
  const session = useOrgSession();
  const org = useSelectedOrg();
  const { grants, grantsOf } = useOrgGrants();
  const onScreen = useStore(screenActions);
  const [text, setTextNow] = useState('');
  // Enter pressed while the orgs were still being searched: the text it was pressed for.
  const [enterFor, setEnterFor] = useState<string | undefined>(undefined);
  const setText = (next: string) => {
    // A paste past what the search takes is cut there (the box's maxLength does it too).
    setTextNow(next.slice(0, MAX_SEARCH_LENGTH));
    setEnterFor(undefined);
  };
  const combined = useMemo(() => splitCombined(text), [text]);
  const orgText = (combined ? combined.org : text).trim();
  // The loaded tree answers a keystroke in a few milliseconds, so the palette asks it at once;
  // the server (API mode, an org number) waits for the search box's pause.
  const [apiMode] = useState(readApiMode);
  const debounceMs = apiMode || isOrgNumber(orgText) ? SEARCH_DEBOUNCE_MS : 0;
  const found = useFoundOrgs(orgText, { debounceMs, onError: (error) => notify(message(error)) });
  const empty = text.trim().length === 0;
  const recentOrgs = useRecentOrgs(empty, org.number);
  const [recentPlaces] = useState(() => {
    // The screen on display is the latest one opened, however it was opened.
    const current = placeOfPath(PLACES, pathname);
    if (current) rememberPlace(current, PLACES, browserStorage());
    return readRecentPlaces(PLACES, browserStorage()).filter((p) => p !== current);
  });

  const sections = useMemo((): GoToSection[] => {
    const query = text.trim().toLowerCase();
    const open = (p: Place) => granted(p, grants);
    if (combined) {
      const places = matchPlaces(PLACES, combined.place).slice(0, SHOWN.combinedPlaces);
      const entries = found.items.slice(0, SHOWN.combinedOrgs).flatMap((node) =>
        places.map(
          (p): GoToEntry => ({
            kind: 'combined',
            key: `combined:${node.uniqueId}>${p.path}`,
            node,
            place: p,
          }),
        ),
      );
      return [{ id: 'combined', title: 'Org and screen', entries }];
    }
    if (empty) {
      return [
        {
          id: 'recent-orgs',
          title: 'Recent orgs',
          entries: recentOrgs.orgs.map((node) => ({
            kind: 'org',
            key: `recent-org:${node.uniqueId}`,
            node,
          })),
        },
        {
          id: 'recent-screens',
          title: 'Recent screens',
          entries: recentPlaces.filter(open).map((p) => ({
            kind: 'screen',
            key: `recent-screen:${p.path}`,
            place: p,
          })),
        },
      ];
    }
    const actions: GoToEntry[] = [
      ...onScreen
        .filter((action) => matchScore(action.label, query) > 0)
        .map(
          (action): GoToEntry => ({
            kind: 'action',
            key: `here:${action.label}`,
            label: action.label,
            detail: 'On this screen',
            run: action.run,
          }),
        ),
      ...ADD_ACTIONS.filter(
        (a) =>
          open(a.place) &&
          Math.max(matchScore(a.label, query), matchScore(a.place.title, query)) > 0 &&
          !onScreen.some((here) => here.label === a.label),
      ).map(
        (a): GoToEntry => ({
          kind: 'action',
          key: `add:${a.place.path}`,
          label: a.label,
          detail: a.place.title,
          place: a.place,
        }),
      ),
    ].slice(0, SHOWN.actions);
    return [
      {
        id: 'orgs',
        title: orgsTitle(found.total),
        entries: found.items.slice(0, SHOWN.orgs).map((node) => ({
          kind: 'org',
          key: `org:${node.uniqueId}`,
          node,
        })),
      },
      {
        id: 'screens',
        title: 'Screens',
        entries: matchPlaces(PLACES.filter(open), query)
          .slice(0, SHOWN.places)
          .map((p) => ({ kind: 'screen', key: `screen:${p.path}`, place: p })),
      },
      { id: 'actions', title: 'Actions', entries: actions },
    ];
  }, [text, combined, empty, found, recentOrgs.orgs, recentPlaces, grants, onScreen]);

  const openPlace = (p: Place) => {
    rememberPlace(p, PLACES, browserStorage());
    navigate(p.path);
  };

  /** Selects an org as the tree does: the unsaved-changes guard may keep the current one. */
  const selectOrg = async (node: OrgNode): Promise<boolean> => {
    if (node.uniqueId === session.selected.get().uniqueId) return true;
    return session.select(node);
  };

  /** Opens a place for another org: only when that org is granted it. */
  const openFor = async (node: OrgNode, p: Place) => {
    if (screenAccess(p.screen, await grantsOf(node.number ?? '')) !== 'open') {
      notify(`${p.title} is not available for ${isolate(node.name)}.`, 'warning');
      return;
    }
    if (await selectOrg(node)) openPlace(p);
  };

  /** Does what an option says; the palette has closed already. */
  const choose = (entry: GoToEntry): void => {
    const run = async () => {
      switch (entry.kind) {
        case 'org':
          await selectOrg(entry.node);
          return;
        case 'screen':
          return openPlace(entry.place);
        case 'action':
          if (entry.run) return entry.run();
          if (entry.place) openPlace(entry.place);
          return;
        case 'combined':
          return openFor(entry.node, entry.place);
      }
    };
    run().catch((error: unknown) => notify(message(error)));
  };

  // The org rows on screen may answer an earlier text until the search for this one is done.
  const orgsPending =
    orgText.length >= MIN_SEARCH_LENGTH &&
    (found.status === 'searching' || (found.status === 'done' && found.query !== orgText));
  const searching = orgsPending ? 'Searching orgs…' : undefined;
  // The text whose every group is answered (benchmarks wait on it).
  const answered = orgsPending ? undefined : text;
  /**
   * Enter in the box: `false` when the groups answer the text (the option in focus is chosen as
   * usual); `true` while the orgs are still searched, when the first option is chosen once they
   * come ({@link pendingChoice}).
   */
  const holdEnter = (): boolean => {
    if (!orgsPending) return false;
    setEnterFor(text);
    return true;
  };
  // The text Enter was held for is answered: its first option, once.
  const pendingChoice =
    enterFor !== undefined && answered === enterFor
      ? (sections.find((section) => section.entries.length > 0)?.entries[0] ?? null)
      : undefined;
  return {
    text,
    setText,
    sections,
    choose,
    searching,
    answered,
    holdEnter,
    pendingChoice,
    /** Forgets a held Enter (its choice was made, or there was none to make). */
    releaseEnter: () => setEnterFor(undefined),
    /** The longest text the box takes. */
    maxLength: MAX_SEARCH_LENGTH,
    shortForOrgs: found.status === 'short',
  };
}
