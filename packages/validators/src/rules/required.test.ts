import { describe } from 'vitest';
import { ruleCases } from '../../test/rule-cases.js';
import { REQUIRED_MESSAGE, required } from './required.js';

describe('required', () => {
  ruleCases(required, {
    accepted: ['a', 0, false, ['x'], ' x ', {}],
    rejected: [undefined, null, '', '   ', '\t\n', []],
    message: REQUIRED_MESSAGE,
  });
});
