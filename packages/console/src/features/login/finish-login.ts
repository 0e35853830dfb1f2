import type { LoginOutcome } from '../../lib/api/shell-calls';
import { CONSOLE_PATH, carriedSearch } from '../../lib/platform/paths';
import { markSignedIn } from '../../lib/session/signed-in-at';
import { writeToken } from '../../lib/session/token';

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
