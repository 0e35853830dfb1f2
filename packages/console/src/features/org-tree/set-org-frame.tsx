import { useEffect, useRef } from 'react';
import { useOrgSession, usePendingSetOrg } from '../../hooks/org-session';
import { isFromFrame } from '../../lib/platform/origin';

/**
 * The hidden SetOrg.aspx frame (docs/product/states.md): loaded with each selection; its `setOrgComplete`
 * message, accepted only from that frame on an allowed origin, finishes the selection.
 */
export function SetOrgFrame() {
  const session = useOrgSession();
  const src = usePendingSetOrg();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current)) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === 'setOrgComplete') session.complete();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session]);
  if (!src) return null;
  return (
    <iframe
      ref={frame}
      src={src}
      title="Set organization"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="set-org-frame"
      style={{ position: 'absolute', width: 0, height: 0, border: 0, visibility: 'hidden' }}
    />
  );
}
