import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrgSearchSchema } from './org-search-schema.js';

describe('OrgSearchSchema', () => {
  it.each([
    ['', { text: '', byOrgNumber: false }],
    ['   ', { text: '', byOrgNumber: false }],
    ['Grand', { text: 'Grand', byOrgNumber: false }],
    [' GN-1042 ', { text: 'GN-1042', byOrgNumber: true }],
    ['gn-1042-7', { text: 'gn-1042-7', byOrgNumber: true }],
    ['GN-lobby', { text: 'GN-lobby', byOrgNumber: false }],
  ])('reads %j as %j', (input, output) => {
    expect(v.parse(OrgSearchSchema, input)).toEqual(output);
  });

  it.each(['g', 'gr', ' gr '])('asks for more than %j', (input) => {
    expect(v.safeParse(OrgSearchSchema, input).issues?.map((issue) => issue.message)).toEqual([
      'Please enter at least 3 characters to refine search',
    ]);
  });
});
