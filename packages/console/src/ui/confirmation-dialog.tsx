import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Heading,
} from '@adobe/react-spectrum';
import type { ReactNode } from 'react';

/** Props of the shared confirmation dialog. */
export interface ConfirmationDialogProps {
  isOpen: boolean;
  /** Defaults to `Confirmation` (docs/product/screens.md "Shared UI"). */
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks the user to confirm an action: title, message, Cancel and Confirm, at most 290px wide
 * (docs/product/screens.md, docs/product/constants.md). Escape cancels.
 */
export function ConfirmationDialog({
  isOpen,
  title = 'Confirmation',
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmationDialogProps) {
  return (
    <DialogContainer onDismiss={onCancel}>
      {isOpen && (
        <Dialog maxWidth="290px" role="alertdialog">
          <Heading>{title}</Heading>
          <Divider />
          <Content>{children}</Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="accent" onPress={onConfirm} autoFocus>
              {confirmLabel}
            </Button>
          </ButtonGroup>
        </Dialog>
      )}
    </DialogContainer>
  );
}
