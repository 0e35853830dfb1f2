import { notify } from './snackbar-queue';

/** What copying needs of the browser's clipboard. */
export type LinkClipboard = Pick<Clipboard, 'writeText'>;

/**
 * Copies a link to the clipboard. docs/product/errors.md: `Unable to copy to clipboard` when there is no link,
 * the browser has no Clipboard API (an insecure origin, an old engine) or refuses; with
 * `confirm`, `Successfully copied {link} to clipboard` once it is copied. Resolves to whether it
 * was copied, and never rejects.
 *
 * @example
 * await copyLink(`${location.origin}/admin/org/GN-1042`);
 * await copyLink(viewUrl, { confirm: true });
 */
export async function copyLink(
  link: string | null,
  {
    clipboard = globalThis.navigator?.clipboard,
    confirm = false,
  }: { clipboard?: LinkClipboard | undefined; confirm?: boolean } = {},
): Promise<boolean> {
  try {
    if (!link || !clipboard) throw new Error('Nothing to copy');
    await clipboard.writeText(link);
  } catch {
    notify('Unable to copy to clipboard');
    return false;
  }
  if (confirm) notify(`Successfully copied ${link} to clipboard`, 'success');
  return true;
}
