// docs/decisions/org-time-zone.md

/** The clock a screen of an org reads its times on, and whose it is. */
export interface OrgClock {
  /** An IANA zone the browser can format with. */
  timeZone: string;
  /** `org`: the org's own (its Edit Org time zone); `browser`: this browser's, standing in. */
  whose: 'org' | 'browser';
}

/** Whether this browser's `Intl` knows a zone by that name (a stored one may be newer, or wrong). */
export function isKnownTimeZone(name: string): boolean {
  if (name === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// This browser's own zone (the report kit's `browserTimeZone` too).
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The org's clock from its details (`GetOrg`'s `TimeZone`): its own zone when the browser knows
 * it; this browser's when the details could not be read (`failed`) or name a zone the browser does
 * not know; `undefined` while they load, so that no time is shown on another clock meanwhile.
 *
 * @example orgClock('America/Chicago', false) // { timeZone: 'America/Chicago', whose: 'org' }
 */
export function orgClock(
  stored: string | undefined,
  failed: boolean,
  browser: () => string = browserTimeZone,
): OrgClock | undefined {
  if (stored !== undefined && isKnownTimeZone(stored)) return { timeZone: stored, whose: 'org' };
  if (stored !== undefined || failed) return { timeZone: browser(), whose: 'browser' };
  return undefined;
}
