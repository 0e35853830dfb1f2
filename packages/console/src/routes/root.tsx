import { createRootRoute, Outlet } from '@tanstack/react-router';
import { AccountName } from '../features/account/account-name';
import { AppShell } from '../ui/app-shell';

export const rootRoute = createRootRoute({
  component: () => (
    <AppShell header={<AccountName />}>
      <Outlet />
    </AppShell>
  ),
});
