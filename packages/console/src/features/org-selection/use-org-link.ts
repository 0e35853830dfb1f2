import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { orgApi } from '../../lib/api/org-api-sdk';
import { ORG_NOT_FOUND, selectOrgByNumber } from '../../lib/org/org-select';
import { ensureOrgListLoaded } from '../../lib/org/org-tree-load';
import { notify } from '../../ui/snackbar';

/**
 * Follows a deep link to an org number (docs/decisions/org-deep-link.md): once the org list is
 * in, selects the org and opens Edit Org; an unknown number says so (SPEC.md §8).
 */
export function useOrgLink(orgNumber: string) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    ensureOrgListLoaded(orgApi)
      .then(() => selectOrgByNumber(orgNumber, { api: orgApi }))
      .catch((error: unknown) =>
        notify(
          error instanceof Error && error.message === ORG_NOT_FOUND ? ORG_NOT_FOUND : String(error),
        ),
      )
      .finally(() => void navigate({ to: '/setup/organization', replace: true }));
  }, [orgNumber, navigate]);
}
