import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { OutcomeGrid, type OutcomeRow } from './outcome-grid';

giveGridItsStyledHeight();

// 1,200 orgs: every third one already has the value.
const ROWS: OutcomeRow[] = Array.from({ length: 1200 }, (_, i) => ({
  id: `GN-${i + 1}`,
  org: `Site ${i + 1}`,
  path: 'Acme > East',
  before: 'Active',
  after: 'Disabled',
  outcome: i % 3 === 2 ? 'No change' : 'Will change',
  message: null,
}));

function renderGrid(rows: readonly OutcomeRow[] = ROWS) {
  render(
    <Provider theme={defaultTheme}>
      <OutcomeGrid
        label="Preview"
        rows={rows}
        outcomes={['Will change', 'No change']}
        exportName="preview"
      />
    </Provider>,
  );
  return screen.getByRole('grid', { name: 'Preview' });
}

const firstOrg = (grid: HTMLElement) =>
  within(grid).getAllByRole('row')[1]?.querySelector('[role="gridcell"]')?.textContent;

describe('OutcomeGrid', () => {
  it('pages a large preview 500 orgs at a time, with the total heard and every org reachable', async () => {
    const user = userEvent.setup();
    const grid = renderGrid();
    expect(grid.getAttribute('aria-rowcount')).toBe('1201');
    expect(screen.getByText('1–500 of 1,200 orgs')).toBeTruthy();
    expect(firstOrg(grid)).toBe('Site 1');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('501–1000 of 1,200 orgs')).toBeTruthy();
    expect(firstOrg(grid)).toBe('Site 501');
    expect(within(grid).getAllByRole('row')[1]?.getAttribute('aria-rowindex')).toBe('502');
  });

  it('a filter by outcome starts again at its first page', async () => {
    const user = userEvent.setup();
    const grid = renderGrid();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: /Show/ }));
    await user.click(screen.getByRole('option', { name: 'No change (400)' }));
    expect(screen.getByText('1–400 of 400 orgs')).toBeTruthy();
    expect(firstOrg(grid)).toBe('Site 3');
  });

  it('isolates each name of an org and of its display path, so an override turns only itself around', () => {
    const override = 'Crescent \u202EVenues';
    const row: OutcomeRow = {
      id: 'GN-1',
      org: override,
      path: `Acme > ${override} > Lobby`,
      before: 'Active',
      after: 'Disabled',
      outcome: 'Will change',
      message: null,
    };
    const grid = renderGrid([row]);
    const cells = within(grid).getAllByRole('row')[1]?.querySelectorAll('[role="gridcell"]');
    const org = cells?.[0];
    const path = cells?.[cells.length - 1];
    expect(path?.textContent).toBe(`Acme > ${override} > Lobby`);
    expect([...(path?.querySelectorAll('bdi') ?? [])].map((bdi) => bdi.textContent)).toEqual([
      'Acme',
      override,
      'Lobby',
    ]);
    expect(org?.querySelector('bdi')?.textContent).toBe(override);
  });
});
