// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tldtsDefaultRule } from '../scripts/tldts-default-rule';

// The demo build gives MSW's cookie jar (tough-cookie) a `tldts` that knows only the public
// suffix list's default rule (scripts/tldts-default-rule.ts). MSW asks that jar for the cookies
// of every request its worker answers and stores the cookies of every answer, so what the demo
// relies on is pinned here: the jar, bundled as the demo bundles it, answers as the full list
// does for the hosts a demo is served from, and the list itself is left out. A change in
// tough-cookie, tldts or the plugin that breaks this fails here, not in a visitor's browser.

/** What this test uses of tough-cookie (the console does not depend on it directly). */
interface ToughCookie {
  CookieJar: new () => {
    setCookieSync(cookie: string, url: string): unknown;
    getCookiesSync(url: string): Array<{ cookieString(): string }>;
  };
  getPublicSuffix(
    domain: string,
    options?: { allowSpecialUseDomain?: boolean },
  ): string | undefined;
  permuteDomain(domain: string, allowSpecialUseDomain?: boolean): string[] | undefined;
}

// tough-cookie as MSW resolves it.
const fromMsw = createRequire(createRequire(import.meta.url).resolve('msw/package.json'));
const toughCookieFile = join(
  dirname(fromMsw.resolve('tough-cookie')).replace(/[\\/]dist$/, ''),
  'dist',
  'index.js',
);

let dir = '';
let bundled: ToughCookie;
let full: ToughCookie;
let code = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'guestnet-tldts-rule-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, `export * from ${JSON.stringify(toughCookieFile)};\n`);
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [tldtsDefaultRule()],
    build: {
      write: false,
      minify: false,
      target: 'esnext',
      rollupOptions: { input: entry, preserveEntrySignatures: 'strict' },
    },
  })) as Rollup.RollupOutput;
  const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('The bundle has no entry chunk.');
  code = chunk.code;
  const file = join(dir, 'bundled.mjs');
  writeFileSync(file, code);
  bundled = await import(/* @vite-ignore */ pathToFileURL(file).href);
  full = await import(/* @vite-ignore */ pathToFileURL(toughCookieFile).href);
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Where a demo may be served from: the preview server, an IP address, a host of its own. */
const DEMO_ORIGINS = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://[::1]:4173',
  'https://demo.guestnet.io',
  'https://admin.demo.guestnet.com',
];

/** What a jar holds and sends after the answers a mocked call could give at `origin`. */
function cookiesSent(cookies: ToughCookie, origin: string): Record<string, string[]> {
  const jar = new cookies.CookieJar();
  const page = `${origin}/admin-ui/admin/index.html`;
  const host = new URL(origin).hostname;
  const parent = host.split('.').slice(1).join('.');
  const tld = host.split('.').at(-1) ?? host;
  for (const cookie of [
    'session=1; Path=/',
    'scoped=2; Path=/admin-ui',
    `parent=3; Domain=${parent}; Path=/`,
    `suffix=4; Domain=${tld}; Path=/`,
  ]) {
    try {
      jar.setCookieSync(cookie, page);
    } catch {
      // Refused (a public suffix, a domain the page is not under): not stored, as in a browser.
    }
  }
  const sentTo = (url: string) =>
    jar
      .getCookiesSync(url)
      .map((cookie) => cookie.cookieString())
      .sort();
  return {
    page: sentTo(page),
    api: sentTo(`${origin}/AdminApi/org/tree/1001`),
    root: sentTo(`${origin}/`),
  };
}

describe("the demo's tldts: the public suffix list's default rule", () => {
  it('leaves the suffix list out of the bundle', () => {
    // One of the list's private suffixes; the full tldts carries it in its trie.
    expect(code).not.toContain('blogspot');
    expect(code.length).toBeLessThan(150_000);
  });

  it('names the same registrable domain as the full list for the hosts a demo is served from', () => {
    for (const origin of DEMO_ORIGINS) {
      const host = new URL(origin).hostname.replace(/^\[|\]$/g, '');
      // As the jar asks (its default `allowSpecialUseDomain`).
      const options = { allowSpecialUseDomain: true };
      expect(bundled.getPublicSuffix(host, options), host).toBe(
        full.getPublicSuffix(host, options),
      );
      expect(bundled.permuteDomain(host, true), host).toEqual(full.permuteDomain(host, true));
    }
  });

  it('stores and sends the cookies of mocked answers as the full list does', () => {
    for (const origin of DEMO_ORIGINS) {
      const sent = cookiesSent(bundled, origin);
      expect(sent, origin).toEqual(cookiesSent(full, origin));
      expect(sent.api, origin).toContain('session=1');
    }
  });

  it('refuses a cookie for a one-label suffix, as the list does', () => {
    const sent = cookiesSent(bundled, 'https://demo.guestnet.io');
    expect(sent.api).not.toContain('suffix=4');
    expect(sent.api).toContain('parent=3');
  });

  it('takes a multi-label suffix for a domain (the cost the demo accepts)', () => {
    // docs/decisions/demo-startup.md: under `co.uk` the default rule names the suffix itself.
    expect(bundled.getPublicSuffix('shop.example.co.uk')).toBe('co.uk');
    expect(full.getPublicSuffix('shop.example.co.uk')).toBe('example.co.uk');
  });
});
