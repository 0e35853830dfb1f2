import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectReadableText } from './contrast';
import { closeSnackbars } from './session';

// docs/decisions/visual-baselines.md

/**
 * The visual suite's browser: one window size and pixel density, so a baseline taken on one
 * machine compares on another of the same kind (Debian Chromium, linux: the `-linux` suffix).
 */
export function useVisualViewport() {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
}

/**
 * Checks that no visible text is the colour of its background, then compares the page with its
 * baseline (animations stopped, caret hidden, `mask` covering what changes from run to run).
 *
 * A snackbar stays six seconds: whether it is still on screen when the picture is taken depends
 * on the machine's speed, so it is closed first (and its message is a journey's assertion, not
 * a picture's). `keepSnackbar` keeps it for a baseline of the snackbar itself.
 */
export async function expectScreen(
  page: Page,
  name: string,
  mask: Locator[] = [],
  { keepSnackbar = false }: { keepSnackbar?: boolean } = {},
) {
  if (!keepSnackbar) await closeSnackbars(page);
  // Below the phone breakpoint the console's header loads its More menu after first paint: the
  // picture waits for it rather than for the machine's speed (the search, open across the
  // header, hides the whole bar).
  const account = page.getByRole('navigation', { name: 'Account' });
  if ((page.viewportSize()?.width ?? 1280) < 600 && (await account.isVisible())) {
    await expect(account.getByRole('button', { name: 'More' })).toBeVisible();
  }
  await expectReadableText(page);
  await expect(page).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask });
}
