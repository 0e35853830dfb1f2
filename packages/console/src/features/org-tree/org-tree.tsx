import { useShowBadges } from './org-drawer-prefs';
import { OrgTreeRow } from './org-tree-row';
import { useOrgTree } from './use-org-tree';

/**
 * The org tree: the visible rows windowed by arithmetic on their fixed height (use-row-window.ts),
 * so only the rows near the viewport are in the DOM (docs/product/platform.md "Measured on these machines"),
 * with the ARIA tree pattern on top.
 */
export function OrgTree() {
  const tree = useOrgTree();
  const showBadges = useShowBadges();
  return (
    <div ref={tree.scrollRef} style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
      <div
        role="tree"
        aria-label="Organizations"
        onKeyDown={tree.onKeyDown}
        style={{ position: 'relative', height: tree.totalSize }}
      >
        {tree.windowRows.map(({ index, start, row, key }) => {
          const { node } = row;
          return (
            <OrgTreeRow
              key={key}
              row={row}
              index={index}
              top={start}
              isSelected={node.uniqueId === tree.selectedId}
              isFocusable={index === tree.focusedIndex}
              isOpening={tree.isOpening(node.uniqueId)}
              showBadges={showBadges}
              onToggle={() => (row.isOpen ? tree.close(node) : tree.open(node))}
              onSelect={() => tree.select(node)}
              onFocus={(event) => tree.onRowFocus(node.uniqueId, event)}
              onBlur={tree.onRowBlur}
            />
          );
        })}
      </div>
    </div>
  );
}
