import { lazy, type ReactElement, Suspense } from 'react';

// Tooltips only show on hover or focus, so their overlay code (about 11 kB gzip) loads after
// the first paint instead of in the console's first load (issue 15's budget).
const LoadedTooltip = lazy(() => import('./tooltip-trigger'));

/**
 * A header control with Spectrum's tooltip: the control shows at once with its accessible
 * name, and gains the tooltip as soon as the tooltip code has loaded.
 */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <LoadedTooltip label={label}>{children}</LoadedTooltip>
    </Suspense>
  );
}
