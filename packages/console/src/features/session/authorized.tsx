import type { ReactNode } from 'react';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { AuthGate } from './auth-gate';

/** The console's content once IsLoginValid has authorized the page. */
export function Authorized({ children }: { children: ReactNode }) {
  return <AuthGate api={useShellCalls()}>{children}</AuthGate>;
}
