import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/fake-clock';
import {
  ABSOLUTE_MS,
  COUNTDOWN_MS,
  createSessionMachine,
  IDLE_MS,
  type SessionState,
} from './session-machine';

const MINUTE = 60_000;

function started(startedAt?: number) {
  const clock = new FakeClock(1_000_000);
  const machine = createSessionMachine({
    clock,
    ...(startedAt === undefined ? {} : { startedAt }),
  });
  machine.start();
  const status = () => machine.state.get().status;
  return { clock, machine, status, state: (): SessionState => machine.state.get() };
}

describe('session state machine', () => {
  it('asks "Are you still there?" after 28 minutes without activity', () => {
    const { clock, status } = started();
    clock.advance(IDLE_MS - 1);
    expect(status()).toBe('active');
    clock.advance(1);
    expect(status()).toBe('warning');
  });

  it('counts activity: the warning waits 28 minutes from the last one', () => {
    const { clock, machine, status } = started();
    clock.advance(20 * MINUTE);
    machine.activity();
    clock.advance(27 * MINUTE);
    expect(status()).toBe('active');
    clock.advance(MINUTE);
    expect(status()).toBe('warning');
  });

  it('counts the 2-minute countdown down second by second', () => {
    const { clock, state } = started();
    clock.advance(IDLE_MS);
    expect(state()).toEqual({ status: 'warning', remainingMs: COUNTDOWN_MS });
    clock.advance(1000);
    expect(state()).toEqual({ status: 'warning', remainingMs: COUNTDOWN_MS - 1000 });
    clock.advance(59_000);
    expect(state()).toEqual({ status: 'warning', remainingMs: 60_000 });
  });

  it('expires the session when the countdown reaches zero', () => {
    const { clock, state } = started();
    clock.advance(IDLE_MS + COUNTDOWN_MS - 1);
    expect(state().status).toBe('warning');
    clock.advance(1);
    expect(state()).toEqual({ status: 'expired', reason: 'idle' });
  });

  it('ignores a mouse move while the dialog waits for an answer', () => {
    const { clock, machine, state } = started();
    clock.advance(IDLE_MS);
    machine.activity();
    clock.advance(COUNTDOWN_MS);
    expect(state()).toEqual({ status: 'expired', reason: 'idle' });
  });

  it('restarts the 28 minutes when the user chooses Stay Logged In', () => {
    const { clock, machine, status } = started();
    clock.advance(IDLE_MS + 30_000);
    machine.stayLoggedIn();
    expect(status()).toBe('active');
    clock.advance(IDLE_MS - 1);
    expect(status()).toBe('active');
    clock.advance(1);
    expect(status()).toBe('warning');
  });

  it('stays alive while the user works in another tab', () => {
    const { clock, machine, status } = started();
    for (let minute = 0; minute < 60; minute += 10) {
      clock.advance(10 * MINUTE);
      machine.remoteActivity(clock.now());
    }
    expect(status()).toBe('active');
  });

  it('closes its warning when the user is active in another tab', () => {
    const { clock, machine, status } = started();
    clock.advance(IDLE_MS + 5000);
    machine.remoteActivity(clock.now() - 10_000);
    expect(status()).toBe('warning');
    machine.remoteActivity(clock.now());
    expect(status()).toBe('active');
  });

  it('ends the session 12 hours after sign-in however active the user is', () => {
    const { clock, machine, state } = started();
    for (let minute = 0; minute < 12 * 60 - 1; minute += 1) {
      clock.advance(MINUTE);
      machine.activity();
    }
    expect(state().status).toBe('active');
    clock.advance(MINUTE);
    expect(state()).toEqual({ status: 'expired', reason: 'limit' });
  });

  it('counts the 12 hours from the sign-in time, not from page load', () => {
    const { clock, state } = started(1_000_000 - (ABSOLUTE_MS - 5 * MINUTE));
    clock.advance(5 * MINUTE);
    expect(state()).toEqual({ status: 'expired', reason: 'limit' });
  });

  it('is expired at once when the page opens past the 12-hour limit', () => {
    const { state } = started(1_000_000 - ABSOLUTE_MS - 1);
    expect(state()).toEqual({ status: 'expired', reason: 'limit' });
  });

  it('fires nothing after it is stopped', () => {
    const { clock, machine, status } = started();
    machine.stop();
    clock.advance(ABSOLUTE_MS);
    expect(status()).toBe('active');
  });
});
