// An incremental MD5 (RFC 1321) for the image mocks' `Md5`: Web Crypto has no MD5, and a
// dependency for 80 lines is not worth it in a package the browser loads
// (docs/decisions/images-screen.md). Fed chunk by chunk, so a 200 MB upload is never held whole.

const S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
  20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6,
  10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

/** An MD5 that takes bytes in any number of pieces: `update()` each, then `hex()` once. */
export class Md5 {
  private readonly state = new Int32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  private readonly block = new Uint8Array(64);
  private readonly words = new Int32Array(16);
  private buffered = 0;
  private length = 0;

  update(bytes: Uint8Array): this {
    this.length += bytes.length;
    let offset = 0;
    if (this.buffered > 0) {
      const take = Math.min(64 - this.buffered, bytes.length);
      this.block.set(bytes.subarray(0, take), this.buffered);
      this.buffered += take;
      offset = take;
      if (this.buffered < 64) return this;
      this.compress(this.block, 0);
      this.buffered = 0;
    }
    for (; offset + 64 <= bytes.length; offset += 64) this.compress(bytes, offset);
    this.block.set(bytes.subarray(offset), 0);
    this.buffered = bytes.length - offset;
    return this;
  }

  /** The digest as 32 lowercase hex digits; the hash takes no more bytes after. */
  hex(): string {
    const bits = this.length * 8;
    const tail = new Uint8Array(this.buffered < 56 ? 64 - this.buffered : 128 - this.buffered);
    tail[0] = 0x80;
    const view = new DataView(tail.buffer);
    view.setUint32(tail.length - 8, bits >>> 0, true);
    view.setUint32(tail.length - 4, Math.floor(bits / 2 ** 32), true);
    this.update(tail);
    let out = '';
    for (const word of this.state) {
      for (let i = 0; i < 4; i++) out += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
    }
    return out;
  }

  private compress(bytes: Uint8Array, offset: number): void {
    const x = this.words;
    for (let i = 0; i < 16; i++) {
      const at = offset + i * 4;
      x[i] =
        (bytes[at] as number) |
        ((bytes[at + 1] as number) << 8) |
        ((bytes[at + 2] as number) << 16) |
        ((bytes[at + 3] as number) << 24);
    }
    const state = this.state;
    let a = state[0] as number;
    let b = state[1] as number;
    let c = state[2] as number;
    let d = state[3] as number;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + (K[i] as number) + (x[g] as number)) | 0;
      const shift = S[i] as number;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = ((state[0] as number) + a) | 0;
    state[1] = ((state[1] as number) + b) | 0;
    state[2] = ((state[2] as number) + c) | 0;
    state[3] = ((state[3] as number) + d) | 0;
  }
}

/**
 * The MD5 of some bytes or text (UTF-8), as 32 lowercase hex digits.
 *
 * @example
 * md5Hex('The quick brown fox jumps over the lazy dog'); // '9e107d9d372bb6826bd81d3542a419d6'
 */
export function md5Hex(input: Uint8Array | string): string {
  return new Md5()
    .update(typeof input === 'string' ? new TextEncoder().encode(input) : input)
    .hex();
}
