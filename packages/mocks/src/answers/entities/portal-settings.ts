import type { Faker } from '@faker-js/faker';

/** What the portal factory knows of the service area it fills. */
export interface PortalOrg {
  /** The service area's name in the org tree (`Harbour Hotel Guest`), if the tree has it. */
  name: string | undefined;
  /** Its site's name (`Harbour Hotel`), if the tree has it. */
  siteName: string | undefined;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'guest';

const LOGIN_CHOICES = [
  ['click_through'],
  ['room_last_name', 'plan_purchase'],
  ['access_code', 'room_last_name'],
  ['click_through', 'social'],
  ['room_last_name', 'conference_code', 'plan_purchase'],
] as const;

const WELCOMES = [
  (place: string) => `Welcome to ${place}. Enjoy complimentary Wi-Fi throughout your stay.`,
  (place: string) => `Welcome to ${place}! Connect in one step and make yourself at home.`,
  (place: string) =>
    `Good to have you at ${place}. Sign in with your room number to get online in seconds.`,
];

/**
 * Believable portal settings for a service area (`GetPortalSettings` before any save), so the
 * demo's preview reads like a real property's splash page: a welcome naming the site, an https
 * redirect and a walled garden on the site's own domain, terms, a little data capture. No logo
 * or background: the asset manager's images are another mock's, and a portal chooses them.
 */
export function portalSettingsRecord(faker: Faker, org: PortalOrg): Record<string, unknown> {
  const place = org.siteName ?? org.name ?? 'our hotel';
  const domain = `${slug(place)}.example`;
  const methods = faker.helpers.arrayElement(LOGIN_CHOICES);
  return {
    LoginMethods: [...methods],
    WelcomeMessage: faker.helpers.arrayElement(WELCOMES)(place),
    RedirectUrl: `https://${domain}/welcome`,
    SplashTimeoutMin: faker.helpers.arrayElement([1440, 720, 4320]),
    TermsEnabled: true,
    TermsText:
      'Use of this network is free for guests and subject to fair use. Do not use it for ' +
      'unlawful activity. We may limit bandwidth during busy hours.',
    DataCapture: faker.helpers.arrayElement([
      [{ Field: 'email', Mode: 'optional' }],
      [
        { Field: 'email', Mode: 'mandatory' },
        { Field: 'first_name', Mode: 'optional' },
      ],
      [],
    ]),
    WalledGardenHosts: methods.includes('plan_purchase' as never)
      ? [domain, 'js.stripe.com']
      : [domain],
    LogoImageId: null,
    BackgroundImageId: null,
  };
}
