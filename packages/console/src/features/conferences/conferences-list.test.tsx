import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed, demoFetch, renderRouter } from '../../../test/console-testbed';
import { giveGridItsStyledHeight } from '../../../test/grid-layout';
import { ORG_CONTEXT_COOKIES } from '../../lib/org/org-context';
import { siteTime } from './conference-screen';
import ConferencesList from './conferences-list';

// A site of the demo's tree with meeting rooms and conferences, in a zone other than UTC.
const SITE = 'GN-1003';
// Spectrum's renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 30_000 };

giveGridItsStyledHeight();

/**
 * Opens the list by its address as a new tab does: no org of its own, the session's cookie
 * naming the site, every call through `fetch`.
 */
function openInNewTab(demo: ReturnType<typeof demoFetch>, fetch: typeof globalThis.fetch): void {
  const bed = consoleTestbed({
    ...demo,
    fetch,
    session: { readCookie: (name) => (name === ORG_CONTEXT_COOKIES.number ? SITE : null) },
  });
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/manage/conference/manage',
        component: ConferencesList,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/manage/conference/manage'] }),
  });
  renderRouter(bed, router);
  void bed.session.loadList();
}

/** The Start column's times of the first rows the grid shows. */
async function shownStarts(): Promise<string[]> {
  const grid = await screen.findByRole('grid', { name: 'Conferences' }, SLOW);
  const rows = await within(grid).findAllByRole('row', {}, SLOW);
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼]/, ''));
  const start = headers.indexOf('Start');
  return rows.slice(1).map((row) => within(row).getAllByRole('gridcell')[start]?.textContent ?? '');
}

describe('Conferences opened by its address in a new tab', () => {
  it(
    'shows the times in the site’s zone from the first rows, with the org from the cookie',
    SLOW,
    async () => {
      const demo = demoFetch();
      // The site's zone and conferences, as the mocks answer them.
      const probe = consoleTestbed(demo);
      const { TimeZone } = await probe.clients.dbo.call('GetOrg', { OrgNumber: SITE });
      const { Items } = await probe.clients.dbo.call('ListConferences', {
        OrgNumber: SITE,
        Page: 1,
        PageSize: 500,
      });
      const inZone = new Set(Items.map((row) => siteTime(row.Start, TimeZone)));
      const inUtc = new Set(Items.map((row) => siteTime(row.Start, 'UTC')));
      expect(TimeZone).not.toBe('UTC');
      expect([...inZone].some((time) => inUtc.has(time))).toBe(false);

      // A new tab: no org of its own; the session's cookie names the site. The site's details
      // answer after its list when both are asked together, as a slower call does (or after a
      // second, when the list waits for them).
      let listed: () => void = () => {};
      const afterList = new Promise<void>((resolve) => {
        listed = resolve;
      });
      const fetch: typeof globalThis.fetch = async (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const path = new URL(url).pathname;
        if (path.endsWith('/GetOrg')) {
          await Promise.race([afterList, new Promise((resolve) => setTimeout(resolve, 1000))]);
        }
        const response = await demo.fetch(input, init);
        if (path.endsWith('/ListConferences')) setTimeout(listed, 50);
        return response;
      };
      const asked = demo.calls.length;
      openInNewTab(demo, fetch);

      // The first rows shown already read in the site's zone.
      const starts = await shownStarts();
      expect(starts.length).toBeGreaterThan(0);
      for (const shown of starts) expect(inZone).toContain(shown);
      // The site's details are asked for the site, not for the no-org of a tab just opened.
      expect(
        demo.calls
          .slice(asked)
          .filter((call) => call.procedure === 'GetOrg')
          .map((call) => call.payload),
      ).toEqual([{ OrgNumber: SITE }]);
    },
  );
});

describe('Conferences when the site’s time zone cannot be read', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it('shows the times on this browser’s clock, as the reports do, not on UTC', SLOW, async () => {
    // A browser in Tokyo (Node reads TZ again when it changes), far from UTC and from the site.
    process.env.TZ = 'Asia/Tokyo';
    const demo = demoFetch();
    const probe = consoleTestbed(demo);
    const { Items } = await probe.clients.dbo.call('ListConferences', {
      OrgNumber: SITE,
      Page: 1,
      PageSize: 500,
    });
    const inTokyo = new Set(Items.map((row) => siteTime(row.Start, 'Asia/Tokyo')));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (new URL(url).pathname.endsWith('/GetOrg')) {
        return Response.json({ Error: 'Unavailable' }, { status: 503 });
      }
      return demo.fetch(input, init);
    };
    openInNewTab(demo, fetch);

    const starts = await shownStarts();
    expect(starts.length).toBeGreaterThan(0);
    for (const shown of starts) expect(inTokyo).toContain(shown);
  });
});
