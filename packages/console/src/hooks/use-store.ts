import { useSyncExternalStore } from 'react';
import type { Store } from '../lib/platform/store';

/**
 * Subscribes a component to one of the console's stores (lib/platform/store.ts): the one way React
 * reads app state.
 */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
