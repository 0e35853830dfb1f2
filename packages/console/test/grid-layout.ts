import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout: for the tests of a file, gives the kit grid's scroll container (its header
 * row and rows, `.gn-grid-scroll`) the height it is styled with, so its windowed rows render as
 * they do in a browser. Every other element keeps a height of 0, as jsdom gives it.
 */
export function giveGridItsStyledHeight(): void {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('gn-grid-scroll')
          ? Number.parseInt(this.style.height, 10)
          : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });
}
