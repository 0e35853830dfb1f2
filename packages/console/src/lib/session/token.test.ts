import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from '../platform/cookies';
import { readUrlSwitches } from '../platform/url-switches';

describe('readCookie', () => {
  it.each([
    ['AccessToken=abc; other=1', 'abc'],
    ['other=1; AccessToken=a%20b', 'a b'],
    ['AccessToken=x=y', 'x=y'],
    ['AccessToken=%E0%A4%A', '%E0%A4%A'],
    ['other=1', null],
    ['', null],
  ])('reads the token from %j', (cookies, expected) => {
    expect(readCookie('AccessToken', cookies)).toBe(expected);
  });
});

describe('cookieString', () => {
  it.each([
    [{ secure: false }, 'AccessToken=a%20b; path=/; SameSite=Lax'],
    [{ secure: true }, 'AccessToken=a%20b; path=/; SameSite=Lax; Secure'],
    [{ secure: false, days: 365 }, 'AccessToken=a%20b; path=/; SameSite=Lax; max-age=31536000'],
    [{ secure: false, days: 0 }, 'AccessToken=a%20b; path=/; SameSite=Lax; max-age=0'],
  ])('writes cookies on path / with SameSite=Lax (%j)', (options, expected) => {
    expect(cookieString('AccessToken', 'a b', options)).toBe(expected);
  });
});

describe('readUrlSwitches', () => {
  it.each([
    ['?demo', false, { demo: true, offline: false, sm: false, at: null }],
    ['?offline=true', false, { demo: false, offline: true, sm: false, at: null }],
    ['?demo=false', false, { demo: false, offline: false, sm: false, at: null }],
    ['?sm=1&at=tok', false, { demo: false, offline: false, sm: false, at: null }],
    ['?sm=1&at=tok', true, { demo: false, offline: false, sm: true, at: 'tok' }],
    ['?at=', true, { demo: false, offline: false, sm: false, at: null }],
  ])('reads %j (framed: %s)', (search, framed, expected) => {
    expect(readUrlSwitches(search, framed)).toEqual(expected);
  });
});
