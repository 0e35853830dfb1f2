import { createHash } from 'node:crypto';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BREACH_RANGE_BASE, BREACHED_SAMPLES, sha1Hex } from './breach-range.js';
import { handlers } from './handlers.js';

// The reference SHA-1 comes from Node's crypto, independent of the mock's WebCrypto code.
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

async function range(prefix: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${BREACH_RANGE_BASE}/range/${prefix}`, { headers });
  const response = await getResponse(handlers, request);
  return { status: response?.status, text: (await response?.text()) ?? '' };
}

describe('breach range service', () => {
  it('hashes like SHA-1', async () => {
    expect(await sha1Hex('Password1')).toBe(sha1('Password1'));
  });

  it.each([...BREACHED_SAMPLES])(
    'reports %s as breached %i times under its prefix',
    async (password, count) => {
      const hash = sha1(password);
      const { status, text } = await range(hash.slice(0, 5));
      expect(status).toBe(200);
      expect(text.split('\r\n')).toContain(`${hash.slice(5)}:${count}`);
    },
  );

  it('does not report a strong password', async () => {
    const hash = sha1('Correct-Horse-Battery-9');
    const { text } = await range(hash.slice(0, 5));
    expect(text).not.toContain(hash.slice(5));
  });

  it('answers SUFFIX:COUNT lines in the real format, sorted', async () => {
    const { text } = await range('ABCDE');
    const lines = text.split('\r\n');
    for (const line of lines) expect(line).toMatch(/^[0-9A-F]{35}:[1-9]\d*$/);
    expect([...lines].sort()).toEqual(lines);
  });

  it('pads to 800-1,000 lines with zero counts when asked with Add-Padding', async () => {
    const plain = (await range('ABCDE')).text.split('\r\n');
    const padded = (await range('ABCDE', { 'Add-Padding': 'true' })).text.split('\r\n');
    expect(padded.length).toBeGreaterThanOrEqual(800);
    expect(padded.length).toBeLessThanOrEqual(1000);
    expect(padded.filter((line) => line.endsWith(':0')).length).toBe(padded.length - plain.length);
  });

  it('answers the same lines for the same prefix every time', async () => {
    expect((await range('0A1B2')).text).toBe((await range('0a1b2')).text);
  });

  it.each(['ABCD', 'ABCDEF', 'GHIJK'])(
    'rejects the malformed prefix %s with 400',
    async (prefix) => {
      expect((await range(prefix)).status).toBe(400);
    },
  );
});
