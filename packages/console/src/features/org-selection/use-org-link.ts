import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useOrgSession } from '../../hooks/org-session';
import { ORG_NOT_FOUND } from '../../lib/org/org-session';
import { notify } from '../../ui/snackbar';

/** Where a deep link lands when it names no screen: Edit Org. */
const EDIT_ORG = '/setup/organization';

/**
 * The screen a deep link's `to` names, when it is one of the console's own screens (a path of
 * a tab, with its query): nothing else, so the link cannot send anyone off the console.
 *
 * @example
 * orgLinkTarget('/report/revenue?range=7d'); // '/report/revenue?range=7d'
 * orgLinkTarget('//evil.example/'); // '/setup/organization'
 */
export function orgLinkTarget(to: unknown): string {
  return typeof to === 'string' &&
    /^\/(setup|manage|report|support)\/[\w\-/]*(\?[^\\#]*)?$/.test(to)
    ? to
    : EDIT_ORG;
}

/**
 * Follows a deep link to an org number (docs/decisions/org-deep-link.md): once the org list is
 * in, selects the org and opens the screen the link names (`to`), Edit Org by default; an
 * unknown number says so (docs/product/errors.md).
 */
export function useOrgLink(orgNumber: string, to?: string) {
  const navigate = useNavigate();
  const session = useOrgSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session
      .loadList()
      .then(() => session.selectByNumber(orgNumber))
      .catch((error: unknown) =>
        notify(
          error instanceof Error && error.message === ORG_NOT_FOUND ? ORG_NOT_FOUND : String(error),
        ),
      )
      .finally(() => void navigate({ href: orgLinkTarget(to), replace: true }));
  }, [orgNumber, to, navigate, session]);
}
