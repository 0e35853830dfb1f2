import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';
import type { ScenarioName } from '../../scenarios.js';
import { seededCountry, seededOrgDetails } from '../org-details.js';
import { splitWhole } from './report-rollup.js';

// Wednesday 25 November 2026, 15:20 UTC: the ranges below end "today".
const NOW = new Date('2026-11-25T15:20:00Z');
const state = new MockState();
const handlersOf = (scenario: ScenarioName) =>
  createHandlers({ scenario, state, now: () => NOW, slowMs: 0 });
const handlers = handlersOf('default');
const headers = { Authorization: `Bearer ${DEMO_ADMIN.token}` };

async function call(path: string, query: Record<string, string>, using = handlers) {
  const url = `http://localhost/AdminApi/reports/${path}?${new URLSearchParams(query)}`;
  const response = await getResponse(using, new Request(url, { headers }));
  const text = (await response?.text()) ?? '';
  const body = text.startsWith('<') ? text : JSON.parse(text);
  return { status: response?.status, body };
}

const tree = state.orgTree('default', 1);
const week = { from: '2026-11-19', to: '2026-11-25' };
const cents = (value: number) => Math.round(value * 100);

describe('the report operations', () => {
  it('gives a parent exactly the sum of its children, figure by figure, in its currency', async () => {
    for (const org of [tree.root, ...tree.childrenOf(tree.root.number).slice(0, 2)]) {
      const parent = (await call('summary', { orgNumber: org.number, ...week })).body;
      const children = await Promise.all(
        tree.childrenOf(org.number).map(
          async (child) =>
            (
              await call('summary', {
                orgNumber: child.number,
                ...week,
                currency: parent.Currency,
              })
            ).body,
        ),
      );
      for (const key of ['Sessions', 'DataMb', 'CodesRedeemed'] as const) {
        const total = children.reduce((all, child) => all + child.Current[key], 0);
        expect(parent.Current[key]).toBe(total);
        expect(parent.Current[key]).toBeGreaterThan(0);
      }
      const revenue = children.reduce((all, child) => all + cents(child.Current.Revenue), 0);
      expect(cents(parent.Current.Revenue)).toBe(revenue);
      expect(parent.GuestsOnline).toBe(children.reduce((all, c) => all + c.GuestsOnline, 0));
    }
  });

  it('counts a device once however many of the org’s areas and days saw it', async () => {
    const sites = tree.orgs.filter(
      (org) => org.type === 'Site' && tree.childrenOf(org.number).length > 1,
    );
    expect(sites.length).toBeGreaterThan(2);
    for (const site of sites.slice(0, 3)) {
      const parent = (await call('summary', { orgNumber: site.number, ...week })).body;
      const areas = await Promise.all(
        tree
          .childrenOf(site.number)
          .map(async (area) => (await call('summary', { orgNumber: area.number, ...week })).body),
      );
      const devices = areas.map((area) => area.Current.UniqueDevices);
      // The guest-room phone that also joined in the lobby is one device, not two.
      expect(parent.Current.UniqueDevices).toBeLessThan(devices.reduce((a, b) => a + b, 0));
      expect(parent.Current.UniqueDevices).toBeGreaterThanOrEqual(Math.max(...devices));
      // A guest staying three nights is one device over the week, not three.
      const days = (
        await call('timeseries', { orgNumber: site.number, ...week, granularity: 'day' })
      ).body.Points.map((point: { UniqueDevices: number }) => point.UniqueDevices);
      expect(parent.Current.UniqueDevices).toBeLessThan(
        days.reduce((a: number, b: number) => a + b, 0),
      );
      expect(parent.Current.UniqueDevices).toBeGreaterThanOrEqual(Math.max(...days));
      expect(parent.Current.UniqueDevices).toBeLessThan(parent.Current.Sessions);
    }
    // Sites share no guests: above them the devices add up.
    const root = (await call('summary', { orgNumber: tree.root.number, ...week })).body;
    const children = await Promise.all(
      tree
        .childrenOf(tree.root.number)
        .map(
          async (child) =>
            (await call('summary', { orgNumber: child.number, ...week })).body.Current
              .UniqueDevices,
        ),
    );
    expect(root.Current.UniqueDevices).toBe(children.reduce((a, b) => a + b, 0));
  });

  it('answers the same figures on every load, and valid bodies for each operation', async () => {
    const query = { orgNumber: tree.root.number, ...week };
    const first = await call('summary', query);
    const again = await call('summary', query, handlersOf('default'));
    expect(again.body).toEqual(first.body);
    expect(validateResponse('getReportSummary', 200, first.body).valid).toBe(true);
    const series = await call('timeseries', { ...query, granularity: 'day' });
    expect(validateResponse('getReportTimeseries', 200, series.body).valid).toBe(true);
    const top = await call('top', { ...query, by: 'revenue' });
    expect(validateResponse('getReportTop', 200, top.body).valid).toBe(true);
  });

  it('reports revenue in the org’s own currency, from its seeded address', async () => {
    const site = tree.orgs.find((org) => org.type === 'Site' && org.hasChildren);
    if (!site) throw new Error('the demo tree has no site with areas');
    const country = seededOrgDetails(
      state.generatedOrgTree('default', 1).byNumber.get(site.number) ?? site,
      1,
    ).Address?.Country;
    const expected = { US: 'USD', CA: 'CAD', GB: 'GBP', PT: 'EUR', DE: 'EUR', AU: 'AUD' }[
      country ?? 'US'
    ];
    const { body } = await call('summary', { orgNumber: site.number, ...week });
    expect(body.Currency).toBe(expected);
    const area = tree.childrenOf(site.number)[0];
    const areaBody = (await call('summary', { orgNumber: area?.number ?? '', ...week })).body;
    expect(areaBody.Currency).toBe(expected);
  });

  it('has the week and the day of a hotel: busier evenings than nights, weekends unlike weekdays', async () => {
    const { body } = await call('timeseries', {
      orgNumber: tree.root.number,
      from: '2026-09-01',
      to: '2026-11-24',
      granularity: 'day',
    });
    expect(body.Points).toHaveLength(85);
    const total = body.BusyHours.flat().reduce((all: number, n: number) => all + n, 0);
    const sessions = body.Points.reduce(
      (all: number, p: { Sessions: number }) => all + p.Sessions,
      0,
    );
    expect(total).toBe(sessions);
    const monday = body.BusyHours[0];
    expect(monday[20]).toBeGreaterThan(monday[3] * 3);
    const weekday = body.BusyHours[1].reduce((a: number, n: number) => a + n, 0);
    const sunday = body.BusyHours[6].reduce((a: number, n: number) => a + n, 0);
    expect(Math.abs(weekday - sunday) / weekday).toBeGreaterThan(0.03);
    expect(body.Plans.length).toBeGreaterThan(1);
    expect(body.Plans.at(-1)).toBe('Other');
  });

  it('counts today only up to now, hour by hour, and compares it with yesterday to the same hour', async () => {
    const today = { orgNumber: tree.root.number, from: '2026-11-25', to: '2026-11-25' };
    const { body } = await call('timeseries', { ...today, granularity: 'hour' });
    expect(body.Points).toHaveLength(16);
    expect(body.Points[15].Start).toBe('2026-11-25T15:00:00Z');
    const summary = (await call('summary', today)).body;
    const sessions = body.Points.reduce(
      (all: number, p: { Sessions: number }) => all + p.Sessions,
      0,
    );
    expect(summary.Current.Sessions).toBe(sessions);
    expect(summary.Previous.Sessions).toBeGreaterThan(summary.Current.Sessions * 0.6);
    expect(summary.Previous.Sessions).toBeLessThan(summary.Current.Sessions * 1.6);
    expect(summary.GuestsOnline).toBeGreaterThan(0);
  });

  it('counts the days and hours of the zone asked, 23 or 25 of them where the clock changes', async () => {
    const zone = { orgNumber: tree.root.number, timeZone: 'America/New_York' };
    const days = await call('timeseries', { ...zone, ...week, granularity: 'day' });
    expect(days.body.TimeZone).toBe('America/New_York');
    expect(days.body.Points[0].Start).toBe('2026-11-19T05:00:00Z');
    expect(validateResponse('getReportTimeseries', 200, days.body).valid).toBe(true);
    // 15:20 UTC is 10:20 in New York: today has its hours from midnight to 10 o’clock.
    const today = { ...zone, from: '2026-11-25', to: '2026-11-25' };
    const hours = (await call('timeseries', { ...today, granularity: 'hour' })).body.Points;
    expect(hours.map((point: { Start: string }) => point.Start)).toEqual(
      Array.from({ length: 11 }, (_, hour) =>
        new Date(Date.UTC(2026, 10, 25, 5 + hour)).toISOString().replace('.000Z', 'Z'),
      ),
    );
    const summary = (await call('summary', today)).body;
    expect(validateResponse('getReportSummary', 200, summary).valid).toBe(true);
    const sessions = hours.reduce((all: number, p: { Sessions: number }) => all + p.Sessions, 0);
    expect(summary.Current.Sessions).toBe(sessions);
    for (const point of hours)
      expect(point.UniqueDevices).toBeLessThanOrEqual(summary.Current.UniqueDevices);
    const back = { ...zone, from: '2026-11-01', to: '2026-11-01', granularity: 'hour' };
    expect((await call('timeseries', back)).body.Points).toHaveLength(25);
    const forward = { ...zone, from: '2026-03-08', to: '2026-03-08', granularity: 'hour' };
    expect((await call('timeseries', forward)).body.Points).toHaveLength(23);
    // The guest rooms’ evening is the evening of the zone’s clock.
    const busy = (await call('timeseries', { ...zone, ...week, granularity: 'day' })).body
      .BusyHours;
    const monday = busy[0] as number[];
    expect(monday.indexOf(Math.max(...monday))).toBeGreaterThanOrEqual(12);
    expect((await call('summary', { ...zone, ...week, timeZone: 'Mars/Olympus' })).status).toBe(
      400,
    );
  });

  it('ranks the children by revenue or by sessions, at most ten', async () => {
    const query = { orgNumber: tree.root.number, ...week };
    const byRevenue = (await call('top', { ...query, by: 'revenue' })).body.Orgs;
    const bySessions = (await call('top', { ...query, by: 'sessions' })).body.Orgs;
    expect(byRevenue.length).toBe(Math.min(10, tree.childrenOf(tree.root.number).length));
    const revenues = byRevenue.map((org: { Revenue: number }) => org.Revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const sessions = bySessions.map((org: { Sessions: number }) => org.Sessions);
    expect(sessions).toEqual([...sessions].sort((a, b) => b - a));
  });

  it('refuses a range that ends before it starts, too many hours, and an unknown org', async () => {
    const root = tree.root.number;
    expect(
      (await call('summary', { orgNumber: root, from: '2026-11-25', to: '2026-11-01' })).status,
    ).toBe(400);
    const hours = { orgNumber: root, from: '2026-11-01', to: '2026-11-25', granularity: 'hour' };
    expect((await call('timeseries', hours)).status).toBe(400);
    expect((await call('summary', { orgNumber: 'GN-999999', ...week })).status).toBe(404);
  });

  it('refuses, as the contract’s 400, a range before the first day reports count', async () => {
    const root = tree.root.number;
    for (const range of [
      { from: '1969-12-25', to: '1970-01-01' },
      { from: '0000-01-01', to: '0000-01-05' },
      { from: '1999-12-31', to: '2000-01-01' },
    ]) {
      for (const [operation, extra] of [
        ['summary', {}],
        ['timeseries', { granularity: 'day' }],
        ['top', { by: 'revenue' }],
      ] as const) {
        const answer = await call(operation, { orgNumber: root, ...range, ...extra });
        expect(answer.status).toBe(400);
        expect(answer.body.Message).toBe(
          'The request is invalid: from is before 2000-01-01, the first day reports count.',
        );
      }
    }
    const first = await call('summary', { orgNumber: root, from: '2000-01-01', to: '2000-01-01' });
    expect(first.status).toBe(200);
  });

  it('answers zeros and no points in the empty scenario, and fails in the errors scenario', async () => {
    const query = { orgNumber: tree.root.number, ...week };
    const empty = await call('timeseries', { ...query, granularity: 'day' }, handlersOf('empty'));
    expect(empty.body.Points).toEqual([]);
    const summary = await call('summary', query, handlersOf('empty'));
    expect(summary.body.Current.Sessions).toBe(0);
    expect((await call('summary', query, handlersOf('errors'))).status).toBe(500);
  });

  it('splits a whole number into whole parts that add up to it', () => {
    expect(splitWhole(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitWhole(7, [0, 0])).toEqual([0, 0]);
    expect(splitWhole(101, [0.2, 0.5, 0.3]).reduce((a, b) => a + b, 0)).toBe(101);
  });
});

describe('seededCountry', () => {
  it('finds the country seededOrgDetails gives each org', () => {
    const generated = state.generatedOrgTree('default', 1);
    for (const org of generated.orgs.filter((o) => o.type !== 'ServiceArea')) {
      expect(seededCountry(org.number, 1)).toBe(seededOrgDetails(org, 1).Address?.Country);
    }
  });
});
