/** Where tabs of the console tell each other about user activity (docs/product/states.md). */
export const ACTIVITY_CHANNEL = 'admin-session-activity';

/** A way to share activity times between tabs of the same console. */
export interface ActivityChannel {
  post(at: number): void;
  listen(onActivity: (at: number) => void): () => void;
  close(): void;
}

/**
 * Opens the activity channel: a BroadcastChannel, or `storage` events on localStorage where
 * BroadcastChannel is missing. Either way only same-origin tabs can take part.
 */
export function openActivityChannel(): ActivityChannel {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(ACTIVITY_CHANNEL);
    return {
      post: (at) => channel.postMessage({ type: 'activity', at }),
      listen(onActivity) {
        const handler = (event: MessageEvent) => {
          const data = event.data as { type?: unknown; at?: unknown } | null;
          if (data?.type === 'activity' && typeof data.at === 'number') onActivity(data.at);
        };
        channel.addEventListener('message', handler);
        return () => channel.removeEventListener('message', handler);
      },
      close: () => channel.close(),
    };
  }
  return {
    post: (at) => {
      try {
        localStorage.setItem(ACTIVITY_CHANNEL, String(at));
      } catch {
        // No storage: tabs simply do not share activity.
      }
    },
    listen(onActivity) {
      const handler = (event: StorageEvent) => {
        if (event.key === ACTIVITY_CHANNEL && event.newValue) onActivity(Number(event.newValue));
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
    close: () => {},
  };
}
