// The days the report agreement check asks for (docs/decisions/contract-runner-agreement.md).

const DAY_MS = 86_400_000;

/** The zone whose clock change is asked for when the org's own zone has none. */
export const FALLBACK_DST_ZONE = 'America/New_York';

/** One range the agreement check compares the Overview and the reports over. */
export interface AgreementRange {
  /** What a person reads: `1 day`, `7 days`, `7 days across the clock change of 2026-11-01`. */
  name: string;
  from: string;
  to: string;
  timeZone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function partsAt(timeZone: string, instant: number): Record<string, number> {
  const at: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') at[part.type] = Number(part.value);
  }
  return at;
}

/** True when the runtime knows the IANA zone. */
export function knownZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The local date an instant falls on in a zone, as an ISO date.
 *
 * @example
 * localDay(new Date('2026-11-27T03:00:00Z'), 'America/New_York'); // '2026-11-26'
 */
export function localDay(instant: Date, timeZone: string): string {
  const at = partsAt(timeZone, instant.getTime());
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(at.year, 4)}-${pad(at.month)}-${pad(at.day)}`;
}

/** An ISO date `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// The zone's offset from UTC at an instant, in minutes.
function offsetAt(timeZone: string, instant: number): number {
  const at = partsAt(timeZone, instant);
  const wall = Date.UTC(
    at.year ?? 1970,
    (at.month ?? 1) - 1,
    at.day ?? 1,
    at.hour ?? 0,
    at.minute ?? 0,
    at.second ?? 0,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The latest day, on or before `onOrBefore`, on which the zone's clock changes (its offset at noon
 * UTC differs from the day before's), looking back `lookBack` days; none for a zone without
 * changes (UTC, Asia/Tokyo).
 *
 * @example
 * lastClockChange('America/New_York', '2026-11-26'); // '2026-11-01'
 */
export function lastClockChange(
  timeZone: string,
  onOrBefore: string,
  lookBack = 400,
): string | undefined {
  const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
  let day = onOrBefore;
  let offset = offsetAt(timeZone, noon(day));
  for (let i = 0; i < lookBack; i++) {
    const before = addDays(day, -1);
    const previous = offsetAt(timeZone, noon(before));
    if (previous !== offset) return day;
    day = before;
    offset = previous;
  }
  return undefined;
}

/**
 * The three ranges the agreement check asks for an org, in finished days of its zone (a day still
 * going on would move between the calls): yesterday, the 7 days up to yesterday, and 7 days
 * around the zone's last clock change (in {@link FALLBACK_DST_ZONE} for a zone without one).
 *
 * @example
 * agreementRanges('Europe/Lisbon', new Date('2026-11-27T14:00:00Z'));
 * // 1 day 2026-11-26; 7 days 2026-11-20..2026-11-26; 7 days 2026-10-22..2026-10-28 across 2026-10-25
 */
export function agreementRanges(timeZone: string, now: Date): AgreementRange[] {
  const yesterday = addDays(localDay(now, timeZone), -1);
  const ranges: AgreementRange[] = [
    { name: '1 day', from: yesterday, to: yesterday, timeZone },
    { name: '7 days', from: addDays(yesterday, -6), to: yesterday, timeZone },
  ];
  let zone = timeZone;
  let change = lastClockChange(zone, yesterday);
  if (!change) {
    zone = FALLBACK_DST_ZONE;
    change = lastClockChange(zone, addDays(localDay(now, zone), -1));
  }
  if (change) {
    const last = addDays(localDay(now, zone), -1);
    // ISO dates sort as days do: the earlier of three days after the change and yesterday.
    const to = [addDays(change, 3), last].sort()[0] as string;
    ranges.push({
      name: `7 days across the clock change of ${change}${zone === timeZone ? '' : ` in ${zone} (${timeZone} has none)`}`,
      from: addDays(to, -6),
      to,
      timeZone: zone,
    });
  }
  return ranges;
}
