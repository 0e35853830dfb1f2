import { copyLink, type LinkClipboard } from '../../ui/copy-link';

/** The org URL of a deep link (docs/decisions/org-deep-link.md), origin included. */
export function orgLinkUrl(number: string, origin: string = window.location.origin): string {
  return `${origin}${import.meta.env.BASE_URL}admin/org/${encodeURIComponent(number)}`;
}

/**
 * The `Location` button (docs/product/screens.md): copies the current org's link without a success message;
 * `Unable to copy to clipboard` when no org is selected or the browser refuses (docs/product/errors.md).
 */
export async function copyOrgLink(
  number: string | null,
  clipboard?: LinkClipboard | undefined,
): Promise<void> {
  await copyLink(number ? orgLinkUrl(number) : null, { clipboard });
}
