import { useCallback, useEffect, useRef } from 'react';
import { useStore } from '../../hooks/use-store';
import { type ActivityChannel, openActivityChannel } from './activity-channel';
import type { SessionMachine, SessionState } from './session-machine';

// docs/decisions/session-timers-across-tabs.md
/** docs/product/states.md: what counts as activity. */
export const ACTIVITY_EVENTS = [
  'load',
  'mousemove',
  'mousedown',
  'touchstart',
  'click',
  'keydown',
  'scroll',
] as const;

// Mouse moves fire constantly; other tabs only need to hear about them now and then.
const SHARE_EVERY_MS = 5000;

/**
 * Runs the session machine while the console is mounted: local activity events feed it, and
 * activity is shared with the console's other tabs so working in one keeps all alive.
 */
export function useSessionTimers(
  machine: SessionMachine,
  openChannel: () => ActivityChannel = openActivityChannel,
): { state: SessionState; stayLoggedIn: () => void } {
  const channelRef = useRef<ActivityChannel | null>(null);
  useEffect(() => {
    const channel = openChannel();
    channelRef.current = channel;
    let sharedAt = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      if (machine.state.get().status !== 'active') return;
      machine.activity();
      const at = machine.lastActivity();
      if (at - sharedAt >= SHARE_EVERY_MS) {
        sharedAt = at;
        channel.post(at);
      }
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    const stopListening = channel.listen((at) => machine.remoteActivity(at));
    machine.start();
    return () => {
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
      stopListening();
      channel.close();
      channelRef.current = null;
      machine.stop();
    };
  }, [machine, openChannel]);
  const state = useStore(machine.state);
  // Staying logged in here also closes the same dialog in the user's other tabs.
  const stayLoggedIn = useCallback(() => {
    machine.stayLoggedIn();
    channelRef.current?.post(machine.lastActivity());
  }, [machine]);
  return { state, stayLoggedIn };
}
