import { describe, expect, it } from 'vitest';
import { storedRealm } from './realm';

describe('storedRealm', () => {
  it.each([
    ['?realm=corp', '', 'corp'],
    ['?realm=corp', 'LogonRealm=other', 'corp'],
    ['', 'LogonRealm=other', 'other'],
    ['?realm=', 'LogonRealm=', null],
    ['', '', null],
  ])('reads the realm from %j and cookies %j', (search, cookies, expected) => {
    expect(storedRealm(search, cookies)).toBe(expected);
  });
});
