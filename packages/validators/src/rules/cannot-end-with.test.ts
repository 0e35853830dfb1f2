import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { cannotEndWith } from './cannot-end-with.js';

describe('cannotEndWith(".")', () => {
  ruleCases(cannotEndWith('.'), {
    accepted: [...EMPTY_VALUES, 'example.com', '.hidden', 'a.b'],
    rejected: ['example.', '.', 'a..'],
    message: 'Cannot end with .',
  });
});

describe('cannotEndWith(".local")', () => {
  ruleCases(cannotEndWith('.local'), {
    accepted: ['printer.local.example', 'local', 'printer.LOCALE'],
    rejected: ['printer.local', '.local'],
    message: 'Cannot end with .local',
  });
});
