import { expect, type Locator, type Page } from '@playwright/test';
import { POLL_OFTEN } from './poll';

/**
 * The dialog named `name`, once it has come to rest. A Spectrum dialog slides in (20 px up over
 * half a second, after a 0.2 s delay) and fades in: a press on one of its buttons meanwhile can go
 * down on the button and come up beside it once it has moved, and a press released off its button
 * does nothing. On a loaded machine the gap between the press and the release is long enough for
 * that: the Product Feedback dialog stayed open after its Cancel. Playwright's own wait for a
 * stable box passes during the delay, before the slide begins.
 */
export async function restingDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect
    .poll(
      () =>
        dialog.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (node.getAnimations().some((animation) => animation.playState === 'running')) {
              return false;
            }
            const style = getComputedStyle(node);
            // An open Spectrum overlay rests at 0.9999 opacity, which keeps it on its own layer.
            if (Number(style.opacity) < 0.99) return false;
            if (style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)') {
              return false;
            }
          }
          return true;
        }),
      { message: `the ${name} dialog has come to rest`, ...POLL_OFTEN },
    )
    .toBe(true);
  return dialog;
}
