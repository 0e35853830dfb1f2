import { accountQuery } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { lazy, Suspense, useMemo } from 'react';
import { useShellDialog } from '../../hooks/app-state';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { settings } from '../../lib/platform/settings';
import { showShellDialog } from '../../lib/session/shell-dialogs';
import type { AccountInfoState } from './account-info';

// Loaded on first open: the tabs and the password form stay out of the console's first load.
const ProfileDialog = lazy(() =>
  import('./profile-dialog').then(({ ProfileDialog }) => ({ default: ProfileDialog })),
);

/** The profile dialog wired to the header button, the account call and the breach service. */
export function ProfileHost({ title }: { title: string }) {
  const api = useShellCalls();
  const isOpen = useShellDialog() === 'profile';
  // The dialog shows its own message on failure (docs/product/screens.md), so the snackbar stays quiet here.
  const { adminApi } = useGuestnetClients();
  const query = useGuestnetQuery(accountQuery(adminApi), {
    enabled: isOpen,
    meta: { handled: true },
  });
  const account: AccountInfoState = query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error' }
      : { status: 'success', member: query.data };
  // The breach check is only needed once a new password is typed: it loads with that first check.
  const isBreached = useMemo(() => {
    let check: Promise<(password: string) => Promise<{ breached: boolean }>> | undefined;
    return async (password: string) => {
      check ??= import('@guestnet/validators').then(({ createBreachCheck }) =>
        createBreachCheck({ baseUrl: settings.breachBaseUrl }),
      );
      return (await (await check)(password)).breached;
    };
  }, []);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialog
        isOpen={isOpen}
        title={title}
        account={account}
        onClose={() => showShellDialog(null)}
        changePassword={(change) => api.changePassword(change)}
        isBreached={isBreached}
      />
    </Suspense>
  );
}
