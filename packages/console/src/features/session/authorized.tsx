import type { ReactNode } from 'react';
import { useShellApi } from '../../lib/api/shell-api';
import { AuthGate } from './auth-gate';

/** The console's content once IsLoginValid has authorized the page. */
export function Authorized({ children }: { children: ReactNode }) {
  return <AuthGate api={useShellApi()}>{children}</AuthGate>;
}
