import { describe, expect, it } from 'vitest';
import { rangeService, sha1 } from '../../test/range-service.js';
import { createBreachCheck } from './create-breach-check.js';

const base = 'https://range.test/breach';

function checker(service: ReturnType<typeof rangeService>, timeoutMs = 1000) {
  return createBreachCheck({ baseUrl: base, fetch: service.fetch, timeoutMs, cache: new Map() });
}

describe('createBreachCheck against a stand-in range service', () => {
  it('reports a known breached password with its count', async () => {
    const service = rangeService({ breached: { Password1: 2413945 } });
    expect(await checker(service)('Password1')).toEqual({
      checked: true,
      breached: true,
      count: 2413945,
    });
  });

  it('passes a password the service does not list', async () => {
    const service = rangeService({ breached: { Password1: 5 } });
    expect(await checker(service)('Unlisted-Horse-7')).toEqual({
      checked: true,
      breached: false,
      count: 0,
    });
  });

  it('passes a password whose suffix appears only as a padding row', async () => {
    const service = rangeService({ paddedOnly: ['Padded-Only-9'] });
    expect(await checker(service)('Padded-Only-9')).toEqual({
      checked: true,
      breached: false,
      count: 0,
    });
  });

  it.each(['\r\n', '\n'] as const)('reads answers whose lines end in %j', async (lineBreak) => {
    const service = rangeService({ breached: { Password1: 3, Summer2024: 1 }, lineBreak });
    const check = checker(service);
    expect((await check('Password1')).breached).toBe(true);
    expect((await check('Summer2024')).breached).toBe(true);
  });

  it('asks GET {base}/range/{first 5 hash digits} with Add-Padding: true', async () => {
    const service = rangeService();
    await createBreachCheck({ baseUrl: `${base}/`, fetch: service.fetch, cache: new Map() })(
      'Password1',
    );
    expect(service.seen).toEqual([
      expect.objectContaining({
        url: `${base}/range/${sha1('Password1').slice(0, 5)}`,
        method: 'GET',
        headers: { 'add-padding': 'true' },
        body: undefined,
      }),
    ]);
  });

  it('does not look up passwords under 8 characters', async () => {
    const service = rangeService({ breached: { Pass1: 9 } });
    expect(await checker(service)('Pass1Ab')).toEqual({
      checked: false,
      breached: false,
      count: 0,
      reason: 'too-short',
    });
    expect(service.seen).toHaveLength(0);
  });

  it('counts a check cancelled in flight as not breached', async () => {
    const controller = new AbortController();
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
        controller.abort();
      });
    const check = createBreachCheck({ fetch, cache: new Map() });
    expect(await check('Password1', { signal: controller.signal })).toMatchObject({
      checked: false,
      breached: false,
      reason: 'aborted',
    });
  });

  it('sends nothing when cancelled before it starts', async () => {
    const service = rangeService({ breached: { Password1: 5 } });
    const result = await checker(service)('Password1', { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ checked: false, breached: false, reason: 'aborted' });
    expect(service.seen).toHaveLength(0);
  });

  it('gives up on a slow service after the timeout, even one that ignores its signal', async () => {
    const fetch = () => new Promise<Response>(() => {});
    const check = createBreachCheck({ fetch, timeoutMs: 20, cache: new Map() });
    expect(await check('Password1')).toEqual({
      checked: false,
      breached: false,
      count: 0,
      reason: 'timeout',
    });
  });

  it.each([429, 500, 503])('soft-fails on HTTP %i and says so', async (status) => {
    const fetch = async () => new Response('busy', { status });
    const check = createBreachCheck({ fetch, cache: new Map() });
    expect(await check('Password1')).toEqual({
      checked: false,
      breached: false,
      count: 0,
      reason: 'http-error',
      status,
    });
  });

  it('soft-fails when the network fails', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const check = createBreachCheck({ fetch, cache: new Map() });
    expect(await check('Password1')).toMatchObject({
      checked: false,
      breached: false,
      reason: 'network-error',
    });
  });

  it('asks once per prefix while the cache lives, and not at all after a hit', async () => {
    const service = rangeService({ breached: { Password1: 5 } });
    const cache = new Map();
    const first = createBreachCheck({ baseUrl: base, fetch: service.fetch, cache });
    const second = createBreachCheck({ baseUrl: base, fetch: service.fetch, cache });
    expect((await first('Password1')).breached).toBe(true);
    expect((await second('Password1')).breached).toBe(true);
    expect(service.seen).toHaveLength(1);
  });

  it('does not remember a failed lookup', async () => {
    let calls = 0;
    const fetch = async () =>
      ++calls === 1 ? new Response('', { status: 503 }) : new Response('');
    const check = createBreachCheck({ fetch, cache: new Map() });
    expect((await check('Password1')).checked).toBe(false);
    expect((await check('Password1')).checked).toBe(true);
    expect(calls).toBe(2);
  });
});

describe('what leaves the process', () => {
  it('never sends the password, its full hash or the hash suffix', async () => {
    const passwords = ['Password1', 'Correct-Horse-9', 'Pässwörd-2026', 'AAAAAAAAa1'];
    const service = rangeService({ breached: { Password1: 5 } });
    const check = checker(service);
    for (const password of passwords) await check(password);
    expect(service.seen).toHaveLength(passwords.length);
    const sent = JSON.stringify(service.seen).toUpperCase();
    for (const password of passwords) {
      const hash = sha1(password);
      expect(sent).not.toContain(password.toUpperCase());
      expect(sent).not.toContain(encodeURIComponent(password).toUpperCase());
      expect(sent).not.toContain(hash);
      expect(sent).not.toContain(hash.slice(5));
      expect(sent).toContain(`/RANGE/${hash.slice(0, 5)}`);
    }
  });
});
