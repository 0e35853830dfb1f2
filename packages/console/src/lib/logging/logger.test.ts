import { describe, expect, it } from 'vitest';
import { installErrorLogging } from './install-error-logging';
import { type LogRecord, STACK_LIMIT } from './log-record';
import { createLogger, type LogCall } from './logger';

function collector(enabled = true) {
  const sent: LogRecord[] = [];
  const log = createLogger({
    enabled,
    send: (record) => sent.push(record),
    secrets: () => ['tok-secret-123'],
    href: () => 'https://admin.example/admin-ui/admin/?at=tok-secret-123&org=GN-1',
    org: () => 'GN-1042',
    now: () => new Date('2026-11-22T08:00:00Z'),
    version: 'abc123',
  });
  return { sent, log };
}

describe('logger', () => {
  it('sends nothing when logging is disabled (the staging setting)', () => {
    const { sent, log } = collector(false);
    log({ level: 'error', component: 'shell', message: 'boom' });
    expect(sent).toEqual([]);
  });

  it('sends the record of docs/product/entities.md when enabled', () => {
    const { sent, log } = collector();
    const error = new Error('Unable to open org');
    log({ level: 'error', component: 'org-tree', message: error.message, error, funcName: 'open' });
    expect(sent[0]).toMatchObject({
      product: 'admin-ui',
      component: 'org-tree',
      version: 'abc123',
      when: '2026-11-22T08:00:00.000Z',
      level: 'error',
      message: 'Unable to open org',
      context: {},
      data: { funcName: 'open', name: 'Error', org: 'GN-1042' },
    });
  });

  it('cuts the stack at 2000 characters', () => {
    const { sent, log } = collector();
    const error = new Error('deep');
    error.stack = 'x'.repeat(5000);
    log({ level: 'error', component: 'shell', message: 'deep', error });
    expect(sent[0]?.data.stack).toHaveLength(STACK_LIMIT);
  });

  it('never lets a token or a password into a record', () => {
    const { sent, log } = collector();
    log({
      level: 'warn',
      component: 'login',
      message: 'failed with Bearer tok-secret-123 for tok-secret-123',
      context: { Password: 'hunter2', nested: { AccessToken: 'x', ok: 'tok-secret-123 seen' } },
    });
    const text = JSON.stringify(sent[0]);
    expect(text).not.toContain('tok-secret-123');
    expect(text).not.toContain('hunter2');
    expect(sent[0]?.data.href).toBe('https://admin.example/admin-ui/admin/?at=[redacted]&org=GN-1');
  });
});

describe('installErrorLogging', () => {
  it('logs an uncaught error at error level', () => {
    const calls: LogCall[] = [];
    const uninstall = installErrorLogging('console', window, (call) => calls.push(call));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Boom', error: new Error('Boom') }));
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(calls).toMatchObject([{ level: 'error', component: 'console', message: 'Boom' }]);
  });
});
