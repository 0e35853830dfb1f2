import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboSchema, without } from '../../test/dbo-contract.js';
import {
  PORTAL_CAPTURE_FIELDS,
  PORTAL_CAPTURE_MODES,
  PORTAL_DEFAULTS,
  PORTAL_LOGIN_METHODS,
  PORTAL_NO_LOGIN_METHOD,
  PORTAL_SPLASH_TIMEOUT,
  PORTAL_TERMS_MAX_LENGTH,
  PORTAL_TERMS_REQUIRED,
  PORTAL_WELCOME_MAX_LENGTH,
  type PortalFormValues,
  PortalSchema,
  portalFormValues,
} from './portal-schema.js';

const contract = dboSchema('PortalSettings');
const example = portalFormValues(dboExample('GetPortalSettingsResult') as Record<string, unknown>);
const portal = (changes: Partial<PortalFormValues> = {}): PortalFormValues => ({
  ...example,
  ...changes,
});
const issuesOf = (form: unknown) =>
  v.safeParse(PortalSchema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (form: unknown) => {
  const result = v.safeParse(PortalSchema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(form)));
  return result.output;
};

describe('PortalSchema and the examples of openapi/dbo.yaml', () => {
  it.each([
    ['GetPortalSettingsResult', dboExample('GetPortalSettingsResult')],
    ['SavePortalSettingsRequest', dboExample('SavePortalSettingsRequest')],
  ])('takes %s through the form and gives back its fields', (_, stored) => {
    const form = portalFormValues(stored as Record<string, unknown>);
    expect(outputOf(form)).toEqual(without(stored, ['OrgNumber']));
  });

  it('offers exactly the contract’s login methods, capture fields and modes', () => {
    expect(PORTAL_LOGIN_METHODS.map((method) => method.value)).toEqual(
      contract.properties.LoginMethods?.items?.enum,
    );
    const capture = dboSchema('PortalSettings').properties.DataCapture as unknown as {
      items: { properties: { Field: { enum: string[] }; Mode: { enum: string[] } } };
    };
    expect(PORTAL_CAPTURE_FIELDS.map((field) => field.value)).toEqual(
      capture.items.properties.Field.enum,
    );
    expect(PORTAL_CAPTURE_MODES.map((choice) => choice.value)).toEqual(
      capture.items.properties.Mode.enum,
    );
  });

  it('holds the contract’s bounds and default', () => {
    expect(contract.properties.WelcomeMessage?.maxLength).toBe(PORTAL_WELCOME_MAX_LENGTH);
    expect(contract.properties.TermsText?.maxLength).toBe(PORTAL_TERMS_MAX_LENGTH);
    expect(contract.properties.SplashTimeoutMin?.minimum).toBe(PORTAL_SPLASH_TIMEOUT.min);
    expect(contract.properties.SplashTimeoutMin?.maximum).toBe(PORTAL_SPLASH_TIMEOUT.max);
    expect((contract.properties.SplashTimeoutMin as { default?: number }).default).toBe(
      PORTAL_SPLASH_TIMEOUT.default,
    );
  });

  it('saves the defaults as a valid portal: click-through only, nothing captured', () => {
    expect(outputOf(PORTAL_DEFAULTS)).toEqual({
      LoginMethods: ['click_through'],
      WelcomeMessage: null,
      RedirectUrl: null,
      SplashTimeoutMin: 1440,
      TermsEnabled: false,
      TermsText: null,
      DataCapture: [],
      WalledGardenHosts: [],
      LogoImageId: null,
      BackgroundImageId: null,
    });
  });
});

describe('PortalSchema’s rules', () => {
  it('needs at least one login method (the contract’s minItems), said on the first switch', () => {
    const none = Object.fromEntries(PORTAL_LOGIN_METHODS.map((method) => [method.field, false]));
    expect(issuesOf(portal(none))).toEqual([['ClickThrough', PORTAL_NO_LOGIN_METHOD]]);
    expect(outputOf(portal({ ...none, Social: true })).LoginMethods).toEqual(['social']);
  });

  it.each([
    ['http://harbour.example', 'Please ensure URL starts with "https://"'],
    ['harbour.example/welcome', 'Please ensure URL starts with "https://"'],
    ['javascript:alert(1)', 'Please ensure URL starts with "https://"'],
    ['https://a..b.example', 'Invalid URL'],
    ['https://harbour example', 'Invalid URL'],
  ])('refuses the redirect %s with “%s”', (RedirectUrl, message) => {
    expect(issuesOf(portal({ RedirectUrl }))).toEqual([['RedirectUrl', message]]);
  });

  it('takes an https redirect (trimmed) or none', () => {
    expect(outputOf(portal({ RedirectUrl: '  https://harbour.example/hi?x=1 ' })).RedirectUrl).toBe(
      'https://harbour.example/hi?x=1',
    );
    expect(outputOf(portal({ RedirectUrl: '' })).RedirectUrl).toBeNull();
  });

  it.each([
    ['', 'Required'],
    ['abc', 'Must be a number'],
    ['1.5', 'Must be a whole number'],
    ['0', 'Must be 1 or greater'],
    ['525601', 'Must be 525600 or less'],
  ])('refuses the splash timeout %j with “%s”', (SplashTimeoutMin, message) => {
    expect(issuesOf(portal({ SplashTimeoutMin }))).toEqual([['SplashTimeoutMin', message]]);
  });

  it('takes the splash timeout’s bounds', () => {
    expect(outputOf(portal({ SplashTimeoutMin: '1' })).SplashTimeoutMin).toBe(1);
    expect(outputOf(portal({ SplashTimeoutMin: '525600' })).SplashTimeoutMin).toBe(525600);
  });

  it('holds the welcome message and the terms to the contract’s lengths', () => {
    expect(issuesOf(portal({ WelcomeMessage: 'x'.repeat(2001) }))).toEqual([
      ['WelcomeMessage', 'Must be no more than 2000 characters'],
    ]);
    expect(outputOf(portal({ WelcomeMessage: 'x'.repeat(2000) })).WelcomeMessage).toHaveLength(
      2000,
    );
    expect(issuesOf(portal({ TermsText: 'x'.repeat(20001) }))).toEqual([
      ['TermsText', 'Must be no more than 20000 characters'],
    ]);
  });

  it('needs the terms’ text only while the terms are on', () => {
    expect(issuesOf(portal({ TermsEnabled: true, TermsText: '  ' }))).toEqual([
      ['TermsText', PORTAL_TERMS_REQUIRED],
    ]);
    expect(outputOf(portal({ TermsEnabled: false, TermsText: '' })).TermsText).toBeNull();
  });

  it('keeps markup in the welcome message as typed text (the preview shows it as text)', () => {
    expect(outputOf(portal({ WelcomeMessage: '<b>Hi</b>' })).WelcomeMessage).toBe('<b>Hi</b>');
  });

  it('reads walled-garden hosts one per line and refuses one that is not a host', () => {
    expect(
      outputOf(portal({ WalledGardenHosts: ' harbour.example\n\n10.0.0.1 \r\npay.stripe.com' }))
        .WalledGardenHosts,
    ).toEqual(['harbour.example', '10.0.0.1', 'pay.stripe.com']);
    expect(issuesOf(portal({ WalledGardenHosts: 'harbour.example\nhttps://x.example' }))).toEqual([
      ['WalledGardenHosts', 'Invalid IP address or FQDN'],
    ]);
  });

  it('sends the captured fields in the form’s order, leaving the disabled ones out', () => {
    expect(
      outputOf(portal({ CaptureBirthday: 'optional', CaptureEmail: 'mandatory' })).DataCapture,
    ).toEqual([
      { Field: 'email', Mode: 'mandatory' },
      { Field: 'birthday', Mode: 'optional' },
    ]);
  });

  it('sends an image id as a number and no image as null', () => {
    expect(outputOf(portal({ LogoImageId: '31', BackgroundImageId: 'none' }))).toMatchObject({
      LogoImageId: 31,
      BackgroundImageId: null,
    });
  });
});

describe('portalFormValues', () => {
  it('reads stored settings, a capture field left out as disabled', () => {
    const form = portalFormValues({
      LoginMethods: ['room_last_name', 'bogus'],
      DataCapture: [{ Field: 'phone', Mode: 'mandatory' }],
      SplashTimeoutMin: 60,
      WalledGardenHosts: ['a.example', 'b.example'],
      LogoImageId: 7,
      BackgroundImageId: null,
    });
    expect(form).toMatchObject({
      ClickThrough: false,
      RoomLastName: true,
      CapturePhone: 'mandatory',
      CaptureEmail: 'disabled',
      SplashTimeoutMin: '60',
      WalledGardenHosts: 'a.example\nb.example',
      LogoImageId: '7',
      BackgroundImageId: 'none',
    });
  });
});
