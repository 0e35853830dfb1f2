// The days and hours a report counts in: those of its `timeZone` (docs/decisions/report-operations.md).

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** One hour of a local day: the instant it starts and the hour its clock shows (0 to 23). */
export interface ClockHour {
  start: number;
  hour: number;
}

/**
 * A time zone's calendar, for the report answers: days are numbered as dates (days since
 * 1970-01-01), each from one local midnight to the next, so a day has 23, 24 or 25 hours where the
 * clock changes.
 */
export interface ReportClock {
  timeZone: string;
  /** The instant (ms) a local day begins. */
  dayStart(day: number): number;
  /** The local day an instant falls in. */
  dayOf(instant: number): number;
  /** The hours of a local day, in order. */
  hoursOf(day: number): readonly ClockHour[];
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetIn(format: Intl.DateTimeFormat, instant: number): number {
  const at: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') at[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    at.year ?? 1970,
    (at.month ?? 1) - 1,
    at.day ?? 1,
    at.hour ?? 0,
    at.minute ?? 0,
    at.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

const clocks = new Map<string, ReportClock>();

/**
 * The calendar of an IANA time zone, or `undefined` for a name the browser does not know.
 *
 * @example
 * reportClock('America/New_York')?.dayStart(20_782); // 2026-11-25T05:00:00Z
 */
export function reportClock(timeZone: string): ReportClock | undefined {
  const known = clocks.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  const starts = new Map<number, number>();
  const hours = new Map<number, ClockHour[]>();
  const offset = (instant: number) => offsetIn(format, instant);
  const dayStart = (day: number) => {
    let start = starts.get(day);
    if (start === undefined) {
      // The wall-clock midnight read with the offset of the instant it lands on: twice, so a day
      // that starts just after a clock change gets the offset after it.
      const wall = day * DAY_MS;
      start = wall - offset(wall - offset(wall));
      starts.set(day, start);
    }
    return start;
  };
  const dayOf = (instant: number) => Math.floor((instant + offset(instant)) / DAY_MS);
  const clock: ReportClock = {
    timeZone,
    dayStart,
    dayOf,
    hoursOf(day) {
      let list = hours.get(day);
      if (!list) {
        const start = dayStart(day);
        const count = Math.round((dayStart(day + 1) - start) / HOUR_MS);
        list = Array.from({ length: count }, (_, index) => {
          const at = start + index * HOUR_MS;
          return { start: at, hour: Math.floor(((at + offset(at)) % DAY_MS) / HOUR_MS) };
        });
        hours.set(day, list);
      }
      return list;
    },
  };
  clocks.set(timeZone, clock);
  return clock;
}
