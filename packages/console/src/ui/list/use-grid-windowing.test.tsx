import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { DataGrid } from './data-grid';

interface Code {
  Id: number;
  Code: string;
}
const rows: Code[] = Array.from({ length: 500 }, (_, i) => ({ Id: i + 1, Code: `C${i + 1}` }));

giveGridItsStyledHeight();

function renderGrid() {
  render(
    <DataGrid<Code>
      label="Codes"
      columns={[{ field: 'Code', header: 'Code' }]}
      rows={rows}
      total={rows.length}
      offset={0}
      getRowId={(code) => String(code.Id)}
      sort=""
      onSort={() => {}}
      selectable={false}
      height={400}
      renderLink={(code, text, tabIndex) => (
        <a href={`#${code.Id}`} data-focus tabIndex={tabIndex}>
          {text}
        </a>
      )}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Codes' });
  const bodyRows = () =>
    within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('aria-rowindex'));
  return { grid, bodyRows };
}

describe('useGridWindowing', () => {
  it('renders the rows in view and a few more, not the whole page', () => {
    const { bodyRows } = renderGrid();
    const shown = bodyRows();
    expect(shown[0]).toBe('2');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
  });

  it('keeps the row holding the tab stop rendered when the rows are scrolled away from it', () => {
    const { grid, bodyRows } = renderGrid();
    const scroller = grid.querySelector('.gn-grid-scroll') as HTMLElement;
    scroller.scrollTop = 300 * 40;
    fireEvent.scroll(scroller);
    const shown = bodyRows();
    // Row 1 (aria-rowindex 2) holds the tab stop: Tab still reaches the grid.
    expect(shown[0]).toBe('2');
    expect(within(grid).getByRole('link', { name: 'C1' }).tabIndex).toBe(0);
    expect(shown).toContain('302');
    expect(shown.length).toBeLessThan(30);
  });
});
