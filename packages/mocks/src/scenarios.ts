/**
 * The named scenarios every handler understands: `default` demo data, `empty` lists, `slow`
 * answers, `errors` (every call fails with the spec's error shapes), `write-errors` (reads answer
 * as in `default`, every save and delete fails with `WRITE_REFUSED_MESSAGE`), `org-tree-api-down`
 * (the org list call fails, so the console falls back to the legacy tree), `session-expired`
 * (bearer calls answer 401, dbo calls an `Error`), `sso-user` (the signed-in user is the SSO user)
 * `huge` (100,000 orgs, and 10,000 service plans and 10,000 promotions per org) and `flaky`
 * (answers as in `default`, but a seeded share of the calls, 30 % unless asked otherwise, gets a
 * 429 with `Retry-After`, a 503 or a dropped connection: docs/decisions/flaky-scenario.md).
 */
export const SCENARIOS = [
  'default',
  'empty',
  'slow',
  'errors',
  'write-errors',
  'org-tree-api-down',
  'session-expired',
  'sso-user',
  'huge',
  'flaky',
] as const;

/** One of {@link SCENARIOS}. */
export type ScenarioName = (typeof SCENARIOS)[number];

/** The query parameter that picks a scenario for one request (Node) or a page (browser). */
export const SCENARIO_QUERY_PARAMETER = '__scenario';

/** The sessionStorage key under which the browser keeps the scenario across in-app navigation. */
export const SCENARIO_STORAGE_KEY = 'guestnet.mocks.scenario';

/**
 * The cookie in which the demo page tells the Node middleware its scenario, so the legacy pages
 * that frames load (which never pass through the worker) show the same data.
 */
export const SCENARIO_COOKIE = 'guestnet-mocks-scenario';

/** Whether a string names a scenario. */
export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/**
 * The scenario a request asks for, by a `Prefer: scenario=NAME` header, a `__scenario` query
 * parameter or the demo page's scenario cookie, in that order, else the fallback.
 *
 * @example
 * scenarioOfRequest(new Request('http://x/AdminApi/org/tree', { headers: { Prefer: 'scenario=empty' } }), 'default'); // 'empty'
 */
export function scenarioOfRequest(request: Request, fallback: ScenarioName): ScenarioName {
  const prefer = request.headers.get('prefer');
  if (prefer) {
    // Prefer takes comma-separated preferences, each `token=value` (RFC 7240).
    for (const part of prefer.split(',')) {
      const [key, value] = part.split('=').map((item) => item.trim().replace(/^"|"$/g, ''));
      if (key?.toLowerCase() === 'scenario' && isScenarioName(value)) return value;
    }
  }
  const fromQuery = new URL(request.url).searchParams.get(SCENARIO_QUERY_PARAMETER);
  if (isScenarioName(fromQuery)) return fromQuery;
  const cookies = request.headers.get('cookie') ?? '';
  const fromCookie = new RegExp(`(?:^|;\\s*)${SCENARIO_COOKIE}=([^;]+)`).exec(cookies)?.[1];
  return isScenarioName(fromCookie) ? fromCookie : fallback;
}

/**
 * The scenario of a console page: the `scenario` (or `__scenario`) URL parameter, remembered in
 * sessionStorage so in-app navigation keeps it, else the remembered one, else `default`.
 *
 * @example
 * scenarioOfPage(window.location.search, window.sessionStorage); // 'huge' on ?scenario=huge
 */
export function scenarioOfPage(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): ScenarioName {
  const params = new URLSearchParams(search);
  const asked = params.get('scenario') ?? params.get(SCENARIO_QUERY_PARAMETER);
  if (isScenarioName(asked)) {
    storage.setItem(SCENARIO_STORAGE_KEY, asked);
    return asked;
  }
  const kept = storage.getItem(SCENARIO_STORAGE_KEY);
  return isScenarioName(kept) ? kept : 'default';
}

/** The sessionStorage key under which the browser keeps the `slow` scenario's delay. */
export const SLOW_MS_STORAGE_KEY = 'guestnet.mocks.slowMs';

/** The longest `slow` delay a page may ask for: one minute. */
const MAX_SLOW_MS = 60_000;

/**
 * How long the `slow` scenario of a console page waits before each answer: the `slowMs` URL
 * parameter (whole milliseconds, 0 to 60,000), remembered in sessionStorage like the scenario,
 * else the remembered one, else undefined (the mocks' default of 2.5 s). A test that must act
 * while a call is pending asks for a delay longer than a busy machine needs to act.
 *
 * @example
 * slowMsOfPage('?scenario=slow&slowMs=8000', window.sessionStorage); // 8000
 */
export function slowMsOfPage(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): number | undefined {
  const parse = (text: string | null) => {
    if (text === null || !/^\d{1,5}$/.test(text)) return undefined;
    const value = Number(text);
    return value <= MAX_SLOW_MS ? value : undefined;
  };
  const asked = parse(new URLSearchParams(search).get('slowMs'));
  if (asked !== undefined) {
    storage.setItem(SLOW_MS_STORAGE_KEY, String(asked));
    return asked;
  }
  return parse(storage.getItem(SLOW_MS_STORAGE_KEY));
}
