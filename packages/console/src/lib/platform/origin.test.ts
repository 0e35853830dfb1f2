import { describe, expect, it } from 'vitest';
import { allowedOrigins, isAllowedOrigin } from './origin';

describe('isAllowedOrigin', () => {
  const allowlist = allowedOrigins('https://admin.guestnet.example', 'https://legacy.example');

  it.each([
    ['https://admin.guestnet.example', true],
    ['https://legacy.example', true],
    ['https://evil.example', false],
    ['http://admin.guestnet.example', false],
    ['https://admin.guestnet.example.evil.example', false],
    ['null', false],
    ['', false],
  ])('accepts messages from %j: %s', (origin, expected) => {
    expect(isAllowedOrigin(origin, allowlist)).toBe(expected);
  });

  it('accepts only its own origin when no legacy origin is configured', () => {
    expect(allowedOrigins('http://localhost:5173', '')).toEqual(['http://localhost:5173']);
  });

  it('reads several legacy origins separated by commas', () => {
    expect(allowedOrigins('https://a.example', 'https://b.example, https://c.example')).toEqual([
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ]);
  });
});
