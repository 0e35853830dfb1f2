import { afterEach, describe, expect, it } from 'vitest';
import {
  browserStorage,
  readStored,
  readStoredJson,
  removeStored,
  writeStored,
  writeStoredJson,
} from './browser-storage';

const KEY = 'Test.value';

/** A storage that refuses every call, as a browser with blocked site data or a full one does. */
const refusing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

const isList = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : undefined);

afterEach(() => localStorage.clear());

describe('browser storage', () => {
  it('reads back what it wrote, and null for a key never written', () => {
    expect(writeStored(localStorage, KEY, 'false')).toBe(true);
    expect(readStored(localStorage, KEY)).toBe('false');
    expect(readStored(localStorage, 'Test.never')).toBeNull();
    expect(removeStored(localStorage, KEY)).toBe(true);
    expect(readStored(localStorage, KEY)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['refusing', refusing],
  ])('reads nothing and keeps nothing, without an error, when storage is %s', (_, storage) => {
    expect(readStored(storage, KEY)).toBeNull();
    expect(writeStored(storage, KEY, 'x')).toBe(false);
    expect(removeStored(storage, KEY)).toBe(false);
    expect(readStoredJson(storage, KEY, isList)).toBeUndefined();
    expect(writeStoredJson(storage, KEY, [1])).toBe(false);
  });

  it('stores JSON and reads it back through the caller’s check', () => {
    writeStoredJson(localStorage, KEY, ['GN-1', 'GN-2']);
    expect(localStorage.getItem(KEY)).toBe('["GN-1","GN-2"]');
    expect(readStoredJson(localStorage, KEY, isList)).toEqual(['GN-1', 'GN-2']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a shape the check refuses', '{"version":0}'],
    ['null', 'null'],
    ['an empty value', ''],
  ])('reads no JSON value from a stored value that is %s', (_, raw) => {
    localStorage.setItem(KEY, raw);
    expect(readStoredJson(localStorage, KEY, isList)).toBeUndefined();
  });

  it('finds the page’s local and session storage', () => {
    expect(browserStorage()).toBe(window.localStorage);
    expect(browserStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it('gives no storage where naming it throws (site data blocked)', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(browserStorage()).toBeUndefined();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
