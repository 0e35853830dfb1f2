/** The image types the asset manager stores (ImageAsset.Mime). */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'image/webp';

/** What the first bytes of an image say: its type and, for a bitmap, its size in pixels. */
export interface ImageHead {
  mime: ImageMime;
  width: number | null;
  height: number | null;
}

/** How many of an upload's first bytes {@link readImageHead} needs (a JPEG's SOF can be late). */
export const HEAD_BYTES = 65_536;

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);

/**
 * The type of an image from its first bytes (never from its name), with the width and height a
 * PNG (IHDR), JPEG (the first SOF marker) or WebP (VP8, VP8L or VP8X) header gives; an SVG has
 * none (`null`, as ImageAsset says). `undefined` when the bytes are none of the four types.
 *
 * @example
 * readImageHead(pngBytes); // { mime: 'image/png', width: 80, height: 60 }
 */
export function readImageHead(bytes: Uint8Array): ImageHead | undefined {
  if (bytes.length >= 24 && ascii(bytes, 1, 3) === 'PNG' && ascii(bytes, 12, 4) === 'IHDR') {
    return { mime: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHead(bytes);
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return webpHead(bytes);
  }
  const text = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    return { mime: 'image/svg+xml', width: null, height: null };
  }
  return undefined;
}

function jpegHead(bytes: Uint8Array): ImageHead {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at++;
      continue;
    }
    const marker = bytes[at + 1] ?? 0;
    // SOF0..SOF15 carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { mime: 'image/jpeg', height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return { mime: 'image/jpeg', width: null, height: null };
}

function webpHead(bytes: Uint8Array): ImageHead {
  const kind = ascii(bytes, 12, 4);
  if (kind === 'VP8 ') {
    return {
      mime: 'image/webp',
      width: u16le(bytes, 26) & 0x3fff,
      height: u16le(bytes, 28) & 0x3fff,
    };
  }
  if (kind === 'VP8L') {
    const bits =
      (bytes[21] ?? 0) |
      ((bytes[22] ?? 0) << 8) |
      ((bytes[23] ?? 0) << 16) |
      ((bytes[24] ?? 0) << 24);
    return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (kind === 'VP8X') {
    return { mime: 'image/webp', width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  }
  return { mime: 'image/webp', width: null, height: null };
}

let crcTable: Uint32Array | undefined;

/** The CRC-32 of PNG chunks (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A real PNG (RGB, stored without compression) painted by `paint(x, y)` → `[r, g, b]`: the seed
 * images' thumbnails, and test files, without an image library.
 *
 * @example
 * encodePng(2, 2, () => [0, 128, 255]); // a 2×2 blue PNG
 */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number],
): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  // zlib with stored deflate blocks of at most 65,535 bytes, then the Adler-32 of the raw data.
  const blocks = Math.max(1, Math.ceil(raw.length / 65_535));
  const zlib = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  zlib[0] = 0x78;
  zlib[1] = 0x01;
  let at = 2;
  for (let b = 0; b < blocks; b++) {
    const part = raw.subarray(b * 65_535, (b + 1) * 65_535);
    zlib[at] = b === blocks - 1 ? 1 : 0;
    zlib[at + 1] = part.length & 0xff;
    zlib[at + 2] = part.length >>> 8;
    zlib[at + 3] = ~part.length & 0xff;
    zlib[at + 4] = (~part.length >>> 8) & 0xff;
    zlib.set(part, at + 5);
    at += 5 + part.length;
  }
  let s1 = 1;
  let s2 = 0;
  for (const byte of raw) {
    s1 = (s1 + byte) % 65_521;
    s2 = (s2 + s1) % 65_521;
  }
  new DataView(zlib.buffer).setUint32(at, ((s2 << 16) | s1) >>> 0);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** Bytes as a `data:` URL (a uri-reference, as ImageAsset.Url must be). */
export function dataUrl(mime: string, bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}

/** A Blob as a `data:` URL without building the base64 in JavaScript (FileReader, else Buffer). */
export async function blobDataUrl(mime: string, blob: Blob): Promise<string> {
  if (typeof FileReader !== 'undefined') {
    const read = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
    return `data:${mime};base64,${read.slice(read.indexOf(',') + 1)}`;
  }
  const { Buffer } = globalThis as unknown as {
    Buffer: { from(bytes: ArrayBuffer): { toString(encoding: 'base64'): string } };
  };
  return `data:${mime};base64,${Buffer.from(await blob.arrayBuffer()).toString('base64')}`;
}
