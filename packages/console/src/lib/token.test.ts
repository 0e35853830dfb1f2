import { describe, expect, it } from 'vitest';
import { readCookie } from './token';

describe('readCookie', () => {
  it.each([
    ['AccessToken=abc; other=1', 'abc'],
    ['other=1; AccessToken=a%20b', 'a b'],
    ['AccessToken=x=y', 'x=y'],
    ['other=1', null],
    ['', null],
  ])('reads the token from %j', (cookies, expected) => {
    expect(readCookie('AccessToken', cookies)).toBe(expected);
  });
});
