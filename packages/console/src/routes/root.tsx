import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AccountName } from '../features/account/account-name';
import { brandForHost } from '../features/branding/brands';
import { FeedbackHost } from '../features/feedback/feedback-host';
import { GoToButton } from '../features/go-to/go-to-button';
import { DrawerToggle } from '../features/header/drawer-toggle';
import { HeaderActions } from '../features/header/header-actions';
import { NavTabs } from '../features/navigation/nav-tabs';
import { OrgSearch } from '../features/org-search/org-search';
import { OrgDrawer } from '../features/org-tree/org-drawer';
import { SetOrgFrame } from '../features/org-tree/set-org-frame';
import { ProfileHost } from '../features/profile/profile-host';
import { Authorized } from '../features/session/authorized';
import { OrgChangeWarning } from '../features/session/org-change-warning';
import { SessionHost } from '../features/session/session-host';
import { useOrgSession } from '../hooks/org-session';
import { AppShell } from '../ui/app-shell';
import { Snackbar } from '../ui/snackbar';

/**
 * Starts the org list once the login is valid (docs/product/states.md "Org list loading"): the drawer, the
 * screens and the deep links all wait on the same load.
 */
function StartOrgList() {
  const session = useOrgSession();
  useEffect(() => {
    void session.loadList();
  }, [session]);
  return null;
}

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
          header={<HeaderActions displayName={<AccountName />} goTo={<GoToButton />} />}
          search={<OrgSearch />}
          drawer={<OrgDrawer />}
          subheader={<NavTabs />}
        >
          <Outlet />
        </AppShell>
        <StartOrgList />
        {/* The hidden SetOrg.aspx frame, mounted once, works whether the drawer is open or not. */}
        <SetOrgFrame />
        <ProfileHost title={`${brand.title} Profile`} />
        <FeedbackHost />
        <SessionHost />
      </Authorized>
      <Snackbar />
    </>
  );
}

export const rootRoute = createRootRoute({ component: RootLayout });
