import { describe } from 'vitest';
import { ruleCases } from '../../test/rule-cases.js';
import { ORG_SEARCH_MESSAGE, orgSearchInput } from './org-search-input.js';

describe('orgSearchInput', () => {
  ruleCases(orgSearchInput, {
    accepted: [undefined, null, '', '   ', 'gra', 'Grand Hotel', 'GN-1', ' abc '],
    rejected: ['g', 'gr', ' gr ', 'GN'],
    message: ORG_SEARCH_MESSAGE,
  });
});
