import { type FocusEvent, lazy, type ReactElement, Suspense, useRef } from 'react';

// Tooltips only show on hover or focus, so their overlay code (about 11 kB gzip) stays out of the
// console's first load and its 200 kB budget (docs/decisions/native-screen-kit.md). It is asked
// for as soon as this module runs, long before the header shows after sign-in.
const loading = import('./tooltip-trigger');
const LoadedTooltip = lazy(() => loading);

/**
 * A header control with Spectrum's tooltip: the control shows at once with its accessible
 * name, and gains the tooltip as soon as the tooltip code has loaded. A control that had the
 * focus when the tooltip arrived keeps it.
 */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const restoreFocus = () => {
    const active = document.activeElement;
    if (focused.current && (active === null || active === document.body)) {
      box.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a layout-free wrapper that only notes whether its control has the focus
    <span
      ref={box}
      style={{ display: 'contents' }}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(event: FocusEvent) => {
        // Focus moving elsewhere; a control removed while focused reports no next target.
        if (event.relatedTarget) focused.current = false;
      }}
    >
      <Suspense fallback={children}>
        <LoadedTooltip label={label} onMount={restoreFocus}>
          {children}
        </LoadedTooltip>
      </Suspense>
    </span>
  );
}
