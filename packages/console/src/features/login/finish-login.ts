import type { LoginOutcome } from '../../lib/api/shell-calls';
import { log } from '../../lib/logging/logger';
import { CONSOLE_PATH, carriedSearch } from '../../lib/platform/paths';
import { followableRedirect } from '../../lib/platform/role-redirect';
import { markSignedIn } from '../../lib/session/signed-in-at';
import { writeToken } from '../../lib/session/token';

// docs/decisions/role-redirect-allowlist.md
const logIgnoredRedirect = (target: string) =>
  log({
    level: 'warn',
    component: 'login',
    message: 'Ignored a role redirect outside the allowed origins',
    context: { roleRedirect: target },
  });

// docs/decisions/login-page.md
/**
 * After a successful login: store the token, start the 12-hour clock, then go where the role
 * says (when it stays on an allowed origin) or to the console (docs/product/states.md "Page authorization").
 */
export function finishLogin(
  outcome: LoginOutcome,
  search: string,
  go: (url: string) => void = (url) => window.location.assign(url),
  onIgnored: (target: string) => void = logIgnoredRedirect,
): void {
  writeToken(outcome.token);
  markSignedIn();
  const redirect = followableRedirect(outcome.roleRedirect, onIgnored);
  go(redirect ?? `${CONSOLE_PATH}${carriedSearch(search)}`);
}
