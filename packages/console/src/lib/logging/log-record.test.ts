import { describe, expect, it } from 'vitest';
import { CIRCULAR, REDACT_DEPTH, redact, TOO_DEEP } from './log-record';

/** `{ a: { a: ... { [key]: leaf } } }` with `levels` objects around the leaf's object. */
function nested(levels: number, key: string, leaf: unknown): Record<string, unknown> {
  let value: Record<string, unknown> = { [key]: leaf };
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

const SECRETS = ['tok-live-42'];

describe('redact', () => {
  it.each([
    ['a password key', { Password: 'hunter2' }, { Password: '[redacted]' }],
    ['an access token key', { AccessToken: 'x' }, { AccessToken: '[redacted]' }],
    ['the live token in text', { note: 'saw tok-live-42' }, { note: 'saw [redacted]' }],
    ['a bearer header', ['Bearer abc.def'], ['Bearer [redacted]']],
    ['an at= parameter', { href: '/x?at=abc&y=1' }, { href: '/x?at=[redacted]&y=1' }],
    [
      'a plain value',
      { org: 'GN-1042', count: 3, ok: true },
      { org: 'GN-1042', count: 3, ok: true },
    ],
  ])('removes %s', (_name, value, expected) => {
    expect(redact(value, SECRETS)).toEqual(expected);
  });

  it.each([1, 4, 5, 6, REDACT_DEPTH - 1])(
    'redacts a password key and the live token nested %i levels deep',
    (levels) => {
      const text = JSON.stringify(redact(nested(levels, 'password', 'hunter2'), SECRETS)).concat(
        JSON.stringify(redact(nested(levels, 'note', 'tok-live-42'), SECRETS)),
      );
      expect(text).not.toContain('hunter2');
      expect(text).not.toContain('tok-live-42');
    },
  );

  it.each([REDACT_DEPTH, REDACT_DEPTH + 5, 1000])(
    'drops what is nested %i levels deep, with a marker, instead of passing it unread',
    (levels) => {
      const text = JSON.stringify(redact(nested(levels, 'password', 'hunter2'), SECRETS));
      expect(text).not.toContain('hunter2');
      expect(text).toContain(TOO_DEEP);
    },
  );

  it('marks a cycle instead of looping, and still redacts beside it', () => {
    const context: Record<string, unknown> = { token: 'tok-live-42', note: 'tok-live-42' };
    context.self = context;
    const result = redact(context, SECRETS);
    expect(result).toEqual({ token: '[redacted]', note: '[redacted]', self: CIRCULAR });
    expect(() => JSON.stringify(result)).not.toThrow();
  });

  it('keeps an object that appears twice side by side (not a cycle)', () => {
    const shared = { org: 'GN-1', secret: 's' };
    expect(redact({ left: shared, right: [shared] }, SECRETS)).toEqual({
      left: { org: 'GN-1', secret: '[redacted]' },
      right: [{ org: 'GN-1', secret: '[redacted]' }],
    });
  });
});
