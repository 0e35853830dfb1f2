/**
 * The SHA-1 digest of text (UTF-8) as 40 uppercase hex digits, through WebCrypto, so the same code
 * runs in browsers and in Node 20.
 *
 * @example
 * await sha1Hex('password') // → '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8'
 */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}
