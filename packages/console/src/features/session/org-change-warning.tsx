import { ActionButton, Flex, Text } from '@adobe/react-spectrum';
import { lazy, Suspense, useEffect, useState } from 'react';
import { appState, reloadPage } from '../../lib/session/app-state';
import { rememberTabToken, tokenChangedElsewhere } from '../../lib/session/token';

// Loaded with the first warning: most sessions never see it.
const ConfirmationDialog = lazy(() =>
  import('../../ui/confirmation-dialog').then(({ ConfirmationDialog }) => ({
    default: ConfirmationDialog,
  })),
);

// docs/decisions/org-change-detection.md
/**
 * The cross-tab org-change warning (docs/product/screens.md, docs/product/states.md): when the window regains focus and the
 * stored token is not this tab's any more, a bar says so, unless the app is loading.
 */
export function OrgChangeWarning({ target = window }: { target?: Window }) {
  const [changed, setChanged] = useState(false);
  const [details, setDetails] = useState(false);

  useEffect(() => {
    rememberTabToken();
    const onFocus = () => {
      if (!appState.get().loading && tokenChangedElsewhere()) setChanged(true);
    };
    target.addEventListener('focus', onFocus);
    return () => target.removeEventListener('focus', onFocus);
  }, [target]);

  if (!changed) return null;
  return (
    <div
      role="alert"
      style={{
        padding: '6px 16px',
        background: '#fff4cc',
        borderBottom: '1px solid #e0b800',
        color: '#3d3000',
      }}
    >
      <Flex alignItems="center" gap="size-150" wrap>
        <Text>Warning! Your Org Tree selection has changed from another tab or window.</Text>
        <ActionButton isQuiet onPress={() => setDetails(true)}>
          More Details
        </ActionButton>
      </Flex>
      <Suspense fallback={null}>
        <ConfirmationDialog
          isOpen={details}
          title="Org Change Details"
          confirmLabel="Refresh"
          onConfirm={() => reloadPage()}
          onCancel={() => setDetails(false)}
        >
          The organization selected in the Org Tree was changed in another tab or window of this
          console. Refresh to work on the newly selected organization; unsaved changes on this page
          will be lost. To compare organizations side by side, use a private window or another
          browser.
        </ConfirmationDialog>
      </Suspense>
    </div>
  );
}
