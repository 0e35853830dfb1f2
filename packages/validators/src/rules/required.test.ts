import { describe, expect, it } from 'vitest';
import { required } from './required.js';

describe('required', () => {
  it.each([['a'], [0], [false], [['x']], [' x ']])('accepts %j', (value) => {
    expect(required(value)).toBe(true);
  });
  it.each([[undefined], [null], [''], ['   '], [[]]])('rejects %j with "Required"', (value) => {
    expect(required(value)).toBe('Required');
  });
});
