import { describe, expect, it } from 'vitest';
import { allowedOrigins, isAllowedOrigin, isFromFrame } from './origin';

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

describe('isFromFrame', () => {
  const allowlist = ['https://admin.guestnet.example', 'https://legacy.example'];
  const frameWindow = {} as Window;
  const sameOriginStranger = {} as Window;
  const frame = { contentWindow: frameWindow };

  it.each([
    ['its frame, own origin', frameWindow, 'https://admin.guestnet.example', frame, true],
    ['its frame, legacy origin', frameWindow, 'https://legacy.example', frame, true],
    [
      'another window, own origin',
      sameOriginStranger,
      'https://admin.guestnet.example',
      frame,
      false,
    ],
    ['no source', null, 'https://admin.guestnet.example', frame, false],
    ['its frame, foreign origin', frameWindow, 'https://evil.example', frame, false],
    ['no frame on the page', frameWindow, 'https://admin.guestnet.example', null, false],
    [
      'a frame with no window yet',
      null,
      'https://admin.guestnet.example',
      { contentWindow: null },
      false,
    ],
  ])('accepts a message from %s: %s', (_name, source, origin, target, expected) => {
    expect(isFromFrame({ source, origin }, target, allowlist)).toBe(expected);
  });
});
