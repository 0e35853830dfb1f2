import * as v from 'valibot';
import { formChoice, formFlag, formList, formText } from './form-text.js';
import { requiredNumberText } from './number-text.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { maxLength } from './rules/max-length.js';
import { REQUIRED_MESSAGE, required } from './rules/required.js';
import { UNIQUE_MESSAGE, unique } from './rules/unique.js';
import { type WithTypedSecret, withWriteOnlySecret } from './secret-required.js';
import { nullableText, text } from './text-field.js';

// The choices the spec leaves open (RouterOS notation in the form, seconds and null in the
// contract; the password required only while none is stored) are in
// docs/decisions/mikrotik-manager.md.

/** How the console reaches a router, with labels and each one's usual port. */
export const MIKROTIK_PROTOCOLS = [
  { label: 'API over TLS (api-ssl)', value: 'api_ssl', port: 8729 },
  { label: 'API (api)', value: 'api', port: 8728 },
  { label: 'SSH', value: 'ssh', port: 22 },
] as const;

/** A protocol as sent: `api_ssl`, `api` or `ssh` (`MikrotikRouterFields.Protocol`). */
export type MikrotikProtocol = (typeof MIKROTIK_PROTOCOLS)[number]['value'];

/** The longest router password (`MikrotikRouterInput.Password`). */
export const MIKROTIK_PASSWORD_MAX_LENGTH = 128;

/** The message when the address is neither an IPv4 address nor a domain name. */
export const MIKROTIK_HOST_MESSAGE = 'Enter an IP address such as 10.0.0.1 or a host name';
/** The message of a rate limit that is not `rx/tx` (ours; the spec has none). */
export const RATE_LIMIT_MESSAGE =
  'Enter upload/download such as 10M/2M, each a number with k, M or G';
/** The message of a timeout that is not a RouterOS duration. */
export const DURATION_MESSAGE = 'Enter a duration such as 1h30m, 45m or 30s, or none';
/** The message of shared users that are neither a number nor `unlimited`. */
export const SHARED_USERS_MESSAGE = 'Enter a whole number from 1 to 1000, or unlimited';

// The contract's `Hostname` (openapi/dbo.yaml): an IPv4 address or a fully qualified domain name.
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const FQDN =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const host: Rule = (value) =>
  typeof value === 'string' && (value === '' || IPV4.test(value) || FQDN.test(value))
    ? true
    : MIKROTIK_HOST_MESSAGE;

// `HotspotUserProfile.RateLimit`: rx/tx, each bits per second with an optional k, M or G.
const RATE_LIMIT = /^[0-9]+[kKmMgG]?\/[0-9]+[kKmMgG]?$/;
const rateLimit: Rule = (value) =>
  typeof value === 'string' && (value === '' || RATE_LIMIT.test(value)) ? true : RATE_LIMIT_MESSAGE;

const DURATION = /^(?:(\d+)w)?(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/i;
const UNIT_SECONDS = [604_800, 86_400, 3600, 60, 1];

/**
 * Reads a RouterOS duration (`1h30m`, `2d`, `45s`, `none`, or empty for none) as seconds, or
 * `undefined` when it is not one.
 *
 * @example
 * durationSeconds('1h30m') // → 5400
 * durationSeconds('none') // → 0
 * durationSeconds('90 minutes') // → undefined
 */
export function durationSeconds(text: string): number | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'none') return 0;
  const match = DURATION.exec(value);
  if (!match) return undefined;
  return UNIT_SECONDS.reduce((sum, unit, index) => sum + Number(match[index + 1] ?? 0) * unit, 0);
}

/**
 * Writes seconds as RouterOS does (`1h30m`), 0 as `none`.
 *
 * @example
 * durationText(5400) // → '1h30m'
 * durationText(0) // → 'none'
 */
export function durationText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'none';
  let rest = Math.floor(seconds);
  return ['w', 'd', 'h', 'm', 's']
    .map((unit, index) => {
      const size = UNIT_SECONDS[index] ?? 1;
      const count = Math.floor(rest / size);
      rest -= count * size;
      return count > 0 ? `${count}${unit}` : '';
    })
    .join('');
}

const duration = v.pipe(
  v.string(),
  v.trim(),
  ruleAction<string>((value) => (durationSeconds(value) === undefined ? DURATION_MESSAGE : true)),
  v.transform((value) => durationSeconds(value) ?? 0),
);
const sharedUsers = v.pipe(
  v.string(),
  v.trim(),
  ruleAction<string>((value) => {
    if (value === '') return REQUIRED_MESSAGE;
    if (value.toLowerCase() === 'unlimited') return true;
    return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1000
      ? true
      : SHARED_USERS_MESSAGE;
  }),
  v.transform((value): number | null =>
    value.toLowerCase() === 'unlimited' ? null : Number(value),
  ),
);

/** One hotspot user profile as its row of the form holds it: all text, in RouterOS notation. */
export interface HotspotProfileFormValues {
  Name: string;
  /** `rx/tx`, e.g. `2M/10M`; empty for no limit. */
  RateLimit: string;
  /** A number or `unlimited`. */
  SharedUsers: string;
  /** RouterOS durations: `1h30m`, `none`. */
  SessionTimeout: string;
  IdleTimeout: string;
  KeepaliveTimeout: string;
  AddressPool: string;
}

/** What the profiles table holds: one row each. */
export interface HotspotProfilesFormValues {
  Profiles: HotspotProfileFormValues[];
}

const profile = v.object({
  Name: text([required, maxLength(64)]),
  RateLimit: nullableText([rateLimit]),
  SharedUsers: sharedUsers,
  SessionTimeout: duration,
  IdleTimeout: duration,
  KeepaliveTimeout: duration,
  AddressPool: nullableText([maxLength(64)]),
});

/** A hotspot user profile as `SaveMikrotikRouter` takes it (`HotspotUserProfile`). */
export interface HotspotProfileOutput {
  Name: string;
  RateLimit: string | null;
  SharedUsers: number | null;
  SessionTimeoutSec: number;
  IdleTimeoutSec: number;
  KeepaliveTimeoutSec: number;
  AddressPool: string | null;
}

/**
 * The schema of a router's hotspot user profiles (docs/product/fields.md "Mikrotik manager"): a required name
 * unique in the router without regard to case, RateLimit `rx/tx` (`10M/2M`) or empty for none,
 * SharedUsers 1 to 1000 or `unlimited`, timeouts as RouterOS durations (`1h30m`, `none`). Its
 * output is the contract's `HotspotProfiles`.
 *
 * @example
 * v.safeParse(HotspotProfilesSchema, { Profiles: [{ ...row, RateLimit: '10M' }] })
 * // → issues: Profiles.0.RateLimit 'Enter upload/download such as 10M/2M, …'
 */
export const HotspotProfilesSchema = v.pipe(
  v.object({ Profiles: v.array(profile) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.Profiles.forEach((row, index) => {
      const key = row.Name.toLowerCase();
      if (key !== '' && seen.has(key)) {
        addIssue({
          message: UNIQUE_MESSAGE,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: 'Profiles',
              value: dataset.value.Profiles,
            },
            {
              type: 'array',
              origin: 'value',
              input: dataset.value.Profiles,
              key: index,
              value: row,
            },
            { type: 'object', origin: 'value', input: row, key: 'Name', value: row.Name },
          ],
        });
      }
      seen.add(key);
    });
  }),
  v.transform(({ Profiles }): HotspotProfileOutput[] =>
    Profiles.map((row) => ({
      Name: row.Name,
      RateLimit: row.RateLimit,
      SharedUsers: row.SharedUsers,
      SessionTimeoutSec: row.SessionTimeout,
      IdleTimeoutSec: row.IdleTimeout,
      KeepaliveTimeoutSec: row.KeepaliveTimeout,
      AddressPool: row.AddressPool,
    })),
  ),
);

/** A new profile's row: no limit, one device, an hour's session. */
export const HOTSPOT_PROFILE_DEFAULTS: HotspotProfileFormValues = {
  Name: '',
  RateLimit: '',
  SharedUsers: '1',
  SessionTimeout: '1h',
  IdleTimeout: 'none',
  KeepaliveTimeout: '2m',
  AddressPool: '',
};

/**
 * The rows of a stored router's profiles: seconds as RouterOS durations, null shared users as
 * `unlimited`, null as empty text.
 *
 * @example
 * hotspotProfilesFormValues({ HotspotProfiles: [{ Name: 'guest', SessionTimeoutSec: 5400, … }] })
 * // → { Profiles: [{ Name: 'guest', SessionTimeout: '1h30m', … }] }
 */
export function hotspotProfilesFormValues(
  stored: Readonly<Record<string, unknown>>,
): HotspotProfilesFormValues {
  const rows = formList(
    stored.HotspotProfiles,
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
  const seconds = (value: unknown) => durationText(typeof value === 'number' ? value : 0);
  return {
    Profiles: rows.map((row) => ({
      Name: formText(row.Name),
      RateLimit: formText(row.RateLimit),
      SharedUsers: row.SharedUsers === null ? 'unlimited' : formText(row.SharedUsers, '1'),
      SessionTimeout: seconds(row.SessionTimeoutSec),
      IdleTimeout: seconds(row.IdleTimeoutSec),
      KeepaliveTimeout: seconds(row.KeepaliveTimeoutSec),
      AddressPool: formText(row.AddressPool),
    })),
  };
}

/** What the router form holds: the port as text, the new password (`''` keeps the stored one). */
export interface MikrotikRouterFormValues {
  Name: string;
  Host: string;
  Port: string;
  Protocol: MikrotikProtocol;
  Username: string;
  Password: string;
  HasPassword: boolean;
}

/** The names a router's name must differ from (the site's other routers), and its own name. */
export interface MikrotikRouterContext {
  readonly takenNames?: readonly string[] | undefined;
  readonly current?: string | undefined;
}

function routerFields(context: MikrotikRouterContext) {
  const { takenNames = [], current } = context;
  return v.object({
    Name: text([
      required,
      maxLength(64),
      unique(takenNames, { existing: current, ignoreCase: true }),
    ]),
    Host: text([required, maxLength(253), host]),
    Port: requiredNumberText({ whole: true, min: 1, max: 65535 }),
    Protocol: v.picklist(MIKROTIK_PROTOCOLS.map((protocol) => protocol.value)),
    Username: text([required, maxLength(64)]),
    // A password is kept as typed: spaces may be part of it.
    Password: v.pipe(v.string(), ruleAction<string>(maxLength(MIKROTIK_PASSWORD_MAX_LENGTH))),
    HasPassword: v.boolean(),
  });
}

type CheckedRouter = v.InferOutput<ReturnType<typeof routerFields>>;

/**
 * A valid router as `SaveMikrotikRouter` takes it, without `Id`, `OrgNumber` and the profiles
 * (left out, so the stored ones are kept): `Password` only when a new one was typed.
 */
export type MikrotikRouterOutput = WithTypedSecret<CheckedRouter, 'Password', 'HasPassword'>;

/**
 * Makes the router form's schema (docs/product/fields.md "Mikrotik manager", `MikrotikRouterInput`): name
 * required and unique per site, address, port 1 to 65535, protocol, username; the password is
 * write-only: `Required` while none is stored, and left out of the payload when left empty on a
 * router that has one.
 *
 * @example
 * v.safeParse(mikrotikRouterSchema(), { ...MIKROTIK_ROUTER_DEFAULTS, Host: 'router one' })
 * // → issues: Name 'Required', Host 'Enter an IP address …', Username 'Required', Password 'Required'
 */
export function mikrotikRouterSchema(context: MikrotikRouterContext = {}) {
  return withWriteOnlySecret(routerFields(context), 'Password', 'HasPassword');
}

/** A new router: API over TLS on its port 8729, nothing else filled in, no password stored. */
export const MIKROTIK_ROUTER_DEFAULTS: MikrotikRouterFormValues = {
  Name: '',
  Host: '',
  Port: '8729',
  Protocol: 'api_ssl',
  Username: '',
  Password: '',
  HasPassword: false,
};

/**
 * The form values of a stored router (a `MikrotikRouter` as read): the port as text, no password
 * typed and whether one is stored.
 */
export function mikrotikRouterFormValues(
  stored: Readonly<Record<string, unknown>>,
): MikrotikRouterFormValues {
  const d = MIKROTIK_ROUTER_DEFAULTS;
  return {
    Name: formText(stored.Name),
    Host: formText(stored.Host),
    Port: formText(stored.Port, d.Port),
    Protocol: formChoice(
      stored.Protocol,
      MIKROTIK_PROTOCOLS.map((protocol) => protocol.value),
      d.Protocol,
    ),
    Username: formText(stored.Username),
    Password: '',
    HasPassword: formFlag(stored.HasPassword, false),
  };
}

/** The rows' check: the profiles to send, or the first message of each cell (`0.RateLimit`). */
export type HotspotProfilesCheck =
  | { valid: true; profiles: HotspotProfileOutput[] }
  | { valid: false; messages: Readonly<Record<string, string>> };

/**
 * Checks the profiles table's rows with {@link HotspotProfilesSchema}, for a table that shows
 * each message under its cell: the messages keyed by row and field.
 *
 * @example
 * checkHotspotProfiles([{ ...HOTSPOT_PROFILE_DEFAULTS, Name: 'guest', RateLimit: '10M' }])
 * // → { valid: false, messages: { '0.RateLimit': 'Enter upload/download such as 10M/2M, …' } }
 */
export function checkHotspotProfiles(
  rows: readonly HotspotProfileFormValues[],
): HotspotProfilesCheck {
  const result = v.safeParse(HotspotProfilesSchema, { Profiles: [...rows] });
  if (result.success) return { valid: true, profiles: result.output };
  const messages: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)?.replace(/^Profiles\./, '');
    if (path && !(path in messages)) messages[path] = issue.message;
  }
  return { valid: false, messages };
}
