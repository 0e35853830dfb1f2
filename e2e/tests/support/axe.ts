import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe audit of the page, run in the page itself (`axe.run`). By default the package runs the
 * rules in the page, then opens a second, blank page in the context, loads axe into it again and
 * has it assemble the results there, made for pages with frames of other origins: the console
 * has none (its framed legacy pages are on its own origin, and same-origin frames are audited as
 * before). That page cost a journey about 2 of the 5 to 6 s of each audit on a loaded 2-core
 * machine (`reports.spec.ts`, back to back: 6.4, 5.5, 5.4 s against 3.8, 2.6, 3.5 s), with the
 * same rules and the same results (docs/decisions/test-command-time.md).
 */
export function axeAudit(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
