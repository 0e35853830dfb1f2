import { useEffect } from 'react';
import { useStore } from '../hooks/use-store';
import { IsolatedText } from './isolated-text';
import { dismiss, SNACKBAR_TIMEOUT_MS, type SnackbarKind, snackbarQueue } from './snackbar-queue';

export { notify, type SnackbarKind } from './snackbar-queue';

// Colours picked for a 4.5:1 contrast with their text (axe); yellow is the theme accent.
const COLOURS: Record<SnackbarKind, { background: string; text: string }> = {
  error: { background: '#b3261e', text: '#ffffff' },
  success: { background: '#1b6e3a', text: '#ffffff' },
  warning: { background: '#f5c400', text: '#1d1d1d' },
};

/**
 * The console's bottom snackbar (docs/product/screens.md, docs/product/constants.md): one message at a time, a Close button, gone
 * after 6000 ms; a newer message replaces it at once and has its own 6000 ms (the timer below
 * follows the message shown). Mount it once near the root; call `notify()` from anywhere. Plain
 * elements, so the login page can show it without loading Spectrum.
 */
export function Snackbar({ timeoutMs = SNACKBAR_TIMEOUT_MS }: { timeoutMs?: number }) {
  const queue = useStore(snackbarQueue);
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismiss(current.id), timeoutMs);
    return () => clearTimeout(timer);
  }, [current, timeoutMs]);

  if (!current) return null;
  const colour = COLOURS[current.kind];
  return (
    <div
      role={current.kind === 'error' ? 'alert' : 'status'}
      data-kind={current.kind}
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 8,
        display: 'flex',
        justifyContent: 'center',
        zIndex: 100001,
        pointerEvents: 'none',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          minWidth: 288,
          maxWidth: '90vw',
          padding: '6px 8px 6px 16px',
          borderRadius: 4,
          background: colour.background,
          color: colour.text,
          boxShadow: '0 3px 5px rgba(0,0,0,.3)',
          pointerEvents: 'auto',
          fontSize: 14,
        }}
      >
        {/* A message quoting a long name or address wraps rather than running off the bar; a
            quoted name is isolated (docs/decisions/bidi-controls-in-names.md). */}
        <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <IsolatedText text={current.message} />
        </span>
        <button
          type="button"
          onClick={() => dismiss(current.id)}
          style={{
            background: 'transparent',
            border: 0,
            color: 'inherit',
            font: 'inherit',
            fontWeight: 700,
            padding: '6px 8px',
            cursor: 'pointer',
          }}
        >
          Close
        </button>
      </div>
    </div>
  );
}
