// docs/decisions/bulk-change.md
import { useCallback, useRef, useState } from 'react';

/**
 * A confirmation that acts at most once per opening: a second press of its confirm button (a
 * double click, or a press on the dialog while it fades out, whose buttons still hold the
 * handler of the render that opened it) does nothing until the dialog is opened again.
 *
 * @example
 * const confirmation = useConfirmOnce();
 * <Button onPress={confirmation.open}>Apply</Button>
 * <ConfirmationDialog isOpen={confirmation.isOpen} onCancel={confirmation.cancel}
 *   onConfirm={confirmation.confirm(apply)} />
 */
export function useConfirmOnce() {
  const [isOpen, setOpen] = useState(false);
  const armed = useRef(false);
  const open = useCallback(() => {
    armed.current = true;
    setOpen(true);
  }, []);
  const cancel = useCallback(() => {
    armed.current = false;
    setOpen(false);
  }, []);
  const confirm = (action: () => void) => () => {
    if (!armed.current) return;
    armed.current = false;
    setOpen(false);
    action();
  };
  return { isOpen, open, cancel, confirm };
}
