import { useEffect } from 'react';
import { useOrgSession, usePendingSetOrg } from '../../hooks/org-session';
import { isAllowedOrigin } from '../../lib/platform/origin';

/**
 * The hidden SetOrg.aspx frame (SPEC.md §4): loaded with each selection; its `setOrgComplete`
 * message, accepted only from an allowed origin, finishes the selection.
 */
export function SetOrgFrame() {
  const session = useOrgSession();
  const src = usePendingSetOrg();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isAllowedOrigin(event.origin)) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === 'setOrgComplete') session.complete();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session]);
  if (!src) return null;
  return (
    <iframe
      src={src}
      title="Set organization"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="set-org-frame"
      style={{ position: 'absolute', width: 0, height: 0, border: 0, visibility: 'hidden' }}
    />
  );
}
