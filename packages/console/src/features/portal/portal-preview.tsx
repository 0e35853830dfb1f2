// docs/decisions/portal-screen.md
import {
  PORTAL_CAPTURE_FIELDS,
  PORTAL_LOGIN_METHODS,
  type PortalFormValues,
} from '@guestnet/validators';
import { useState } from 'react';
import type { PortalImage } from './portal-fields';

/** The widths the preview shows the guest's page at. */
export type PreviewWidth = 'phone' | 'desktop';

// What each login method puts on the guest's page: its fields, then its button.
const METHOD_PARTS: Record<string, { inputs: string[]; button: string }> = {
  click_through: { inputs: [], button: 'Connect' },
  access_code: { inputs: ['Access code'], button: 'Connect with code' },
  room_last_name: { inputs: ['Room number', 'Last name'], button: 'Connect with my room' },
  conference_code: { inputs: ['Conference code'], button: 'Join the conference' },
  plan_purchase: { inputs: [], button: 'Buy a plan' },
  social: { inputs: [], button: 'Continue with a social account' },
};

/**
 * An image's address, only when it is one the asset manager listed and a web, relative or
 * `data:` image address of the contract's types (never `javascript:` or another scheme).
 */
export function imageUrl(images: readonly PortalImage[], key: string): string | undefined {
  const found = images.find((image) => String(image.Id) === key)?.Url;
  if (!found) return undefined;
  // An SVG shown by <img> runs no script; the contract's image types only (ImageAsset's Mime).
  return /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpeg|webp|svg\+xml)[;,])/i.test(found)
    ? found
    : undefined;
}

/**
 * The guest's splash page as the settings stand, before they are saved. Text from the
 * settings is rendered as React text nodes, so markup in a welcome or the terms shows as typed;
 * an image comes only from the asset manager's list. It is a picture of the page: nothing in it
 * takes focus or input (its fields and buttons are drawn, not real).
 */
export function PortalPreview({
  values,
  images,
  siteName,
}: {
  values: PortalFormValues;
  images: readonly PortalImage[];
  siteName: string;
}) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const logo = imageUrl(images, values.LogoImageId);
  const background = imageUrl(images, values.BackgroundImageId);
  const methods = PORTAL_LOGIN_METHODS.filter((method) => values[method.field]);
  const captured = PORTAL_CAPTURE_FIELDS.filter((capture) => values[capture.field] !== 'disabled');
  return (
    <section className="gn-portal-preview" aria-labelledby="gn-portal-preview-title">
      <div className="gn-portal-preview-bar">
        <h3 id="gn-portal-preview-title">Preview</h3>
        <fieldset className="gn-portal-widths">
          <legend className="gn-portal-hidden">Preview width</legend>
          {(['phone', 'desktop'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={width === choice}
              onClick={() => setWidth(choice)}
            >
              {choice === 'phone' ? 'Phone' : 'Desktop'}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="gn-portal-viewport" data-width={width}>
        <div className="gn-portal-page" data-testid="portal-preview-page" data-width={width}>
          {background ? (
            <img className="gn-portal-background" src={background} alt="" />
          ) : (
            <div className="gn-portal-background gn-portal-plain" />
          )}
          <div className="gn-portal-card" data-testid="portal-preview-card">
            {logo ? (
              <img className="gn-portal-logo" src={logo} alt="Logo" />
            ) : (
              <p className="gn-portal-site">{siteName}</p>
            )}
            {values.WelcomeMessage.trim() !== '' && (
              <p className="gn-portal-welcome" data-testid="portal-preview-welcome">
                {values.WelcomeMessage}
              </p>
            )}
            {captured.map((capture) => (
              <span key={capture.value} className="gn-portal-input">
                {capture.label}
                {values[capture.field] === 'mandatory' ? ' *' : ' (optional)'}
              </span>
            ))}
            {values.TermsEnabled && (
              <div className="gn-portal-terms">
                <span className="gn-portal-check">I accept the terms of use</span>
                <p data-testid="portal-preview-terms">{values.TermsText}</p>
              </div>
            )}
            {methods.length === 0 && (
              <p className="gn-portal-none">No login method is turned on.</p>
            )}
            {methods.map((method, index) => {
              const parts = METHOD_PARTS[method.value] ?? { inputs: [], button: method.label };
              return (
                <div key={method.value} className="gn-portal-method">
                  {index > 0 && <span className="gn-portal-or">or</span>}
                  {parts.inputs.map((input) => (
                    <span key={input} className="gn-portal-input">
                      {input}
                    </span>
                  ))}
                  <span className="gn-portal-button">{parts.button}</span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
