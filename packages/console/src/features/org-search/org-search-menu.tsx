import { useEffect } from 'react';
import './org-search-menu.css';
import { MAX_RESULTS, resultsHeader, STAY_ON, TOO_SHORT } from '../../lib/org-search/search-text';
import { DisplayPath } from '../../ui/isolated-text';
import type { SearchOption, useOrgSearch } from './use-org-search';

/** The dropdown: `Stay On`, a header, then orgs with name and display path (docs/product/screens.md). */
export function OrgSearchMenu({
  search,
  listId,
}: {
  search: ReturnType<typeof useOrgSearch>;
  listId: string;
}) {
  const { query, results, recent, options, highlight } = search;
  // Keep the highlighted option in view while Up/Down move through a long list.
  useEffect(() => {
    document.getElementById(`${listId}-${highlight}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, highlight]);
  let header: string;
  if (query.length === 0) {
    header = recent.loading
      ? 'Loading Recently Viewed Orgs...'
      : recent.orgs.length === 0
        ? 'No Recently Viewed Orgs Found'
        : 'Recently Viewed Orgs';
  } else if (results.status === 'short') header = TOO_SHORT;
  else if (results.status === 'done') header = resultsHeader(results.total);
  else header = 'Searching...';

  const render = (option: SearchOption, index: number) => {
    const active = index === search.highlight;
    const id = `${listId}-${index}`;
    const events = {
      onPointerEnter: () => search.setHighlight(index),
      // Choose on pointer down: the input keeps focus and the outside-click check sees it.
      onPointerDown: (event: React.PointerEvent) => {
        event.preventDefault();
        search.choose(option);
      },
    };
    if (option.kind === 'stay') {
      return (
        <div
          key="stay"
          id={id}
          role="option"
          tabIndex={-1}
          aria-selected={active}
          className="org-search-option"
          {...events}
        >
          {/* The name isolated: a direction control in it stays inside it. */}
          {STAY_ON}
          <bdi>{search.org.name}</bdi>
        </div>
      );
    }
    const { node } = option;
    return (
      <div
        key={node.uniqueId}
        id={id}
        role="option"
        tabIndex={-1}
        aria-selected={active}
        aria-label={node.name}
        aria-describedby={`${id}-path`}
        data-org-number={node.number ?? ''}
        className="org-search-option"
        {...events}
      >
        <div>{node.name}</div>
        <div id={`${id}-path`} className="org-search-path">
          {node.displayPath ? <DisplayPath path={node.displayPath} /> : ' '}
        </div>
      </div>
    );
  };

  const hasStay = options[0]?.kind === 'stay';
  return (
    <div className="org-search-menu">
      {/* Scrollable, so reachable by keyboard (axe scrollable-region-focusable). */}
      <div
        id={listId}
        role="listbox"
        aria-label="Organizations"
        tabIndex={0}
        aria-activedescendant={`${listId}-${highlight}`}
        onKeyDown={search.onKeyDown}
        className="org-search-list"
      >
        {hasStay && render(options[0] as SearchOption, 0)}
        {/* biome-ignore lint/a11y/useSemanticElements: a listbox may only own options and groups */}
        <div role="group" aria-label={header}>
          <div aria-hidden="true" className="org-search-header" data-testid="org-search-header">
            {header}
          </div>
          {options
            .slice(hasStay ? 1 : 0, MAX_RESULTS + 1)
            .map((option, i) => render(option, i + (hasStay ? 1 : 0)))}
        </div>
      </div>
    </div>
  );
}
