import { describe, expect, it } from 'vitest';
import { sha1 } from '../../test/range-service.js';
import { sha1Hex } from './sha1-hex.js';

describe('sha1Hex', () => {
  it.each([
    ['', 'DA39A3EE5E6B4B0D3255BFEF95601890AFD80709'],
    ['abc', 'A9993E364706816ABA3E25717850C26C9CD0D89D'],
    ['password', '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8'],
  ])('hashes %j to the published SHA-1 digest in uppercase', async (text, digest) => {
    expect(await sha1Hex(text)).toBe(digest);
  });

  it.each(['Pässwörd1', '密码Password1', '😀 emoji 1A'])(
    'hashes %j as UTF-8, like node:crypto',
    async (text) => {
      expect(await sha1Hex(text)).toBe(sha1(text));
    },
  );
});
