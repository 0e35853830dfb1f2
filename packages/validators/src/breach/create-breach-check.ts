import { PASSWORD_MIN_LENGTH } from '../rules/password-policy.js';
import { type BreachCheckResult, notChecked } from './breach-check-result.js';
import { parseBreachRange } from './parse-breach-range.js';
import { sha1Hex } from './sha1-hex.js';

/** The public range service; a setting, see docs/decisions/validators-breach-check.md. */
export const DEFAULT_BREACH_RANGE_URL = 'https://api.pwnedpasswords.com';

/** How long a lookup may take before it soft-fails as `timeout`. */
export const DEFAULT_BREACH_TIMEOUT_MS = 3000;

/** Where looked-up ranges are kept, by request URL; a `Map` will do. */
export interface BreachRangeCache {
  get(url: string): ReadonlyMap<string, number> | undefined;
  set(url: string, range: ReadonlyMap<string, number>): unknown;
}

/** Settings of a breach checker. */
export interface BreachCheckOptions {
  /** The range service's base URL; `{baseUrl}/range/{prefix}` is requested. */
  readonly baseUrl?: string | undefined;
  /** The `fetch` to use, e.g. a test's stand-in; defaults to the global one at call time. */
  readonly fetch?: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
  /** Milliseconds before a lookup gives up as `timeout`; `Infinity` waits for the signal alone. */
  readonly timeoutMs?: number | undefined;
  /** Where ranges are kept; by default one cache per page, shared by every checker. */
  readonly cache?: BreachRangeCache | undefined;
}

/** Looks up one password; cancel through `signal` (a cancelled check counts as not breached). */
export type BreachCheck = (
  password: string,
  options?: { readonly signal?: AbortSignal | undefined },
) => Promise<BreachCheckResult>;

// Ranges do not change while a page is open: one cache for the page's life (docs/product/validation.md).
const pageCache = new Map<string, ReadonlyMap<string, number>>();

/**
 * Makes a breach checker: it hashes the password with SHA-1, sends only the first 5 hex digits as
 * `GET {baseUrl}/range/{prefix}` with `Add-Padding: true`, and finds the other 35 in the answer.
 * Passwords under 8 characters are not looked up. A failed, slow or cancelled lookup soft-fails to
 * not breached and says why (`checked: false`, `reason`).
 *
 * @example
 * const check = createBreachCheck({ baseUrl: 'http://localhost:4010/breach-range', timeoutMs: 2000 });
 * const result = await check('Password1', { signal });
 * if (result.breached) show('Password is not secure enough.');
 * else if (!result.checked) note(`Not checked: ${result.reason}`);
 */
export function createBreachCheck(options: BreachCheckOptions = {}): BreachCheck {
  const base = (options.baseUrl ?? DEFAULT_BREACH_RANGE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_BREACH_TIMEOUT_MS;
  const cache = options.cache ?? pageCache;

  return async (password, { signal } = {}) => {
    if (password.length < PASSWORD_MIN_LENGTH) return notChecked('too-short');
    if (signal?.aborted) return notChecked('aborted');
    // WebCrypto is missing outside secure contexts (plain http on a non-local host).
    if (!globalThis.crypto?.subtle) return notChecked('unsupported');
    const hash = await sha1Hex(password);
    const url = `${base}/range/${hash.slice(0, 5)}`;
    let range = cache.get(url);
    if (!range) {
      const fetchRange = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
      const fetched = await lookUp(url, fetchRange, timeoutMs, signal);
      if (!(fetched instanceof Map)) return fetched;
      range = fetched;
      cache.set(url, range);
    }
    if (signal?.aborted) return notChecked('aborted');
    const count = range.get(hash.slice(5)) ?? 0;
    return { checked: true, breached: count > 0, count };
  };
}

async function lookUp(
  url: string,
  fetchRange: NonNullable<BreachCheckOptions['fetch']>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Map<string, number> | BreachCheckResult> {
  const controller = new AbortController();
  let timedOut = false;
  // An infinite timeout means none: setTimeout would clamp it to 1 ms.
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs)
    : undefined;
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  // Race every step against the abort, so a fetch that ignores its signal cannot hold the form.
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
  });
  stopped.catch(() => {});
  try {
    const response = await Promise.race([
      fetchRange(url, {
        method: 'GET',
        headers: { 'Add-Padding': 'true' },
        referrerPolicy: 'no-referrer',
        signal: controller.signal,
      }),
      stopped,
    ]);
    if (!response.ok) return notChecked('http-error', response.status);
    return parseBreachRange(await Promise.race([response.text(), stopped]));
  } catch {
    if (signal?.aborted) return notChecked('aborted');
    return notChecked(timedOut ? 'timeout' : 'network-error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
