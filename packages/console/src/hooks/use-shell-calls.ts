import { useGuestnetClients } from '@guestnet/sdk/react';
import { useMemo } from 'react';
import { type ShellCalls, shellCalls } from '../lib/api/shell-calls';

/** The shell's calls over the provided clients (lib/api/shell-calls.ts). */
export function useShellCalls(): ShellCalls {
  const clients = useGuestnetClients();
  return useMemo(() => shellCalls(clients), [clients]);
}
