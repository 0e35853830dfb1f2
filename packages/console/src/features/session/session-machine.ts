import { type Clock, systemClock } from '../../lib/platform/clock';
import { createStore, type Store } from '../../lib/platform/store';

// docs/decisions/session-timers-across-tabs.md
/** docs/product/constants.md: idle timeout, idle countdown, absolute session. */
export const IDLE_MS = 28 * 60_000;
export const COUNTDOWN_MS = 2 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;

/** Where the session is in docs/product/states.md "Session". */
export type SessionState =
  | { status: 'active' }
  | { status: 'warning'; remainingMs: number }
  | { status: 'expired'; reason: 'idle' | 'limit' };

export interface SessionMachineOptions {
  clock?: Clock;
  idleMs?: number;
  countdownMs?: number;
  absoluteMs?: number;
  /** When the user signed in; the 12-hour limit counts from here. Defaults to now. */
  startedAt?: number;
}

/** The session timers, React-free: feed it activity, read its state. */
export interface SessionMachine {
  state: Store<SessionState>;
  start(): void;
  stop(): void;
  /** Local activity (mouse, keys, scroll...). Ignored while the idle dialog is up. */
  activity(): void;
  /** Activity reported by another tab at `at`: it keeps this tab alive, and ends its warning. */
  remoteActivity(at: number): void;
  /** The idle dialog's `Stay Logged In`. */
  stayLoggedIn(): void;
  lastActivity(): number;
}

/**
 * Creates the session state machine of docs/product/states.md: active → warning after 28 idle minutes →
 * expired when the 2-minute countdown ends; expired at the 12-hour limit from any state.
 */
export function createSessionMachine(options: SessionMachineOptions = {}): SessionMachine {
  const clock = options.clock ?? systemClock;
  const idleMs = options.idleMs ?? IDLE_MS;
  const countdownMs = options.countdownMs ?? COUNTDOWN_MS;
  const absoluteMs = options.absoluteMs ?? ABSOLUTE_MS;
  const state = createStore<SessionState>({ status: 'active' });
  let startedAt = options.startedAt ?? clock.now();
  let last = clock.now();
  let idleTimer: unknown;
  let tickTimer: unknown;
  let limitTimer: unknown;
  let running = false;
  let warnedAt = 0;

  const clear = () => {
    clock.clearTimeout(idleTimer);
    clock.clearTimeout(tickTimer);
  };

  // Re-checked on every wake-up: another tab may have moved `last` while this timer slept.
  const scheduleIdle = () => {
    clock.clearTimeout(idleTimer);
    const wait = last + idleMs - clock.now();
    if (wait > 0) {
      idleTimer = clock.setTimeout(scheduleIdle, wait);
      return;
    }
    warnedAt = clock.now();
    warn(warnedAt + countdownMs);
  };

  const warn = (deadline: number) => {
    const remainingMs = Math.max(0, deadline - clock.now());
    if (remainingMs === 0) return expire('idle');
    state.set({ status: 'warning', remainingMs });
    // Tick on whole seconds of the countdown so the dialog's figure stays honest.
    tickTimer = clock.setTimeout(() => warn(deadline), remainingMs % 1000 || 1000);
  };

  const expire = (reason: 'idle' | 'limit') => {
    clear();
    clock.clearTimeout(limitTimer);
    running = false;
    state.set({ status: 'expired', reason });
  };

  const resume = (at: number) => {
    last = Math.max(last, at);
    if (!running) return;
    clear();
    state.set({ status: 'active' });
    scheduleIdle();
  };

  return {
    state,
    start() {
      if (running || state.get().status === 'expired') return;
      running = true;
      startedAt = Math.min(startedAt, clock.now());
      const left = startedAt + absoluteMs - clock.now();
      if (left <= 0) return expire('limit');
      limitTimer = clock.setTimeout(() => expire('limit'), left);
      scheduleIdle();
    },
    stop() {
      running = false;
      clear();
      clock.clearTimeout(limitTimer);
    },
    activity() {
      if (state.get().status !== 'active') return;
      last = clock.now();
    },
    remoteActivity(at) {
      if (state.get().status === 'expired') return;
      // Only activity after the dialog opened ends it; older news from a slow tab does not.
      if (state.get().status === 'warning') {
        if (at > warnedAt) resume(at);
      } else last = Math.max(last, at);
    },
    stayLoggedIn() {
      if (state.get().status !== 'warning') return;
      resume(clock.now());
    },
    lastActivity: () => last,
  };
}
