// docs/decisions/portal-screen.md
import { type DboClient, type DboPayload, type DboResult, dboQuery } from '@guestnet/sdk';
import {
  PORTAL_LOGIN_METHODS,
  type PortalOutput,
  PortalSchema,
  portalFormValues,
} from '@guestnet/validators';
import {
  anyKind,
  asText,
  type ChangeKind,
  checkForm,
  NOT_A_SERVICE_AREA,
  YES,
  yesNo,
} from './change-kind';

/** A service area's portal as `GetPortalSettings` answers it. */
export type StoredPortal = DboResult<'GetPortalSettings'>;
/** What `SavePortalSettings` takes. */
export type PortalPayload = DboPayload<'SavePortalSettings'>;

const procedures = { get: 'GetPortalSettings', save: 'SavePortalSettings' } as const;

/** The labels the portal form and a bulk change of the portal both give its fields. */
const labels = {
  WelcomeMessage: 'Welcome message',
  TermsText: 'Terms text',
  TermsEnabled: 'Guests must accept the terms',
} as const;

const METHOD_FIELD = 'LoginMethod:';
const methodOf = (field: string) =>
  PORTAL_LOGIN_METHODS.find((method) => `${METHOD_FIELD}${method.value}` === field);

/** The portal's fields a bulk change sets as they are (the login methods are one switch each). */
const PLAIN_FIELDS = ['WelcomeMessage', 'TermsText', 'TermsEnabled'] as const;

/** A field's text in a portal as stored or as about to be saved: a login method reads Yes/No. */
function textOf(
  portal: Pick<PortalPayload, (typeof PLAIN_FIELDS)[number] | 'LoginMethods'>,
  field: string,
): string | null {
  const method = methodOf(field);
  if (method) return yesNo(portal.LoginMethods.includes(method.value));
  const plain = PLAIN_FIELDS.find((name) => name === field);
  return plain ? asText(portal[plain]) : null;
}

/** The payload that saves the portal form's output at an org. */
const toPayload = (output: PortalOutput, orgNumber: string): PortalPayload => ({
  ...output,
  OrgNumber: orgNumber,
});

/**
 * Bulk Change's portal kind: the welcome message, the terms, or one login method on or off, at
 * each service area, through the Portal form's own schema.
 */
const change: ChangeKind<StoredPortal, PortalPayload, StoredPortal> = {
  id: 'portal',
  label: 'Portal',
  fields: [
    { id: 'WelcomeMessage', label: labels.WelcomeMessage, input: 'textarea' },
    { id: 'TermsText', label: labels.TermsText, input: 'textarea' },
    { id: 'TermsEnabled', label: 'Terms', input: 'switch' },
    ...PORTAL_LOGIN_METHODS.map((method) => ({
      id: `${METHOD_FIELD}${method.value}`,
      label: `Login method: ${method.label}`,
      input: 'switch' as const,
    })),
  ],
  notApplicable: (org) => (org.type === 'ServiceArea' ? undefined : NOT_A_SERVICE_AREA),
  read: (dbo, orgNumber, _match, signal) =>
    dbo.call(procedures.get, { OrgNumber: orgNumber }, signal ? { signal } : {}),
  recordId: () => null,
  text: textOf,
  propose(stored, field, value) {
    const form = portalFormValues(stored);
    const method = methodOf(field);
    const key = method ? method.field : field;
    const values = { ...form, [key]: field === 'TermsEnabled' || method ? value === YES : value };
    const checked = checkForm(PortalSchema, values, key);
    if ('refused' in checked) return { refused: checked.refused };
    const payload = toPayload(checked.output, stored.OrgNumber);
    return { payload, after: textOf(payload, field) };
  },
  save: (dbo, payload, changeSetId) =>
    dbo.call(procedures.save, { ...payload, ChangeSetId: changeSetId }),
};

/**
 * Setup > Portal: a service area's captive portal (one record per org, no list). Its procedures
 * and query, the labels its form and Bulk Change share, the form values ↔ payload, and its Bulk
 * Change kind.
 */
export const PORTAL = {
  names: { singular: 'Portal', plural: 'Portals' },
  procedures,
  labels,
  /** The query of an org's portal: `useGuestnetQuery` reads it, a save writes its key. */
  query: (dbo: DboClient, orgNumber: string) =>
    dboQuery(dbo, procedures.get, { OrgNumber: orgNumber }),
  /** The form values of a portal as stored. */
  toValues: (stored: StoredPortal) => portalFormValues(stored),
  toPayload,
  /** Bulk Change's kind of the portal. */
  change: anyKind(change),
};
