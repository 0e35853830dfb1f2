import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { UNIQUE_MESSAGE, unique } from './unique.js';

describe('unique', () => {
  describe('against a list, allowing the record its own value', () => {
    ruleCases(unique(['Lobby', 'Pool', 'Spa'], { existing: 'Pool' }), {
      accepted: [...EMPTY_VALUES, 'Gym', 'Pool', ' Pool ', 'lobby'],
      rejected: ['Lobby', ' Lobby', 'Spa '],
      message: UNIQUE_MESSAGE,
    });
  });

  describe('ignoring case, with a custom message', () => {
    ruleCases(unique(['SUMMER24', 'WINTER'], { ignoreCase: true, message: 'Code already used' }), {
      accepted: ['SPRING', 'summer25'],
      rejected: ['summer24', 'Winter', ' SUMMER24 '],
      message: 'Code already used',
    });
  });

  describe('numbers compare as numbers', () => {
    ruleCases(unique([100, 200]), {
      accepted: [300, '100'],
      rejected: [100, 200],
      message: UNIQUE_MESSAGE,
    });
  });

  it('reads a list function on every check, so it follows the rows on screen', () => {
    const rows = ['Lobby'];
    const rule = unique(() => rows);
    expect(rule('Pool')).toBe(true);
    rows.push('Pool');
    expect(rule('Pool')).toBe(UNIQUE_MESSAGE);
  });
});
