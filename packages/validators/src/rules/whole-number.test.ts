import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { WHOLE_NUMBER_MESSAGE, wholeNumber } from './whole-number.js';

describe('wholeNumber', () => {
  ruleCases(wholeNumber, {
    accepted: [...EMPTY_VALUES, '0', '7', '007', '10080', '-3', 0, 42, -1],
    rejected: [
      '1.5',
      '1.0',
      '1.',
      '.5',
      '+1',
      '--1',
      '-',
      '1e3',
      '1,000',
      ' 1',
      'ten',
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      {},
    ],
    message: WHOLE_NUMBER_MESSAGE,
  });
});
