import { useEffect, useRef, useState } from 'react';
import { orgApi } from '../../lib/api/org-api-sdk';
import type { OrgNode } from '../../lib/org/org-node';
import { selectOrg } from '../../lib/org/org-select';
import { readApiMode } from '../../lib/org/org-tree-mode';
import { orgTree } from '../../lib/org/org-tree-store';
import { hasSelectedOrg, useSelectedOrg } from '../../lib/org/selected-org';
import { notify } from '../../ui/snackbar';
import { findOrgs } from './find-orgs';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from './search-text';
import { useRecentOrgs } from './use-recent-orgs';

/** One choosable row of the dropdown. */
export type SearchOption = { kind: 'stay' } | { kind: 'org'; node: OrgNode };

type Results = { status: 'idle' | 'short' | 'searching' | 'done'; items: OrgNode[]; total: number };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The org search box's state (SPEC.md §2, §4): debounced text, results or the recent list, the
 * highlighted option, and what Enter, Up/Down, a click and Escape do.
 */
export function useOrgSearch() {
  const org = useSelectedOrg();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const [results, setResults] = useState<Results>({ status: 'idle', items: [], total: 0 });
  const query = text.trim();
  const recent = useRecentOrgs(open && query.length === 0, org.number);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    if (query.length === 0) return setResults({ status: 'idle', items: [], total: 0 });
    if (query.length < MIN_SEARCH_LENGTH)
      return setResults({ status: 'short', items: [], total: 0 });
    setResults((r) => ({ ...r, status: 'searching' }));
    const timer = setTimeout(() => {
      findOrgs(query, { api: orgApi, tree: orgTree, apiMode: readApiMode() })
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
  }, [query]);

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
    selectOrg(option.node, { api: orgApi }).catch((error: unknown) => notify(message(error)));
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
