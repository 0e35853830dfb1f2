import {
  type ComponentType,
  type FocusEvent,
  type ReactElement,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useStore } from '../hooks/use-store';
import { firstScreen } from '../lib/platform/first-screen';
import { moduleLoader } from '../lib/platform/module-loader';
import type { Store } from '../lib/platform/store';

// Tooltips only show on hover or focus, so their overlay code (about 11 kB gzip) stays out of the
// console's first load and its 200 kB budget (docs/decisions/native-screen-kit.md). It is asked
// for once the first screen has shown; if it fails, the controls go on without their tooltips.
// Once the first screen's content is on the page: until then its download would share the network
// with what that screen is waiting for (docs/decisions/demo-startup.md, "Round 10").
const tooltip = moduleLoader(() => import('./tooltip-trigger'));
void firstScreen
  .after()
  .then(() => tooltip.load())
  .catch(() => undefined);

/**
 * Whether the user is pressing the wrapped control: from a pointer going down, or Enter or Space,
 * until the task after the release, by when the release's click has run.
 */
function usePressing() {
  const [pressing, setPressing] = useState(false);
  const start = (ends: readonly string[]) => {
    setPressing(true);
    const end = () => {
      for (const name of ends) window.removeEventListener(name, end, true);
      setTimeout(() => setPressing(false), 0);
    };
    for (const name of ends) window.addEventListener(name, end, true);
  };
  return {
    pressing,
    onPointerDown: () => start(['pointerup', 'pointercancel']),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter' || event.key === ' ') start(['keyup', 'blur']);
    },
  };
}

/**
 * A header control with Spectrum's tooltip: the control shows at once with its accessible
 * name, and gains the tooltip once the tooltip code has loaded.
 */
export function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipFrom module={tooltip.module} label={label}>
      {children}
    </TooltipFrom>
  );
}

/** `WithTooltip` with the tooltip's module read from `module`, where its loader puts it. */
export function TooltipFrom({
  module,
  label,
  children,
}: {
  module: Pick<Store<{ default: Tooltip } | undefined>, 'get' | 'subscribe'>;
  label: string;
  children: ReactElement;
}) {
  // Gaining the tooltip re-renders every header control: in a background render, which React
  // cuts into short tasks, not one that holds the page (docs/decisions/demo-startup.md, "Round 11").
  const loaded = useDeferredValue(useStore(module));
  return (
    <TooltipOnceLoaded label={label} tooltip={loaded?.default}>
      {children}
    </TooltipOnceLoaded>
  );
}

/** The tooltip component `WithTooltip` loads. */
type Tooltip = ComponentType<{ label: string; children: ReactElement }>;

/** Whether the focus went into a dialog: one that will give it back to the control on closing. */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The control, inside `tooltip` once given. Gaining it mounts the control anew, inside the
 * tooltip's trigger, so it waits for a press in progress to end: a click whose button went down
 * on the control it replaced would otherwise be lost. A control that had the focus when the
 * tooltip arrived keeps it. A control whose focus went into a dialog (the one it opened) waits
 * for the dialog to give the focus back: the dialog returns it to the element that had it, and
 * a replaced one is no longer in the page, which would leave the focus on the page's body.
 */
export function TooltipOnceLoaded({
  label,
  tooltip: loaded,
  children,
}: {
  label: string;
  tooltip: Tooltip | undefined;
  children: ReactElement;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const { pressing, ...pressEvents } = usePressing();
  const [lentToDialog, setLentToDialog] = useState(false);
  // Once it has the tooltip the control keeps it: a later press must not take it away again.
  const [Loaded, setLoaded] = useState<Tooltip>();
  if (loaded && !pressing && !lentToDialog && Loaded !== loaded) setLoaded(() => loaded);
  useEffect(() => {
    if (!Loaded) return;
    const active = document.activeElement;
    if (focused.current && (active === null || active === document.body)) {
      box.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    }
  }, [Loaded]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a layout-free wrapper that only notes whether its control has the focus or is being pressed
    <span
      ref={box}
      style={{ display: 'contents' }}
      onFocus={() => {
        focused.current = true;
        setLentToDialog(false);
      }}
      onBlur={(event: FocusEvent) => {
        // Focus moving elsewhere; a control removed while focused reports no next target.
        if (event.relatedTarget) focused.current = false;
        if (!Loaded && inDialog(event.relatedTarget)) setLentToDialog(true);
      }}
      // Presses matter only until the control has its tooltip.
      onPointerDownCapture={Loaded ? undefined : pressEvents.onPointerDown}
      onKeyDownCapture={Loaded ? undefined : pressEvents.onKeyDown}
    >
      {Loaded ? <Loaded label={label}>{children}</Loaded> : children}
    </span>
  );
}
