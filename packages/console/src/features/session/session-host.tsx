import { useState } from 'react';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { signedInAt } from '../../lib/session/signed-in-at';
import { SessionDialogs } from './session-dialogs';
import { createSessionMachine } from './session-machine';

/** Runs the session timers for the console's lifetime, with the sign-in time of this browser. */
export function SessionHost() {
  const api = useShellCalls();
  const [machine] = useState(() => {
    const startedAt = signedInAt();
    return createSessionMachine(startedAt === undefined ? {} : { startedAt });
  });
  return <SessionDialogs machine={machine} api={api} />;
}
