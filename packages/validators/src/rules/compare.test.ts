import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { atLeast } from './at-least.js';
import { atMost } from './at-most.js';
import { greaterThan } from './greater-than.js';
import { lessThan } from './less-than.js';

describe('lessThan(100)', () => {
  ruleCases(lessThan(100), {
    accepted: [...EMPTY_VALUES, 99, '99', '99.99', -5, '0'],
    rejected: [100, '100', 100.5, 'abc', Number.NaN, true],
    message: 'Must be less than 100',
  });
});

describe('atMost(100)', () => {
  ruleCases(atMost(100), {
    accepted: [...EMPTY_VALUES, 100, '100', 0, '-1'],
    rejected: [100.01, '101', 'lots'],
    message: 'Must be 100 or less',
  });
});

describe('greaterThan(0)', () => {
  ruleCases(greaterThan(0), {
    accepted: [...EMPTY_VALUES, 1, '0.5', '1024'],
    rejected: [0, '0', -1, '-0.5', 'none'],
    message: 'Must be greater than 0',
  });
});

describe('atLeast(1.5)', () => {
  ruleCases(atLeast(1.5), {
    accepted: [...EMPTY_VALUES, 1.5, '1.5', 2],
    rejected: [1.49, '1', 'x'],
    message: 'Must be 1.5 or greater',
  });
});
