import { describe, expect, it } from 'vitest';
import { itemId } from './item-id';

describe('itemId', () => {
  it('reads an id, creates without one, and refuses what is not an id', () => {
    expect(itemId('12')).toBe(12);
    expect(itemId(undefined)).toBeUndefined();
    expect(itemId('')).toBeUndefined();
    for (const bad of ['abc', '0', '-3', '1.5', '07', '99999999999999999']) {
      expect(itemId(bad), bad).toBeNull();
    }
  });
});
