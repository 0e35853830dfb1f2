import { describe, expect, it } from 'vitest';
import { runSliced, timeSlicer } from './time-slices';

/** A clock the steps move by hand, and pauses the test releases one at a time. */
function handClock() {
  let ms = 0;
  const pauses: (() => void)[] = [];
  return {
    now: () => ms,
    advance: (by: number) => {
      ms += by;
    },
    pause: () => new Promise<void>((resolve) => pauses.push(resolve)),
    pauses,
  };
}

describe('runSliced', () => {
  it('hands the thread back once a slice has spent its budget, and not before', async () => {
    const clock = handClock();
    const slices: number[][] = [[]];
    function* steps() {
      for (let step = 1; step <= 10; step++) {
        slices.at(-1)?.push(step);
        clock.advance(3);
        yield;
      }
      return 'built';
    }
    const slicer = timeSlicer({ budgetMs: 8, now: clock.now, pause: clock.pause });
    let result: string | undefined;
    void runSliced(steps(), slicer).then((value) => {
      result = value;
    });
    while (result === undefined) {
      await Promise.resolve();
      const resume = clock.pauses.shift();
      if (resume) {
        slices.push([]);
        resume();
      }
    }
    // 3 ms a step against an 8 ms budget: three steps, then a pause.
    expect(slices).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
    expect(result).toBe('built');
  });
});
