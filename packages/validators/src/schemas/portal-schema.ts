import * as v from 'valibot';
import { checkRules } from '../check-rules.js';
import { HOST_MESSAGE } from '../device.js';
import { formChoice, formFlag, formList, formText } from '../form-text.js';
import { requiredNumberText } from '../number-text.js';
import type { Rule } from '../rule.js';
import { ruleAction } from '../rule-action.js';
import { httpsPrefix } from '../rules/https-prefix.js';
import { maxLength } from '../rules/max-length.js';
import { url } from '../rules/url.js';
import { text } from '../text-field.js';

// The portal of a service area (docs/product/fields.md "Portal", `PortalSettings` of openapi/dbo.yaml). The
// choices the contract leaves to us (one switch per login method, a data-capture field left out of
// the payload when disabled, walled-garden hosts one per line): docs/decisions/portal-screen.md.

/** The login methods, in the order the form and the guest's page show them. */
export const PORTAL_LOGIN_METHODS = [
  { value: 'click_through', field: 'ClickThrough', label: 'Click-through' },
  { value: 'access_code', field: 'AccessCode', label: 'Access code' },
  { value: 'room_last_name', field: 'RoomLastName', label: 'Room number and last name' },
  { value: 'conference_code', field: 'ConferenceCode', label: 'Conference code' },
  { value: 'plan_purchase', field: 'PlanPurchase', label: 'Plan purchase' },
  { value: 'social', field: 'Social', label: 'Social login' },
] as const;

/** The data-capture fields, in the order the form and the guest's page show them. */
export const PORTAL_CAPTURE_FIELDS = [
  { value: 'email', field: 'CaptureEmail', label: 'Email' },
  { value: 'first_name', field: 'CaptureFirstName', label: 'First name' },
  { value: 'last_name', field: 'CaptureLastName', label: 'Last name' },
  { value: 'phone', field: 'CapturePhone', label: 'Phone' },
  { value: 'postal_code', field: 'CapturePostalCode', label: 'Postal code' },
  { value: 'birthday', field: 'CaptureBirthday', label: 'Birthday' },
] as const;

/** How a data-capture field is asked, with its label. */
export const PORTAL_CAPTURE_MODES = [
  { value: 'disabled', label: 'Disabled' },
  { value: 'optional', label: 'Optional' },
  { value: 'mandatory', label: 'Mandatory' },
] as const;

export type PortalLoginMethod = (typeof PORTAL_LOGIN_METHODS)[number]['value'];
export type PortalCaptureField = (typeof PORTAL_CAPTURE_FIELDS)[number]['value'];
export type PortalCaptureMode = (typeof PORTAL_CAPTURE_MODES)[number]['value'];
type MethodField = (typeof PORTAL_LOGIN_METHODS)[number]['field'];
type CaptureField = (typeof PORTAL_CAPTURE_FIELDS)[number]['field'];

/** The contract's bounds (`PortalSettings`). */
export const PORTAL_WELCOME_MAX_LENGTH = 2000;
export const PORTAL_TERMS_MAX_LENGTH = 20000;
export const PORTAL_SPLASH_TIMEOUT = { min: 1, max: 525600, default: 1440 } as const;

/** The picker's key for "no image" (an image id is a positive integer). */
export const PORTAL_NO_IMAGE = 'none';

/** Ours: the contract needs at least one login method (`minItems: 1`). */
export const PORTAL_NO_LOGIN_METHOD = 'Turn on at least one login method';
/** Ours: terms switched on need their text. */
export const PORTAL_TERMS_REQUIRED = 'Enter the terms guests accept';

/** The portal form's values: text for text and numbers, a switch per login method. */
export type PortalFormValues = Record<MethodField, boolean> &
  Record<CaptureField, PortalCaptureMode> & {
    WelcomeMessage: string;
    RedirectUrl: string;
    SplashTimeoutMin: string;
    TermsEnabled: boolean;
    TermsText: string;
    /** One host per line. */
    WalledGardenHosts: string;
    /** An image id, or {@link PORTAL_NO_IMAGE}. */
    LogoImageId: string;
    BackgroundImageId: string;
  };

/** `SavePortalSettings`'s payload without `OrgNumber`. */
export interface PortalOutput {
  LoginMethods: PortalLoginMethod[];
  WelcomeMessage: string | null;
  RedirectUrl: string | null;
  SplashTimeoutMin: number;
  TermsEnabled: boolean;
  TermsText: string | null;
  DataCapture: { Field: PortalCaptureField; Mode: PortalCaptureMode }[];
  WalledGardenHosts: string[];
  LogoImageId: number | null;
  BackgroundImageId: number | null;
}

// The contract's `Hostname`: an IPv4 address or a fully qualified domain name.
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const FQDN =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const host: Rule = (value) =>
  typeof value === 'string' && (IPV4.test(value) || FQDN.test(value)) ? true : HOST_MESSAGE;

const orNull = (value: string): string | null => (value === '' ? null : value);
const imageId = v.pipe(
  v.string(),
  v.transform((key): number | null => (/^[1-9]\d*$/.test(key) ? Number(key) : null)),
);
const mode = v.picklist(PORTAL_CAPTURE_MODES.map((choice) => choice.value));

const methodEntries = Object.fromEntries(
  PORTAL_LOGIN_METHODS.map((method) => [method.field, v.boolean()]),
) as Record<MethodField, v.BooleanSchema<undefined>>;
const captureEntries = Object.fromEntries(
  PORTAL_CAPTURE_FIELDS.map((capture) => [capture.field, mode]),
) as Record<CaptureField, typeof mode>;

/**
 * The portal form's schema: form values in, `SavePortalSettings`'s payload (less `OrgNumber`) out.
 * The redirect is optional but, when given, starts with `https://` (docs/product/validation.md) and is a web
 * address; each walled-garden line is an IPv4 address or a domain name.
 *
 * @example
 * v.safeParse(PortalSchema, { ...PORTAL_DEFAULTS, RedirectUrl: 'http://harbour.example' })
 * // → issue on RedirectUrl: 'Please ensure URL starts with "https://"'
 */
export const PortalSchema = v.pipe(
  v.object({
    ...methodEntries,
    ...captureEntries,
    WelcomeMessage: text([maxLength(PORTAL_WELCOME_MAX_LENGTH)], { multiline: true }),
    RedirectUrl: text([httpsPrefix, url]),
    SplashTimeoutMin: requiredNumberText({
      whole: true,
      min: PORTAL_SPLASH_TIMEOUT.min,
      max: PORTAL_SPLASH_TIMEOUT.max,
    }),
    TermsEnabled: v.boolean(),
    TermsText: text([maxLength(PORTAL_TERMS_MAX_LENGTH)], { multiline: true }),
    WalledGardenHosts: v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      ),
      ruleAction<string[]>((hosts) =>
        checkRules(
          hosts,
          hosts.map((item) => () => host(item)),
        ),
      ),
    ),
    LogoImageId: imageId,
    BackgroundImageId: imageId,
  }),
  v.forward(
    v.check(
      (values) => PORTAL_LOGIN_METHODS.some((method) => values[method.field]),
      PORTAL_NO_LOGIN_METHOD,
    ),
    ['ClickThrough'],
  ),
  v.forward(
    v.check((values) => !values.TermsEnabled || values.TermsText !== '', PORTAL_TERMS_REQUIRED),
    ['TermsText'],
  ),
  v.transform(
    (values): PortalOutput => ({
      LoginMethods: PORTAL_LOGIN_METHODS.filter((method) => values[method.field]).map(
        (method) => method.value,
      ),
      WelcomeMessage: orNull(values.WelcomeMessage),
      RedirectUrl: orNull(values.RedirectUrl),
      SplashTimeoutMin: values.SplashTimeoutMin,
      TermsEnabled: values.TermsEnabled,
      TermsText: orNull(values.TermsText),
      DataCapture: PORTAL_CAPTURE_FIELDS.filter(
        (capture) => values[capture.field] !== 'disabled',
      ).map((capture) => ({ Field: capture.value, Mode: values[capture.field] })),
      WalledGardenHosts: values.WalledGardenHosts,
      LogoImageId: values.LogoImageId,
      BackgroundImageId: values.BackgroundImageId,
    }),
  ),
);

/** A new portal's form: click-through only, the contract's default timeout, nothing captured. */
export const PORTAL_DEFAULTS: PortalFormValues = {
  ClickThrough: true,
  AccessCode: false,
  RoomLastName: false,
  ConferenceCode: false,
  PlanPurchase: false,
  Social: false,
  CaptureEmail: 'disabled',
  CaptureFirstName: 'disabled',
  CaptureLastName: 'disabled',
  CapturePhone: 'disabled',
  CapturePostalCode: 'disabled',
  CaptureBirthday: 'disabled',
  WelcomeMessage: '',
  RedirectUrl: '',
  SplashTimeoutMin: String(PORTAL_SPLASH_TIMEOUT.default),
  TermsEnabled: false,
  TermsText: '',
  WalledGardenHosts: '',
  LogoImageId: PORTAL_NO_IMAGE,
  BackgroundImageId: PORTAL_NO_IMAGE,
};

const isString = (item: unknown): item is string => typeof item === 'string';
const imageKey = (id: unknown) =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : PORTAL_NO_IMAGE;
const MODES = PORTAL_CAPTURE_MODES.map((choice) => choice.value);

/**
 * The form's values for stored settings (`GetPortalSettings`); a capture field the settings leave
 * out is disabled.
 *
 * @example
 * portalFormValues({ LoginMethods: ['plan_purchase'], SplashTimeoutMin: 60 }).PlanPurchase // → true
 */
export function portalFormValues(stored: Record<string, unknown>): PortalFormValues {
  const methods = formList(stored.LoginMethods, isString);
  const captured = formList(
    stored.DataCapture,
    (item): item is { Field: unknown; Mode: unknown } => typeof item === 'object' && item !== null,
  );
  const modeOf = (field: PortalCaptureField): PortalCaptureMode =>
    formChoice(captured.find((item) => item.Field === field)?.Mode, MODES, 'disabled');
  const values = { ...PORTAL_DEFAULTS };
  for (const method of PORTAL_LOGIN_METHODS) values[method.field] = methods.includes(method.value);
  for (const capture of PORTAL_CAPTURE_FIELDS) values[capture.field] = modeOf(capture.value);
  return {
    ...values,
    WelcomeMessage: formText(stored.WelcomeMessage),
    RedirectUrl: formText(stored.RedirectUrl),
    SplashTimeoutMin: formText(stored.SplashTimeoutMin, PORTAL_DEFAULTS.SplashTimeoutMin),
    TermsEnabled: formFlag(stored.TermsEnabled, false),
    TermsText: formText(stored.TermsText),
    WalledGardenHosts: formList(stored.WalledGardenHosts, isString).join('\n'),
    LogoImageId: imageKey(stored.LogoImageId),
    BackgroundImageId: imageKey(stored.BackgroundImageId),
  };
}
