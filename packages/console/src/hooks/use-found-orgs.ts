import { orgNodeQuery, orgSearchQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { OrgNode } from '../lib/org/org-node';
import { readApiMode } from '../lib/org/org-tree-mode';
import type { OrgLookups } from '../lib/org-search/find-orgs';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../lib/org-search/search-text';
import { moduleLoader } from '../lib/platform/module-loader';
import { useOrgSession } from './org-session';

// The index and the search (a few kB) load after first paint, when the org list starts the
// index's build in the background: the first load carries only this hook.
const search = moduleLoader(() => import('../lib/org-search/find-orgs'));

/** Loads the search's code ahead of the first keystroke (tests, benchmarks). */
export const loadOrgSearch = () => search.load();

/** Where a search for orgs stands: nothing typed, too short, running, or answered. */
export type FoundOrgs = {
  status: 'idle' | 'short' | 'searching' | 'done';
  items: OrgNode[];
  total: number;
  /** The text these items answer (the trimmed text of the latest finished search). */
  query?: string;
};

const IDLE: FoundOrgs = { status: 'idle', items: [], total: 0 };

/** The search's server calls: the SDK's query options through the console's QueryClient. */
function useOrgLookups(): OrgLookups {
  const { adminApi } = useGuestnetClients();
  const queryClient = useQueryClient();
  return useMemo(() => {
    // The search box reports failures itself (docs/product/errors.md), not through the general handler.
    const handled = { meta: { handled: true } };
    return {
      node: (number) => queryClient.fetchQuery({ ...orgNodeQuery(adminApi, number), ...handled }),
      search: (input) => queryClient.fetchQuery({ ...orgSearchQuery(adminApi, input), ...handled }),
    };
  }, [adminApi, queryClient]);
}

/**
 * The orgs matching `text` by the header search's rules (docs/product/states.md, docs/product/validation.md, docs/product/constants.md): 3 characters at
 * least, an org-number-like text by number, the server in API mode, the loaded tree's index
 * otherwise; the answer to the latest text only. `debounceMs` is the pause after a keystroke
 * (the search box's 300 ms by default); `onError` hears a failed search, whose list empties.
 */
export function useFoundOrgs(
  text: string,
  {
    debounceMs = SEARCH_DEBOUNCE_MS,
    onError,
  }: { debounceMs?: number; onError: (error: unknown) => void },
): FoundOrgs {
  const session = useOrgSession();
  const lookups = useOrgLookups();
  const [results, setResults] = useState<FoundOrgs>(IDLE);
  const query = text.trim();
  const latest = useRef(0);
  const reportError = useRef(onError);
  reportError.current = onError;

  // The local index builds in the background once the list arrives, before the first keystroke.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void search.load().then(({ followTree }) => {
      if (live) stop = followTree(session.tree, () => readApiMode());
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [session]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (query.length === 0) return setResults(IDLE);
    if (query.length < MIN_SEARCH_LENGTH)
      return setResults({ status: 'short', items: [], total: 0 });
    // Without a pause the answer comes within the same few milliseconds: the previous rows stay
    // until it does, which saves a render per keystroke (`query` says whose rows they are).
    if (debounceMs > 0) setResults((r) => ({ ...r, status: 'searching' }));
    const run = () =>
      search
        .load()
        .then(({ findOrgs }) =>
          findOrgs(query, { api: lookups, tree: session.tree, apiMode: readApiMode() }),
        )
        .then((found) => {
          if (ticket === latest.current) setResults({ status: 'done', ...found, query });
        })
        .catch((error: unknown) => {
          // docs/product/errors.md: search errors go to the general handler and the list is emptied.
          reportError.current(error);
          if (ticket === latest.current) setResults({ status: 'done', items: [], total: 0, query });
        });
    if (debounceMs <= 0) {
      void run();
      return;
    }
    const timer = setTimeout(run, debounceMs);
    return () => clearTimeout(timer);
  }, [query, lookups, session, debounceMs]);

  return results;
}
