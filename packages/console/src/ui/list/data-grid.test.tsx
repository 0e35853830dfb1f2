import type { RowSelectionState } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { DataGrid } from './data-grid';
import type { ListColumn } from './list-column';

interface Plan {
  Id: number;
  Name: string;
  Price: number;
  Active: boolean;
}

const rows: Plan[] = [
  { Id: 7, Name: 'Basic 1 Day', Price: 4.99, Active: true },
  { Id: 8, Name: 'Premium 7 Days', Price: 19.99, Active: false },
  { Id: 9, Name: 'Free 30 Minutes', Price: 0, Active: true },
];

const columns: ListColumn<Plan>[] = [
  { field: 'Name', header: 'Name', link: true },
  { field: 'Price', header: 'Price', align: 'end', text: (plan) => plan.Price.toFixed(2) },
  { field: 'Active', header: 'Active', sortable: false },
];

function Harness({
  onSort = () => {},
  sort = '',
}: {
  onSort?: (field: string) => void;
  sort?: string;
}) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <DataGrid
        label="Service Plans"
        columns={columns}
        rows={rows}
        total={48}
        offset={25}
        getRowId={(plan) => String(plan.Id)}
        sort={sort}
        onSort={onSort}
        selection={selection}
        onSelectionChange={setSelection}
        renderLink={(plan, text, tabIndex) => (
          <a href={`/setup/service-plans/item/${plan.Id}`} data-focus tabIndex={tabIndex}>
            {text}
          </a>
        )}
        height={400}
      />
      <output aria-label="selected">
        {Object.keys(selection)
          .filter((id) => selection[id])
          .join(',')}
      </output>
    </>
  );
}

giveGridItsStyledHeight();

describe('DataGrid', () => {
  it('tells a screen reader the total and where each row stands in it', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Service Plans' });
    expect(grid.getAttribute('aria-rowcount')).toBe('49');
    const bodyRows = within(grid).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['27', '28', '29']);
    expect(
      within(bodyRows[0] as HTMLElement)
        .getByRole('link', { name: 'Basic 1 Day' })
        .getAttribute('href'),
    ).toBe('/setup/service-plans/item/7');
    expect(bodyRows[1]?.textContent).toContain('19.99');
    expect(bodyRows[1]?.textContent).toContain('No');
    // A cell cut off by its column's width shows its whole text on hover.
    const price = within(bodyRows[1] as HTMLElement)
      .getAllByRole('gridcell')
      .find((cell) => cell.textContent?.includes('19.99'));
    expect(price?.getAttribute('title')).toBe(price?.textContent);
  });

  it('sorts from header buttons and says how each column is sorted', async () => {
    const onSort = vi.fn();
    render(<Harness sort="-Price" onSort={onSort} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual([
      null,
      'none',
      'descending',
      null,
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    // The button's click reaches the header cell's handler once, not twice.
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(onSort).toHaveBeenCalledWith('Name');
    expect(screen.queryByRole('button', { name: /Active/ })).toBeNull();
  });

  it('sorts on a click anywhere in a sortable header cell, not only on its text', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    // The click lands on the cell itself (its padding around the text), as in a wide column.
    const price = screen.getByRole('columnheader', { name: /Price/ });
    await user.click(price);
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(onSort).toHaveBeenCalledWith('Price');
    // The header's button takes the focus, so the grid's tab stop is where the user clicked.
    expect(document.activeElement).toBe(within(price).getByRole('button'));
    await user.click(screen.getByRole('columnheader', { name: 'Active' }));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a default sort', 'Name', 'Name', 'ascending', '▲'],
    ['a sort from the address', '-Price', 'Price', 'descending', '▼'],
  ])('shows %s on first render, before any click', (_title, sort, field, direction, arrow) => {
    render(<Harness sort={sort} />);
    for (const header of screen.getAllByRole('columnheader').slice(1, 3)) {
      const sorted = header.textContent?.startsWith(field);
      expect(header.getAttribute('aria-sort')).toBe(sorted ? direction : 'none');
      expect(header.querySelector('[aria-hidden="true"]')?.textContent).toBe(sorted ? arrow : '');
    }
  });

  it('sorts from the keyboard with Enter and Space on the header, its one tab stop', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    for (const header of screen.getAllByRole('columnheader').slice(1, 3)) {
      // One focusable element per sortable header: its button, not the cell as well.
      expect(header.hasAttribute('tabindex')).toBe(false);
      expect(header.querySelectorAll('[tabindex]')).toHaveLength(1);
    }
    screen.getByRole('link', { name: 'Basic 1 Day' }).focus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Price/ }));
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('Price');
    await user.keyboard(' ');
    expect(onSort.mock.calls).toEqual([['Price'], ['Price']]);
  });

  it('has one tab stop and moves between cells with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <Harness />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    // The tab stop starts on the first row's link, inside the scrolling body.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Basic 1 Day' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Name/ }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Basic 1 Day' }));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getAllByRole('gridcell').find((cell) => cell.textContent === '19.99'),
    );
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'Select Premium 7 Days' }),
    );
    // Tab leaves the grid: only one cell is in the tab order.
    const tabbable = screen.getByRole('grid').querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
  });

  it('selects a row with Space and every row of the page with the select-all checkbox', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('link', { name: 'Basic 1 Day' }).focus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('selected').textContent).toBe('7');
    expect(screen.getAllByRole('row')[1]?.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByLabelText('selected').textContent).toBe('7,8,9');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByLabelText('selected').textContent).toBe('');
  });

  it('without selection (a read-only list) has no checkboxes and starts its columns at 1', async () => {
    const user = userEvent.setup();
    render(
      <DataGrid
        label="History"
        columns={columns}
        rows={rows}
        total={3}
        offset={0}
        getRowId={(plan) => String(plan.Id)}
        sort=""
        onSort={() => {}}
        selectable={false}
        renderLink={(plan, text, tabIndex) => (
          <a href={`#${plan.Id}`} data-focus tabIndex={tabIndex}>
            {text}
          </a>
        )}
        height={400}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'History' });
    expect(grid.getAttribute('aria-colcount')).toBe('3');
    expect(grid.hasAttribute('aria-multiselectable')).toBe(false);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    const first = screen.getByRole('link', { name: 'Basic 1 Day' });
    expect(first.closest('[role="gridcell"]')?.getAttribute('aria-colindex')).toBe('1');
    expect(screen.getAllByRole('row')[1]?.hasAttribute('aria-selected')).toBe(false);
    first.focus();
    await user.keyboard(' {ArrowRight}{Home}');
    expect(document.activeElement).toBe(first);
  });
});
