import { describe, expect, it } from 'vitest';
import { formatSize, hasThumbnail, typeLabel } from './images-format';

describe('formatSize', () => {
  it('uses size base 1000 with one decimal, as Dropzone shows sizes', () => {
    expect(formatSize(2_097_152)).toBe('2.1 MB');
    expect(formatSize(48_213)).toBe('48.2 KB');
    expect(formatSize(256_000_000)).toBe('256 MB');
    expect(formatSize(999)).toBe('999 B');
    expect(formatSize(1000)).toBe('1 KB');
  });
});

describe('hasThumbnail', () => {
  it('draws thumbnails from sources up to 10 MB only', () => {
    expect(hasThumbnail(10_000_000)).toBe(true);
    expect(hasThumbnail(10_000_001)).toBe(false);
  });
});

describe('typeLabel', () => {
  it('shortens the MIME type', () => {
    expect(typeLabel('image/svg+xml')).toBe('SVG');
    expect(typeLabel('image/jpeg')).toBe('JPEG');
  });
});
