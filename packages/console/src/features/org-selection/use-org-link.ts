import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useOrgSession } from '../../hooks/org-session';
import { ORG_NOT_FOUND } from '../../lib/org/org-session';
import { notify } from '../../ui/snackbar';

/**
 * Follows a deep link to an org number (docs/decisions/org-deep-link.md): once the org list is
 * in, selects the org and opens Edit Org; an unknown number says so (docs/product/errors.md).
 */
export function useOrgLink(orgNumber: string) {
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
      .finally(() => void navigate({ to: '/setup/organization', replace: true }));
  }, [orgNumber, navigate, session]);
}
