import { orgNodeQuery, orgSearchQuery } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import type { OrgNode } from '../../lib/org/org-node';
import { readApiMode } from '../../lib/org/org-tree-mode';
import { hasSelectedOrg } from '../../lib/org/selected-org';
import { notify } from '../../ui/snackbar';
import { findOrgs, followTree, type OrgLookups } from './find-orgs';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './search-text';
import { useRecentOrgs } from './use-recent-orgs';

/** One choosable row of the dropdown. */
export type SearchOption = { kind: 'stay' } | { kind: 'org'; node: OrgNode };

type Results = { status: 'idle' | 'short' | 'searching' | 'done'; items: OrgNode[]; total: number };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The search's server calls: the SDK's query options through the console's QueryClient. */
function useOrgLookups(): OrgLookups {
  const { adminApi } = useGuestnetClients();
  const queryClient = useQueryClient();
  return useMemo(() => {
    // The search box reports failures itself (SPEC.md §8), not through the general handler.
    const handled = { meta: { handled: true } };
    return {
      node: (number) => queryClient.fetchQuery({ ...orgNodeQuery(adminApi, number), ...handled }),
      search: (input) => queryClient.fetchQuery({ ...orgSearchQuery(adminApi, input), ...handled }),
    };
  }, [adminApi, queryClient]);
}

/**
 * The org search box's state (SPEC.md §2, §4): debounced text, results or the recent list, the
 * highlighted option, and what Enter, Up/Down, a click and Escape do.
 */
export function useOrgSearch() {
  const session = useOrgSession();
  const lookups = useOrgLookups();
  const org = useSelectedOrg();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const [results, setResults] = useState<Results>({ status: 'idle', items: [], total: 0 });
  const query = text.trim();
  const recent = useRecentOrgs(open && query.length === 0, org.number);
  const latest = useRef(0);

  // The local index builds in the background once the list arrives, before the first keystroke.
  useEffect(() => followTree(session.tree, () => readApiMode()), [session]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (query.length === 0) return setResults({ status: 'idle', items: [], total: 0 });
    if (query.length < MIN_SEARCH_LENGTH)
      return setResults({ status: 'short', items: [], total: 0 });
    setResults((r) => ({ ...r, status: 'searching' }));
    const timer = setTimeout(() => {
      findOrgs(query, { api: lookups, tree: session.tree, apiMode: readApiMode() })
        .then((found) => {
          if (ticket === latest.current) setResults({ status: 'done', ...found });
        })
        .catch((error: unknown) => {
          // SPEC.md §8: search errors go to the general handler and the list is emptied.
          notify(message(error));
          if (ticket === latest.current) setResults({ status: 'done', items: [], total: 0 });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, lookups, session]);

  const orgs = query.length === 0 ? recent.orgs : results.items;
  const options: SearchOption[] = [
    ...(hasSelectedOrg(org) ? [{ kind: 'stay' } as const] : []),
    ...orgs.map((node) => ({ kind: 'org', node }) as const),
  ];

  const close = () => {
    setOpen(false);
    setHighlight(0);
  };

  const choose = (option: SearchOption | undefined) => {
    close();
    if (!option || option.kind === 'stay' || option.node.uniqueId === org.uniqueId) return;
    setText('');
    session.select(option.node).catch((error: unknown) => notify(message(error)));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((h) => Math.min(options.length - 1, Math.max(0, h + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[highlight];
      if (!open) setOpen(true);
      // The rows on screen belong to the previous text until the debounced search answers:
      // Enter must not pick one of them for the new text.
      else if (option?.kind === 'org' && query.length > 0 && results.status !== 'done') return;
      else choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return {
    org,
    text,
    setText: (next: string) => {
      setText(next);
      setHighlight(0);
      setOpen(true);
    },
    open,
    openMenu: () => setOpen(true),
    close,
    query,
    results,
    recent,
    options,
    highlight,
    setHighlight,
    choose,
    onKeyDown,
  };
}
