import { expect, test } from '@playwright/test';
import { CONSOLE_PATH, DEMO_ADMIN, LOGIN_PATH, signIn } from './support/session';

// docs/decisions/referrer-policy.md: other origins see only the console's origin, never a path
// or query, whether the server or only the page states the policy; the console's page, which may
// carry the framed token in its address, sends no path even to its own origin.
const POLICY = 'strict-origin-when-cross-origin';
const PAGE_POLICY = { [LOGIN_PATH]: POLICY, [CONSOLE_PATH]: 'strict-origin' };

for (const [path, pagePolicy] of Object.entries(PAGE_POLICY)) {
  test(`${path} is served with a referrer policy, in the header and in the page`, async ({
    request,
  }) => {
    // The page as served, asked for without a browser: a signed-out console page loaded in one
    // would go on to the login page, and its body could no longer be read.
    const response = await request.get(path);
    expect(response.headers()['referrer-policy']).toBe(POLICY);
    expect(await response.text()).toContain(`<meta name="referrer" content="${pagePolicy}"`);
  });
}

// docs/decisions/demo-startup.md, "Immutable assets": the built scripts and styles carry their
// content's hash in their names and are kept by the browser; the pages are asked for again.
test('the built scripts are served immutable, and the pages are not kept', async ({ request }) => {
  const page = await request.get(CONSOLE_PATH);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /<script type="module"[^>]* src="([^"]+\/assets\/[^"]+\.js)"/.exec(
    await page.text(),
  )?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a framed console takes its token out of the address once it has read it', async ({
  page,
  context,
}) => {
  // Two console loads, one of them in a frame.
  test.slow();
  await signIn(page, DEMO_ADMIN);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'AccessToken')?.value;
  expect(token).toBeTruthy();
  // A same-origin host page: the login page, once it has rendered, gives up its body to the frame.
  await page.goto(LOGIN_PATH);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  // What the framed page's own requests say of where they come from, its first scripts included.
  const referers: string[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) referers.push(request.headers().referer ?? '');
  });
  await page.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Framed console';
      frame.style.width = '1200px';
      frame.style.height = '800px';
      document.body.replaceChildren(frame);
    },
    `${CONSOLE_PATH}?sm=1&at=${encodeURIComponent(token ?? '')}`,
  );
  const framed = page.frameLocator('iframe[title="Framed console"]');
  // The shell shows only after IsLoginValid accepted the token the frame read from its address.
  await expect(framed.getByRole('button', { name: 'View Profile/Change Password' })).toBeVisible({
    timeout: 20_000,
  });
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame?.url()).toMatch(/\/admin-ui\/admin\//);
  expect(frame?.url()).not.toContain('at=');
  expect(await frame?.evaluate(() => window.location.search)).not.toContain(token);
  expect(referers.filter((referer) => referer.length > 0).length).toBeGreaterThan(0);
  expect(referers.filter((referer) => referer.includes(token ?? 'no token'))).toEqual([]);
});
