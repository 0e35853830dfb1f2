import { PORTAL_DEFAULTS, type PortalFormValues } from '@guestnet/validators';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageOptions } from './portal-fields';
import { imageUrl, PortalPreview } from './portal-preview';

const IMAGES = [
  { Id: 31, Name: 'harbour-logo.png', Url: '/assets/GN-1042/harbour-logo.png' },
  { Id: 32, Name: 'lobby.jpg', Url: 'https://cdn.example/lobby.jpg' },
  { Id: 33, Name: 'evil.png', Url: 'javascript:alert(1)' },
  { Id: 34, Name: 'harbour-logo.svg', Url: 'data:image/svg+xml;base64,PHN2Zy8+' },
  { Id: 35, Name: 'page.html', Url: 'data:text/html;base64,PGI+aGk8L2I+' },
];

const preview = (changes: Partial<PortalFormValues> = {}) =>
  render(
    <PortalPreview
      values={{ ...PORTAL_DEFAULTS, ...changes }}
      images={IMAGES}
      siteName="Harbour Hotel"
    />,
  );

describe('PortalPreview', () => {
  it('shows markup typed in the settings as text, never as HTML', () => {
    const { container } = preview({
      WelcomeMessage: '<b>Hi</b> <img src=x onerror="alert(1)">',
      TermsEnabled: true,
      TermsText: '<script>alert(2)</script>Be nice.',
    });
    expect(screen.getByTestId('portal-preview-welcome').textContent).toBe(
      '<b>Hi</b> <img src=x onerror="alert(1)">',
    );
    expect(screen.getByTestId('portal-preview-terms').textContent).toBe(
      '<script>alert(2)</script>Be nice.',
    );
    const page = screen.getByTestId('portal-preview-page');
    expect(page.querySelector('b, script, [onerror]')).toBeNull();
    // No image at all: none was chosen.
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows the chosen logo and background from the asset list', () => {
    preview({ LogoImageId: '31', BackgroundImageId: '32' });
    const page = screen.getByTestId('portal-preview-page');
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(
      '/assets/GN-1042/harbour-logo.png',
    );
    expect(page.querySelector('img.gn-portal-background')?.getAttribute('src')).toBe(
      'https://cdn.example/lobby.jpg',
    );
    expect(screen.queryByText('Harbour Hotel')).toBeNull();
  });

  it('shows no image whose address is not a web address, nor one missing from the list', () => {
    preview({ LogoImageId: '33', BackgroundImageId: '99' });
    expect(screen.getByTestId('portal-preview-page').querySelector('img')).toBeNull();
    expect(screen.getByText('Harbour Hotel')).toBeTruthy();
    expect(imageUrl(IMAGES, '33')).toBeUndefined();
    expect(imageUrl(IMAGES, '35')).toBeUndefined();
    expect(imageUrl(IMAGES, 'none')).toBeUndefined();
    // The asset manager's own SVG previews are data: URLs; an SVG in <img> runs no script.
    expect(imageUrl(IMAGES, '34')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });

  it('draws each login method turned on, the captured fields and the terms', () => {
    preview({
      ClickThrough: false,
      RoomLastName: true,
      PlanPurchase: true,
      CaptureEmail: 'mandatory',
      CapturePhone: 'optional',
    });
    const page = screen.getByTestId('portal-preview-page');
    expect(page.textContent).toContain('Room number');
    expect(page.textContent).toContain('Last name');
    expect([...page.querySelectorAll('.gn-portal-button')].map((b) => b.textContent)).toEqual([
      'Connect with my room',
      'Buy a plan',
    ]);
    expect(page.textContent).not.toContain('I accept the terms');
    expect(page.textContent).toContain('Email *');
    expect(page.textContent).toContain('Phone (optional)');
  });

  it('switches between phone and desktop width', () => {
    preview();
    const page = screen.getByTestId('portal-preview-page');
    expect(page.dataset.width).toBe('phone');
    expect(screen.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(page.dataset.width).toBe('desktop');
    expect(screen.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('imageOptions', () => {
  it('offers none, the listed images, and a stored image the list lacks', () => {
    expect(imageOptions(IMAGES.slice(0, 1), 'No logo', '77')).toEqual([
      { value: 'none', label: 'No logo' },
      { value: '31', label: 'harbour-logo.png' },
      { value: '77', label: 'Image 77 (not in Images)' },
    ]);
  });
});
