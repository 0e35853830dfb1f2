import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One violation as axe reports it (the rule, its impact, the elements). */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

// The axe-core that @axe-core/playwright runs (its dependency, so the same version).
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The axe violations of the page, or of the parts `include` selects: every rule axe runs by
 * default, in the page and its frames (the console frames its legacy pages on its own origin).
 *
 * Run here rather than through `AxeBuilder.analyze()`, which loads axe's 580 kB into the page
 * again for every audit (twice), then opens a second, blank page, loads it there too and assembles
 * the results in it: axe is loaded once per document, and only the violations are gathered
 * (`resultTypes`; the passes are not read). One audit of Radius Activity, back to back at a load of
 * 12 to 14: 8.8 to 15.5 s (median 11.5) through the builder, 6.6 (the builder without its blank
 * page), 1.1 s here (docs/decisions/test-command-time.md).
 */
export async function axeViolations(
  page: Page,
  include?: readonly string[],
): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    // A frame that goes away meanwhile has nothing to audit, as with the builder.
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  return page.evaluate(async (selectors) => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }>;
      };
    };
    const context = selectors ? { include: selectors } : document;
    const { violations } = await axe.run(context, { resultTypes: ['violations'] });
    return violations;
  }, include ?? null) as Promise<AxeViolation[]>;
}
