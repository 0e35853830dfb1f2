import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as setup } from '@playwright/test';
import {
  type FoundOrg,
  firstOrgOfType,
  providerWithOrgsUnder,
  siteWithPlans,
} from './support/demo-orgs';
import { DEMO_ADMIN, SIGNED_IN_STATE, signInThroughLoginPage } from './support/session';

// The journeys that do not test signing in start from this saved, signed-in state: one real
// sign-in per run instead of one per journey (docs/decisions/e2e-signed-in-state.md). Sign-in
// itself, SSO, the session timers, logout and re-login keep their own full journeys.
setup('sign in as the demo administrator once', async ({ page }) => {
  await signInThroughLoginPage(page, DEMO_ADMIN);
  const state = await page.context().storageState();
  // Only what the login page stored (the token, the realm, the sign-in time): the console's own
  // cookies (the mocks' scenario, an org context) would start every journey from this page's
  // state instead of a fresh sign-in's.
  const fromLogin = new Set(['AccessToken', 'LogonRealm']);
  // The first active org of each type the list journeys open (support/list-screen.ts `openList`).
  const orgs: Record<string, FoundOrg> = {};
  for (const type of ['ServiceArea', 'Site', 'Grouping', 'ServiceProvider'])
    orgs[type] = await firstOrgOfType(page, type);
  // Bulk Change's site (three service areas sharing a plan name), which its journeys open at once.
  const bulkChangeSite = await siteWithPlans(page);
  // The provider whose Bulk Change run a reload cuts short (bulk-change.spec.ts).
  const cutShortProvider = await providerWithOrgsUnder(page);
  const kept = {
    orgs,
    bulkChangeSite,
    cutShortProvider,
    cookies: state.cookies.filter((cookie) => fromLogin.has(cookie.name)),
    origins: state.origins.map((origin) => ({
      origin: origin.origin,
      localStorage: origin.localStorage.filter((item) => item.name === 'admin.signedInAt'),
    })),
  };
  mkdirSync(dirname(SIGNED_IN_STATE), { recursive: true });
  writeFileSync(SIGNED_IN_STATE, JSON.stringify(kept, null, 2));
});
