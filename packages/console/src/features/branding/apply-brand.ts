import { type Brand, brandForHost } from './brands';

/**
 * Puts the brand of this host on the page: the title, the favicon and the accent colour as CSS
 * variables (`--brand-accent`, `--brand-on-accent`) that the header and login card read.
 */
export function applyBrand(doc: Document = document, hostname = window.location.hostname): Brand {
  const brand = brandForHost(hostname);
  doc.title = brand.title;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.icon;
  doc.documentElement.style.setProperty('--brand-accent', brand.accent);
  doc.documentElement.style.setProperty('--brand-on-accent', brand.onAccent);
  doc.documentElement.dataset.brand = brand.key;
  return brand;
}
