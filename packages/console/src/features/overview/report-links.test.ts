import { describe, expect, it } from 'vitest';
import { orgReportLink, pointLink, reportHref, reportLink } from './report-links';

const preset = { range: '30d', from: '', to: '' } as const;
const custom = { range: 'custom', from: '2026-10-01', to: '2026-10-31' } as const;

describe('links from the Overview to the reports', () => {
  it('opens a figure’s report over the same preset, which the report counts to its own today', () => {
    expect(reportLink('revenue', preset)).toEqual({
      to: '/report/revenue',
      search: { range: '30d' },
      title: 'Revenue Summary',
    });
  });

  it('keeps a custom range’s days, and drops days a preset’s address might still hold', () => {
    expect(reportLink('radius', custom).search).toEqual({
      range: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(
      reportLink('radius', { range: '7d', from: '2026-10-01', to: '2026-10-31' }).search,
    ).toEqual({ range: '7d' });
  });

  it('narrows codes redeemed to code sales, and guests online to sessions still open', () => {
    expect(reportLink('revenue', preset, { paymentType: 'code' }).search).toEqual({
      range: '30d',
      paymentType: 'code',
    });
    expect(reportLink('radius', preset, { online: true })).toEqual({
      to: '/support/radius',
      search: { range: '30d', online: true },
      title: 'Radius Activity',
    });
  });

  it('opens a day’s point for that day of the zone the series counted in', () => {
    // 05:00 UTC is midnight in Toronto: the point is Nov 24 there, not the day before.
    expect(pointLink('revenue', '2026-11-24T05:00:00Z', 'day', 'America/Toronto').search).toEqual({
      range: 'custom',
      from: '2026-11-24',
      to: '2026-11-24',
    });
  });

  it('opens an hour’s point for that hour of the org’s clock, on its day there', () => {
    // 01:00 UTC on the 25th is 8 PM on the 24th in New York.
    expect(pointLink('radius', '2026-11-25T01:00:00Z', 'hour', 'America/New_York')).toEqual({
      to: '/support/radius',
      search: { range: 'custom', from: '2026-11-24', to: '2026-11-24', fromHour: 20, toHour: 20 },
      title: 'Radius Activity',
    });
    expect(
      pointLink('radius', '2026-11-24T05:00:00Z', 'hour', 'America/Toronto').search,
    ).toMatchObject({ fromHour: 0, toHour: 0 });
  });

  it('writes an address as text, for a link that carries it', () => {
    expect(
      reportHref(pointLink('radius', '2026-11-25T01:00:00Z', 'hour', 'America/New_York')),
    ).toBe('/support/radius?range=custom&from=2026-11-24&to=2026-11-24&fromHour=20&toHour=20');
    expect(reportHref(reportLink('radius', preset, { online: true }))).toBe(
      '/support/radius?range=30d&online=true',
    );
  });

  it('opens another org’s report through the org deep link, which selects it first', () => {
    expect(orgReportLink('GN-1042-2', reportLink('revenue', custom))).toEqual({
      to: '/org/$orgNumber',
      params: { orgNumber: 'GN-1042-2' },
      search: { to: '/report/revenue?range=custom&from=2026-10-01&to=2026-10-31' },
      title: 'Revenue Summary',
    });
  });
});
