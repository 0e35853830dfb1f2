import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoggingOut } from '../../hooks/app-state';
import { useOrgSession } from '../../hooks/org-session';
import type { ShellCalls } from '../../lib/api/shell-calls';
import { carriedSearch, loginUrl } from '../../lib/platform/paths';
import { reloadPage } from '../../lib/session/app-state';
import { logout } from '../../lib/session/logout';
import { markSignedIn } from '../../lib/session/signed-in-at';
import { writeToken } from '../../lib/session/token';
import type { SessionDialogViewProps } from './session-dialog-view';
import type { SessionMachine } from './session-machine';
import { useSessionTimers } from './use-session-timers';

// The dialogs stay out of the console's first load until the session needs one.
const SessionDialogView = lazy(() =>
  import('./session-dialog-view').then(({ SessionDialogView }) => ({ default: SessionDialogView })),
);

type Phase = 'none' | 'relogin' | 'error';

const go = (url: string) => window.location.assign(url);
const search = () => carriedSearch(window.location.search);

/**
 * The session lifecycle on screen (SPEC.md §4): the idle countdown, logout on expiry or at the
 * 12-hour limit, then the re-login dialog and, if that fails, `Error Logging In`.
 */
export function SessionDialogs({ machine, api }: { machine: SessionMachine; api: ShellCalls }) {
  const { state, stayLoggedIn } = useSessionTimers(machine);
  const isLoggingOut = useLoggingOut();
  const session = useOrgSession();
  const [phase, setPhase] = useState<Phase>('none');

  useEffect(() => {
    if (state.status !== 'expired') return;
    let live = true;
    void logout(() => api.logout(), { redirect: false }).then((stays) => {
      if (live && stays) setPhase('relogin');
    });
    return () => {
      live = false;
    };
  }, [state.status, api]);

  let view: SessionDialogViewProps | null = null;
  if (isLoggingOut) view = { kind: 'logging-out' };
  else if (phase === 'relogin')
    view = {
      kind: 'relogin',
      org: session.selected.get().number,
      relogin: (payload) => api.relogin(payload),
      onSuccess: (outcome) => {
        writeToken(outcome.token);
        markSignedIn();
        reloadPage();
      },
      onFailure: () => setPhase('error'),
      // An SSO user signs in again on the login page's SSO form.
      onSso: () => go(loginUrl(search(), true)),
      onCancel: () => go(loginUrl(search())),
    };
  else if (phase === 'error') view = { kind: 'error', onBack: () => go(loginUrl(search())) };
  else if (state.status === 'warning')
    view = {
      kind: 'idle',
      remainingMs: state.remainingMs,
      onStay: stayLoggedIn,
      onLogOut: () => void logout(() => api.logout(), { redirect: true }),
    };

  if (!view) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogView {...view} />
    </Suspense>
  );
}
