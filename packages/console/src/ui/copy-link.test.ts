import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyLink, type LinkClipboard } from './copy-link';
import { snackbarQueue } from './snackbar-queue';

const LINK = 'http://localhost/admin/org/GN-1042';
const messages = () => snackbarQueue.get().map((m) => [m.kind, m.message]);

/** A clipboard that keeps what it is given. */
function keeping() {
  const copied: string[] = [];
  const clipboard: LinkClipboard = { writeText: async (text) => void copied.push(text) };
  return { copied, clipboard };
}

// The queue is shared with the files run before this one in the worker.
beforeEach(() => snackbarQueue.set([]));
afterEach(() => snackbarQueue.set([]));

describe('copyLink', () => {
  it('copies the link without a message unless asked to confirm', async () => {
    const { copied, clipboard } = keeping();
    expect(await copyLink(LINK, { clipboard })).toBe(true);
    expect(copied).toEqual([LINK]);
    expect(messages()).toEqual([]);
  });

  it('confirms with the link it copied when asked to', async () => {
    const { copied, clipboard } = keeping();
    expect(await copyLink(LINK, { clipboard, confirm: true })).toBe(true);
    expect(copied).toEqual([LINK]);
    expect(messages()).toEqual([['success', `Successfully copied ${LINK} to clipboard`]]);
  });

  it.each([
    ['the browser refuses', LINK, { writeText: () => Promise.reject(new Error('denied')) }],
    ['there is no link', null, keeping().clipboard],
    ['the link is empty', '', keeping().clipboard],
  ])('says it is unable to copy, and confirms nothing, when %s', async (_, link, clipboard) => {
    expect(await copyLink(link, { clipboard, confirm: true })).toBe(false);
    expect(messages()).toEqual([['error', 'Unable to copy to clipboard']]);
  });

  it('says it is unable to copy when the browser has no clipboard', async () => {
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      expect(await copyLink(LINK, { confirm: true })).toBe(false);
    } finally {
      if (own) Object.defineProperty(navigator, 'clipboard', own);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
    expect(messages()).toEqual([['error', 'Unable to copy to clipboard']]);
  });
});
