import type { AdminApiComponents } from '@guestnet/sdk';
import type { MockContext } from '../../mock-route.js';
import type { GeneratedOrg } from '../../org-tree/generate-org-tree.js';
import { isUnder } from '../../tenancy.js';
import { json } from '../operation-failures.js';
import { asked } from './report-answers.js';
import type { ReportClock } from './report-clock.js';
import type { ReportLeaf } from './report-leaf.js';
import {
  invalid,
  type ListTerms,
  macKey,
  SCAN_LIMIT,
  scopeLeaves,
  slicer,
  type Timed,
  tooBroad,
  untimed,
} from './report-lists.js';
import { hourWeights, isoDay, leafDay, leafOf } from './report-rollup.js';
import { type Guest, guestOf, guestsPerDay, salesOf, sessionsOf } from './report-rows.js';

type Schemas = AdminApiComponents['schemas'];
type SaleRow = Schemas['ReportSalesRow'];
type SessionRow = Schemas['ReportSessionRow'];

// The guest account search and a guest's account: docs/decisions/report-queries.md "Find Accounts"

/** The days of guests `findGuestAccounts` looks through, up to today. */
export const ACCOUNT_DAYS = 30;
/**
 * The most leaf-days whose rows `findGuestAccounts` reads for the accounts it found (their last
 * session, plan and access code): a search finding guests of more is refused as too broad.
 */
export const ACCOUNT_GROUPS = 300;

/**
 * A room number as support types it and as it is compared: without case, spaces, a leading
 * `room`, `rm` or `#` and leading zeros, so `Room 0101` and `101` name room 101, and `10` does
 * not name room 101 or 1010 (docs/decisions/report-queries.md "Find Accounts").
 */
export function roomKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^(room|rm|#)+/, '')
    .replace(/^0+(?=.)/, '');
}

const tooManyAccounts = () =>
  invalid(
    `the search finds guests of more than ${ACCOUNT_GROUPS.toLocaleString('en-US')} days of service areas; narrow the org or the search`,
  );

/**
 * The leaf org, day and guest a demo account number names: `1042-3-205960318` is guest 318 of
 * GN-1042-3 who came on day 20596.
 */
export function parseAccount(account: string) {
  const match = /^(\d+(?:-\d+)?)-(\d{5,})$/.exec(account);
  if (!match) return undefined;
  const serial = Number(match[2]);
  return { orgNumber: `GN-${match[1]}`, day: Math.floor(serial / 10_000), guest: serial % 10_000 };
}

type AccountRow = Schemas['GuestAccount'];

/** The instant a guest's account was made: in the evening before the day its rows begin. */
const createdAt = (clock: ReportClock, day: number, guest: number) =>
  clock.dayStart(day) - (1 + ((guest * 37) % 240)) * 60_000;

/** The access code a guest redeemed, if its payments show one: the leaf's digits and the guest. */
const accessCodeOf = (leaf: ReportLeaf, guest: number) =>
  `${leaf.number.replace(/\D/g, '').slice(-4)}${String(guest).padStart(4, '0')}`;

/**
 * Guests' accounts as Find Accounts lists them, all of one leaf and day: their sessions and
 * payments (the rows of that day and the next that name them, in order of time), their last
 * session and their last sale's plan, read in one pass over those rows.
 */
function accountsOf(
  terms: Pick<ListTerms, 'tree' | 'generated' | 'seed' | 'clock' | 'until' | 'currency'>,
  org: GeneratedOrg,
  leaf: ReportLeaf,
  day: number,
  guests: readonly number[],
) {
  const people = guests.map((guest) => guestOf(leaf, day, guest));
  const history = new Map(
    people.map((person) => [
      person.account,
      { sessions: [] as Timed<SessionRow>[], payments: [] as Timed<SaleRow>[] },
    ]),
  );
  const nowDay = terms.clock.dayOf(terms.until);
  for (let d = day; d <= Math.min(day + 1, nowDay); d++) {
    const hours = hourWeights(leaf.kind, d, terms.clock, terms.until);
    const fraction = d < nowDay ? 1 : hours.reduce((sum, share) => sum + share, 0);
    if (fraction === 0) continue;
    const input = {
      leaf,
      org,
      day: d,
      figures: leafDay(leaf, d, fraction),
      currency: terms.currency,
      clock: terms.clock,
      until: terms.until,
      weights: hours,
    };
    const s = sessionsOf(input);
    for (let i = 0; i < s.count; i++) {
      const row = s.row(i);
      history.get(row.Account)?.sessions.push(row);
    }
    const p = salesOf(input);
    for (let i = 0; i < p.count; i++) {
      const row = p.row(i);
      history.get(row.Account)?.payments.push(row);
    }
  }
  return people.map((person, n) => {
    const guest = guests[n] ?? 0;
    const { sessions, payments } = history.get(person.account) ?? { sessions: [], payments: [] };
    const lastSession = sessions.at(-1);
    const row: AccountRow = {
      Account: person.account,
      Name: person.name,
      Email: person.email,
      Room: person.room,
      OrgNumber: org.number,
      OrgName: org.name,
      Status: day < nowDay - leaf.stay ? 'expired' : 'active',
      Created: new Date(createdAt(terms.clock, day, guest)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      LastSeen: lastSession ? lastSession.Start : null,
      Plan: payments.at(-1)?.Plan ?? '',
      AccessCode: payments.some((sale) => sale.PaymentType === 'code')
        ? accessCodeOf(leaf, guest)
        : '',
      Macs: person.macs,
    };
    return { row, sessions, payments };
  });
}

function guestAccountAnswer(context: MockContext, query: URLSearchParams): Response {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const generated = context.state.generatedOrgTree(context.scenario, context.seed);
  const within = tree.byNumber.get(query.get('orgNumber') ?? '');
  const named = parseAccount(context.params.account ?? '');
  const org = named && tree.byNumber.get(named.orgNumber);
  const notFound = () => json(404, { Message: 'Not found.' });
  if (!within || !named || !org || context.scenario === 'empty') return notFound();
  if (!isUnder(org, within.number) || tree.childrenOf(org.number).length > 0) return notFound();
  const leaf = leafOf(org, tree, generated, context.seed);
  if (named.guest >= guestsPerDay(leaf)) return notFound();
  const range = asked(
    context,
    new URLSearchParams({ orgNumber: org.number, from: isoDay(named.day), to: isoDay(named.day) }),
  );
  if (range instanceof Response) return notFound();
  if (named.day > range.clock.dayOf(range.until)) return notFound();
  const [account] = accountsOf(
    { ...range, seed: context.seed, currency: leaf.currency },
    org,
    leaf,
    named.day,
    [named.guest],
  );
  if (!account) return notFound();
  const { row, sessions, payments } = account;
  return json<Schemas['GuestAccountDetail']>(200, {
    ...row,
    Currency: leaf.currency,
    RecentSessions: sessions.reverse().slice(0, 20).map(untimed),
    RecentPayments: payments.reverse().slice(0, 20).map(untimed),
  });
}

const FIELDS = ['any', 'name', 'email', 'room', 'code', 'mac', 'account'] as const;
type Field = (typeof FIELDS)[number];

async function findAccounts(context: MockContext, query: URLSearchParams): Promise<Response> {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(query.get('orgNumber') ?? '');
  if (!org) return json(404, { Message: 'Not found.' });
  const q = (query.get('q') ?? '').trim().toLowerCase();
  if (q.length < 2) return invalid('q must have at least 2 characters');
  const field = (FIELDS as readonly string[]).includes(query.get('field') ?? '')
    ? (query.get('field') as Field)
    : 'any';
  const now = (context.now?.() ?? new Date()).getTime();
  const clockRange = asked(
    context,
    new URLSearchParams({ orgNumber: org.number, from: '2000-01-01', to: '2000-01-01' }),
  );
  if (clockRange instanceof Response) return clockRange;
  const today = clockRange.clock.dayOf(now);
  const terms = {
    ...clockRange,
    seed: context.seed,
    leaves:
      context.scenario === 'empty'
        ? []
        : (
            await scopeLeaves(
              tree,
              clockRange.generated,
              context.seed,
              org,
              query.get('thisOrgOnly') === 'true',
            )
          ).orgs,
  };
  const mac = macKey(q);
  const room = roomKey(q);
  const has = (value: string) => value.toLowerCase().includes(q);
  // What a guest is found by without its rows; an access code needs its payments to show it.
  const byPerson = (person: Guest) => {
    const byField: Record<Field, () => boolean> = {
      name: () => has(person.name),
      email: () => has(person.email),
      room: () => room !== '' && roomKey(person.room) === room,
      code: () => false,
      mac: () => mac.length >= 2 && person.macs.some((m) => macKey(m).includes(mac)),
      account: () => has(person.account),
      any: () =>
        has(person.name) ||
        has(person.email) ||
        (room !== '' && roomKey(person.room) === room) ||
        has(person.account) ||
        (mac.length >= 2 && person.macs.some((m) => macKey(m).includes(mac))),
    };
    return byField[field]();
  };
  const byCode = field === 'code' || field === 'any';
  const named = parseAccount(q);
  // The guests found, by leaf and day: their accounts are read from those days' rows at once.
  const groups = new Map<
    string,
    { leafOrg: GeneratedOrg; leaf: ReportLeaf; day: number; guests: number[] }
  >();
  let read = 0;
  const turn = slicer();
  for (const leafOrg of terms.leaves) {
    await turn();
    if (named && leafOrg.number.toLowerCase() !== named.orgNumber.toLowerCase()) continue;
    const leaf = leafOf(leafOrg, tree, terms.generated, context.seed);
    const guests = guestsPerDay(leaf);
    for (let day = today - ACCOUNT_DAYS + 1; day <= today; day++) {
      if (named && day !== named.day) continue;
      read += guests;
      if (read > SCAN_LIMIT) return tooBroad();
      for (let guest = 0; guest < guests; guest++) {
        if (named && guest !== named.guest) continue;
        const candidate =
          byPerson(guestOf(leaf, day, guest)) || (byCode && has(accessCodeOf(leaf, guest)));
        if (!candidate) continue;
        const key = `${leafOrg.number}|${day}`;
        let group = groups.get(key);
        if (!group) {
          if (groups.size >= ACCOUNT_GROUPS) return tooManyAccounts();
          group = { leafOrg, leaf, day, guests: [] };
          groups.set(key, group);
        }
        group.guests.push(guest);
      }
    }
  }
  const found: AccountRow[] = [];
  for (const { leafOrg, leaf, day, guests } of groups.values()) {
    await turn();
    const accounts = accountsOf(
      { ...terms, until: clockRange.until, currency: leaf.currency },
      leafOrg,
      leaf,
      day,
      guests,
    );
    accounts.forEach(({ row }, n) => {
      // A guest found by its person is listed; one found by a code only if it redeemed one.
      const person = guestOf(leaf, day, guests[n] ?? 0);
      if (byPerson(person) || (byCode && has(row.AccessCode))) found.push(row);
    });
  }
  const sort = query.get('sort') ?? 'LastSeen';
  const desc = (query.get('order') ?? 'desc') !== 'asc';
  const value = (row: AccountRow) =>
    sort === 'LastSeen'
      ? (row.LastSeen ?? row.Created)
      : String(row[sort as keyof AccountRow] ?? '');
  found.sort(
    (a, b) =>
      (desc ? -1 : 1) *
      (String(value(a)).localeCompare(String(value(b))) || a.Account.localeCompare(b.Account)),
  );
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(1000, Math.max(1, Number(query.get('pageSize') ?? 50) || 50));
  return json<Schemas['AccountSearch']>(200, {
    OrgNumber: org.number,
    Q: query.get('q') ?? '',
    Field: field,
    Page: page,
    PageSize: pageSize,
    TotalRows: found.length,
    Totals: { Count: found.length },
    Rows: found.slice((page - 1) * pageSize, page * pageSize),
  });
}

/**
 * The guest account search (`findGuestAccounts`) and a guest's account (`getGuestAccount`);
 * `undefined` for other operations.
 */
export async function guestAccountsAnswer(
  operationId: string,
  context: MockContext,
  query: URLSearchParams,
): Promise<Response | undefined> {
  if (operationId === 'getGuestAccount') return guestAccountAnswer(context, query);
  if (operationId === 'findGuestAccounts') return await findAccounts(context, query);
  return undefined;
}
