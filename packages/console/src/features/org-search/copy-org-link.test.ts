import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snackbarQueue } from '../../ui/snackbar-queue';
import { copyOrgLink, orgLinkUrl } from './copy-org-link';

const messages = () => snackbarQueue.get().map((m) => [m.kind, m.message]);

// The queue and the navigator are shared with the files run before this one in the worker.
beforeEach(() => snackbarQueue.set([]));
afterEach(() => snackbarQueue.set([]));

/** Runs `check` in a browser with no Clipboard API (an insecure origin, an old engine). */
async function withoutClipboard(check: () => Promise<void>) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  try {
    await check();
  } finally {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  }
}

describe('copyOrgLink', () => {
  it('copies the current org’s link, origin included, with no success message', async () => {
    const copied: string[] = [];
    await copyOrgLink('GN-1042', { writeText: async (text) => void copied.push(text) });
    expect(copied).toEqual([orgLinkUrl('GN-1042')]);
    expect(copied[0]).toMatch(/^http:\/\/localhost(:\d+)?\/.*org\/GN-1042$/);
    expect(messages()).toEqual([]);
  });

  it.each([
    ['the browser refuses', 'GN-1042', { writeText: () => Promise.reject(new Error('denied')) }],
    ['no org is selected', null, { writeText: async () => {} }],
  ])('says it is unable to copy when %s', async (_, number, clipboard) => {
    await copyOrgLink(number, clipboard);
    expect(messages()).toEqual([['error', 'Unable to copy to clipboard']]);
  });

  it('says it is unable to copy when the browser has no clipboard', async () => {
    await withoutClipboard(() => copyOrgLink('GN-1042'));
    expect(messages()).toEqual([['error', 'Unable to copy to clipboard']]);
  });
});
