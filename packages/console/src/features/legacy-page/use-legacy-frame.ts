import { useEffect, useRef, useState } from 'react';
import { useAppState } from '../../hooks/app-state';

/**
 * The state of an embedded legacy page (docs/product/screens.md "generic page wrapper"): loading until the
 * frame fires `load`, and a new frame key whenever the app refresh flag changes, which reloads it.
 */
export function useLegacyFrame(src: string) {
  const { refresh } = useAppState();
  const [loading, setLoading] = useState(true);
  const [key, setKey] = useState(0);
  const lastRefresh = useRef(refresh);

  useEffect(() => {
    if (lastRefresh.current === refresh) return;
    lastRefresh.current = refresh;
    setLoading(true);
    setKey((k) => k + 1);
  }, [refresh]);

  // A new address is a new page: show the spinner until it loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger, not a value read
  useEffect(() => setLoading(true), [src]);

  return { loading, frameKey: key, onLoad: () => setLoading(false) };
}
