// docs/decisions/native-screen-kit.md
import type { CSSProperties } from 'react';
import type { ListColumn } from './list-column';

/** The height of a body row, in px; rows are windowed, so it is fixed. */
export const GRID_ROW_HEIGHT = 40;
/** The header row and the rule under it. */
export const HEAD_HEIGHT = GRID_ROW_HEIGHT + 1;
const CHECK_WIDTH = '44px';
const DEFAULT_WIDTH = 'minmax(8rem, 1fr)';
/** The first data column stays in view when the grid scrolls sideways. */
const PIN_FIRST = ' gn-grid-pin gn-grid-pin-first';

/** The least width of a column's track: `12rem` of `minmax(12rem, 2fr)`. */
export function minimumOf(width = DEFAULT_WIDTH): string {
  const minmax = /^minmax\(\s*([^,]+?)\s*,/.exec(width);
  if (minmax?.[1]) return minmax[1];
  return /^[\d.]+(px|rem|em)$/.test(width) ? width : '8rem';
}

/**
 * The grid's column tracks (the checkbox column first when rows are selectable), and the CSS
 * variables that let it scroll sideways, narrower than its columns' minimums (a phone, a tablet
 * beside the drawer), with the checkbox and first column pinned (docs/decisions/small-screens.md).
 */
export function gridLayout<Row>(
  columns: readonly ListColumn<Row>[],
  selectable: boolean,
): { template: string; style: CSSProperties } {
  const template = `${selectable ? `${CHECK_WIDTH} ` : ''}${columns.map((column) => column.width ?? DEFAULT_WIDTH).join(' ')}`;
  const pinned = selectable ? `${CHECK_WIDTH} + ` : '';
  const style = {
    '--gn-grid-min': `calc(${pinned}${columns.map((column) => minimumOf(column.width)).join(' + ')})`,
    '--gn-grid-pinned': `calc(${pinned}${minimumOf(columns[0]?.width)})`,
    '--gn-grid-first-left': selectable ? CHECK_WIDTH : '0px',
  } as CSSProperties;
  return { template, style };
}

/** The class of a data cell in the column at `index` (0 is the first data column, pinned). */
export function cellClass<Row>(column: ListColumn<Row>, index: number): string {
  return `gn-grid-cell${column.align === 'end' ? ' gn-grid-end' : ''}${index === 0 ? PIN_FIRST : ''}`;
}

/**
 * A grid's height for `rows` body rows: as tall as the room it has (`room`, from
 * `useFillHeight`), but no taller than the rows need.
 */
export function gridHeightFor(room: number, rows: number): number {
  return Math.min(room, (rows + 1) * GRID_ROW_HEIGHT + 2);
}
