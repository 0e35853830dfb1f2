import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { smallScreen } from '../src/lib/platform/screen-size';
import { preloadFieldKinds } from '../src/ui/form/field-kinds';
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
  // The form kit's field kinds load on first use (src/ui/form/field-kinds.tsx), behind a stand-in
  // in the browser; here they are loaded once, so that a test's form draws them at once whatever
  // file ran before it. field-kinds.test.tsx holds its own kinds back to test the stand-ins.
  await preloadFieldKinds(['select', 'combo', 'multi', 'switch', 'date']);
  afterEach(() => {
    cleanup();
    snackbarQueue.set([]);
    smallScreen.set(false);
  });
}
