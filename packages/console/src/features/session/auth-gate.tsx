import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { ShellCalls } from '../../lib/api/shell-calls';
import { log } from '../../lib/logging/logger';
import { carriedSearch, loginUrl } from '../../lib/platform/paths';
import { followableRedirect } from '../../lib/platform/role-redirect';

// docs/decisions/role-redirect-allowlist.md
const logIgnoredRedirect = (target: string) =>
  log({
    level: 'warn',
    component: 'session',
    message: 'Ignored a role redirect outside the allowed origins',
    context: { roleRedirect: target },
  });

// docs/decisions/page-authorization.md
/**
 * Where page authorization sends the browser, if anywhere (docs/product/states.md "Page authorization"); a
 * role redirect outside the allowed origins is ignored and reported to `onIgnored`.
 */
export function authorizationTarget(
  result: { roleRedirect: string | null } | 'error',
  location: Pick<Location, 'href' | 'search'>,
  onIgnored: (target: string) => void = logIgnoredRedirect,
): string | null {
  if (result === 'error') return loginUrl(carriedSearch(location.search));
  const redirect = followableRedirect(result.roleRedirect, onIgnored, location.href);
  // A redirect already in the address has been followed: going again would loop.
  if (!redirect || location.href.includes(redirect)) return null;
  return redirect;
}

const assign = (url: string) => window.location.assign(url);

/**
 * Shows a spinner until IsLoginValid answers, then the console; an error goes to the login
 * page and a role redirect not already in the address is followed. The page asks once: a new
 * `go` (an inline function, or the gate's own render once authorized) does not ask again; only
 * new `api` clients do (docs/decisions/demo-startup.md, "IsLoginValid once").
 */
export function AuthGate({
  api,
  children,
  go = assign,
}: {
  api: Pick<ShellCalls, 'isLoginValid'>;
  children: ReactNode;
  go?: (url: string) => void;
}) {
  const [authorized, setAuthorized] = useState(false);
  const goTo = useRef(go);
  goTo.current = go;
  useEffect(() => {
    let live = true;
    api.isLoginValid().then(
      (result) => {
        if (!live) return;
        const target = authorizationTarget(result, window.location);
        if (target) goTo.current(target);
        else setAuthorized(true);
      },
      () => {
        if (live) goTo.current(authorizationTarget('error', window.location) ?? '');
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  // The console mounts in a background render, which React cuts into short tasks, so the page
  // answers input while the shell's first render runs (docs/decisions/demo-startup.md, "Round 10").
  const shown = useDeferredValue(authorized, false);
  if (!authorized || !shown) {
    return (
      <Flex height="100vh" alignItems="center" justifyContent="center">
        <ProgressCircle aria-label="Checking your session" isIndeterminate size="L" />
      </Flex>
    );
  }
  return children;
}
