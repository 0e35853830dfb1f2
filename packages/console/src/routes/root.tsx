import { createRootRoute, Outlet } from '@tanstack/react-router';
import { AccountName } from '../features/account/account-name';
import { brandForHost } from '../features/branding/brands';
import { FeedbackHost } from '../features/feedback/feedback-host';
import { DrawerToggle } from '../features/header/drawer-toggle';
import { HeaderActions } from '../features/header/header-actions';
import { NavTabs } from '../features/navigation/nav-tabs';
import { OrgSearch } from '../features/org-search/org-search';
import { OrgDrawer } from '../features/org-tree/org-drawer';
import { ProfileHost } from '../features/profile/profile-host';
import { Authorized } from '../features/session/authorized';
import { OrgChangeWarning } from '../features/session/org-change-warning';
import { SessionHost } from '../features/session/session-host';
import { AppShell } from '../ui/app-shell';
import { Snackbar } from '../ui/snackbar';

function RootLayout() {
  const brand = brandForHost(window.location.hostname);
  return (
    <>
      <Authorized>
        <AppShell
          title={brand.title}
          icon={brand.icon}
          start={<DrawerToggle />}
          banner={<OrgChangeWarning />}
          header={<HeaderActions displayName={<AccountName />} />}
          search={<OrgSearch />}
          drawer={<OrgDrawer />}
          subheader={<NavTabs />}
        >
          <Outlet />
        </AppShell>
        <ProfileHost title={`${brand.title} Profile`} />
        <FeedbackHost />
        <SessionHost />
      </Authorized>
      <Snackbar />
    </>
  );
}

export const rootRoute = createRootRoute({ component: RootLayout });
