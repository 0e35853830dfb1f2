import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { buildOrgNode } from '../../lib/org/org-node';
import CardTransactions from './card-transactions';
import GroupSales from './group-sales';
import LoyaltyActivity from './loyalty-activity';
import PmsTransactions from './pms-transactions';
import RadiusActivity from './radius-activity';
import RevenueSummary from './revenue-summary';
import UserSales from './user-sales';

// Each report screen against the demo's own mocks (the report contract's answers), on a site over
// 30 days: its columns, its first rows and its Total line of the whole result.
const SITE = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1003', type: 'Site' });

// Spectrum's renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 30_000 };

const SCREENS: {
  title: string;
  Screen: () => ReactNode;
  path: string;
  headers: string[];
  totals: RegExp;
}[] = [
  {
    title: 'Revenue Summary',
    Screen: RevenueSummary,
    path: '/report/revenue',
    headers: ['Time', 'Sold at', 'Plan', 'Payment type', 'Amount', 'Fee', 'Tax', 'Net', 'Status'],
    totals: /^Total[\d,]+ salesCompleted [\d,]+Revenue .+\d\.\d\dFees .+Tax .+Net .+$/,
  },
  {
    title: 'PMS Transactions',
    Screen: PmsTransactions,
    path: '/report/pms',
    headers: ['Time', 'Posted at', 'Room', 'Reservation', 'Guest', 'Amount', 'Status'],
    totals: /^Total[\d,]+ postingsPosted .+Rejected [\d,]+$/,
  },
  {
    title: 'Credit Card Transactions',
    Screen: CardTransactions,
    path: '/report/cc',
    headers: ['Time', 'Paid at', 'Status', 'Total', 'Fee', 'Tax', 'Payer email', 'Card'],
    totals: /^Total[\d,]+ paymentsApproved [\d,]+Total .+Fees .+Tax .+$/,
  },
  {
    title: 'Group Sales',
    Screen: GroupSales,
    path: '/report/group',
    headers: ['Group', 'Sales', 'Amount', 'Fee', 'Tax', 'Net', 'Share'],
    totals: /^Total[\d,]+ groupsSales [\d,]+Revenue .+Fees .+Tax .+Net .+$/,
  },
  {
    title: 'User Sales',
    Screen: UserSales,
    path: '/report/user',
    headers: ['Sold by', 'Sales', 'Amount', 'Fee', 'Tax', 'Net', 'Share'],
    totals: /^Total[\d,]+ sellersSales [\d,]+Revenue .+Fees .+Tax .+Net .+$/,
  },
  {
    title: 'Radius Activity',
    Screen: RadiusActivity,
    path: '/support/radius',
    headers: ['Start', 'Stop', 'Time online', 'Data in', 'Data out', 'User name', 'Account'],
    totals:
      /^Total[\d,]+ sessionsTime online [\d,]+:\d\d:\d\dData in .+BData out .+BUnique devices [\d,]+$/,
  },
  {
    title: 'Loyalty PMS Activity',
    Screen: LoyaltyActivity,
    path: '/support/loyalty',
    headers: ['Time', 'Service area', 'Room', 'Guest', 'Member number', 'Tier', 'Action', 'Result'],
    totals: /^Total[\d,]+ look-upsMatched [\d,]+Not found [\d,]+Errors [\d,]+$/,
  },
];

giveGridItsStyledHeight();

describe('the report screens', () => {
  for (const { title, Screen, path, headers, totals } of SCREENS) {
    it(`${title} shows its columns, rows and the whole result's Total line`, SLOW, async () => {
      const bed = consoleTestbed(demoFetch());
      renderScreen(Screen, bed, { route: path, at: `${path}?range=30d`, org: SITE });
      const grid = await screen.findByRole('grid', { name: title }, SLOW);
      const shown = within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼]/, ''));
      expect(shown.slice(0, headers.length)).toEqual(headers);
      expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
      const line = document.querySelector('.gn-report-screen .gn-report-total');
      expect(line?.textContent).toMatch(totals);
      expect(screen.getByRole('link', { name: 'Classic page' }).getAttribute('href')).toMatch(
        new RegExp(`${path}/classic$`),
      );
    });
  }

  it('Revenue Summary sums the same sales by plan, with the same totals', SLOW, async () => {
    const bed = consoleTestbed(demoFetch());
    const router = renderScreen(RevenueSummary, bed, {
      route: '/report/revenue',
      at: '/report/revenue?range=30d&groupBy=plan',
      org: SITE,
    });
    const grid = await screen.findByRole('grid', { name: 'Revenue Summary' }, SLOW);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼]/, ''));
    expect(headers).toEqual(['Plan', 'Sales', 'Amount', 'Fee', 'Tax', 'Net', 'Share']);
    const groupBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Group by' });
    expect(groupBy.selectedOptions[0]?.textContent).toBe('Plan');
    const totals = () =>
      document.querySelector('.gn-report-screen .gn-report-total')?.textContent ?? '';
    await waitFor(() => expect(totals()).toMatch(/^Total[\d,]+ groups/));
    const grouped = totals().replace(/^Total[\d,]+ groups/, '');

    // Each sale again: the same completed sales' figures, now over their rows.
    await router.navigate({ to: '.', search: { range: '30d' } });
    await waitFor(() => expect(totals()).toMatch(/^Total[\d,]+ sales/), SLOW);
    expect(totals().replace(/^Total[\d,]+ sales/, '')).toBe(grouped);
  });

  it('opens a sale’s account in Find Accounts on a click in its row', SLOW, async () => {
    const bed = consoleTestbed(demoFetch());
    const router = renderScreen(RevenueSummary, bed, {
      route: '/report/revenue',
      at: '/report/revenue?range=30d',
      org: SITE,
    });
    const grid = await screen.findByRole('grid', { name: 'Revenue Summary' }, SLOW);
    const row = within(grid).getAllByRole('row')[1] as HTMLElement;
    const account = within(row).getAllByRole('gridcell')[9]?.textContent ?? '';
    expect(account).not.toBe('');
    fireEvent.click(within(row).getAllByRole('gridcell')[1] as HTMLElement);
    await screen.findByText('Left for /support/account', {}, SLOW);
    expect(router.state.location.search).toEqual({
      q: account,
      field: 'account',
      account,
    });
  });
});
