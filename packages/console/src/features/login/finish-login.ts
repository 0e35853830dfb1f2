import { CONSOLE_PATH, carriedSearch } from '../../lib/paths';
import type { LoginOutcome } from '../../lib/shell-api';
import { markSignedIn } from '../../lib/signed-in-at';
import { writeToken } from '../../lib/token';

// docs/decisions/login-page.md
/**
 * After a successful login: store the token, start the 12-hour clock, then go where the role
 * says or to the console (SPEC.md §4 "Page authorization").
 */
export function finishLogin(
  outcome: LoginOutcome,
  search: string,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  writeToken(outcome.token);
  markSignedIn();
  go(outcome.roleRedirect || `${CONSOLE_PATH}${carriedSearch(search)}`);
}
