import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from '../platform/cookies';
import { addressWithoutToken, readUrlSwitches } from '../platform/url-switches';
import { type AddressBar, framedTokenReader } from './token';

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

describe('addressWithoutToken', () => {
  it.each([
    ['https://a.example/admin-ui/admin/?sm=1&at=tok-7', '/admin-ui/admin/?sm=1'],
    ['https://a.example/admin-ui/admin/?at=tok-7&demo', '/admin-ui/admin/?demo'],
    ['https://a.example/admin-ui/admin/?at=tok-7', '/admin-ui/admin/'],
    ['https://a.example/x?at=1&at=2&org=GN%201#/sso', '/x?org=GN%201#/sso'],
    ['https://a.example/x?%61t=tok&b=2', '/x?b=2'],
    ['https://a.example/x?path=at%3D1&atx=2', '/x?path=at%3D1&atx=2'],
    ['https://a.example/x', '/x'],
  ])('%j becomes %j', (href, expected) => {
    expect(addressWithoutToken(href)).toBe(expected);
  });
});

describe('framedTokenReader', () => {
  function addressBar(href: string) {
    const replaced: string[] = [];
    const bar: AddressBar = {
      location: new URL(href),
      history: {
        state: { key: 'router-state' },
        replaceState(state, _unused, url) {
          expect(state).toEqual({ key: 'router-state' });
          replaced.push(String(url));
          bar.location = new URL(String(url), bar.location.href);
        },
      },
    };
    return { bar, replaced };
  }

  it('takes the framed token out of the address and keeps it for the page', () => {
    const { bar, replaced } = addressBar('https://a.example/admin-ui/admin/?sm=1&at=tok-7#top');
    const read = framedTokenReader(bar, () => true);
    expect(read()).toBe('tok-7');
    expect(bar.location.href).toBe('https://a.example/admin-ui/admin/?sm=1#top');
    expect(read()).toBe('tok-7');
    expect(replaced).toEqual(['/admin-ui/admin/?sm=1#top']);
  });

  it.each([
    ['not framed', 'https://a.example/admin-ui/admin/?at=tok-7', false],
    ['framed without a token', 'https://a.example/admin-ui/admin/?sm=1', true],
  ])('leaves the address alone when %s', (_name, href, framed) => {
    const { bar, replaced } = addressBar(href);
    expect(framedTokenReader(bar, () => framed)()).toBeNull();
    expect(replaced).toEqual([]);
    expect(bar.location.href).toBe(href);
  });
});
