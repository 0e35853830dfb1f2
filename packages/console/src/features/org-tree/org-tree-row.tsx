import type { FocusEvent } from 'react';
import type { OrgRow } from '../../lib/org/org-tree-rows';
import { rowIndent } from '../../lib/org/org-tree-rows';
import './org-tree.css';

/** docs/product/constants.md: disabled grey, trial primary, active green (dark shades, for contrast). */
export function statusColor(row: Pick<OrgRow, 'node'>): string {
  if (row.node.status !== 'Active') return 'var(--spectrum-global-color-gray-700)';
  if (row.node.isTrialMode) return 'var(--spectrum-global-color-blue-700)';
  return 'var(--spectrum-global-color-green-700)';
}

/** docs/product/constants.md: SA for a service area, S for a site. */
export function badgeOf(row: Pick<OrgRow, 'node'>): 'SA' | 'S' | null {
  if (row.node.type === 'ServiceArea') return 'SA';
  if (row.node.type === 'Site') return 'S';
  return null;
}

interface Props {
  row: OrgRow;
  index: number;
  top: number;
  isSelected: boolean;
  isFocusable: boolean;
  isOpening: boolean;
  showBadges: boolean;
  onToggle: () => void;
  onSelect: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** One row of the tree: a `treeitem` with its toggle, name, badge and status colour. */
export function OrgTreeRow({
  row,
  index,
  top,
  isSelected,
  isFocusable,
  isOpening,
  ...props
}: Props) {
  const { node } = row;
  const badge = props.showBadges ? badgeOf(row) : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown handler serves every row
    <div
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={node.hasChildren ? row.isOpen : undefined}
      aria-selected={isSelected}
      aria-busy={isOpening || undefined}
      aria-label={node.name}
      data-index={index}
      data-org-number={node.number ?? ''}
      tabIndex={isFocusable ? 0 : -1}
      onClick={props.onSelect}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      className="org-tree-row"
      style={{ top, paddingLeft: rowIndent(row) }}
    >
      {node.hasChildren && (
        // Mouse affordance only: the keyboard opens and closes with the arrows (ARIA tree).
        <span
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            props.onToggle();
          }}
          className="org-tree-toggle"
        >
          {isOpening ? '…' : row.isOpen ? '▾' : '▸'}
        </span>
      )}
      {/* Cut with an ellipsis at the drawer's edge; the whole name shows on hover, and the row's
          accessible name is the whole name. */}
      <span
        className="org-tree-name"
        title={node.name}
        style={{ color: statusColor(row), fontStyle: node.isLinked ? 'italic' : undefined }}
      >
        {node.name}
      </span>
      {badge && (
        <span
          aria-hidden="true"
          title={badge === 'SA' ? 'Service Area' : 'Site'}
          className="org-tree-badge"
        >
          {badge}
        </span>
      )}
    </div>
  );
}
