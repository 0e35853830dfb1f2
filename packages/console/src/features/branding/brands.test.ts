import { describe, expect, it } from 'vitest';
import { applyBrand } from './apply-brand';
import { brandForHost } from './brands';

describe('brandForHost', () => {
  it.each([
    ['guestnet.example.com', 'guestnet', 'Guestnet Admin'],
    ['stayconnect.example.com', 'stayconnect', 'StayConnect'],
    ['lodgenet.example.com', 'lodgenet', 'Property Management Portal'],
    ['innspot.example.com', 'innspot', 'Property Management Portal'],
    ['resortlink.example.com', 'resortlink', 'Property Management Portal'],
    ['venuewave.example.com', 'venuewave', 'Property Management Portal'],
    ['CampusAir.example.com', 'campusair', 'Property Management Portal'],
    ['lodgenet.localhost', 'lodgenet', 'Property Management Portal'],
    ['localhost', 'guestnet', 'Guestnet Admin'],
    ['127.0.0.1', 'guestnet', 'Guestnet Admin'],
    ['admin.lodgenet.example.com', 'guestnet', 'Guestnet Admin'],
    ['constructor.example.com', 'guestnet', 'Guestnet Admin'],
    ['', 'guestnet', 'Guestnet Admin'],
  ])('brands %j as %s with the title %j', (host, key, title) => {
    const brand = brandForHost(host);
    expect(brand.key).toBe(key);
    expect(brand.title).toBe(title);
  });

  it('gives each brand its own icon', () => {
    const icons = ['guestnet', 'stayconnect', 'lodgenet', 'innspot', 'resortlink', 'venuewave'].map(
      (key) => brandForHost(`${key}.example.com`).icon,
    );
    expect(new Set(icons).size).toBe(icons.length);
  });
});

describe('applyBrand', () => {
  it('sets the page title, favicon and accent of the host’s brand', () => {
    applyBrand(document, 'stayconnect.example.com');
    expect(document.title).toBe('StayConnect');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      brandForHost('stayconnect.example.com').icon,
    );
    expect(document.documentElement.style.getPropertyValue('--brand-accent')).toBe('#0f7c8c');
  });
});
