import { ActionButton, Text } from '@adobe/react-spectrum';
import Revert from '@spectrum-icons/workflow/Revert';
import { useQueryClient } from '@tanstack/react-query';
import { resetDemoData } from '../../lib/platform/demo';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { notify } from '../../ui/snackbar';
import { WithTooltip } from '../../ui/with-tooltip';

/** The snackbar once the seed data is back. */
export const DEMO_DATA_RESTORED = 'Demo data restored.';

/**
 * `Reset demo data`, in demo and dev builds only: after a confirmation, restores the seed data the
 * demo started with and refetches what the screens show. The header holds whether it is asking,
 * as below the mobile breakpoint its overflow menu asks instead of the button (`showButton`).
 */
export default function ResetDemoButton({
  showButton,
  asking,
  onAskingChange,
}: {
  showButton: boolean;
  asking: boolean;
  onAskingChange: (asking: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const reset = async () => {
    onAskingChange(false);
    await resetDemoData();
    await queryClient.invalidateQueries();
    notify(DEMO_DATA_RESTORED, 'success');
  };
  return (
    <>
      {showButton && (
        // Below 960px wide the label folds away (app-shell.css) and the tooltip names the button.
        <WithTooltip label="Reset demo data">
          <ActionButton
            isQuiet
            staticColor="white"
            aria-label="Reset demo data"
            onPress={() => onAskingChange(true)}
          >
            <Revert />
            <Text UNSAFE_className="gn-header-wide-label">Reset demo data</Text>
          </ActionButton>
        </WithTooltip>
      )}
      <ConfirmationDialog
        isOpen={asking}
        onCancel={() => onAskingChange(false)}
        onConfirm={() => void reset()}
      >
        Restore the demo's seed data? What you created, edited or deleted in this tab is lost.
      </ConfirmationDialog>
    </>
  );
}
