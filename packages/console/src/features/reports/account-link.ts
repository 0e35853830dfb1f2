// docs/decisions/report-screens.md, docs/decisions/find-accounts.md
import type { ReportRowLink } from '../../ui/report';

/** Support > Find Accounts' path in the screens table. */
const FIND_ACCOUNTS = '/support/account';

/**
 * Where a report row with an account opens: Find Accounts' account dialog (`?account=…`), over
 * the search for that account number, so closing it leaves the account in the results. None for
 * a row without an account.
 *
 * @example
 * accountLink('1042-3-318');
 * // → { to: '/support/account', search: { q: '1042-3-318', field: 'account', account: '1042-3-318' }, what: 'its account' }
 */
export function accountLink(account: string | null | undefined): ReportRowLink | undefined {
  if (!account) return undefined;
  return {
    to: FIND_ACCOUNTS,
    search: { q: account, field: 'account', account },
    what: 'its account in Find Accounts',
  };
}
