import type { CSSProperties } from 'react';
import type { OrgRow } from '../../lib/org-tree-rows';
import { rowIndent } from '../../lib/org-tree-rows';
import { ROW_HEIGHT } from './use-org-tree';

/** SPEC.md §9: disabled grey, trial primary, active green (dark shades, for contrast). */
export function statusColor(row: Pick<OrgRow, 'node'>): string {
  if (row.node.status !== 'Active') return 'var(--spectrum-global-color-gray-700)';
  if (row.node.isTrialMode) return 'var(--spectrum-global-color-blue-700)';
  return 'var(--spectrum-global-color-green-700)';
}

/** SPEC.md §9: SA for a service area, S for a site. */
export function badgeOf(row: Pick<OrgRow, 'node'>): 'SA' | 'S' | null {
  if (row.node.type === 'ServiceArea') return 'SA';
  if (row.node.type === 'Site') return 'S';
  return null;
}

const badgeStyle: CSSProperties = {
  fontSize: 10,
  lineHeight: '12px',
  padding: '0 3px',
  marginLeft: 4,
  borderRadius: 3,
  border: '1px solid var(--spectrum-global-color-gray-700)',
  color: 'var(--spectrum-global-color-gray-800)',
};

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
  onFocus: () => void;
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
      style={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        lineHeight: `${ROW_HEIGHT}px`,
        paddingLeft: rowIndent(row),
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        fontSize: 13,
        background: isSelected ? 'var(--spectrum-global-color-gray-200)' : undefined,
        fontWeight: isSelected ? 700 : 400,
      }}
    >
      {node.hasChildren && (
        // Mouse affordance only: the keyboard opens and closes with the arrows (ARIA tree).
        <span
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            props.onToggle();
          }}
          style={{ display: 'inline-block', width: 18, textAlign: 'center' }}
        >
          {isOpening ? '…' : row.isOpen ? '▾' : '▸'}
        </span>
      )}
      <span style={{ color: statusColor(row), fontStyle: node.isLinked ? 'italic' : undefined }}>
        {node.name}
      </span>
      {badge && (
        <span
          aria-hidden="true"
          title={badge === 'SA' ? 'Service Area' : 'Site'}
          style={badgeStyle}
        >
          {badge}
        </span>
      )}
    </div>
  );
}
