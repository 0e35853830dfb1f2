// docs/decisions/find-accounts.md
import { type AddressOf, addressParams, readAddress } from '../../lib/screens/screen-address';
import type { ListColumn } from '../../ui/list/list-column';
import type { ListSearch } from '../../ui/list/list-search';
import type { AccountRow, AccountSale, AccountSession } from './account-types';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_SORTS,
  type AccountField,
  FIND_ACCOUNTS_ADDRESS,
  QUERY_MAX,
} from './find-accounts-address';

export { ACCOUNT_FIELDS, ACCOUNT_SORTS, type AccountField, FIND_ACCOUNTS_ADDRESS, QUERY_MAX };

/** The screen's path in the screens table. */
export const FIND_ACCOUNTS_PATH = '/support/account';

export const ACCOUNT_ENTITY = { singular: 'Account', plural: 'Accounts' };

/** The fewest characters the server searches for (the contract's `q`, `minLength: 2`). */
export const QUERY_MIN = 2;

/** What a search shorter than {@link QUERY_MIN} says: the org search's words, for 2 characters. */
export const QUERY_TOO_SHORT = `Please enter at least ${QUERY_MIN} characters to refine search`;

/**
 * The screen's state in the address: `?q=412&field=room&thisOrgOnly=true&page=2&account=1042-3-318`.
 * `account` is the account whose details are open.
 */
export interface AccountSearchState {
  q: string;
  field: AccountField;
  thisOrgOnly: boolean;
  /** The kit's page, size and sort (`-LastSeen`: a column, `-` in front for descending). */
  list: Pick<ListSearch, 'page' | 'pageSize' | 'sort'>;
  account: string | undefined;
}

/** One of {@link ACCOUNT_SORTS}. */
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** The server's order when the address names none: the last seen first. */
export const DEFAULT_ACCOUNT_SORT = '-LastSeen';

/**
 * The address's state as the screen keeps it; anything malformed read as the default
 * (FIND_ACCOUNTS_ADDRESS). A number in the address (`q=412`) is the same text.
 *
 * @example
 * accountState(readAddress(FIND_ACCOUNTS_ADDRESS, { q: 412, field: 'room', page: 'x' }));
 * // → { q: '412', field: 'room', thisOrgOnly: false, list: { page: 1, pageSize: 25, sort: '' },
 * //     account: undefined }
 */
export function accountState(address: AddressOf<typeof FIND_ACCOUNTS_ADDRESS>): AccountSearchState {
  return {
    q: String(address.q),
    field: address.field,
    thisOrgOnly: address.thisOrgOnly,
    list: { page: address.page, pageSize: address.pageSize, sort: address.sort },
    account: address.account === undefined ? undefined : String(address.account),
  };
}

/** The address's search parameters as the screen's state; never fails. */
export function readAccountSearch(search: Readonly<Record<string, unknown>>): AccountSearchState {
  return accountState(readAddress(FIND_ACCOUNTS_ADDRESS, search));
}

/**
 * The search parameters of a state, without the defaults, so a shared link stays short; a room
 * or a number as it reads in the address (`q=412`, not `q="412"`).
 */
export function accountSearchParams(
  state: AccountSearchState,
): Record<string, string | number | boolean> {
  return addressParams(FIND_ACCOUNTS_ADDRESS, {
    q: state.q,
    field: state.field,
    thisOrgOnly: state.thisOrgOnly,
    ...state.list,
    // A sort the schema does not know reads as none.
    sort: state.list.sort as AddressOf<typeof FIND_ACCOUNTS_ADDRESS>['sort'],
    account: state.account,
  }) as Record<string, string | number | boolean>;
}

/** Whether a text is long enough to ask the server. */
export const searchable = (q: string) => q.trim().length >= QUERY_MIN;

/** `Lobby (GN-1042-7)`: where an account, a session or a sale belongs. */
export const orgText = (row: { OrgName: string; OrgNumber: string }) =>
  row.OrgName ? `${row.OrgName} (${row.OrgNumber})` : row.OrgNumber;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The parts of an instant on the clock of a zone (one formatter per zone). */
function clockParts(instant: string, timeZone: string): Record<string, string> | undefined {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return undefined;
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(time))) parts[part.type] = part.value;
  return parts;
}

/**
 * An instant on the org's clock, as the reports count it: `2026-11-24 20:05`; `''` for none.
 *
 * @example
 * clockText('2026-11-25T01:05:00Z', 'America/New_York'); // '2026-11-24 20:05'
 */
export function clockText(instant: string | null | undefined, timeZone: string): string {
  const parts = instant ? clockParts(instant, timeZone) : undefined;
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : '';
}

/** The org's day of an instant, `2026-11-24`, or `undefined` for no instant. */
export function dayOf(instant: string, timeZone: string): string | undefined {
  return clockText(instant, timeZone).slice(0, 10) || undefined;
}

/** Where a link goes: a path of the screens table and its search parameters. */
export interface ScreenLink {
  to: string;
  search: Record<string, string | number | boolean>;
}

/** The report screens an account's rows open. */
export const RADIUS_ACTIVITY = '/support/radius';
export const REVENUE_SUMMARY = '/report/revenue';

/**
 * The report of an account's rows: Radius Activity (its sessions) or Revenue Summary (its
 * payments) filtered to the account, over the day of one row (on the org's clock), or the
 * longest preset, 90 days, for all of them.
 *
 * @example
 * accountReportLink('/support/radius', '1042-3-318', '2026-11-24');
 * // → { to: '/support/radius', search: { range: 'custom', from: '2026-11-24', to: '2026-11-24', account: '1042-3-318' } }
 */
export function accountReportLink(
  path: typeof RADIUS_ACTIVITY | typeof REVENUE_SUMMARY,
  account: string,
  day?: string,
): ScreenLink {
  const range: ScreenLink['search'] = day
    ? { range: 'custom', from: day, to: day }
    : { range: '90d' };
  return { to: path, search: { ...range, account } };
}

/** Bytes as the largest decimal unit that keeps a figure of at least 1: `812 kB`, `2.9 GB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Seconds as `1 h 05 min`, `12 min`, `40 s`. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The sort and order the contract takes for the kit's sort (`-LastSeen`); none for the default. */
export function sortParams(sort: string): {
  sort?: AccountSort;
  order?: 'asc' | 'desc';
} {
  const column = ACCOUNT_SORTS.find((known) => sort === known || sort === `-${known}`);
  if (!column) return {};
  return { sort: column, order: sort.startsWith('-') ? 'desc' : 'asc' };
}

/** The results' columns; those the server sorts by have headers that sort. */
export function accountColumns(timeZone: string): readonly ListColumn<AccountRow>[] {
  return [
    { field: 'Name', header: 'Name', width: 'minmax(10rem, 1.2fr)', link: true },
    // Account numbers run to 16 characters (`1003-4-207820022`): read whole, not cut.
    { field: 'Account', header: 'Account', width: 'minmax(10.5rem, 0.8fr)' },
    { field: 'Email', header: 'Email', width: 'minmax(12rem, 1.3fr)' },
    { field: 'Room', header: 'Room', width: 'minmax(5rem, 0.5fr)' },
    { field: 'OrgName', header: 'Org', width: 'minmax(12rem, 1.2fr)', text: orgText },
    { field: 'Status', header: 'Status', width: 'minmax(6rem, 0.5fr)', text: accountStatusText },
    {
      field: 'Plan',
      header: 'Plan',
      width: 'minmax(8rem, 0.8fr)',
      sortable: false,
      text: planText,
    },
    {
      field: 'AccessCode',
      header: 'Access code',
      width: 'minmax(7rem, 0.7fr)',
      sortable: false,
      text: codeText,
    },
    {
      field: 'Macs',
      header: 'MAC',
      width: 'minmax(10rem, 1fr)',
      text: (row) => row.Macs.join(', '),
      sortable: false,
    },
    {
      field: 'LastSeen',
      header: 'Last seen',
      width: 'minmax(9rem, 0.8fr)',
      text: (row) => clockText(row.LastSeen, timeZone),
    },
  ];
}

/**
 * How an account got online, in words: the plan it last bought (a code redeemed is a payment of its
 * plan), else `Free access` when it was online without buying, else `None` (never online).
 */
export function planText(account: Pick<AccountRow, 'Plan' | 'LastSeen'>): string {
  if (account.Plan !== '') return account.Plan;
  return account.LastSeen === null ? 'None' : 'Free access';
}

/** The access code an account redeemed, or `None`. */
export function codeText(account: Pick<AccountRow, 'AccessCode'>): string {
  return account.AccessCode || 'None';
}

const ACCOUNT_STATUSES: Record<AccountRow['Status'], string> = {
  active: 'Active',
  expired: 'Expired',
  disabled: 'Disabled',
};

/** An account's status in words (`active` reads `Active`); one the console does not know, as it is. */
export function accountStatusText(account: Pick<AccountRow, 'Status'>): string {
  return ACCOUNT_STATUSES[account.Status] ?? account.Status;
}

/** A recent session's words for its row: still online, or how long it lasted. */
export function sessionLength(session: AccountSession): string {
  return session.Stop === null ? 'Online now' : formatDuration(session.SessionTime);
}

/** A recent payment's amount in its currency: `USD 12.95`. */
export function saleAmount(sale: AccountSale): string {
  return `${sale.Currency} ${sale.Amount.toFixed(2)}`;
}
