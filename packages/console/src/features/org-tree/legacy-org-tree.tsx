import { Flex, ProgressCircle, View } from '@adobe/react-spectrum';
import { useEffect, useRef, useState } from 'react';
import { useOrgSession } from '../../hooks/org-session';
import { legacyOrgListPath } from '../../lib/org/org-context';
import { isFromFrame } from '../../lib/platform/origin';
import { carriedSearch, loginUrl } from '../../lib/platform/paths';

/**
 * The legacy server-rendered org tree the drawer falls back to when the list call fails
 * (docs/product/states.md, docs/product/calls.md): loading until it posts `treeLoaded`, whose selected org becomes the
 * console's; `logout` sends the browser to the login page.
 */
export function LegacyOrgTree() {
  const [loading, setLoading] = useState(true);
  const session = useOrgSession();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current)) return;
      const data = event.data as { type?: unknown; selectedOrgId?: unknown } | null;
      if (!data || typeof data !== 'object') return;
      if (data.type === 'logout') window.location.assign(loginUrl(carriedSearch(location.search)));
      if (data.type !== 'treeLoaded') return;
      setLoading(false);
      const id = typeof data.selectedOrgId === 'string' ? data.selectedOrgId : null;
      const number = id?.replace(/^org-/, '') ?? null;
      if (number && number !== session.selected.get().number) {
        session
          .selectByNumber(number)
          .catch((error) =>
            console.warn('The legacy tree selected an org the API does not know', error),
          );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session]);
  return (
    <View position="relative" flex minHeight={0}>
      {loading && (
        <Flex justifyContent="center" marginTop="size-400">
          <ProgressCircle aria-label="Loading organizations" isIndeterminate size="L" />
        </Flex>
      )}
      <iframe
        ref={frame}
        src={legacyOrgListPath()}
        title="Organizations"
        style={{ border: 0, width: '100%', height: '100%', opacity: loading ? 0 : 1 }}
      />
    </View>
  );
}
