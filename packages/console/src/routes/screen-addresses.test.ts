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
  return { search: router.state.location.search, text: router.state.location.searchStr };
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
  [
    'Revenue Summary',
    '/report/revenue?range=nope&from=2026-13-99&thisOrgOnly=maybe&page=abc&sort=Nope&groupBy=week&paymentType=gold',
    '/report/revenue?range=custom&from=2026-11-01&to=2026-11-07&thisOrgOnly=1&sort=Amount&order=asc&page=2&groupBy=plan&paymentType=card&room=101&q=true',
    {
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
      thisOrgOnly: 1,
      sort: 'Amount',
      order: 'asc',
      page: 2,
      groupBy: 'plan',
      paymentType: 'card',
      room: 101,
      q: true,
    },
  ],
  [
    'PMS Transactions',
    '/report/pms?status=lost&pageSize=5000&fromHour=25',
    '/report/pms?status=posted&room=0412&pageSize=100&range=today&fromHour=6&toHour=9',
    { status: 'posted', room: '0412', pageSize: 100, range: 'today', fromHour: 6, toHour: 9 },
  ],
  [
    'Credit Card Transactions',
    '/report/cc?status=stolen&order=up',
    '/report/cc?status=declined&q=ann&order=asc',
    { status: 'declined', q: 'ann', order: 'asc' },
  ],
  ['Group Sales', '/report/group?sort=Time', '/report/group?sort=Count', { sort: 'Count' }],
  [
    'User Sales',
    '/report/user?range=1y',
    '/report/user?range=90d&soldBy=desk',
    { range: '90d', soldBy: 'desk' },
  ],
  [
    'Radius Activity',
    '/support/radius?online=maybe&thisOrgOnly=2',
    '/support/radius?online=true&account=1042-3-318',
    { online: true, account: '1042-3-318' },
  ],
  [
    'Loyalty PMS Activity',
    '/support/loyalty?result=won&action=fly',
    '/support/loyalty?result=not_found&action=enroll',
    { result: 'not_found', action: 'enroll' },
  ],
  [
    'Find Accounts',
    '/support/account?field=password&thisOrgOnly=maybe&page=-1&sort=Password&account=..%2Fetc',
    '/support/account?q=412&field=room&thisOrgOnly=true&page=2&sort=-Room&account=1042-3-318',
    { q: 412, field: 'room', thisOrgOnly: true, page: 2, sort: '-Room', account: '1042-3-318' },
  ],
];

describe('the screens’ addresses', () => {
  it.each(cases)('%s: a malformed parameter reads as its default', async (_, malformed) => {
    expect(await routeSearch(malformed)).toEqual({ search: {}, failed: false });
  });

  it.each(cases)('%s: a valid address reads as written', async (_, __, valid, read) => {
    expect(await routeSearch(valid)).toEqual({ search: read, failed: false });
    // And what the screen writes from it is the address it read, in the same words: no number
    // turned into a quoted text (`room="101"`), no `1` into `true`.
    const written = await writtenSearch(new URL(valid, 'http://x').pathname, read);
    expect(written.search).toEqual(read);
    const given = new URL(valid, 'http://x').searchParams;
    const wrote = new URLSearchParams(written.text);
    expect([...wrote].sort()).toEqual([...given].sort());
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
