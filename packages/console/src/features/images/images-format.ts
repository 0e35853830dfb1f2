import { UPLOAD_LIMITS, type UploadStatus } from '@guestnet/sdk';

const UNITS = ['TB', 'GB', 'MB', 'KB'] as const;

/**
 * A size as the asset manager shows it: size base 1000 (docs/product/constants.md), one decimal, the largest
 * unit of which there is at least one (Dropzone would show 256 MB as 0.3 GB).
 *
 * @example
 * formatSize(2_097_152); // '2.1 MB'
 */
export function formatSize(bytes: number): string {
  const base = UPLOAD_LIMITS.filesizeBase;
  for (const [index, unit] of UNITS.entries()) {
    const cutoff = base ** (UNITS.length - index);
    if (bytes >= cutoff) return `${Math.round((10 * bytes) / cutoff) / 10} ${unit}`;
  }
  return `${bytes} B`;
}

/** What each upload state reads as in the upload list (docs/product/entities.md "Upload file"). */
export const STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  added: 'Added',
  queued: 'Queued',
  uploading: 'Uploading',
  success: 'Uploaded',
  error: 'Failed',
  canceled: 'Canceled',
};

/** Whether an image is small enough to draw a thumbnail from (docs/product/constants.md: 10 MB, base 1000). */
export function hasThumbnail(bytes: number): boolean {
  return bytes <= UPLOAD_LIMITS.maxThumbnailFilesizeMb * UPLOAD_LIMITS.filesizeBase ** 2;
}

/** The types the asset manager takes, by MIME type and by extension (ImageAsset.Mime). */
export const ACCEPTED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'image/webp',
  '.png',
  '.jpg',
  '.jpeg',
  '.svg',
  '.webp',
] as const;

/** `PNG`, `JPEG`, `SVG`, `WEBP`: the short type a tile shows. */
export function typeLabel(mime: string): string {
  return (mime.split('/')[1] ?? mime).replace('+xml', '').toUpperCase();
}
