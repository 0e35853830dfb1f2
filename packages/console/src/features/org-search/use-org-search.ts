import { useEffect, useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { useFoundOrgs } from '../../hooks/use-found-orgs';
import { useRecentOrgs } from '../../hooks/use-recent-orgs';
import type { OrgNode } from '../../lib/org/org-node';
import { hasSelectedOrg } from '../../lib/org/selected-org';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '../../lib/org-search/search-text';
import { notify } from '../../ui/snackbar';

/** One choosable row of the dropdown. */
export type SearchOption = { kind: 'stay' } | { kind: 'org'; node: OrgNode };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The org search box's state (docs/product/screens.md, docs/product/states.md): debounced text, results or the recent list, the
 * highlighted option, and what Enter, Up/Down, a click and Escape do.
 */
export function useOrgSearch() {
  const session = useOrgSession();
  const org = useSelectedOrg();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  // Enter pressed while the text was still being searched: the text it was pressed for.
  const [enterFor, setEnterFor] = useState<string | undefined>(undefined);
  const results = useFoundOrgs(text, { onError: (error) => notify(message(error)) });
  const query = text.trim();
  const recent = useRecentOrgs(open && query.length === 0, org.number);

  const orgs = query.length === 0 ? recent.orgs : results.items;
  const options: SearchOption[] = [
    ...(hasSelectedOrg(org) ? [{ kind: 'stay' } as const] : []),
    ...orgs.map((node) => ({ kind: 'org', node }) as const),
  ];

  const close = () => {
    setOpen(false);
    setHighlight(0);
    setEnterFor(undefined);
  };

  const choose = (option: SearchOption | undefined) => {
    close();
    if (!option || option.kind === 'stay' || option.node.uniqueId === org.uniqueId) return;
    setText('');
    session.select(option.node).catch((error: unknown) => notify(message(error)));
  };

  // The answer to the text Enter was pressed for: its first match is chosen (none: the list
  // stays open and says so).
  const firstMatch = options.find((option) => option.kind === 'org');
  const answered = results.status === 'done' && results.query === query;
  useEffect(() => {
    if (enterFor === undefined || enterFor !== query || !answered) return;
    setEnterFor(undefined);
    if (firstMatch) choose(firstMatch);
  });

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
      // Enter must not pick one of them for the new text; it picks the first match once the
      // answer comes.
      else if (query.length >= MIN_SEARCH_LENGTH && !answered) setEnterFor(query);
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
      // A paste past what the search takes is cut there (the box's maxLength does it too).
      setText(next.slice(0, MAX_SEARCH_LENGTH));
      setEnterFor(undefined);
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
