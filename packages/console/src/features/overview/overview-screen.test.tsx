import type { ReportSummary, ReportTimeseries, ReportTop } from '@guestnet/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedSelect } from '../../../test/closed-select';
import { consoleTestbed, renderScreen } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { harbourHotel } from '../../../test/org-details-fixture';
import { buildOrgNode } from '../../lib/org/org-node';
import OverviewScreen from './overview-screen';

const site = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042', type: 'Site' });
const figures = (scale: number) => ({
  Sessions: 1000 * scale,
  UniqueDevices: 550 * scale,
  DataMb: 300_000 * scale,
  Revenue: 250.5 * scale,
  CodesRedeemed: 20 * scale,
});

// The site's time zone is Toronto's, where its reports' days begin.
const HARBOUR = harbourHotel({ TimeZone: 'America/Toronto' });

// Bodies as the contract describes them (openapi/admin-api.yaml, the report operations).
function bodies(empty: boolean, timeZone: string, scale = 1, topName = 'Guest Rooms') {
  const summary: ReportSummary = {
    OrgNumber: 'GN-1042',
    From: '2026-11-19',
    To: '2026-11-25',
    TimeZone: timeZone,
    Currency: 'CAD',
    GuestsOnline: 40,
    GuestsOnlinePrevious: 50,
    Current: figures(empty ? 0 : 1.1),
    Previous: figures(empty ? 0 : 1),
  };
  const series: ReportTimeseries = {
    OrgNumber: 'GN-1042',
    From: '2026-11-24',
    To: '2026-11-25',
    TimeZone: timeZone,
    Granularity: 'day',
    Currency: 'CAD',
    Plans: empty ? [] : ['Premium 1 Day', 'Other'],
    Points: empty
      ? []
      : [
          {
            Start: '2026-11-24T05:00:00Z',
            Sessions: 600 * scale,
            UniqueDevices: 330 * scale,
            DataMb: 1,
            CodesRedeemed: 1,
            PlanRevenue: [100 * scale, 20],
          },
          {
            Start: '2026-11-25T05:00:00Z',
            Sessions: 500 * scale,
            UniqueDevices: 275 * scale,
            DataMb: 1,
            CodesRedeemed: 1,
            PlanRevenue: [90, 10.5],
          },
        ],
    BusyHours: Array.from({ length: 7 }, (_, day) =>
      Array.from({ length: 24 }, (_, hour) =>
        empty ? 0 : (day === 5 && hour === 21 ? 90 : 10) * scale,
      ),
    ),
  };
  const top: ReportTop = {
    OrgNumber: 'GN-1042',
    By: 'revenue',
    Currency: 'CAD',
    Orgs: empty
      ? []
      : [
          {
            OrgNumber: 'GN-1042-2',
            Name: topName,
            Type: 'ServiceArea',
            Sessions: 800,
            Revenue: 180,
          },
          {
            OrgNumber: 'GN-1042-1',
            Name: 'Lobby',
            Type: 'ServiceArea',
            Sessions: 300,
            Revenue: 40.5,
          },
        ],
  };
  return { summary, timeseries: series, top };
}

function renderOverview(
  address: string,
  {
    empty = false,
    fail = false,
    zone = HARBOUR.TimeZone as string | null,
    scale = 1,
    topName = 'Guest Rooms',
  } = {},
) {
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname.endsWith('/dbo/GetOrg')) {
      return zone
        ? Response.json({ ...HARBOUR, TimeZone: zone })
        : Response.json({ Message: 'The org service is down.' }, { status: 500 });
    }
    asked.push(url);
    if (fail) return Response.json({ Message: 'The report service is down.' }, { status: 500 });
    const kind = url.pathname.split('/').pop() as 'summary' | 'timeseries' | 'top';
    const body = bodies(empty, url.searchParams.get('timeZone') ?? 'UTC', scale, topName);
    // Hours when asked for them: the same two points, read as hours.
    if (url.searchParams.get('granularity') === 'hour') body.timeseries.Granularity = 'hour';
    return Response.json(body[kind]);
  };
  const router = renderScreen(OverviewScreen, consoleTestbed({ fetch }), {
    route: '/',
    at: address,
    org: site,
  });
  return { asked, router };
}

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

giveGridItsStyledHeight();

/** The CSV a chart's `Export CSV` hands the browser to save (its byte order mark left out). */
async function exportedCsv(region: HTMLElement): Promise<string> {
  let saved: Blob | undefined;
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved = blob as Blob;
    return 'blob:chart.csv';
  };
  URL.revokeObjectURL = () => {};
  try {
    fireEvent.click(within(region).getByRole('button', { name: 'Export CSV' }));
  } finally {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  }
  if (!saved) throw new Error('Nothing was exported');
  return (await saved.text()).replace(/^\uFEFF/, '');
}

describe('Overview', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T15:20:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each figure beside the previous 7 days by default, with its arrow and percent', async () => {
    const { asked } = renderOverview('/');
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    expect(figure('Sessions').textContent).toContain('1,100');
    expect(figure('Sessions').textContent).toContain('▲ 10%');
    expect(figure('Sessions').textContent).toContain('up 10%');
    expect(figure('Sessions').textContent).toContain('vs the previous 7 days: 1,000');
    expect(figure('Revenue').textContent).toContain('CA$275.55');
    expect(figure('Data used').textContent).toContain('330 GB');
    expect(figure('Guests online').textContent).toContain('▼ 20%');
    expect(figure('Guests online').textContent).toContain('vs this time 7 days ago: 50');
    const summary = asked.find((url) => url.pathname.endsWith('/summary'));
    expect(summary?.searchParams.get('from')).toBe('2026-11-19');
    expect(summary?.searchParams.get('to')).toBe('2026-11-25');
    expect(summary?.searchParams.get('orgNumber')).toBe('GN-1042');
    const top = asked.find((url) => url.pathname.endsWith('/top'));
    expect(top?.searchParams.get('by')).toBe('revenue');
  });

  it('counts the days and hours of the org’s time zone, and ends the range on its today', async () => {
    // 15:20 UTC on the 25th is already the 26th in Sydney.
    const { asked } = renderOverview('/', { zone: 'Australia/Sydney' });
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    for (const url of asked) {
      expect(url.searchParams.get('timeZone')).toBe('Australia/Sydney');
      expect(url.searchParams.get('to')).toBe('2026-11-26');
    }
    expect(
      screen.getByText('Days and hours in Australia/Sydney, the org’s time zone.'),
    ).toBeTruthy();
    expect(screen.getByText(/Busiest on Sat at 21:00 \(Australia\/Sydney\)/)).toBeTruthy();
  });

  it('counts in the browser’s time zone when the org’s cannot be read', async () => {
    const { asked } = renderOverview('/', { zone: null });
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(url.searchParams.get('timeZone')).toBe(browser);
    expect(
      screen.getByText(`Days and hours in ${browser}, this browser’s time zone.`),
    ).toBeTruthy();
  });

  it('asks for hours today and for the ranking the address names', async () => {
    const { asked } = renderOverview('/?range=today&top=sessions');
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    const series = asked.find((url) => url.pathname.endsWith('/timeseries'));
    expect(series?.searchParams.get('granularity')).toBe('hour');
    expect(series?.searchParams.get('from')).toBe('2026-11-25');
    expect(asked.find((url) => url.pathname.endsWith('/top'))?.searchParams.get('by')).toBe(
      'sessions',
    );
    expect(figure('Sessions').textContent).toContain('vs the day before');
    expect(await screen.findByRole('heading', { name: 'Top 10 by sessions' })).toBeTruthy();
  });

  it('draws each chart with a title and a summary, and shows its numbers as a table', async () => {
    renderOverview('/');
    const sessions = await screen.findByRole(
      'figure',
      { name: 'Sessions and unique devices' },
      { timeout: 5000 },
    );
    expect(sessions.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(sessions.getAttribute('aria-describedby') ?? '');
    // The days are Toronto's, whose midnight is 05:00 UTC; devices are the most of one day.
    expect(description?.textContent).toBe(
      '1,100 sessions over 7 days; the most, 600, at Nov 24; up to 330 unique devices in a day; today so far, 500.',
    );
    expect(screen.getByRole('figure', { name: 'Revenue by service plan' })).toBeTruthy();
    expect(
      screen.getByText(
        /CA\$220\.50 over 7 days; \u2068Premium 1 Day\u2069 sold the most, CA\$190\.00; today so far, CA\$100\.50\./,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/Busiest on Sat at 21:00 \(America\/Toronto\) with 90 sessions/),
    ).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Sessions and unique devices' });
    fireEvent.click(within(region).getByRole('button', { name: 'View as table' }));
    const grid = await within(region).findByRole('grid', { name: 'Sessions and unique devices' });
    expect(grid.textContent).toContain('2026-11-24');
    expect(grid.textContent).toContain('600');
    expect(within(region).queryByRole('figure')).toBeNull();
  });

  it('marks today, which has only its first hours, as counted so far: chart, table and CSV', async () => {
    renderOverview('/');
    const region = await screen.findByRole(
      'region',
      { name: 'Sessions and unique devices' },
      { timeout: 5000 },
    );
    await within(region).findByRole('figure');
    // Drawn apart from the whole days: a dotted end and a hollow mark named "so far".
    expect(region.querySelector('[data-testid="so-far"]')?.textContent).toBe('so far');
    expect(region.textContent).toContain('Today so far, counted until now');
    const revenue = screen.getByRole('region', { name: 'Revenue by service plan' });
    expect(revenue.querySelector('[data-testid="so-far"]')?.textContent).toBe('so far');
    fireEvent.click(within(region).getByRole('button', { name: 'View as table' }));
    const grid = await within(region).findByRole('grid', { name: 'Sessions and unique devices' });
    const rows = within(grid).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toContain('2026-11-25 (so far)');
    expect(rows.at(-2)?.textContent).not.toContain('so far');
    // The CSV keeps the day a date, and says which row is partial in a column of its own.
    const csv = (await exportedCsv(region)).split('\r\n');
    expect(csv[0]).toBe('Day,Sessions,Unique devices,So far');
    expect(csv.slice(1, 3).map((line) => line.split(',').at(-1))).toEqual(['no', 'yes']);
  });

  it('marks nothing as so far in a range that ended before today', async () => {
    renderOverview('/?range=custom&from=2026-10-01&to=2026-10-31');
    const region = await screen.findByRole(
      'region',
      { name: 'Sessions and unique devices' },
      { timeout: 5000 },
    );
    await within(region).findByRole('figure');
    expect(region.querySelector('[data-testid="so-far"]')).toBeNull();
    expect(region.textContent).not.toContain('so far');
  });

  it('lists the top orgs as buttons that name what choosing them does', async () => {
    renderOverview('/');
    const button = await screen.findByRole(
      'button',
      { name: '\u2068Guest Rooms\u2069, CA$180.00: show its Overview' },
      { timeout: 5000 },
    );
    expect(button).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '\u2068Lobby\u2069, CA$40.50: show its Overview' }),
    ).toBeTruthy();
  });

  it('keeps a direction control in an org’s name inside the name, in the summary and the bar', async () => {
    // U+202E (RIGHT-TO-LEFT OVERRIDE) with no POP after it, as a name written by another client.
    renderOverview('/', { topName: 'Crescent \u202EVenues' });
    const bar = await screen.findByRole(
      'button',
      { name: '\u2068Crescent \u202EVenues\u2069, CA$180.00: show its Overview' },
      { timeout: 5000 },
    );
    // On screen the name is a <bdi>, isolated from the value beside it.
    expect(bar.querySelector('bdi')?.textContent).toBe('Crescent \u202EVenues');
    const region = screen.getByRole('region', { name: 'Top 10 by revenue' });
    // The summary is a plain string: the name sits between FSI and PDI, and the override ends
    // with it, before "leads with".
    expect(
      within(region)
        .getByText(/leads with/)
        .textContent?.startsWith(
          '\u2068Crescent \u202EVenues\u2069 leads with CA$180.00 over 7 days',
        ),
    ).toBe(true);
  });

  it('says there is no data instead of drawing empty axes, and offers no export', async () => {
    renderOverview('/', { empty: true });
    const region = await screen.findByRole(
      'region',
      { name: 'Sessions and unique devices' },
      { timeout: 5000 },
    );
    // The frame stands while the data loads; the note comes with the (empty) answer.
    expect(
      await within(region).findByText('No sessions in this range', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(region).queryByRole('figure')).toBeNull();
    expect(
      within(region).getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText('No plan sales in this range')).toBeTruthy();
    expect(figure('Sessions').textContent).toContain('No change');
  });

  it('asks once for a run of arrow presses on the closed Range, for the last one, busy meanwhile', async () => {
    const { asked, router } = renderOverview('/');
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    const summaries = () => asked.filter((url) => url.pathname.endsWith('/summary'));
    const before = summaries().length;
    const { select: range, pressDown } = closedSelect('Range');
    const charts = () => document.querySelector('.gn-overview-charts');
    const figures = () => document.querySelector('.gn-figures');
    await pressDown('30d');
    // Shown at once and marked busy, but not asked for yet: the next press may follow.
    expect(range.value).toBe('30d');
    expect(router.state.location.search).toEqual({});
    expect(summaries()).toHaveLength(before);
    expect(figures()?.getAttribute('aria-busy')).toBe('true');
    expect(charts()?.getAttribute('aria-busy')).toBe('true');
    await pressDown('90d');
    expect(range.value).toBe('90d');

    // After the pause, one address and one summary asked: the last range's.
    await waitFor(() => expect(router.state.location.search).toEqual({ range: '90d' }));
    await waitFor(() => expect(figures()?.getAttribute('aria-busy')).toBe('false'));
    await waitFor(() => expect(charts()?.getAttribute('aria-busy')).toBe('false'));
    const asks = summaries().slice(before);
    expect(asks).toHaveLength(1);
    expect(asks[0]?.searchParams.get('from')).toBe('2026-08-28');
    expect(range.value).toBe('90d');
  });

  it('asks at once for a Range chosen from the list', async () => {
    const { asked, router } = renderOverview('/');
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    const before = asked.length;
    await closedSelect('Range').choose('30d');
    expect(router.state.location.search).toEqual({ range: '30d' });
    await waitFor(() =>
      expect(
        asked
          .slice(before)
          .find((url) => url.pathname.endsWith('/summary'))
          ?.searchParams.get('from'),
      ).toBe('2026-10-27'),
    );
  });

  it('marks a custom range in the wrong order on both dates, and asks for nothing', async () => {
    const { asked } = renderOverview('/?range=custom&from=2026-11-20&to=2026-11-10');
    await waitFor(
      () => {
        expect(screen.getAllByText('Please select an earlier date').length).toBeGreaterThan(0);
        expect(screen.getAllByText('Please select a later date').length).toBeGreaterThan(0);
      },
      { timeout: 5000 },
    );
    expect(asked).toEqual([]);
  });

  it('asks for a later date before the first day reports count, and asks the server nothing', async () => {
    const { asked } = renderOverview('/?range=custom&from=1969-12-25&to=1970-01-01');
    await waitFor(() => expect(screen.getAllByText('Please select a later date')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(screen.queryByText('Unable to load the Overview')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows no year 1 for a year 0000 in the address: the dates are empty and ask for later ones', async () => {
    const { asked } = renderOverview('/?range=custom&from=0000-01-01&to=0000-01-05');
    await waitFor(() => expect(screen.getAllByText('Please select a later date')).toHaveLength(2), {
      timeout: 5000,
    });
    // Spectrum's date field would read the year before year 1 as 1/1/1: nothing shows instead.
    const fields = screen.getAllByRole('group');
    expect(fields).toHaveLength(2);
    for (const field of fields) expect(field.textContent).not.toMatch(/\d\/\d+\/1$/);
    expect(asked).toEqual([]);
  });

  it('asks for a valid custom range, and says guests online belong only to a range that ends today', async () => {
    const { asked } = renderOverview('/?range=custom&from=2026-10-01&to=2026-10-31');
    await screen.findByText('Codes redeemed', { selector: 'dt' }, { timeout: 5000 });
    const summary = asked.find((url) => url.pathname.endsWith('/summary'));
    expect(summary?.searchParams.get('from')).toBe('2026-10-01');
    expect(summary?.searchParams.get('to')).toBe('2026-10-31');
    expect(figure('Guests online').textContent).toContain('Only for a range that ends today');
    expect(figure('Sessions').textContent).toContain('vs the previous 31 days');
  });

  it('shows the server’s message and Retry when the reports fail', async () => {
    renderOverview('/', { fail: true });
    expect(
      await screen.findByText('Unable to load the Overview', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('The report service is down.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('exports plain numbers: no thousands separators, two decimals for money', async () => {
    renderOverview('/', { scale: 100 });
    const sessions = await screen.findByRole(
      'region',
      { name: 'Sessions and unique devices' },
      { timeout: 5000 },
    );
    await within(sessions).findByRole('figure');
    // The grid reads as the screen does; the file is for a spreadsheet.
    expect(screen.getByText(/^110,000 sessions over 7 days/)).toBeTruthy();
    expect((await exportedCsv(sessions)).split('\r\n').slice(0, 3)).toEqual([
      'Day,Sessions,Unique devices,So far',
      '2026-11-24,60000,33000,no',
      '2026-11-25,50000,27500,yes',
    ]);
    const revenue = screen.getByRole('region', { name: 'Revenue by service plan' });
    expect((await exportedCsv(revenue)).split('\r\n').slice(0, 3)).toEqual([
      'Day,Premium 1 Day,Other,Total (CAD),So far',
      '2026-11-24,10000.00,20.00,10020.00,no',
      '2026-11-25,90.00,10.50,100.50,yes',
    ]);
    const busy = screen.getByRole('region', { name: 'Busy hours' });
    expect((await exportedCsv(busy)).split('\r\n')[6]).toBe(
      `Sat,${[...Array(21).fill(1000), 9000, 1000, 1000].join(',')}`,
    );
  });

  it('opens each figure’s report over the same range, named for what it opens', async () => {
    const { router } = renderOverview('/?range=30d');
    const revenue = await screen.findByRole(
      'link',
      { name: 'Revenue: CA$275.55 — open Revenue Summary' },
      { timeout: 5000 },
    );
    const target = (name: string) =>
      new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'http://console.test');
    const search = (name: string) => Object.fromEntries(target(name).searchParams);
    expect(target('Revenue: CA$275.55 — open Revenue Summary').pathname).toBe('/report/revenue');
    expect(search('Revenue: CA$275.55 — open Revenue Summary')).toEqual({ range: '30d' });
    expect(search('Codes redeemed: 22 — open Revenue Summary')).toEqual({
      range: '30d',
      paymentType: 'code',
    });
    for (const name of [
      'Sessions: 1,100 — open Radius Activity',
      'Unique devices: 605 — open Radius Activity',
      'Data used: 330 GB — open Radius Activity',
    ]) {
      expect(target(name).pathname).toBe('/support/radius');
      expect(search(name)).toEqual({ range: '30d' });
    }
    expect(search('Guests online: 40 now — open Radius Activity')).toEqual({
      range: '30d',
      online: 'true',
    });
    fireEvent.click(revenue);
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/revenue'));
    expect(router.state.location.search).toEqual({ range: '30d' });
  });

  it('keeps a custom range’s days in a figure’s link, and links no one online to a range that ended', async () => {
    renderOverview('/?range=custom&from=2026-10-01&to=2026-10-31');
    const sessions = await screen.findByRole(
      'link',
      { name: 'Sessions: 1,100 — open Radius Activity' },
      { timeout: 5000 },
    );
    expect(sessions.getAttribute('href')).toBe(
      '/support/radius?range=custom&from=2026-10-01&to=2026-10-31',
    );
    expect(screen.queryByRole('link', { name: /^Guests online/ })).toBeNull();
  });

  it('opens a day of the charts’ tables for that day’s report, by keyboard as by pointer', async () => {
    const { router } = renderOverview('/');
    const revenue = await screen.findByRole(
      'region',
      { name: 'Revenue by service plan' },
      { timeout: 5000 },
    );
    await within(revenue).findByRole('figure');
    fireEvent.click(within(revenue).getByRole('button', { name: 'View as table' }));
    const day = await within(revenue).findByRole('link', {
      name: '2026-11-24: CA$120.00 — open Revenue Summary',
    });
    expect(day.getAttribute('href')).toBe(
      '/report/revenue?range=custom&from=2026-11-24&to=2026-11-24',
    );
    const sessions = screen.getByRole('region', { name: 'Sessions and unique devices' });
    fireEvent.click(within(sessions).getByRole('button', { name: 'View as table' }));
    const today = await within(sessions).findByRole('link', {
      name: '2026-11-25 (so far): 500 sessions — open Radius Activity',
    });
    // The grid's one tab stop starts on its first row's link; the arrows reach the others.
    expect(within(sessions).getByRole('link', { name: /^2026-11-24/ }).tabIndex).toBe(0);
    expect(today.tabIndex).toBe(-1);
    fireEvent.click(today);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/radius'));
    expect(router.state.location.search).toEqual({
      range: 'custom',
      from: '2026-11-25',
      to: '2026-11-25',
    });
  });

  it('lets the pointer open a point from the drawing too, out of the tab order', async () => {
    renderOverview('/');
    const hrefs = async (title: string) => {
      const region = await screen.findByRole('region', { name: title }, { timeout: 5000 });
      await within(region).findByRole('figure');
      const links = [...region.querySelectorAll('svg a')];
      expect(links.every((link) => link.getAttribute('tabindex') === '-1')).toBe(true);
      return links.map((link) => link.getAttribute('href'));
    };
    expect(await hrefs('Revenue by service plan')).toEqual([
      '/report/revenue?range=custom&from=2026-11-24&to=2026-11-24',
      '/report/revenue?range=custom&from=2026-11-25&to=2026-11-25',
    ]);
    expect(await hrefs('Sessions and unique devices')).toEqual([
      '/support/radius?range=custom&from=2026-11-24&to=2026-11-24',
      '/support/radius?range=custom&from=2026-11-25&to=2026-11-25',
    ]);
  });

  it('opens an hour of a day’s charts for that hour, on the org’s clock', async () => {
    renderOverview('/?range=today');
    const sessions = await screen.findByRole(
      'region',
      { name: 'Sessions and unique devices' },
      { timeout: 5000 },
    );
    await within(sessions).findByRole('figure');
    fireEvent.click(within(sessions).getByRole('button', { name: 'View as table' }));
    // The mock's first point starts at 05:00 UTC: midnight in Toronto.
    const hour = await within(sessions).findByRole('link', { name: /^2026-11-24 00:00:/ });
    expect(hour.getAttribute('href')).toBe(
      '/support/radius?range=custom&from=2026-11-24&to=2026-11-24&fromHour=0&toHour=0',
    );
  });

  it('opens a top org’s report through the org link, which selects that org first', async () => {
    renderOverview('/?range=7d&top=sessions');
    const region = await screen.findByRole(
      'region',
      { name: 'Top 10 by sessions' },
      { timeout: 5000 },
    );
    await within(region).findByRole('button', { name: /Guest Rooms/ });
    fireEvent.click(within(region).getByRole('button', { name: 'View as table' }));
    const link = await within(region).findByRole('link', {
      name: '\u2068Guest Rooms\u2069, 800 sessions: open its Radius Activity',
    });
    const href = new URL(link.getAttribute('href') ?? '', 'http://console.test');
    expect(href.pathname).toBe('/org/GN-1042-2');
    expect(href.searchParams.get('to')).toBe('/support/radius?range=7d');
  });
});
