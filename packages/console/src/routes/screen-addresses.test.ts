import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { addressParams, LIST_ADDRESS, readAddress } from '../lib/screens/screen-address';
import { createConsoleRouter } from '../router';
import { SCREEN_ADDRESSES } from './screen-addresses';
import { SCREEN_MODULES } from './screen-modules';
import { loadScreenAddresses } from './screen-routes';

/** The search the screen's route hands it, after loading `url`, and whether the route failed. */
async function routeSearch(url: string) {
  await loadScreenAddresses();
  const router = createConsoleRouter({
    history: createMemoryHistory({ initialEntries: [`/admin-ui/admin${url}`] }),
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  return { search: leaf?.search, failed: router.state.matches.some((m) => m.status === 'error') };
}

/** The address the router writes when a screen asks for `search` at `path`. */
async function writtenSearch(path: string, search: object) {
  await loadScreenAddresses();
  const router = createConsoleRouter({
    history: createMemoryHistory({ initialEntries: [`/admin-ui/admin${path}`] }),
  });
  await router.load();
  await router.navigate({ to: '.', search });
  return router.state.location.search;
}

// docs/decisions/typed-addresses.md: each screen's route reads its address with the screen's
// schema. A malformed or unknown parameter reads as its default, which the route keeps out of the
// address; the screen opens, never an error.
const cases: Array<[screen: string, malformed: string, valid: string, read: object]> = [
  [
    'a list',
    '/setup/devices/manage?page=-1&pageSize=abc&sort=1x',
    '/setup/devices/manage?page=2&pageSize=50&sort=-Name&filter=gate',
    { page: 2, pageSize: 50, sort: '-Name', filter: 'gate' },
  ],
  [
    'Overview',
    '/report/overview?range=nope&top=x&from=2026-01-01',
    '/report/overview?range=custom&from=2026-01-01&to=2026-01-31&top=sessions',
    { range: 'custom', from: '2026-01-01', to: '2026-01-31', top: 'sessions' },
  ],
  [
    'Adv Org Search',
    '/support/org-search?type=Planet&status=Gone&trial=maybe&page=abc',
    '/support/org-search?q=harbour&type=Site&trial=no&page=2',
    { q: 'harbour', type: 'Site', trial: 'no', page: 2 },
  ],
  [
    'Admin History',
    '/support/admin-history?action=nope&entry=abc&changeSet=0&pageSize=9999',
    '/support/admin-history?action=update&admin=ann&entry=5&changeSet=7',
    { action: 'update', admin: 'ann', entry: 5, changeSet: 7 },
  ],
  [
    'Bulk Change',
    '/manage/bulk-change?from=nope',
    '/manage/bulk-change?from=search',
    { from: 'search' },
  ],
  [
    'Change Sets',
    '/manage/bulk-change/history?set=-1&page=abc',
    '/manage/bulk-change/history?set=3&page=2',
    { set: 3, page: 2 },
  ],
  [
    'an access code batch',
    '/manage/access-codes/batch/31?print=yes&page=0',
    '/manage/access-codes/batch/31?print=1&page=2',
    { print: 1, page: 2 },
  ],
];

describe('the screens’ addresses', () => {
  it.each(cases)('%s: a malformed parameter reads as its default', async (_, malformed) => {
    expect(await routeSearch(malformed)).toEqual({ search: {}, failed: false });
  });

  it.each(cases)('%s: a valid address reads as written', async (_, __, valid, read) => {
    expect(await routeSearch(valid)).toEqual({ search: read, failed: false });
    // And what the screen writes from it is the address it read.
    expect(await writtenSearch(new URL(valid, 'http://x').pathname, read)).toEqual(read);
  });

  it('hands a connection profile its id as written, for the form to judge', async () => {
    const item = '/setup/connection-profiles/item/guest/passpoint';
    expect(await routeSearch(`${item}?id=12`)).toEqual({ search: { id: 12 }, failed: false });
    expect(await routeSearch(`${item}?id=abc`)).toEqual({ search: { id: 'abc' }, failed: false });
    expect(await routeSearch(item)).toEqual({ search: {}, failed: false });
  });

  it('keeps the parameters of a screen with no schema as they are', async () => {
    expect(await routeSearch('/setup/organization?org=123')).toEqual({
      search: { org: 123 },
      failed: false,
    });
  });

  it('reads each state it writes as that state', () => {
    for (const [, , valid] of cases) {
      const path = new URL(valid, 'http://x').pathname;
      const schema =
        SCREEN_ADDRESSES[path] ??
        Object.entries(SCREEN_ADDRESSES).find(([key]) =>
          path.startsWith(key.split('/{')[0] ?? ''),
        )?.[1] ??
        LIST_ADDRESS;
      const read = readAddress(schema, Object.fromEntries(new URL(valid, 'http://x').searchParams));
      expect(readAddress(schema, addressParams(schema, read))).toEqual(read);
    }
  });

  it('names only built screens of the table', () => {
    for (const path of Object.keys(SCREEN_ADDRESSES)) expect(path in SCREEN_MODULES).toBe(true);
  });
});
