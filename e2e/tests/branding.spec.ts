import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, LOGIN_PATH, signInThroughLoginPage } from './support/session';

// *.localhost resolves to loopback in Chromium, so a brand's host name reaches the demo server.
function onHost(baseURL: string | undefined, label: string): string {
  const url = new URL(baseURL ?? 'http://localhost:4173');
  url.hostname = `${label}.localhost`;
  return url.origin;
}

const cases: [label: string, title: string][] = [
  ['lodgenet', 'Property Management Portal'],
  ['stayconnect', 'StayConnect'],
  ['guestnet', 'Guestnet Admin'],
  ['unknown-operator', 'Guestnet Admin'],
];

for (const [label, title] of cases) {
  test(`brands ${label}.localhost as "${title}"`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: onHost(baseURL, label) });
    const page = await context.newPage();
    await page.goto(LOGIN_PATH);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml|\.svg$/);
    await context.close();
  });
}

test('keeps the brand in the console after sign-in', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: onHost(baseURL, 'lodgenet') });
  const page = await context.newPage();
  await signInThroughLoginPage(page, DEMO_ADMIN);
  await expect(page).toHaveTitle('Property Management Portal');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    'Property Management Portal',
  );
  await context.close();
});

test('gives each brand its own icon', async ({ browser, baseURL }) => {
  const icons = new Set<string | null>();
  for (const label of ['lodgenet', 'stayconnect', 'guestnet']) {
    const context = await browser.newContext({ baseURL: onHost(baseURL, label) });
    const page = await context.newPage();
    await page.goto(LOGIN_PATH);
    icons.add(await page.locator('link[rel="icon"]').getAttribute('href'));
    await context.close();
  }
  expect(icons.size).toBe(3);
});
