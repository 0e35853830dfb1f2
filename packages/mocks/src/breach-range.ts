import { seedFrom } from './faker/seed.js';
import { createWordFaker } from './faker/word-faker.js';
import type { MockRoute } from './mock-route.js';

/** Where the demo's breach range service lives, same origin as the console: `GET {base}/range/{prefix}`. */
export const BREACH_RANGE_BASE = '/breach-range';

/**
 * Passwords the demo range service reports as breached, with their counts, so a demo password
 * change shows 'Password is not secure enough.' offline (`Password1` is the documented one).
 */
export const BREACHED_SAMPLES: ReadonlyMap<string, number> = new Map([
  ['Password1', 2_413_945],
  ['Welcome1', 187_204],
  ['Passw0rd!', 66_318],
  ['Guestnet1', 42],
  ['Summer2024', 9_516],
]);

/** The upper-case hex SHA-1 of a string (what the range service indexes). */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

let knownHashes: Promise<Array<[string, number]>> | undefined;
const breachedHashes = () => {
  knownHashes ??= Promise.all(
    [...BREACHED_SAMPLES].map(
      async ([password, count]) => [await sha1Hex(password), count] as [string, number],
    ),
  );
  return knownHashes;
};

/**
 * The body the range service answers for a 5-character hash prefix: `SUFFIX:COUNT` lines (35 hex
 * characters, CRLF-separated, sorted) with the breached samples under that prefix among seeded
 * filler; with padding, zero-count rows bring it to 800 to 1,000 lines, as the real service does.
 *
 * @example
 * await breachRangeBody('E38AD', { padding: true }); // contains 'D96E7C5F...:2413945' lines
 */
export async function breachRangeBody(
  prefix: string,
  options: { padding: boolean },
): Promise<string> {
  const upper = prefix.toUpperCase();
  const faker = createWordFaker(seedFrom('breach-range', upper));
  const suffix = () => faker.string.hexadecimal({ length: 35, casing: 'upper', prefix: '' });
  const rows = new Map<string, number>();
  for (const [hash, count] of await breachedHashes()) {
    if (hash.startsWith(upper)) rows.set(hash.slice(5), count);
  }
  const filler = faker.number.int({ min: 380, max: 580 });
  for (let i = 0; i < filler; i++) rows.set(suffix(), faker.number.int({ min: 1, max: 9000 }));
  if (options.padding) {
    const target = faker.number.int({ min: 800, max: 1000 });
    while (rows.size < target) rows.set(suffix(), 0);
  }
  return [...rows]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([hashSuffix, count]) => `${hashSuffix}:${count}`)
    .join('\r\n');
}

/**
 * The range service's route: `GET {BREACH_RANGE_BASE}/range/{prefix}`; `Add-Padding: true` adds
 * the zero-count rows; a prefix that is not 5 hex characters gets 400 as the real service does.
 */
export function breachRangeRoute(): MockRoute {
  return {
    method: 'get',
    path: `${BREACH_RANGE_BASE}/range/{prefix}`,
    async resolve({ request, params }) {
      const prefix = params.prefix ?? '';
      if (!/^[0-9A-Fa-f]{5}$/.test(prefix)) {
        return new Response('The hash prefix was not in a valid format', { status: 400 });
      }
      const padding = request.headers.get('add-padding')?.toLowerCase() === 'true';
      return new Response(await breachRangeBody(prefix, { padding }), {
        headers: { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' },
      });
    },
  };
}
