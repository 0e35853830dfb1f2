import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import { HOST_MESSAGE, RADIUS_SECRET_MAX_LENGTH } from './device.js';
import { formChoice, formFlag, formList, formText } from './form-text.js';
import { requiredNumberText } from './number-text.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { maxLength } from './rules/max-length.js';
import { noBidiControls } from './rules/no-bidi-controls.js';
import { required } from './rules/required.js';
import { unique } from './rules/unique.js';
import { secretRequired } from './secret-required.js';
import { text } from './text-field.js';

// The choices and wording that are ours, not the product reference's: docs/decisions/connection-profile-route.md
// (the route, the id, secrets in rows) and docs/decisions/connection-profile-rules.md (the rules).

/** The profile types (the `{type}` of `item/{route}/{type}`) with their labels. */
export const CONNECTION_PROFILE_TYPES = [
  { label: 'WPA2/WPA3 personal (PSK)', value: 'psk' },
  { label: 'WPA2 enterprise', value: 'wpa2_enterprise' },
  { label: 'WPA3 enterprise', value: 'wpa3_enterprise' },
  { label: 'WPA3 transition (SAE + PSK)', value: 'wpa3_transition' },
  { label: 'Open with encryption (OWE)', value: 'owe' },
  { label: 'Passpoint (Hotspot 2.0)', value: 'passpoint' },
] as const;

/** A profile type as sent (`ConnectionProfileFields.Type` of openapi/dbo.yaml). */
export type ConnectionProfileType = (typeof CONNECTION_PROFILE_TYPES)[number]['value'];

/** The `{route}` of a profile: `passpoint` for the passpoint type, `ssid` for the others. */
export type ConnectionProfileRoute = 'ssid' | 'passpoint';

/** The EAP methods (`EapMethod` of openapi/dbo.yaml), as the form lists them. */
export const EAP_METHODS = [
  { label: 'PEAP', value: 'peap' },
  { label: 'EAP-TTLS', value: 'ttls' },
  { label: 'EAP-TLS', value: 'tls' },
  { label: 'EAP-SIM', value: 'sim' },
  { label: 'EAP-AKA', value: 'aka' },
  { label: "EAP-AKA'", value: 'aka_prime' },
] as const;
export type EapMethod = (typeof EAP_METHODS)[number]['value'];

const PMF_VALUES = ['disabled', 'optional', 'required'] as const;
/** The form's values once checked, before the payload is made (lines split, ports read). */
type Checked = Omit<
  ConnectionProfileFormValues,
  'Domains' | 'RoamingConsortiumOis' | 'VenueType' | 'NetworkAccessType'
> & {
  Domains: string[];
  RoamingConsortiumOis: string[];
  VenueType: VenueType;
  NetworkAccessType: NetworkAccessType;
};

/** Protected management frames. */
export const PMF_CHOICES = [
  { label: 'Disabled', value: 'disabled' },
  { label: 'Optional', value: 'optional' },
  { label: 'Required', value: 'required' },
] as const;

/** The Passpoint network access types (docs/product/fields.md), in its words. */
export const NETWORK_ACCESS_TYPES = [
  { label: 'Private', value: 'private' },
  { label: 'Private with guest access', value: 'private_with_guest' },
  { label: 'Chargeable public', value: 'chargeable_public' },
  { label: 'Free public', value: 'free_public' },
  { label: 'Personal device', value: 'personal_device' },
  { label: 'Emergency services only', value: 'emergency_only' },
  { label: 'Test or experimental', value: 'test' },
  { label: 'Wildcard', value: 'wildcard' },
] as const;

const VENUE_GROUPS = [
  'unspecified',
  'assembly',
  'business',
  'educational',
  'factory',
  'institutional',
  'mercantile',
  'residential',
  'storage',
  'utility',
  'vehicular',
  'outdoor',
] as const;
/** A Passpoint venue group, as `SaveConnectionProfile` takes it. */
export type VenueType = (typeof VENUE_GROUPS)[number];
/** A Passpoint network access type, as `SaveConnectionProfile` takes it. */
export type NetworkAccessType = (typeof NETWORK_ACCESS_TYPES)[number]['value'];

/** The Passpoint venue groups (`Passpoint.VenueType`). */
export const VENUE_TYPES = VENUE_GROUPS.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));

/** The longest SSID, in bytes of UTF-8 (IEEE 802.11). */
export const SSID_MAX_BYTES = 32;

/** The SSID's message past 32 bytes, with its count: several characters take 2 to 4 bytes. */
export function ssidTooLongMessage(bytes: number): string {
  return `Must be no more than ${SSID_MAX_BYTES} bytes: this is ${bytes} (é takes 2 bytes, € takes 3)`;
}
export const PSK_MESSAGE = 'Must be 8 to 63 characters, or 64 hex digits';
export const NO_RADIUS_SERVER_MESSAGE = 'Add at least one RADIUS server';
export const NO_EAP_METHOD_MESSAGE = 'Pick at least one EAP method';
export const PMF_REQUIRED_MESSAGE = 'Must be Required for WPA3 and OWE';
export const PMF_TRANSITION_MESSAGE = 'Must be Optional or Required for WPA3 transition';
export const DOMAIN_MESSAGE = 'Each line must be a domain name, e.g. harbourhotels.example';
export const OI_MESSAGE = 'Each line must be 3 to 5 bytes in hex (6, 8 or 10 digits), e.g. 5A03BA';
export const MCC_MESSAGE = 'Must be 3 digits';
export const MNC_MESSAGE = 'Must be 2 or 3 digits';
export const REALM_MESSAGE = 'Must be a domain name, e.g. harbourhotels.example';

/** UTF-8 bytes of a text, as the SSID counts them. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** One RADIUS server row: text for the port; the new secret (`''` keeps a stored one). */
export interface RadiusServerRow {
  Host: string;
  Port: string;
  RadSec: boolean;
  Secret: string;
  HasSecret: boolean;
  /**
   * Which stored server the stored secret belongs to ({@link radiusServerKey}); `''` for a new
   * row. A row whose host, port or RadSec no longer match it needs its secret typed again.
   */
  SecretFor: string;
}
export interface MccMncRow {
  Mcc: string;
  Mnc: string;
}
export interface NaiRealmRow {
  Realm: string;
  EapMethods: string[];
}

/** What the connection profile form holds (Passpoint's settings flattened in). */
export interface ConnectionProfileFormValues {
  Type: ConnectionProfileType;
  Name: string;
  Ssid: string;
  Psk: string;
  HasPsk: boolean;
  RadiusServers: RadiusServerRow[];
  EapMethods: string[];
  Pmf: string;
  FastRoaming: boolean;
  OperatorName: string;
  VenueName: string;
  VenueType: string;
  NetworkAccessType: string;
  /** One per line. */
  Domains: string;
  /** One per line. */
  RoamingConsortiumOis: string;
  MccMnc: MccMncRow[];
  NaiRealms: NaiRealmRow[];
}

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const FQDN =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const OI = /^[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{2}){0,2}$/;
const host: Rule = (value) =>
  typeof value === 'string' && (value === '' || IPV4.test(value) || FQDN.test(value))
    ? true
    : HOST_MESSAGE;
const domain =
  (message: string): Rule =>
  (value) =>
    typeof value === 'string' && (value === '' || FQDN.test(value)) ? true : message;
const ssidBytes: Rule = (value) => {
  const bytes = utf8Bytes(String(value ?? ''));
  return bytes <= SSID_MAX_BYTES ? true : ssidTooLongMessage(bytes);
};
const pattern =
  (regex: RegExp, message: string): Rule =>
  (value) =>
    typeof value === 'string' && (value === '' || regex.test(value)) ? true : message;

/** Text one item per line: blank lines dropped, each line trimmed and passing `rule`. */
const lines = (rule: Rule) =>
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    ),
    ruleAction<string[]>((items) => {
      for (const item of items) if (rule(item) !== true) return rule(item);
      return true;
    }),
  );
const eapMethods = v.array(v.picklist(EAP_METHODS.map((method) => method.value)));

/**
 * What identifies a RADIUS server for its stored secret: the host without regard to case, the
 * port and RadSec (docs/decisions/connection-profile-route.md).
 *
 * @example
 * radiusServerKey({ Host: 'Radius.example ', Port: '1812', RadSec: false }) // → 'radius.example|1812|false'
 */
export function radiusServerKey(server: {
  Host: string;
  Port: string | number;
  RadSec: boolean;
}): string {
  const port = String(server.Port).trim();
  const number = Number(port);
  return `${server.Host.trim().toLowerCase()}|${port !== '' && Number.isFinite(number) ? number : port}|${server.RadSec}`;
}

/**
 * Whether a server row keeps the stored secret when its Secret is left empty: one is stored, and
 * for this very server. Changing the host, port or RadSec of a stored server asks for its secret
 * again, so a stored secret is never sent to another server.
 */
export function keepsStoredSecret(
  row: Pick<RadiusServerRow, 'Host' | 'RadSec' | 'HasSecret' | 'SecretFor'> & {
    Port: string | number;
  },
): boolean {
  return row.HasSecret && row.SecretFor !== '' && radiusServerKey(row) === row.SecretFor;
}

const radiusServer = v.pipe(
  v.object({
    Host: text([required, host]),
    Port: requiredNumberText({ whole: true, min: 1, max: 65535 }),
    RadSec: v.boolean(),
    // A secret is kept as typed: spaces may be part of it.
    Secret: v.pipe(v.string(), ruleAction<string>(maxLength(RADIUS_SECRET_MAX_LENGTH))),
    HasSecret: v.boolean(),
    SecretFor: v.string(),
  }),
  // Host and Port are read even when they have issues of their own (then they cannot match the
  // stored server, and the secret is required too): so they are not among the fields it waits for.
  secretRequired('Secret', ['HasSecret', 'SecretFor'], (row) => keepsStoredSecret(row)),
  v.transform(({ HasSecret: _stored, SecretFor: _for, Secret, ...row }) =>
    Secret === '' ? row : { ...row, Secret },
  ),
);

/** Whether a type authenticates with a passphrase, and whether with RADIUS (802.1X). */
export function usesPsk(type: ConnectionProfileType): boolean {
  return type === 'psk' || type === 'wpa3_transition';
}
export function usesRadius(type: ConnectionProfileType): boolean {
  return type === 'wpa2_enterprise' || type === 'wpa3_enterprise' || type === 'passpoint';
}

/** The names a profile's name must differ from (the site's other profiles), and its own. */
export interface ConnectionProfileContext {
  readonly type: ConnectionProfileType;
  readonly takenNames?: readonly string[] | undefined;
  readonly current?: string | undefined;
}

/** A valid profile as `SaveConnectionProfile` takes it, without `Id` and `OrgNumber`. */
export interface ConnectionProfileOutput {
  Route: ConnectionProfileRoute;
  Type: ConnectionProfileType;
  Name: string;
  Ssid: string;
  Psk?: string | null;
  RadiusServers: { Host: string; Port: number; RadSec: boolean; Secret?: string }[];
  EapMethods: EapMethod[];
  Pmf: 'disabled' | 'optional' | 'required';
  FastRoaming: boolean;
  Passpoint: {
    OperatorName: string;
    VenueName: string;
    VenueType: VenueType;
    NetworkAccessType: NetworkAccessType;
    Domains: string[];
    RoamingConsortiumOis: string[];
    MccMnc: MccMncRow[];
    NaiRealms: { Realm: string; EapMethods: EapMethod[] }[];
  } | null;
}

/**
 * Makes the form's schema for one type (docs/product/fields.md "Connection profiles", openapi/dbo.yaml
 * `ConnectionProfileInput`): the SSID 1 to 32 bytes of UTF-8 (`€` takes 3, so 11 of them are
 * refused and 10 accepted), the name unique per site; a PSK for psk and WPA3 transition
 * (`Required` while none is stored), RADIUS servers and EAP methods for the enterprise types and
 * Passpoint, each server's secret `Required` until one is stored; Passpoint's own settings. A
 * type's unused fields are sent empty (`Psk: null`, no servers, `Passpoint: null`).
 *
 * @example
 * v.safeParse(connectionProfileSchema({ type: 'psk' }), { ...CONNECTION_PROFILE_DEFAULTS('psk'), Name: 'Guest', Ssid: '€'.repeat(11), Psk: 'harbour-guest' })
 * // → issue at Ssid: 'Must be no more than 32 bytes: this is 33 (é takes 2 bytes, € takes 3)'
 */
export function connectionProfileSchema(context: ConnectionProfileContext) {
  const { type, takenNames = [], current } = context;
  const enterprise = usesRadius(type);
  const pmfRule: Rule = (value) => {
    if (type === 'wpa3_enterprise' || type === 'owe') {
      return value === 'required' ? true : PMF_REQUIRED_MESSAGE;
    }
    if (type === 'wpa3_transition') return value !== 'disabled' ? true : PMF_TRANSITION_MESSAGE;
    return true;
  };
  const common = {
    Type: v.literal(type),
    Name: text([
      required,
      maxLength(64),
      unique(takenNames, { existing: current, ignoreCase: true }),
    ]),
    // An SSID is broadcast as typed: spaces at either end are part of it. It is a name, so it
    // refuses the hidden text-direction characters as `text` fields do.
    Ssid: v.pipe(
      v.string(),
      ruleAction<string>((value) => checkRules(value, [required, ssidBytes, noBidiControls])),
    ),
    // A passphrase is kept as typed.
    Psk: v.pipe(
      v.string(),
      ruleAction<string>((value) =>
        !usesPsk(type) ||
        value === '' ||
        /^[\x20-\x7e]{8,63}$/.test(value) ||
        /^[0-9A-Fa-f]{64}$/.test(value)
          ? true
          : PSK_MESSAGE,
      ),
    ),
    HasPsk: v.boolean(),
    RadiusServers: enterprise
      ? v.pipe(v.array(radiusServer), v.minLength(1, NO_RADIUS_SERVER_MESSAGE))
      : v.pipe(
          v.array(v.unknown()),
          v.transform(() => []),
        ),
    EapMethods: enterprise
      ? v.pipe(eapMethods, v.minLength(1, NO_EAP_METHOD_MESSAGE))
      : v.pipe(
          v.array(v.unknown()),
          v.transform((): EapMethod[] => []),
        ),
    Pmf: v.pipe(v.picklist(PMF_VALUES), ruleAction<(typeof PMF_VALUES)[number]>(pmfRule)),
    FastRoaming: v.boolean(),
  };
  const passpoint = {
    OperatorName: text([required, maxLength(64)]),
    VenueName: text([required, maxLength(64)]),
    VenueType: v.picklist(VENUE_TYPES.map((venue) => venue.value)),
    NetworkAccessType: v.picklist(NETWORK_ACCESS_TYPES.map((access) => access.value)),
    Domains: lines(domain(DOMAIN_MESSAGE)),
    RoamingConsortiumOis: v.pipe(
      lines(pattern(OI, OI_MESSAGE)),
      v.transform((ois) => ois.map((oi) => oi.toUpperCase())),
    ),
    MccMnc: v.array(
      v.object({
        Mcc: text([required, pattern(/^\d{3}$/, MCC_MESSAGE)]),
        Mnc: text([required, pattern(/^\d{2,3}$/, MNC_MESSAGE)]),
      }),
    ),
    NaiRealms: v.array(
      v.object({
        Realm: text([required, domain(REALM_MESSAGE)]),
        EapMethods: v.pipe(eapMethods, v.minLength(1, NO_EAP_METHOD_MESSAGE)),
      }),
    ),
  };
  // One shape for the form's values whatever the type; the type decides which entries check them.
  const fields = (type === 'passpoint'
    ? v.object({ ...common, ...passpoint })
    : v.object(common)) as unknown as v.GenericSchema<ConnectionProfileFormValues, Checked>;
  return v.pipe(
    fields,
    secretRequired('Psk', ['HasPsk'], (profile) => !usesPsk(type) || profile.HasPsk),
    v.transform((profile): ConnectionProfileOutput => {
      const psk = usesPsk(type) ? (profile.Psk === '' ? {} : { Psk: profile.Psk }) : { Psk: null };
      return {
        Route: type === 'passpoint' ? 'passpoint' : 'ssid',
        Type: type,
        Name: profile.Name,
        Ssid: profile.Ssid,
        ...psk,
        RadiusServers: profile.RadiusServers as unknown as ConnectionProfileOutput['RadiusServers'],
        EapMethods: profile.EapMethods as EapMethod[],
        Pmf: profile.Pmf as ConnectionProfileOutput['Pmf'],
        FastRoaming: profile.FastRoaming,
        Passpoint:
          type === 'passpoint'
            ? {
                OperatorName: profile.OperatorName,
                VenueName: profile.VenueName,
                VenueType: profile.VenueType,
                NetworkAccessType: profile.NetworkAccessType,
                Domains: profile.Domains,
                RoamingConsortiumOis: profile.RoamingConsortiumOis,
                MccMnc: profile.MccMnc,
                NaiRealms: profile.NaiRealms as { Realm: string; EapMethods: EapMethod[] }[],
              }
            : null,
      };
    }),
  );
}

/** Whether a route's `{type}` is a profile type. */
export function isConnectionProfileType(type: unknown): type is ConnectionProfileType {
  return CONNECTION_PROFILE_TYPES.some((entry) => entry.value === type);
}

/** The `{route}` a type lives under (docs/decisions/connection-profile-route.md). */
export function connectionProfileRoute(type: ConnectionProfileType): ConnectionProfileRoute {
  return type === 'passpoint' ? 'passpoint' : 'ssid';
}

/** A new RADIUS server row: the standard port, or RadSec's 2083 when `radSec`. */
export function newRadiusServerRow(radSec = false): RadiusServerRow {
  return {
    Host: '',
    Port: radSec ? '2083' : '1812',
    RadSec: radSec,
    Secret: '',
    HasSecret: false,
    SecretFor: '',
  };
}

/**
 * A new profile of a type: PMF as the type needs it (Required for WPA3 and OWE), one empty
 * RADIUS server and PEAP for the enterprise types, nothing else filled in.
 *
 * @example
 * CONNECTION_PROFILE_DEFAULTS('owe').Pmf // → 'required'
 */
export function CONNECTION_PROFILE_DEFAULTS(
  type: ConnectionProfileType = 'psk',
): ConnectionProfileFormValues {
  const enterprise = usesRadius(type);
  return {
    Type: type,
    Name: '',
    Ssid: '',
    Psk: '',
    HasPsk: false,
    RadiusServers: enterprise ? [newRadiusServerRow()] : [],
    EapMethods: enterprise ? (type === 'passpoint' ? ['ttls'] : ['peap']) : [],
    Pmf: type === 'wpa3_enterprise' || type === 'owe' ? 'required' : 'optional',
    FastRoaming: false,
    OperatorName: '',
    VenueName: '',
    VenueType: 'unspecified',
    NetworkAccessType: 'chargeable_public',
    Domains: '',
    RoamingConsortiumOis: '',
    MccMnc: [],
    NaiRealms: [],
  };
}

const isRecord = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null;
const isText = (item: unknown): item is string => typeof item === 'string';

/**
 * The form values of a stored profile: numbers as text, lists one per line, no secret typed and
 * whether one is stored (the PSK, each server's).
 */
export function connectionProfileFormValues(
  stored: Readonly<Record<string, unknown>>,
): ConnectionProfileFormValues {
  const type = formChoice(
    stored.Type,
    CONNECTION_PROFILE_TYPES.map((entry) => entry.value),
    'psk',
  );
  const d = CONNECTION_PROFILE_DEFAULTS(type);
  const passpoint = isRecord(stored.Passpoint) ? stored.Passpoint : {};
  return {
    ...d,
    Name: formText(stored.Name),
    Ssid: formText(stored.Ssid),
    HasPsk: formFlag(stored.HasPsk, false),
    RadiusServers: formList(stored.RadiusServers, isRecord).map((row) => {
      const server = {
        Host: formText(row.Host),
        Port: formText(row.Port, '1812'),
        RadSec: formFlag(row.RadSec, false),
      };
      const hasSecret = formFlag(row.HasSecret, false);
      return {
        ...server,
        Secret: '',
        HasSecret: hasSecret,
        SecretFor: hasSecret ? radiusServerKey(server) : '',
      };
    }),
    EapMethods: formList(stored.EapMethods, isText),
    Pmf: formText(stored.Pmf, d.Pmf),
    FastRoaming: formFlag(stored.FastRoaming, false),
    OperatorName: formText(passpoint.OperatorName),
    VenueName: formText(passpoint.VenueName),
    VenueType: formText(passpoint.VenueType, d.VenueType),
    NetworkAccessType: formText(passpoint.NetworkAccessType, d.NetworkAccessType),
    Domains: formList(passpoint.Domains, isText).join('\n'),
    RoamingConsortiumOis: formList(passpoint.RoamingConsortiumOis, isText).join('\n'),
    MccMnc: formList(passpoint.MccMnc, isRecord).map((row) => ({
      Mcc: formText(row.Mcc),
      Mnc: formText(row.Mnc),
    })),
    NaiRealms: formList(passpoint.NaiRealms, isRecord).map((row) => ({
      Realm: formText(row.Realm),
      EapMethods: formList(row.EapMethods, isText),
    })),
  };
}
