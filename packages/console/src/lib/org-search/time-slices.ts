import { nextTask } from '../platform/next-task';

/**
 * Decides when long work hands the main thread back, and how it waits for its next turn
 * (docs/decisions/org-search-index-build.md). Injected, so tests step a build by hand.
 */
export interface Slicer {
  /** Whether the current slice has used its budget. */
  shouldYield(): boolean;
  /** Resolves in a later task, after the browser has handled input and painted. */
  yield(): Promise<void>;
}

/**
 * Slices of `budgetMs` of work each, measured with `now`, each followed by `pause`. The box is
 * small because it is CPU time only on a quiet machine: on two busy cores the same slice takes
 * two to three times as long in wall time, and the list's arrival to the first search results
 * must see no task over 50 ms.
 */
export function timeSlicer({
  budgetMs = 5,
  now = () => performance.now(),
  pause = nextTask,
}: {
  budgetMs?: number;
  now?: () => number;
  pause?: () => Promise<void>;
} = {}): Slicer {
  let sliceStart = now();
  return {
    shouldYield: () => now() - sliceStart >= budgetMs,
    yield: async () => {
      await pause();
      sliceStart = now();
    },
  };
}

/** Runs a generator of steps to its end in one piece and returns its result. */
export function runToEnd<R>(steps: Generator<void, R, void>): R {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * Runs a generator of steps, handing the thread back between steps whenever the slice's budget
 * is spent; resolves to its result.
 */
export async function runSliced<R>(steps: Generator<void, R, void>, slicer: Slicer): Promise<R> {
  let step = steps.next();
  while (!step.done) {
    if (slicer.shouldYield()) await slicer.yield();
    step = steps.next();
  }
  return step.value;
}
