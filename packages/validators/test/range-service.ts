import { createHash } from 'node:crypto';

/** One request the stand-in range service received. */
export interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** How the stand-in answers. */
export interface RangeServiceOptions {
  /** Passwords the service knows as breached, with their counts. */
  readonly breached?: Readonly<Record<string, number>>;
  /** Passwords whose suffix appears only as a padding row (count 0). */
  readonly paddedOnly?: readonly string[];
  /** The line break the service uses; the real one uses CRLF. */
  readonly lineBreak?: '\r\n' | '\n';
  /** Rows of padding per answer. */
  readonly padding?: number;
}

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();

/**
 * A stand-in for the public range service, answering `GET …/range/{prefix}` in its padded format
 * (`SUFFIX:COUNT` lines, padding rows with count 0 when `Add-Padding: true` is sent), and recording
 * every request so a test can inspect what left the process. Hashes come from node:crypto, not from
 * the WebCrypto code under test.
 */
export function rangeService(options: RangeServiceOptions = {}) {
  const { breached = {}, paddedOnly = [], lineBreak = '\r\n', padding = 400 } = options;
  const seen: SeenRequest[] = [];
  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    seen.push({ url, method: init.method ?? 'GET', headers, body: init.body });
    const prefix = /\/range\/([0-9A-F]{5})$/.exec(url)?.[1];
    if (!prefix) return new Response('Not found', { status: 404 });
    const rows: string[] = [];
    for (const [password, count] of Object.entries(breached)) {
      const hash = sha1(password);
      if (hash.startsWith(prefix)) rows.push(`${hash.slice(5)}:${count}`);
    }
    if (headers['add-padding'] === 'true') {
      for (const password of paddedOnly) {
        const hash = sha1(password);
        if (hash.startsWith(prefix)) rows.push(`${hash.slice(5)}:0`);
      }
      for (let i = 0; i < padding; i++) rows.push(`${sha1(`pad-${prefix}-${i}`).slice(5)}:0`);
    }
    rows.sort();
    return new Response(rows.join(lineBreak), {
      status: 200,
      headers: { 'content-type': 'text/plain' },
    });
  };
  return { fetch, seen };
}

/** The uppercase SHA-1 of text, computed by node:crypto. */
export { sha1 };
