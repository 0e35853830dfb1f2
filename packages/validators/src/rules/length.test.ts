import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { maxLength } from './max-length.js';
import { minLength } from './min-length.js';

describe('minLength(3)', () => {
  ruleCases(minLength(3), {
    accepted: [...EMPTY_VALUES, 'abc', 'abcd', 123, 'a b'],
    rejected: ['a', 'ab', 12, ' a', { length: 5 }],
    message: 'Must be at least 3 characters',
  });
});

describe('maxLength(3)', () => {
  ruleCases(maxLength(3), {
    accepted: [...EMPTY_VALUES, 'a', 'abc', 123],
    rejected: ['abcd', 1234, 'ab  ', '😀😀'],
    message: 'Must be no more than 3 characters',
  });
});
