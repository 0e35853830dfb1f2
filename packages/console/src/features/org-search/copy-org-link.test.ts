import { afterEach, describe, expect, it } from 'vitest';
import { snackbarQueue } from '../../ui/snackbar-queue';
import { copyOrgLink, orgLinkUrl } from './copy-org-link';

const messages = () => snackbarQueue.get().map((m) => [m.kind, m.message]);

afterEach(() => snackbarQueue.set([]));

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
    ['there is no clipboard', 'GN-1042', undefined],
    ['no org is selected', null, { writeText: async () => {} }],
  ])('says it is unable to copy when %s', async (_, number, clipboard) => {
    await copyOrgLink(number, clipboard);
    expect(messages()).toEqual([['error', 'Unable to copy to clipboard']]);
  });
});
