import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import {
  ORG_NUMBER_MAX_LENGTH,
  ORG_NUMBER_MESSAGE,
  ORG_NUMBER_PATTERN,
  orgNumber,
} from './org-number.js';

/** The `OrgNumber` schema's `pattern` and `maxLength`, read from the shared components spec. */
function specOrgNumber() {
  const yaml = readFileSync(
    new URL('../../../../openapi/_components.yaml', import.meta.url),
    'utf8',
  );
  const block = /^ {4}OrgNumber:\n((?: {6}.*\n|\s*\n)+)/m.exec(yaml)?.[1] ?? '';
  const pattern = /^ {6}pattern: "(.*)"$/m.exec(block)?.[1];
  const maxLength = /^ {6}maxLength: (\d+)$/m.exec(block)?.[1];
  // A YAML double-quoted string escapes backslashes; the org pattern has none, but read it right.
  return { pattern: pattern?.replace(/\\\\/g, '\\'), maxLength: Number(maxLength) };
}

describe('ORG_NUMBER_PATTERN', () => {
  it('is the specs’ OrgNumber pattern, character for character, with its length limit', () => {
    const spec = specOrgNumber();
    expect(spec.pattern).toBeDefined();
    expect(ORG_NUMBER_PATTERN.source).toBe(spec.pattern);
    expect(ORG_NUMBER_PATTERN.flags).toBe('');
    expect(ORG_NUMBER_MAX_LENGTH).toBe(spec.maxLength);
  });
});

describe('orgNumber', () => {
  ruleCases(orgNumber, {
    accepted: [
      ...EMPTY_VALUES,
      'GN-1042',
      'GN-1042-7',
      'gn-1042',
      'AB-1',
      'GN-1-2-3',
      'GN-1042-',
      'GN-1--2',
      `GN-${'1'.repeat(ORG_NUMBER_MAX_LENGTH - 3)}`,
    ],
    rejected: [
      'GN--',
      'GN-',
      'GN--1042',
      'G-1',
      'GNX-1042',
      'GN1042',
      'GN_1042',
      'GN-10a2',
      '12-1042',
      ' GN-1042',
      'GN-1042 ',
      'GN-1042\n',
      'ÄB-1042',
      'Grand Hotel',
      `GN-${'1'.repeat(ORG_NUMBER_MAX_LENGTH - 2)}`,
      1042,
    ],
    message: ORG_NUMBER_MESSAGE,
  });
});
