import { type CSSProperties, useEffect } from 'react';
import { MAX_RESULTS, resultsHeader, stayOnLabel, TOO_SHORT } from './search-text';
import type { SearchOption, useOrgSearch } from './use-org-search';

const menuStyle: CSSProperties = {
  position: 'absolute',
  top: 36,
  left: 0,
  right: 0,
  zIndex: 10,
  background: 'var(--spectrum-global-color-gray-50)',
  border: '1px solid var(--spectrum-global-color-gray-400)',
  borderRadius: 4,
  boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
  fontSize: 13,
};
const noteStyle: CSSProperties = { padding: '6px 10px', fontWeight: 600 };

function optionStyle(active: boolean): CSSProperties {
  return {
    padding: '4px 10px',
    cursor: 'pointer',
    background: active ? 'var(--spectrum-global-color-blue-100)' : undefined,
  };
}

/** The dropdown: `Stay On`, a header, then orgs with name and display path (SPEC.md §2). */
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
          style={optionStyle(active)}
          {...events}
        >
          {stayOnLabel(search.org.name)}
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
        style={optionStyle(active)}
        {...events}
      >
        <div>{node.name}</div>
        <div
          id={`${id}-path`}
          style={{ fontSize: 11, color: 'var(--spectrum-global-color-gray-700)' }}
        >
          {node.displayPath || ' '}
        </div>
      </div>
    );
  };

  const hasStay = options[0]?.kind === 'stay';
  return (
    <div style={menuStyle}>
      {/* Scrollable, so reachable by keyboard (axe scrollable-region-focusable). */}
      <div
        id={listId}
        role="listbox"
        aria-label="Organizations"
        tabIndex={0}
        aria-activedescendant={`${listId}-${highlight}`}
        onKeyDown={search.onKeyDown}
        style={{ maxHeight: 420, overflowY: 'auto' }}
      >
        {hasStay && render(options[0] as SearchOption, 0)}
        {/* biome-ignore lint/a11y/useSemanticElements: a listbox may only own options and groups */}
        <div role="group" aria-label={header}>
          <div aria-hidden="true" style={noteStyle} data-testid="org-search-header">
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
