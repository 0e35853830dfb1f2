// Find Accounts' address (docs/decisions/find-accounts.md, docs/decisions/typed-addresses.md), in
// a module with no screen code, so the router validates it (routes/screen-addresses.ts).
import * as v from 'valibot';
import {
  choiceField,
  LIST_FIELDS,
  MAX_PAGE_SIZE,
  wholeField,
} from '../../lib/screens/screen-address';
import { writtenText } from '../../ui/report/report-search';

/** What the search looks in: `any` field by default (the contract's `field`). */
export const ACCOUNT_FIELDS = [
  { id: 'any', label: 'Any field' },
  { id: 'name', label: 'Name' },
  { id: 'email', label: 'Email' },
  { id: 'room', label: 'Room' },
  { id: 'code', label: 'Access code' },
  { id: 'mac', label: 'MAC' },
  { id: 'account', label: 'Account number' },
] as const;

/** One of {@link ACCOUNT_FIELDS}' ids. */
export type AccountField = (typeof ACCOUNT_FIELDS)[number]['id'];

/** The columns the server sorts by (the contract's `sort`). */
export const ACCOUNT_SORTS = [
  'LastSeen',
  'Created',
  'Name',
  'Email',
  'Room',
  'Account',
  'OrgName',
  'Status',
] as const;

/** The longest text the address keeps and the box takes (the contract's `q`, `maxLength: 100`). */
export const QUERY_MAX = 100;

/** An account number as the contract writes it (`GuestAccountNumber`): `1042-3-318`. */
const ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/;

// A text the router may have read as a number (`q=412`): read in the form it writes back as
// itself (ui/report/report-search.ts `writtenText`), so `q=412` stays `q=412`.
const text = (cut: (text: string) => string) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => cut(String(value))),
  );

/**
 * Find Accounts' search parameters: `?q=412&field=room&thisOrgOnly=true&page=2&account=1042-3-318`
 * (`account` is the account whose details are open). Anything malformed reads as its default.
 */
export const FIND_ACCOUNTS_ADDRESS = v.object({
  q: v.fallback(
    v.pipe(
      text((value) => value.trim().slice(0, QUERY_MAX)),
      v.transform(writtenText),
    ),
    '',
  ),
  field: choiceField(
    ACCOUNT_FIELDS.map((option) => option.id).filter((id) => id !== 'any'),
    'any',
  ),
  thisOrgOnly: v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => value === true || value === 'true' || value === 1 || value === '1'),
    ),
    false,
  ),
  page: LIST_FIELDS.page,
  pageSize: wholeField(1, MAX_PAGE_SIZE, 25),
  sort: choiceField(
    ACCOUNT_SORTS.flatMap((column) => [column, `-${column}`] as const),
    '',
  ),
  account: v.fallback(
    v.optional(
      v.pipe(
        text((value) => value),
        v.regex(ACCOUNT_PATTERN),
        v.transform(writtenText),
      ),
    ),
    undefined,
  ),
});
