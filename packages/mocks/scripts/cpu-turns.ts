// For `pnpm bench:reports`: the CPU time the mocks run between two turns they give the page.
// Imported, it gives the mocks a `scheduler.postTask` (as Chromium's) that notes the
// process's CPU time at each turn, then lets the turn happen as a timeout, so the longest stretch
// of an answer without a turn is measured on this loaded machine in CPU time, not wall time
// (the process's: its garbage collector's threads count too, so it is an upper bound).

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

let last = cpuMs();
let longest = 0;

(globalThis as { scheduler?: unknown }).scheduler = {
  postTask(task: () => void) {
    longest = Math.max(longest, cpuMs() - last);
    return new Promise<void>((done) =>
      setTimeout(() => {
        task();
        last = cpuMs();
        done();
      }, 0),
    );
  },
};

/** The CPU turns of the mocks: `start()` before an answer, `longest()` after it. */
export const cpuTurns = {
  /** Starts counting for an answer: its first stretch starts now. */
  start() {
    last = cpuMs();
    longest = 0;
  },
  /** The longest stretch without a turn since `start()`, the one still running included. */
  longest() {
    return Math.max(longest, cpuMs() - last);
  },
};
