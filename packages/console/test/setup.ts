import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { smallScreen } from '../src/lib/platform/screen-size';
import { snackbarQueue } from '../src/ui/snackbar-queue';

// Tests that build or serve the console run in Node (`@vitest-environment node`): no DOM to patch.
if (typeof window !== 'undefined') {
  // jsdom has no layout: Spectrum and the router call these.
  window.scrollTo = () => {};
  // jsdom has no CSS.escape; Spectrum's Tabs use it to find the selected tab.
  if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
    const cssEscape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
    Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape: cssEscape } });
  }
  // Test files share a worker's modules (`isolate: false`): what one test left on screen, in the
  // snackbar queue or as the screen's size must not reach the next file's tests.
  afterEach(() => {
    cleanup();
    snackbarQueue.set([]);
    smallScreen.set(false);
  });
}
