import { nextTask } from './next-task';
import { createStore, type Store } from './store';

/** A lazily loaded module: loaded once, and readable without waiting once it has arrived. */
export interface ModuleLoader<M> {
  /** Starts the import (once) and resolves with the module. */
  load(): Promise<M>;
  /** The module once its import has resolved, else undefined; React reads it with `useStore`. */
  module: Pick<Store<M | undefined>, 'get' | 'subscribe'>;
}

/**
 * Wraps a dynamic import so a component can render the module's export in the same render once
 * it has arrived, instead of through `React.lazy`: a lazy component suspends on its first render
 * even when its chunk is already loaded, and React 19 then holds the boundary's content back for
 * its fallback throttle (about 300 ms). docs/decisions/demo-startup.md
 *
 * `inNextTask` starts the import a task later: the import adds the chunk's preload links and
 * stylesheet to the page, work the click that opened a screen need not wait for
 * (docs/decisions/chart-library.md, the menu click's task).
 */
export function moduleLoader<M>(
  load: () => Promise<M>,
  { inNextTask = false }: { inNextTask?: boolean } = {},
): ModuleLoader<M> {
  const module = createStore<M | undefined>(undefined);
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= (inNextTask ? nextTask().then(load) : load()).then(
        (loaded) => {
          module.set(loaded);
          return loaded;
        },
        (error: unknown) => {
          // A failed chunk may load on the next try (a deployment, a flaky network).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    module,
  };
}
