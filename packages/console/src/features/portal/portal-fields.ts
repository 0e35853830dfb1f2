// docs/decisions/portal-screen.md
import {
  PORTAL_CAPTURE_FIELDS,
  PORTAL_CAPTURE_MODES,
  PORTAL_LOGIN_METHODS,
  PORTAL_NO_IMAGE,
  PORTAL_SPLASH_TIMEOUT,
  type PortalFormValues,
} from '@guestnet/validators';
import { PORTAL } from '../../lib/entities/portal';
import type { FieldOption, FieldSection } from '../../ui/form/form-fields';

/** An image of the asset manager, as `listImages` answers it (the fields the portal uses). */
export interface PortalImage {
  Id: number;
  Name: string;
  Url: string;
}

/**
 * The choices of an image field: none, then the asset manager's images by name; a stored id the
 * list does not hold (deleted, or the list did not load) stays choosable, named by its id.
 */
export function imageOptions(
  images: readonly PortalImage[],
  none: string,
  stored: string,
): FieldOption[] {
  const options = [
    { value: PORTAL_NO_IMAGE, label: none },
    ...images.map((image) => ({ value: String(image.Id), label: image.Name })),
  ];
  if (stored !== PORTAL_NO_IMAGE && !images.some((image) => String(image.Id) === stored)) {
    options.push({ value: stored, label: `Image ${stored} (not in Images)` });
  }
  return options;
}

const MODE_OPTIONS = PORTAL_CAPTURE_MODES.map((mode) => ({ value: mode.value, label: mode.label }));

/** The portal form's sections; the image choices come from the asset manager. */
export function portalSections(
  images: readonly PortalImage[],
  stored: Pick<PortalFormValues, 'LogoImageId' | 'BackgroundImageId'>,
): FieldSection<PortalFormValues>[] {
  return [
    {
      title: 'Login methods',
      note: 'Guests choose among the methods turned on; at least one.',
      fields: PORTAL_LOGIN_METHODS.map((method) => ({
        name: method.field,
        label: method.label,
        kind: 'switch' as const,
      })),
    },
    {
      title: 'Splash page',
      fields: [
        {
          name: 'WelcomeMessage',
          label: PORTAL.labels.WelcomeMessage,
          kind: 'textarea',
          description: 'Shown as plain text; up to 2000 characters.',
        },
        {
          name: 'LogoImageId',
          label: 'Logo',
          kind: 'select',
          options: imageOptions(images, 'No logo', stored.LogoImageId),
        },
        {
          name: 'BackgroundImageId',
          label: 'Background',
          kind: 'select',
          options: imageOptions(images, 'No background', stored.BackgroundImageId),
        },
      ],
    },
    {
      title: 'After login',
      fields: [
        {
          name: 'RedirectUrl',
          label: 'Redirect URL',
          kind: 'text',
          description:
            'Where guests go once connected; starts with https://. Empty: where they were going.',
        },
        {
          name: 'SplashTimeoutMin',
          label: 'Splash timeout (minutes)',
          kind: 'number',
          required: true,
          description: `How long before a guest sees the splash page again (${PORTAL_SPLASH_TIMEOUT.min}–${PORTAL_SPLASH_TIMEOUT.max}).`,
        },
      ],
    },
    {
      title: 'Terms',
      fields: [
        { name: 'TermsEnabled', label: PORTAL.labels.TermsEnabled, kind: 'switch' },
        {
          name: 'TermsText',
          label: PORTAL.labels.TermsText,
          kind: 'textarea',
          required: true,
          visible: (values) => values.TermsEnabled,
        },
      ],
    },
    {
      title: 'Data capture',
      note: 'What the splash page asks of a guest before connecting.',
      fields: PORTAL_CAPTURE_FIELDS.map((capture) => ({
        name: capture.field,
        label: capture.label,
        kind: 'select' as const,
        options: MODE_OPTIONS,
      })),
    },
    {
      title: 'Walled garden',
      fields: [
        {
          name: 'WalledGardenHosts',
          label: 'Walled-garden hosts',
          kind: 'textarea',
          description:
            'Hosts guests may reach before logging in (a payment page, your website), one per line.',
        },
      ],
    },
  ];
}
