import { describe, expect, it } from 'vitest';
import { parseYaml, readRepoYaml } from './openapi-yaml.js';

describe('parseYaml (the subset openapi/*.yaml is written in)', () => {
  it.each([
    [
      'a: 1\nb: text # note\nc: "4101"\nd: null\ne: true\nf: 9.99',
      { a: 1, b: 'text', c: '4101', d: null, e: true, f: 9.99 },
    ],
    ['when: 2026-12-01T00:00:00Z', { when: '2026-12-01T00:00:00Z' }],
    ['list:\n  - a\n  - b: 1\n    c: 2', { list: ['a', { b: 1, c: 2 }] }],
    ['list:\n- a\n- b\nnext: 1', { list: ['a', 'b'], next: 1 }],
    [
      'type: [string, "null"]\nreq:\n  [\n    A,\n    B,\n  ]',
      { type: ['string', 'null'], req: ['A', 'B'] },
    ],
    [
      'p: "^[0-9]{1,15}$"\nq: "a\\\\b"\nr: \'it\'\'s\'',
      { p: '^[0-9]{1,15}$', q: 'a\\b', r: "it's" },
    ],
    ['d: |\n  one\n  two\ne: 1', { d: 'one\ntwo\n', e: 1 }],
    [
      'x:\n  - &a1\n    Id: 1\n    L: &a2\n      - GN-1\ny: *a1\nz: *a2',
      { x: [{ Id: 1, L: ['GN-1'] }], y: { Id: 1, L: ['GN-1'] }, z: ['GN-1'] },
    ],
    ['e: {}\nf: []', { e: {}, f: [] }],
  ])('reads %j', (text, value) => {
    expect(parseYaml(text)).toEqual(value);
  });

  it.each([['a: { b: 1 }'], ['a: >\n  folded'], ['a: *missing'], ['a: !!str 1'], ['a: "open']])(
    'refuses what it does not read, rather than misread it: %j',
    (text) => {
      expect(() => parseYaml(text)).toThrow(/YAML|alias/);
    },
  );

  it('follows a $ref inside the file and into a file beside it', () => {
    const dbo = readRepoYaml('openapi/dbo.yaml');
    expect(dbo.resolve('#/components/schemas/Currency')).toMatchObject({ type: 'string' });
    expect(dbo.resolve('./_components.yaml#/components/schemas/OrgNumber')).toMatchObject({
      type: 'string',
    });
    expect(() => dbo.resolve('#/components/schemas/NoSuchThing')).toThrow(/does not resolve/);
  });
});
