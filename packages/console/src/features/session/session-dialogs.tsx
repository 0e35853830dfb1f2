import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLoggingOut } from '../../hooks/app-state';
import { useOrgSession } from '../../hooks/org-session';
import type { ShellCalls } from '../../lib/api/shell-calls';
import { answerUnauthorized } from '../../lib/api/unauthorized';
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

/** A call that got 401 and waits for the re-login (docs/decisions/one-relogin.md). */
interface Waiting {
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

const go = (url: string) => window.location.assign(url);
const search = () => carriedSearch(window.location.search);

/**
 * The session lifecycle on screen (docs/product/states.md): the idle countdown, logout on expiry or at the
 * 12-hour limit, then the re-login dialog and, if that fails, `Error Logging In`. A call that
 * gets 401 opens the same re-login dialog and, once the user is back in, is sent again with the
 * new token, so what the user was doing is not lost (the page reloads only after an expiry).
 */
export function SessionDialogs({ machine, api }: { machine: SessionMachine; api: ShellCalls }) {
  const { state, stayLoggedIn } = useSessionTimers(machine);
  const isLoggingOut = useLoggingOut();
  const session = useOrgSession();
  const [phase, setPhase] = useState<Phase>('none');
  const waiting = useRef<Waiting[]>([]);

  useEffect(
    () =>
      answerUnauthorized(
        () =>
          new Promise<string>((resolve, reject) => {
            waiting.current.push({ resolve, reject });
            setPhase((current) => (current === 'none' ? 'relogin' : current));
          }),
      ),
    [],
  );

  // Every call waiting for the re-login gets the new token, or its 401 back.
  const settleWaiting = (token: string | undefined) => {
    const calls = waiting.current;
    waiting.current = [];
    for (const call of calls) {
      if (token) call.resolve(token);
      else call.reject(new Error('Not logged in again'));
    }
  };

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
        settleWaiting(outcome.token);
        // After an expiry the page starts afresh; after a call's 401 the calls carry on.
        if (state.status === 'expired') reloadPage();
        else setPhase('none');
      },
      onFailure: () => {
        settleWaiting(undefined);
        setPhase('error');
      },
      // An SSO user signs in again on the login page's SSO form.
      onSso: () => {
        settleWaiting(undefined);
        go(loginUrl(search(), true));
      },
      onCancel: () => {
        settleWaiting(undefined);
        go(loginUrl(search()));
      },
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
