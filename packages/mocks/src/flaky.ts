// What the `flaky` scenario does and why: docs/decisions/flaky-scenario.md

/** The share of calls the `flaky` scenario fails when nothing asks for another: 30 %. */
export const DEFAULT_FLAKY_RATE = 0.3;

/** The `Retry-After` of the `flaky` scenario's 429 answers, in seconds. */
export const FLAKY_RETRY_AFTER_SECONDS = 1;

/**
 * How many times in a row the `flaky` scenario fails the same request (a write by its
 * `Idempotency-Key`, else the same method, address and body): the next try gets through, so a
 * client that retries three times (the SDK's default) always ends with the real answer.
 */
export const FLAKY_MAX_IN_A_ROW = 2;

/**
 * The operations the `flaky` scenario never fails: the sign-in (`login`), which the console's
 * login page sends once and does not retry (a password is not sent again on its own), so that a
 * demo opened with `?scenario=flaky` signs in every time and the faults meet the calls after it.
 */
export const FLAKY_SPARED_OPERATIONS: ReadonlySet<string> = new Set(['login']);

/** The query parameter that sets the `flaky` share for one request (Node). */
export const FLAKY_RATE_QUERY_PARAMETER = '__flakyRate';

/** The sessionStorage key under which the browser keeps the page's `flakyRate`. */
export const FLAKY_RATE_STORAGE_KEY = 'guestnet.mocks.flakyRate';

/**
 * One fault of the `flaky` scenario: `busy` answers 429 with `Retry-After` before the call is
 * handled (nothing written), `unavailable` answers 503 and `reset` drops the connection, both
 * after the call was handled (a write is stored, the client does not learn it).
 */
export type FlakyFault = 'busy' | 'unavailable' | 'reset';

const FAULTS: readonly FlakyFault[] = ['busy', 'unavailable', 'reset'];

/** A share between 0 and 1 written as a decimal (`0.3`, `.5`, `1`), else undefined. */
export function parseFlakyRate(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^(0|1|0?\.\d{1,6}|1\.0{1,6})$/.test(text.trim())) {
    return undefined;
  }
  return Number(text.trim());
}

/**
 * The `flaky` share a request asks for: `Prefer: flaky-rate=0.5` (next to `scenario=flaky`), or
 * the `__flakyRate` query parameter, else undefined.
 *
 * @example
 * flakyRateOfRequest(new Request('http://x/', { headers: { Prefer: 'scenario=flaky, flaky-rate=0.5' } })); // 0.5
 */
export function flakyRateOfRequest(request: Request): number | undefined {
  const prefer = request.headers.get('prefer');
  if (prefer) {
    for (const part of prefer.split(',')) {
      const [key, value] = part.split('=').map((item) => item.trim().replace(/^"|"$/g, ''));
      if (key?.toLowerCase() === 'flaky-rate') {
        const rate = parseFlakyRate(value);
        if (rate !== undefined) return rate;
      }
    }
  }
  return parseFlakyRate(new URL(request.url).searchParams.get(FLAKY_RATE_QUERY_PARAMETER));
}

/**
 * The `flaky` share of a console page: its `flakyRate` URL parameter (0 to 1), remembered in
 * sessionStorage like the scenario, else the remembered one, else undefined (30 %).
 *
 * @example
 * flakyRateOfPage('?scenario=flaky&flakyRate=0.5', window.sessionStorage); // 0.5
 */
export function flakyRateOfPage(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): number | undefined {
  const asked = parseFlakyRate(new URLSearchParams(search).get('flakyRate'));
  if (asked !== undefined) {
    storage.setItem(FLAKY_RATE_STORAGE_KEY, String(asked));
    return asked;
  }
  return parseFlakyRate(storage.getItem(FLAKY_RATE_STORAGE_KEY));
}

// mulberry32: a small, fast PRNG whose stream is fixed by its seed.
function nextRandom(state: { value: number }): number {
  state.value = (state.value + 0x6d2b79f5) | 0;
  let t = state.value;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The draws of the `flaky` scenario: the n-th call since the start (or the last `reset()`) gets
 * the n-th draw of a stream fixed by the seed, so a run that sends the same calls in the same
 * order meets the same faults. One per `MockState`.
 */
export class FlakyFaults {
  readonly #streams = new Map<number, { value: number }>();
  // Per request, how many times in a row it was failed (see FLAKY_MAX_IN_A_ROW).
  readonly #inARow = new Map<string, number>();

  /** Starts every stream again and forgets the requests failed. */
  reset(): void {
    this.#streams.clear();
    this.#inARow.clear();
  }

  /**
   * Whether (and how) to fail this call: a fault for a share `rate` of the draws, none for a
   * request already failed {@link FLAKY_MAX_IN_A_ROW} times in a row.
   */
  draw(seed: number, rate: number, request: string): FlakyFault | undefined {
    let stream = this.#streams.get(seed);
    if (!stream) {
      stream = { value: seed * 0x9e3779b1 };
      this.#streams.set(seed, stream);
    }
    const roll = nextRandom(stream);
    const kind = nextRandom(stream);
    const failed = this.#inARow.get(request) ?? 0;
    if (roll >= rate || failed >= FLAKY_MAX_IN_A_ROW) {
      this.#inARow.delete(request);
      return undefined;
    }
    // Bounded: a request is remembered only between its failures and its next answer.
    if (this.#inARow.size > 10_000) this.#inARow.clear();
    this.#inARow.set(request, failed + 1);
    return FAULTS[Math.min(FAULTS.length - 1, Math.floor(kind * FAULTS.length))];
  }
}
