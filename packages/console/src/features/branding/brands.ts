import campusair from './icons/campusair.svg?no-inline';
import guestnet from './icons/guestnet.svg?no-inline';
import innspot from './icons/innspot.svg?no-inline';
import lodgenet from './icons/lodgenet.svg?no-inline';
import resortlink from './icons/resortlink.svg?no-inline';
import stayconnect from './icons/stayconnect.svg?no-inline';
import venuewave from './icons/venuewave.svg?no-inline';

// docs/decisions/brand-look.md
/** One operator's look (docs/product/README.md; docs/product/platform.md "Brands"). */
export interface Brand {
  key: BrandKey;
  title: string;
  /** URL of the brand's SVG icon (favicon and header logo). */
  icon: string;
  /** The header's accent colour, and the text colour that reads on it. */
  accent: string;
  onAccent: string;
}

/** The seven brand keys of docs/product/platform.md's table. */
export type BrandKey =
  | 'guestnet'
  | 'stayconnect'
  | 'lodgenet'
  | 'innspot'
  | 'resortlink'
  | 'venuewave'
  | 'campusair';

const PORTAL = 'Property Management Portal';

/** Every brand by key; `guestnet` is the default. */
export const brands: Record<BrandKey, Brand> = {
  guestnet: {
    key: 'guestnet',
    title: 'Guestnet Admin',
    icon: guestnet,
    accent: '#f5c400',
    onAccent: '#1d1d1d',
  },
  stayconnect: {
    key: 'stayconnect',
    title: 'StayConnect',
    icon: stayconnect,
    accent: '#0f7c8c',
    onAccent: '#ffffff',
  },
  lodgenet: { key: 'lodgenet', title: PORTAL, icon: lodgenet, accent: '#8a1c2b', onAccent: '#fff' },
  innspot: { key: 'innspot', title: PORTAL, icon: innspot, accent: '#2e5aac', onAccent: '#fff' },
  resortlink: {
    key: 'resortlink',
    title: PORTAL,
    icon: resortlink,
    accent: '#1f7a4d',
    onAccent: '#fff',
  },
  venuewave: {
    key: 'venuewave',
    title: PORTAL,
    icon: venuewave,
    accent: '#6b3fa0',
    onAccent: '#fff',
  },
  campusair: {
    key: 'campusair',
    title: PORTAL,
    icon: campusair,
    accent: '#b23a0a',
    onAccent: '#fff',
  },
};

/**
 * The brand for a host name, chosen by its first label (`lodgenet.example.com` → lodgenet);
 * anything else gets the default brand.
 */
export function brandForHost(hostname: string): Brand {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  return Object.hasOwn(brands, label) ? brands[label as BrandKey] : brands.guestnet;
}
