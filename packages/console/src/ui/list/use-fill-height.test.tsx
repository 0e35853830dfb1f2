import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFillHeight } from './use-fill-height';

/** The page's resize observers, whose callbacks the test runs. */
function resizeObservers() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    resized: () =>
      act(() => {
        for (const callback of callbacks) callback();
      }),
  };
}

function Grid({ top }: { top: { value: number } }) {
  const ref = useRef<HTMLDivElement>(null);
  const height = useFillHeight(ref, 240);
  return (
    <section>
      <div
        ref={(element) => {
          if (element) element.getBoundingClientRect = () => ({ top: top.value }) as DOMRect;
          ref.current = element;
        }}
      >
        <p>{`grid ${height}px`}</p>
      </div>
    </section>
  );
}

describe('useFillHeight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('grows the grid when what is above it shrinks, as a filter row that stops wrapping', () => {
    const observers = resizeObservers();
    vi.stubGlobal('innerHeight', 800);
    // A row of filters drawn on two lines while one of its controls loads.
    const top = { value: 368 };
    render(<Grid top={top} />);
    expect(screen.getByText('grid 360px')).toBeTruthy();
    // The control arrives and the row fits on one line: the grid starts 72 px higher.
    top.value = 296;
    observers.resized();
    expect(screen.getByText('grid 432px')).toBeTruthy();
  });
});
