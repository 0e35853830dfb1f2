import { describe, expect, it } from 'vitest';
import { crc32, encodePng, readImageHead } from './image-bytes.js';
import { Md5, md5Hex } from './md5.js';

describe('md5Hex', () => {
  it('gives the RFC 1321 digests', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe(
      '9e107d9d372bb6826bd81d3542a419d6',
    );
    expect(md5Hex('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('gives the same digest fed in uneven pieces as in one', () => {
    const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 31) % 251);
    const pieces = new Md5();
    for (const [from, to] of [
      [0, 1],
      [1, 63],
      [63, 200],
      [200, 4097],
      [4097, 10_000],
    ]) {
      pieces.update(bytes.subarray(from, to));
    }
    expect(pieces.hex()).toBe(md5Hex(bytes));
  });
});

describe('readImageHead', () => {
  it('reads a PNG’s size from IHDR, and the PNG is well formed', () => {
    const png = encodePng(80, 60, () => [1, 2, 3]);
    expect(readImageHead(png)).toEqual({ mime: 'image/png', width: 80, height: 60 });
    // The IHDR chunk's CRC covers its type and data.
    const view = new DataView(png.buffer);
    expect(view.getUint32(29)).toBe(crc32(png.subarray(12, 29)));
  });

  it('reads a JPEG’s size from its first SOF marker, after an APP segment', () => {
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xc2, 0x00, 0x11, 0x08,
      0x01, 0xe0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(readImageHead(jpeg)).toEqual({ mime: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads the three WebP headers', () => {
    const riff = (kind: string, body: number[]) =>
      new Uint8Array(
        [...'RIFF']
          .map((c) => c.charCodeAt(0))
          .concat(
            [0, 0, 0, 0],
            [...`WEBP${kind}`].map((c) => c.charCodeAt(0)),
            body,
          ),
      );
    const vp8x = riff('VP8X', [10, 0, 0, 0, 0, 0, 0, 0, 0x1f, 0x03, 0x00, 0xdf, 0x01, 0x00]);
    expect(readImageHead(vp8x)).toEqual({ mime: 'image/webp', width: 800, height: 480 });
    const vp8 = riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]);
    expect(readImageHead(vp8)).toEqual({ mime: 'image/webp', width: 320, height: 240 });
    // VP8L: 14 bits of width - 1, then 14 bits of height - 1 (99 × 49 here).
    const bits = 98 | (48 << 14);
    const vp8l = riff('VP8L', [
      0,
      0,
      0,
      0,
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
      0,
      0,
    ]);
    expect(readImageHead(vp8l)).toEqual({ mime: 'image/webp', width: 99, height: 49 });
  });

  it('knows an SVG by its root element, with or without a prolog, and nothing else', () => {
    const svg = (text: string) => readImageHead(new TextEncoder().encode(text));
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toEqual({
      mime: 'image/svg+xml',
      width: null,
      height: null,
    });
    expect(svg('<?xml version="1.0"?>\n<!-- logo -->\n<svg>')?.mime).toBe('image/svg+xml');
    expect(svg('<html><svg></svg></html>')).toBeUndefined();
    expect(svg('GIF89a')).toBeUndefined();
  });
});
