import { describe, expect, it } from 'vitest';
import { BULK_TARGETS_KEY, dropHandedTargets, handedTargets, handTargets } from './bulk-targets';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the orgs handed to Bulk Change', () => {
  it('keeps the numbers until Bulk Change drops them', () => {
    const storage = memoryStorage();
    expect(handedTargets(storage)).toBeNull();
    handTargets(['GN-1042', 'GN-1042-7'], storage);
    expect(handedTargets(storage)).toEqual(['GN-1042', 'GN-1042-7']);
    dropHandedTargets(storage);
    expect(handedTargets(storage)).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    const storage = memoryStorage();
    storage.setItem(BULK_TARGETS_KEY, '{"not":"a list"}');
    expect(handedTargets(storage)).toBeNull();
    storage.setItem(BULK_TARGETS_KEY, 'not json');
    expect(handedTargets(storage)).toBeNull();
  });
});
