import { ActionButton, Flex, Text, View } from '@adobe/react-spectrum';
import { useEffect, useSyncExternalStore } from 'react';
import { dismiss, SNACKBAR_TIMEOUT_MS, type SnackbarKind, snackbarQueue } from './snackbar-queue';

export { notify, type SnackbarKind } from './snackbar-queue';

// Colours picked for a 4.5:1 contrast with their text (axe); yellow is the theme accent.
const COLOURS: Record<
  SnackbarKind,
  { background: string; text: string; button: 'white' | 'black' }
> = {
  error: { background: '#b3261e', text: '#ffffff', button: 'white' },
  success: { background: '#1b6e3a', text: '#ffffff', button: 'white' },
  warning: { background: '#f5c400', text: '#1d1d1d', button: 'black' },
};

/**
 * The console's bottom snackbar (SPEC.md §2, §9): one message at a time, a Close button, gone
 * after 6000 ms. Mount it once near the root; call `notify()` from anywhere.
 */
export function Snackbar({ timeoutMs = SNACKBAR_TIMEOUT_MS }: { timeoutMs?: number }) {
  const queue = useSyncExternalStore(snackbarQueue.subscribe, snackbarQueue.get);
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
      <View
        borderRadius="regular"
        paddingStart="size-200"
        paddingEnd="size-100"
        paddingY="size-50"
        minWidth="size-3600"
        maxWidth="90vw"
        UNSAFE_style={{
          background: colour.background,
          color: colour.text,
          pointerEvents: 'auto',
          boxShadow: '0 3px 5px rgba(0,0,0,.3)',
        }}
      >
        <Flex alignItems="center" justifyContent="space-between" gap="size-200">
          <Text>{current.message}</Text>
          <ActionButton isQuiet staticColor={colour.button} onPress={() => dismiss(current.id)}>
            Close
          </ActionButton>
        </Flex>
      </View>
    </div>
  );
}
