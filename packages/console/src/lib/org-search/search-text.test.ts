import { specs } from '@guestnet/sdk/spec';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH, resultsHeader } from './search-text';

describe('resultsHeader', () => {
  it.each([
    [0, 'Results (0 matches)'],
    [1, 'Results (1 match)'],
    [2, 'Results (2 matches)'],
    [500, 'Results (500 matches)'],
    [501, 'Results (1 - 500 of 501 matches -- try entering more characters)'],
    [100000, 'Results (1 - 500 of 100000 matches -- try entering more characters)'],
  ])('reads the header for %i results as %j', (total, expected) => {
    expect(resultsHeader(total)).toBe(expected);
  });
});

describe('MAX_SEARCH_LENGTH', () => {
  it('is the longest input the contract lets the server search take', () => {
    const paths = specs['admin-api'].paths as Record<string, { get: { parameters: unknown[] } }>;
    const [input] = paths['/AdminApi/org/tree/search/{input}']?.get.parameters ?? [];
    expect(input).toMatchObject({ name: 'input', schema: { maxLength: MAX_SEARCH_LENGTH } });
  });
});
