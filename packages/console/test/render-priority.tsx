import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';

/** How React mounted a probe: in a background render, or an urgent one. */
export type MountPriority = 'background' | 'urgent';

/**
 * A probe for what a user notices as a page that keeps answering while a large part mounts:
 * whether React mounted `children` in a background render (the one `useDeferredValue` starts,
 * which React cuts into short tasks) or in an urgent one, which runs to its end in one task; it
 * adds one to `mounts` for each mount. Mounting in an urgent render,
 * `useDeferredValue(value, initial)` first returns `initial`; in the background render it returns
 * the value itself.
 */
export function MountProbe({ mounts, children }: { mounts: MountPriority[]; children: ReactNode }) {
  const seen = useDeferredValue('value', 'initial');
  const [atMount] = useState(seen);
  useEffect(() => {
    mounts.push(atMount === 'value' ? 'background' : 'urgent');
  }, [atMount, mounts]);
  return children;
}
