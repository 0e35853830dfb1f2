const encoder = new TextEncoder();
const decoder = new TextDecoder();

function find(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const first = pattern[0] as number;
  for (let at = bytes.indexOf(first, from); at >= 0; at = bytes.indexOf(first, at + 1)) {
    if (at + pattern.length > bytes.length) return -1;
    let same = true;
    for (let i = 1; i < pattern.length; i++) {
      if (bytes[at + i] !== pattern[i]) {
        same = false;
        break;
      }
    }
    if (same) return at;
  }
  return -1;
}

/**
 * The fields of a `multipart/form-data` body: text, or a File for a part with a filename. Node's
 * own `Request.formData()` parses a 200 MB upload at a few MB/s; this one finds the boundaries
 * with the typed array's native `indexOf` (docs/decisions/images-screen.md). Throws on a body
 * that is not multipart with this boundary.
 *
 * @example
 * parseMultipart(bytes, 'X-BOUNDARY'); // { file: File, dzuuid: '…' }
 */
export function parseMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  boundary: string,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  // The first delimiter may start the body without the CRLF.
  let at = find(bytes, delimiter.subarray(2), 0);
  if (at < 0) throw new Error('not a multipart body');
  at += delimiter.length - 2;
  for (;;) {
    if (bytes[at] === 0x2d && bytes[at + 1] === 0x2d) return fields;
    const headersEnd = find(bytes, encoder.encode('\r\n\r\n'), at);
    if (headersEnd < 0) throw new Error('a part has no end of headers');
    const headers = decoder.decode(bytes.subarray(at + 2, headersEnd));
    const start = headersEnd + 4;
    const end = find(bytes, delimiter, start);
    if (end < 0) throw new Error('a part has no closing boundary');
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const type = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
    const value = bytes.subarray(start, end);
    if (name !== undefined) {
      fields[name] =
        filename === undefined ? decoder.decode(value) : new File([value], filename, { type });
    }
    at = end + delimiter.length;
  }
}
