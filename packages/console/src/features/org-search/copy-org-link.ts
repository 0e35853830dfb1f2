import { notify } from '../../ui/snackbar';

/** The org URL of a deep link (docs/decisions/org-deep-link.md), origin included. */
export function orgLinkUrl(number: string, origin: string = window.location.origin): string {
  return `${origin}${import.meta.env.BASE_URL}admin/org/${encodeURIComponent(number)}`;
}

/**
 * The `Location` button (SPEC.md §2): copies the current org's link without a success message;
 * `Unable to copy to clipboard` when the browser refuses (SPEC.md §8).
 */
export async function copyOrgLink(
  number: string | null,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<void> {
  try {
    if (!number || !clipboard) throw new Error('Nothing to copy');
    await clipboard.writeText(orgLinkUrl(number));
  } catch {
    notify('Unable to copy to clipboard');
  }
}
