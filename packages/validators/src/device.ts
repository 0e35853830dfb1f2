import * as v from 'valibot';
import { checkRules } from './check-rules.js';
import { formChoice, formFlag, formList, formText } from './form-text.js';
import { requiredNumberText } from './number-text.js';
import type { Rule } from './rule.js';
import { ruleAction } from './rule-action.js';
import { mac } from './rules/mac.js';
import { maxLength } from './rules/max-length.js';
import { noBidiControls } from './rules/no-bidi-controls.js';
import { required } from './rules/required.js';
import { unique } from './rules/unique.js';
import { type WithTypedSecret, withWriteOnlySecret } from './secret-required.js';
import { nullableText, text } from './text-field.js';

// The choices and wording that are ours, not the product reference's, are explained in
// docs/decisions/device-form.md.

/** The device types (the `{type}` of `item/{type}/{id?}`) with their labels, as a picker lists them. */
export const DEVICE_TYPES = [
  { label: 'MikroTik', value: 'mikrotik' },
  { label: 'Nomadix', value: 'nomadix' },
  { label: 'CoovaChilli', value: 'coova' },
  { label: 'Cisco Meraki', value: 'meraki' },
  { label: 'Ruckus', value: 'ruckus' },
  { label: 'Aruba', value: 'aruba' },
  { label: 'Cambium', value: 'cambium' },
  { label: 'Other', value: 'other' },
] as const;

/** A device type as sent: `mikrotik`, `nomadix`, … or `other` (`DeviceType` of openapi/dbo.yaml). */
export type DeviceType = (typeof DEVICE_TYPES)[number]['value'];

/** The message when the address is neither an IPv4 address nor a domain name (ours). */
export const HOST_MESSAGE = 'Invalid IP address or FQDN';

/** The longest RADIUS secret (`DeviceInput.RadiusSecret`, docs/product/fields.md "Devices"). */
export const RADIUS_SECRET_MAX_LENGTH = 60;

/**
 * What the device form holds: text for numbers; the SSIDs one per line; the new RADIUS secret
 * (`''` keeps the stored one) and whether one is stored, which the form shows and never sends.
 */
export interface DeviceFormValues {
  Type: DeviceType;
  Name: string;
  ShortName: string;
  Host: string;
  MacAddress: string;
  RadiusSecret: string;
  HasRadiusSecret: boolean;
  RadiusAuthPort: string;
  RadiusAcctPort: string;
  Model: string;
  Description: string;
  Ssids: string;
}

/** The names a device's name must differ from (the site's other devices), and its own name. */
export interface DeviceContext {
  /** Every device name of the site; compared trimmed and without regard to case. */
  readonly takenNames?: readonly string[] | undefined;
  /** The name of the device being edited, which it may keep. */
  readonly current?: string | undefined;
}

// The contract's `Hostname` (openapi/dbo.yaml): an IPv4 address or a fully qualified domain name.
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const FQDN =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const host: Rule = (value) =>
  typeof value === 'string' && (value === '' || IPV4.test(value) || FQDN.test(value))
    ? true
    : HOST_MESSAGE;
// One separator throughout, as openapi/dbo.yaml's MacAddress says the form enforces.
const macAddress: Rule = (value) => mac(value, { consistentSeparator: true });

/**
 * One SSID or hotspot-server name per line: blank lines dropped, each 1 to 32 characters and, as a
 * name, without hidden text-direction characters (docs/decisions/bidi-controls-in-names.md).
 */
const ssidLines = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  ),
  ruleAction<string[]>((lines) => {
    for (const line of lines) {
      const result = checkRules(line, [maxLength(32), noBidiControls]);
      if (result !== true) return result;
    }
    return true;
  }),
);

function fields(context: DeviceContext) {
  const { takenNames = [], current } = context;
  return v.object({
    Type: v.picklist(DEVICE_TYPES.map((type) => type.value)),
    Name: text([
      required,
      maxLength(128),
      unique(takenNames, { existing: current, ignoreCase: true }),
    ]),
    ShortName: nullableText([maxLength(32)]),
    Host: text([required, maxLength(253), host]),
    MacAddress: text([required, macAddress]),
    // A secret is kept as typed: spaces may be part of it.
    RadiusSecret: v.pipe(v.string(), ruleAction<string>(maxLength(RADIUS_SECRET_MAX_LENGTH))),
    HasRadiusSecret: v.boolean(),
    RadiusAuthPort: requiredNumberText({ whole: true, min: 1, max: 65535 }),
    RadiusAcctPort: requiredNumberText({ whole: true, min: 1, max: 65535 }),
    Model: nullableText([maxLength(64)]),
    Description: nullableText([maxLength(200)], { multiline: true }),
    Ssids: ssidLines,
  });
}

type Checked = v.InferOutput<ReturnType<typeof fields>>;

/**
 * A valid device as `SaveDevice` takes it, without `Id` and `OrgNumber` (`DeviceInput`):
 * `RadiusSecret` only when a new one was typed.
 */
export type DeviceOutput = WithTypedSecret<Checked, 'RadiusSecret', 'HasRadiusSecret'>;

/**
 * Makes the device form's schema (docs/product/fields.md "Devices", `DeviceInput` in openapi/dbo.yaml): the
 * spec's messages (`Required`, `Invalid MAC`, `Must be no more than N characters`, `Must be
 * unique`), the name unique per site without regard to case, the MAC with one separator
 * throughout. The RADIUS secret is write-only: `Required` while none is stored; left empty on a
 * device that has one, it is left out of the payload and the stored one is kept.
 *
 * @example
 * const schema = deviceSchema({ takenNames: ['Lobby gateway'] });
 * v.safeParse(schema, { ...DEVICE_DEFAULTS('mikrotik'), MacAddress: '4C:5E-0C:12:34:56' })
 * // → issues: Name 'Required', Host 'Required', MacAddress 'Invalid MAC', RadiusSecret 'Required'
 */
export function deviceSchema(context: DeviceContext = {}) {
  return withWriteOnlySecret(fields(context), 'RadiusSecret', 'HasRadiusSecret');
}

/** The device schema with no names taken. */
export const DeviceSchema = deviceSchema();

/** Whether a route's `{type}` is a device type. */
export function isDeviceType(type: unknown): type is DeviceType {
  return DEVICE_TYPES.some((entry) => entry.value === type);
}

/**
 * A new device of a type (the `{type}` of the route): RADIUS on its standard ports 1812 and 1813,
 * nothing else filled in, no secret stored.
 *
 * @example
 * DEVICE_DEFAULTS('meraki').RadiusAuthPort // → '1812'
 */
export function DEVICE_DEFAULTS(type: DeviceType = 'other'): DeviceFormValues {
  return {
    Type: type,
    Name: '',
    ShortName: '',
    Host: '',
    MacAddress: '',
    RadiusSecret: '',
    HasRadiusSecret: false,
    RadiusAuthPort: '1812',
    RadiusAcctPort: '1813',
    Model: '',
    Description: '',
    Ssids: '',
  };
}

/**
 * The form values of a stored device (a `Device` as read): numbers as text, `null` as empty text,
 * the SSIDs one per line, no secret typed and whether one is stored.
 *
 * @example
 * deviceFormValues({ Name: 'Lobby gateway', Ssids: ['Guest', 'Staff'], HasRadiusSecret: true })
 * // → { Name: 'Lobby gateway', Ssids: 'Guest\nStaff', RadiusSecret: '', HasRadiusSecret: true, … }
 */
export function deviceFormValues(stored: Readonly<Record<string, unknown>>): DeviceFormValues {
  const d = DEVICE_DEFAULTS();
  return {
    Type: formChoice(
      stored.Type,
      DEVICE_TYPES.map((type) => type.value),
      d.Type,
    ),
    Name: formText(stored.Name),
    ShortName: formText(stored.ShortName),
    Host: formText(stored.Host),
    MacAddress: formText(stored.MacAddress),
    RadiusSecret: '',
    HasRadiusSecret: formFlag(stored.HasRadiusSecret, false),
    RadiusAuthPort: formText(stored.RadiusAuthPort, d.RadiusAuthPort),
    RadiusAcctPort: formText(stored.RadiusAcctPort, d.RadiusAcctPort),
    Model: formText(stored.Model),
    Description: formText(stored.Description),
    Ssids: formList(stored.Ssids, (ssid): ssid is string => typeof ssid === 'string').join('\n'),
  };
}
