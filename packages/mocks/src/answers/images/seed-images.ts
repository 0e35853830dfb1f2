import { dataUrl, encodePng, type ImageMime } from './image-bytes.js';
import { md5Hex } from './md5.js';

/** An ImageAsset as stored, without `UsedBy` (computed from the portal settings on each answer). */
export interface StoredImage {
  Id: number;
  Name: string;
  Mime: ImageMime;
  Bytes: number;
  Width: number | null;
  Height: number | null;
  Md5: string;
  Url: string;
  UploadedAt: string;
}

const svgBytes = (svg: string) => new TextEncoder().encode(svg);

const logoSvg = () =>
  svgBytes(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" rx="8" fill="#0b4f6c"/><path d="M20 56 q14 -14 28 0 t28 0" stroke="#9fd8f0" stroke-width="5" fill="none"/><circle cx="48" cy="28" r="10" fill="#f6c85f"/><text x="92" y="50" font-family="sans-serif" font-size="26" font-weight="bold" fill="#fff">Harbour</text></svg>',
  );
const badgeSvg = () =>
  svgBytes(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="44" fill="#2d6a4f"/><path d="M30 50 l12 12 l24 -28" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

// Painted PNGs: a sunset background, a pool banner and a lobby photo stand-in.
const backgroundPng = () =>
  encodePng(96, 64, (x, y) => [
    200 + Math.round((y / 64) * 55),
    110 + Math.round((x / 96) * 60),
    70 + Math.round((y / 64) * 40),
  ]);
const poolPng = () =>
  encodePng(90, 40, (x, y) =>
    Math.sin((x + y * 2) / 5) > 0.6 ? [230, 246, 255] : [40, 140 + ((x * 2) % 40), 200],
  );
const lobbyPng = () =>
  encodePng(64, 64, (x, y) =>
    (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? [120, 86, 60] : [214, 190, 150],
  );

interface SeedFile {
  name: string;
  mime: StoredImage['Mime'];
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  uploadedAt: string;
}

// Painted on first use, not when the demo page loads the mocks (docs/decisions/demo-startup.md).
let seeds: readonly SeedFile[] | undefined;
const seedFiles = (): readonly SeedFile[] =>
  (seeds ??= [
    {
      name: 'harbour-logo.svg',
      mime: 'image/svg+xml',
      bytes: logoSvg(),
      width: null,
      height: null,
      uploadedAt: '2026-10-02T09:15:00Z',
    },
    {
      name: 'sunset-background.png',
      mime: 'image/png',
      bytes: backgroundPng(),
      width: 96,
      height: 64,
      uploadedAt: '2026-10-02T09:20:00Z',
    },
    {
      name: 'pool-banner.png',
      mime: 'image/png',
      bytes: poolPng(),
      width: 90,
      height: 40,
      uploadedAt: '2026-10-14T16:05:00Z',
    },
    {
      name: 'lobby-tiles.png',
      mime: 'image/png',
      bytes: lobbyPng(),
      width: 64,
      height: 64,
      uploadedAt: '2026-10-21T11:40:00Z',
    },
    {
      name: 'checked-in-badge.svg',
      mime: 'image/svg+xml',
      bytes: badgeSvg(),
      width: null,
      height: null,
      uploadedAt: '2026-11-03T08:00:00Z',
    },
  ]);

/**
 * The images an org's asset manager starts with: two SVGs and three PNGs with real bytes (their
 * `Url` a `data:` URL, so the thumbnails show), the same for every org. The logo and background
 * take the ids the org's portal settings point at, so what the portal shows is here.
 */
export function seedImages(
  _orgNumber: string,
  portal: { logoId?: number | undefined; backgroundId?: number | undefined } = {},
): StoredImage[] {
  const taken = new Set([portal.logoId, portal.backgroundId].filter((id) => id !== undefined));
  let next = 31;
  const freeId = () => {
    while (taken.has(next)) next++;
    taken.add(next);
    return next;
  };
  const background = portal.backgroundId === portal.logoId ? undefined : portal.backgroundId;
  return seedFiles().map((seed, index) => ({
    Id: (index === 0 ? portal.logoId : index === 1 ? background : undefined) ?? freeId(),
    Name: seed.name,
    Mime: seed.mime,
    Bytes: seed.bytes.length,
    Width: seed.width,
    Height: seed.height,
    Md5: md5Hex(seed.bytes),
    Url: dataUrl(seed.mime, seed.bytes),
    UploadedAt: seed.uploadedAt,
  }));
}
