// docs/decisions/bulk-change.md

/** The browser's Web Locks, where it has them (the part a lease uses). */
export type RunLocks = Pick<LockManager, 'request' | 'query'>;

const here = new Set<number>();
const lockName = (changeSetId: number) => `guestnet-bulk-change-${changeSetId}`;
const browserLocks = (): RunLocks | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.locks;

/**
 * Marks a change set as run by this page until the returned release is called: in the page, and
 * as a Web Lock the browser lets go of by itself when the page is closed, reloaded or crashes.
 * So a set recorded `running` or `paused` that no page of this browser holds is one whose run
 * stopped with its page (`isRunLive`).
 */
export function holdRun(changeSetId: number, locks = browserLocks()): () => void {
  here.add(changeSetId);
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  void locks?.request(lockName(changeSetId), () => held).catch(() => {});
  return () => {
    here.delete(changeSetId);
    release();
  };
}

/** Whether this page, or another tab of this browser, is running the change set now. */
export async function isRunLive(changeSetId: number, locks = browserLocks()): Promise<boolean> {
  if (here.has(changeSetId)) return true;
  if (!locks) return false;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === lockName(changeSetId));
  } catch {
    return false;
  }
}
