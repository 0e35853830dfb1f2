import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBreachRange } from './parse-breach-range.js';

const A = '0018A45C4D1DEF81644B54AB7F969B88D65';
const B = '00D4F6E8FA6EECAD2A3AA415EEC418D38EC';

/** An independent reading: cut at the last colon, check each side by hand. */
function oracle(body: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const raw of body.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const clean = line.trim();
    const colon = clean.indexOf(':');
    if (colon !== 35 || clean.lastIndexOf(':') !== 35) continue;
    const suffix = clean.slice(0, 35).toUpperCase();
    const count = clean.slice(36);
    if (![...suffix].every((c) => '0123456789ABCDEF'.includes(c))) continue;
    if (count === '' || ![...count].every((c) => c >= '0' && c <= '9')) continue;
    out.set(suffix, Math.max(Number.parseInt(count, 10), out.get(suffix) ?? 0));
  }
  return out;
}

describe('parseBreachRange', () => {
  it.each([
    [
      'CRLF lines',
      `${A}:3\r\n${B}:0\r\n`,
      [
        [A, 3],
        [B, 0],
      ],
    ],
    [
      'LF lines',
      `${A}:3\n${B}:12`,
      [
        [A, 3],
        [B, 12],
      ],
    ],
    ['lowercase suffixes', `${A.toLowerCase()}:7`, [[A, 7]]],
    ['a suffix listed twice', `${A}:0\n${A}:9`, [[A, 9]]],
    [
      'blank and broken lines',
      `\n${A}:2\r\nnot a line\r\n${B}:x\r\n${B.slice(1)}:4\r\n:5\r\n`,
      [[A, 2]],
    ],
    ['an empty body', '', []],
  ])('reads %s', (_, body, expected) => {
    expect([...parseBreachRange(body)]).toEqual(expected);
  });

  it('never throws and agrees with a hand-written reading on any text', () => {
    const hex = fc.constantFrom(...'0123456789ABCDEFabcdef');
    const suffix = fc.string({ unit: hex, minLength: 34, maxLength: 36 });
    const line = fc.oneof(
      fc
        .tuple(suffix, fc.constantFrom(':', '::', ';'), fc.oneof(fc.nat().map(String), fc.string()))
        .map((p) => p.join('')),
      fc.string(),
    );
    const body = fc
      .tuple(fc.array(line), fc.constantFrom('\r\n', '\n'))
      .map(([lines, br]) => lines.join(br));
    fc.assert(
      fc.property(fc.oneof(body, fc.string()), (text) => {
        expect(parseBreachRange(text)).toEqual(oracle(text));
      }),
    );
  });
});
