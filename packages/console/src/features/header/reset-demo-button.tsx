import { ActionButton, Text } from '@adobe/react-spectrum';
import Revert from '@spectrum-icons/workflow/Revert';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resetDemoData } from '../../lib/platform/demo';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { notify } from '../../ui/snackbar';

/** The snackbar once the seed data is back. */
export const DEMO_DATA_RESTORED = 'Demo data restored.';

/**
 * `Reset demo data` (issue 15), in demo and dev builds only: after a confirmation, restores the
 * seed data the demo started with and refetches what the screens show.
 */
export default function ResetDemoButton() {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const reset = async () => {
    setAsking(false);
    await resetDemoData();
    await queryClient.invalidateQueries();
    notify(DEMO_DATA_RESTORED, 'success');
  };
  return (
    <>
      <ActionButton isQuiet staticColor="white" onPress={() => setAsking(true)}>
        <Revert />
        <Text>Reset demo data</Text>
      </ActionButton>
      <ConfirmationDialog
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => void reset()}
      >
        Restore the demo's seed data? What you created, edited or deleted in this tab is lost.
      </ConfirmationDialog>
    </>
  );
}
