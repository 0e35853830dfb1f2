import * as v from 'valibot';
import { formChoice, formList, formText } from '../form-text.js';
import { optionalNumberText, requiredNumberText } from '../number-text.js';
import type { Rule } from '../rule.js';
import { ruleAction } from '../rule-action.js';
import { EARLIER_DATE_MESSAGE } from '../rules/date-not-after.js';
import { LATER_DATE_MESSAGE } from '../rules/date-not-before.js';
import { email } from '../rules/email.js';
import { maxLength } from '../rules/max-length.js';
import { minLength } from '../rules/min-length.js';
import { required } from '../rules/required.js';
import { unique } from '../rules/unique.js';
import { text } from '../text-field.js';

// The choices behind this schema (times in half hours of the site's zone, the overlap message,
// the generated code) are in docs/decisions/conferences.md.

export const CONFERENCE_BILLING = [
  { value: 'free', label: 'Free' },
  { value: 'master_account', label: 'Master account' },
  { value: 'pms_folio', label: 'PMS folio' },
] as const;
export type ConferenceBilling = (typeof CONFERENCE_BILLING)[number]['value'];

export const CONFERENCE_CODE_FORMATS = [
  { value: 'numeric', label: 'Digits' },
  { value: 'alphanumeric', label: 'Letters and digits' },
  { value: 'words', label: 'Words' },
] as const;
export type ConferenceCodeFormat = (typeof CONFERENCE_CODE_FORMATS)[number]['value'];

/** The message when a shared code holds other characters than letters, digits and `-` (ours). */
export const CONFERENCE_CODE_MESSAGE = 'Use only letters A-Z, digits 0-9 and -';
/** The message when a meeting room is taken at the time (ours: both conferences and the room). */
export const conferenceOverlapMessage = (name: string, other: string, room: string) =>
  `“${name}” overlaps “${other}” in ${room}`;

/** The form's times: every half hour of a day, `00:00` to `23:30`. */
export const CONFERENCE_TIMES: readonly string[] = Array.from(
  { length: 48 },
  (_, index) =>
    `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
);

/** What the conference form holds: days (`YYYY-MM-DD`) and times (`HH:MM`) in the site's zone. */
export interface ConferenceFormValues {
  Name: string;
  ServiceAreas: string[];
  StartDay: string;
  StartTime: string;
  EndDay: string;
  EndTime: string;
  CodeMode: 'shared' | 'batch';
  Code: string;
  AccessCodeBatchId: string;
  MaxDevices: string;
  BandwidthCapKbps: string;
  Billing: ConferenceBilling;
  OrganizerEmail: string;
}

/** A conference the new one may not share a room with at the same time. */
export interface OtherConference {
  Id: number;
  Name: string;
  ServiceAreas: readonly string[];
  Start: string;
  End: string;
}

export interface ConferenceContext {
  /** Every conference name of the site; compared trimmed and without regard to case. */
  readonly takenNames?: readonly string[] | undefined;
  readonly current?: string | undefined;
  /** The site's IANA time zone, in which the days and times are read. */
  readonly timeZone?: string | undefined;
  /** The site's other conferences (the one edited left out). */
  readonly others?: readonly OtherConference[] | undefined;
  /** A meeting room's name by its org number, for the overlap message. */
  readonly roomName?: ((number: string) => string) | undefined;
}

/** The site's conference defaults as the form starts from them (Advanced Conference). */
export interface ConferenceDefaultsValues {
  CodeFormat: ConferenceCodeFormat;
  CodeLength: string;
  DefaultBandwidthCapKbps: string;
  DefaultBilling: ConferenceBilling;
}

// --- Time zones: the wall-clock time of a zone to an instant and back, with Intl only.

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, seconds, `Z`) of a wall-clock day and time in a zone; `undefined` when either
 * is not valid. A time skipped by a clock change reads as the offset before it.
 *
 * @example
 * zonedToInstant('2026-07-01', '09:00', 'Europe/Lisbon') // → '2026-07-01T08:00:00Z'
 */
export function zonedToInstant(day: string, time: string, timeZone = 'UTC'): string | undefined {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) return undefined;
  const wall = Date.UTC(
    Number(dayMatch[1]),
    Number(dayMatch[2]) - 1,
    Number(dayMatch[3]),
    Number(timeMatch[1]),
    Number(timeMatch[2]),
  );
  if (Number.isNaN(wall) || !new Date(wall).toISOString().startsWith(day)) return undefined;
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The wall-clock day and time of an instant in a zone.
 *
 * @example
 * instantToZoned('2026-07-01T08:00:00Z', 'Europe/Lisbon') // → { day: '2026-07-01', time: '09:00' }
 */
export function instantToZoned(instant: string, timeZone = 'UTC'): { day: string; time: string } {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return { day: '', time: '' };
  const wall = new Date(time + zoneOffsetMs(time, timeZone)).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

// --- The schema

const codeCharacters: Rule = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9-]*$/.test(value) ? true : CONFERENCE_CODE_MESSAGE;
const calendarDay: Rule = (value) =>
  typeof value === 'string' && zonedToInstant(value, '00:00') !== undefined ? true : 'Invalid Date';

type Shape = {
  Name: string;
  ServiceAreas: string[];
  StartDay: string;
  StartTime: string;
  EndDay: string;
  EndTime: string;
};
const at = (input: object, key: string): [v.IssuePathItem] => [
  { type: 'unknown', origin: 'value', input, key, value: (input as Record<string, unknown>)[key] },
];
const WINDOW_FIELDS: unknown[] = [
  'Name',
  'ServiceAreas',
  'StartDay',
  'StartTime',
  'EndDay',
  'EndTime',
];

/**
 * Makes the conference form's schema (`ConferenceInput` in openapi/dbo.yaml): a Name unique per
 * site, at least one meeting room, a start and an end in the site's zone with the end after the
 * start (docs/product/validation.md's date messages on both), a shared code (4–32 letters, digits, `-`) or a code
 * batch, MaxDevices 1–10,000, an optional group cap, the billing, and the organizer's email
 * (`Invalid Email`). A room held by another conference at an overlapping time is refused on
 * Meeting rooms, naming both conferences and the room.
 */
export function conferenceSchema(context: ConferenceContext = {}) {
  const timeZone = context.timeZone ?? 'UTC';
  const taken = unique(context.takenNames ?? [], { existing: context.current, ignoreCase: true });
  const shared = {
    Name: text([required, maxLength(128), taken]),
    ServiceAreas: v.pipe(
      v.array(v.string()),
      ruleAction<string[]>((rooms) => (rooms.length > 0 ? true : 'Required')),
    ),
    StartDay: text([required, calendarDay]),
    StartTime: v.picklist(CONFERENCE_TIMES, 'Required'),
    EndDay: text([required, calendarDay]),
    EndTime: v.picklist(CONFERENCE_TIMES, 'Required'),
    MaxDevices: requiredNumberText({ whole: true, min: 1, max: 10_000 }),
    BandwidthCapKbps: optionalNumberText({ whole: true, min: 1 }),
    Billing: v.picklist(CONFERENCE_BILLING.map((billing) => billing.value)),
    OrganizerEmail: v.pipe(
      text([email, maxLength(254)]),
      v.transform((value) => (value === '' ? null : value)),
    ),
  };
  const notUsed = v.pipe(
    v.string(),
    v.transform(() => null),
  );
  return v.pipe(
    v.variant('CodeMode', [
      v.object({
        ...shared,
        CodeMode: v.literal('shared'),
        Code: v.pipe(
          text([required, codeCharacters, minLength(4), maxLength(32)]),
          v.transform((value) => value.toUpperCase()),
        ),
        AccessCodeBatchId: notUsed,
      }),
      v.object({
        ...shared,
        CodeMode: v.literal('batch'),
        Code: notUsed,
        AccessCodeBatchId: requiredNumberText({ whole: true, min: 1 }),
      }),
    ]),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.issues?.some((issue) => WINDOW_FIELDS.includes(issue.path?.[0]?.key))) return;
      const value = dataset.value as Shape;
      const start = zonedToInstant(value.StartDay, value.StartTime, timeZone) ?? '';
      const end = zonedToInstant(value.EndDay, value.EndTime, timeZone) ?? '';
      if (Date.parse(end) <= Date.parse(start)) {
        addIssue({ message: EARLIER_DATE_MESSAGE, path: at(value, 'StartDay') });
        addIssue({ message: LATER_DATE_MESSAGE, path: at(value, 'EndDay') });
        return;
      }
      for (const other of context.others ?? []) {
        const room = value.ServiceAreas.find((area) => other.ServiceAreas.includes(area));
        if (!room) continue;
        if (
          Date.parse(start) < Date.parse(other.End) &&
          Date.parse(other.Start) < Date.parse(end)
        ) {
          addIssue({
            message: conferenceOverlapMessage(
              value.Name,
              other.Name,
              context.roomName?.(room) ?? room,
            ),
            path: at(value, 'ServiceAreas'),
          });
          return;
        }
      }
    }),
    v.transform((value) => {
      const { StartDay, StartTime, EndDay, EndTime, CodeMode: _mode, ...rest } = value;
      return {
        ...rest,
        Start: zonedToInstant(StartDay, StartTime, timeZone) ?? '',
        End: zonedToInstant(EndDay, EndTime, timeZone) ?? '',
      };
    }),
  );
}

export type ConferenceOutput = v.InferOutput<ReturnType<typeof conferenceSchema>>;

const WORDS = ['MAPLE', 'RIVER', 'CEDAR', 'HARBOR', 'SUMMIT', 'LAGOON', 'ORCHID', 'BREEZE'];

/**
 * A shared code in the site's format: digits, letters and digits (no 0/O or 1/I), or two words
 * and two digits; `random` gives numbers in [0, 1).
 *
 * @example
 * conferenceCode('numeric', 6, () => 0.5) // → '555555'
 */
export function conferenceCode(
  format: ConferenceCodeFormat,
  length: number,
  random: () => number = Math.random,
): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)] ?? '';
  const size = Math.min(16, Math.max(4, length));
  if (format === 'words') {
    const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'CODE';
    return `${word()}-${word()}-${pick('23456789')}${pick('23456789')}`;
  }
  const alphabet = format === 'numeric' ? '0123456789' : 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: size }, () => pick(alphabet)).join('');
}

/**
 * A new conference's values: from the site's defaults (a code in its format, the group cap,
 * the billing) when given, else a shared code to type, no cap, free.
 */
export function conferenceDefaults(defaults?: ConferenceDefaultsValues): ConferenceFormValues {
  return {
    Name: '',
    ServiceAreas: [],
    StartDay: '',
    StartTime: '09:00',
    EndDay: '',
    EndTime: '17:00',
    CodeMode: 'shared',
    Code: defaults ? conferenceCode(defaults.CodeFormat, Number(defaults.CodeLength) || 8) : '',
    AccessCodeBatchId: '',
    MaxDevices: '50',
    BandwidthCapKbps: defaults?.DefaultBandwidthCapKbps ?? '',
    Billing: defaults?.DefaultBilling ?? 'free',
    OrganizerEmail: '',
  };
}

/** The form values of a stored conference, its times in the site's zone. */
export function conferenceFormValues(
  stored: Readonly<Record<string, unknown>>,
  timeZone = 'UTC',
): ConferenceFormValues {
  const start = instantToZoned(formText(stored.Start), timeZone);
  const end = instantToZoned(formText(stored.End), timeZone);
  const batch = formText(stored.AccessCodeBatchId);
  return {
    Name: formText(stored.Name),
    ServiceAreas: formList(stored.ServiceAreas, (area): area is string => typeof area === 'string'),
    StartDay: start.day,
    StartTime: start.time,
    EndDay: end.day,
    EndTime: end.time,
    CodeMode: batch !== '' && !stored.Code ? 'batch' : 'shared',
    Code: formText(stored.Code),
    AccessCodeBatchId: batch,
    MaxDevices: formText(stored.MaxDevices),
    BandwidthCapKbps: formText(stored.BandwidthCapKbps),
    Billing: formChoice(
      stored.Billing,
      CONFERENCE_BILLING.map((billing) => billing.value),
      'free',
    ),
    OrganizerEmail: formText(stored.OrganizerEmail),
  };
}

/** The Advanced Conference form's schema (`ConferenceDefaults`): the code's length 4–16, an optional cap. */
export const ConferenceDefaultsSchema = v.object({
  CodeFormat: v.picklist(CONFERENCE_CODE_FORMATS.map((format) => format.value)),
  CodeLength: requiredNumberText({ whole: true, min: 4, max: 16 }),
  DefaultBandwidthCapKbps: optionalNumberText({ whole: true, min: 1 }),
  DefaultBilling: v.picklist(CONFERENCE_BILLING.map((billing) => billing.value)),
});

/** The Advanced Conference form's values of stored defaults (or the built-in ones). */
export function conferenceDefaultsValues(
  stored: Readonly<Record<string, unknown>> | undefined,
): ConferenceDefaultsValues {
  return {
    CodeFormat: formChoice(
      stored?.CodeFormat,
      CONFERENCE_CODE_FORMATS.map((format) => format.value),
      'alphanumeric',
    ),
    CodeLength: formText(stored?.CodeLength, '8'),
    DefaultBandwidthCapKbps: formText(stored?.DefaultBandwidthCapKbps),
    DefaultBilling: formChoice(
      stored?.DefaultBilling,
      CONFERENCE_BILLING.map((billing) => billing.value),
      'free',
    ),
  };
}
