import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectReadableText } from './contrast';

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
 */
export async function expectScreen(page: Page, name: string, mask: Locator[] = []) {
  await expectReadableText(page);
  await expect(page).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask });
}
