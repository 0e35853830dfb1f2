import { DialogContainer } from '@adobe/react-spectrum';
import { useEffect, useState } from 'react';
import { reloadPage } from '../../lib/app-state';
import { logout, useLoggingOut } from '../../lib/logout';
import { carriedSearch, loginUrl, ssoLoginUrl } from '../../lib/paths';
import { getSelectedOrg } from '../../lib/selected-org';
import type { ShellApi } from '../../lib/shell-api';
import { markSignedIn } from '../../lib/signed-in-at';
import { writeToken } from '../../lib/token';
import { ErrorLoggingInDialog } from './error-logging-in-dialog';
import { IdleDialog } from './idle-dialog';
import { LoggingOutDialog } from './logging-out-dialog';
import { ReloginDialog } from './relogin-dialog';
import type { SessionMachine } from './session-machine';
import { useSessionTimers } from './use-session-timers';

type Phase = 'none' | 'relogin' | 'error';

const go = (url: string) => window.location.assign(url);
const search = () => carriedSearch(window.location.search);

/**
 * The session lifecycle on screen (SPEC.md §4): the idle countdown, logout on expiry or at the
 * 12-hour limit, then the re-login dialog and, if that fails, `Error Logging In`.
 */
export function SessionDialogs({ machine, api }: { machine: SessionMachine; api: ShellApi }) {
  const { state, stayLoggedIn } = useSessionTimers(machine);
  const isLoggingOut = useLoggingOut();
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

  let dialog = null;
  if (isLoggingOut) dialog = <LoggingOutDialog />;
  else if (phase === 'relogin')
    dialog = (
      <ReloginDialog
        org={getSelectedOrg().number}
        relogin={(payload) => api.relogin(payload)}
        onSuccess={(outcome) => {
          writeToken(outcome.token);
          markSignedIn();
          reloadPage();
        }}
        onFailure={() => setPhase('error')}
        onSso={() => go(ssoLoginUrl(search()))}
        onCancel={() => go(loginUrl(search()))}
      />
    );
  else if (phase === 'error')
    dialog = <ErrorLoggingInDialog onBack={() => go(loginUrl(search()))} />;
  else if (state.status === 'warning')
    dialog = (
      <IdleDialog
        remainingMs={state.remainingMs}
        onStay={stayLoggedIn}
        onLogOut={() => void logout(() => api.logout(), { redirect: true })}
      />
    );

  // Persistent: none of these closes on Escape or a click outside (SPEC.md §2).
  return (
    <DialogContainer onDismiss={() => {}} isKeyboardDismissDisabled>
      {dialog}
    </DialogContainer>
  );
}
