import { DialogContainer } from '@adobe/react-spectrum';
import type { LoginOutcome, LoginPayload } from '../../lib/api/shell-calls';
import { ErrorLoggingInDialog } from './error-logging-in-dialog';
import { IdleDialog } from './idle-dialog';
import { LoggingOutDialog } from './logging-out-dialog';
import { ReloginDialog } from './relogin-dialog';

/** Which session dialog shows, with what it needs. */
export type SessionDialogViewProps =
  | { kind: 'logging-out' }
  | { kind: 'idle'; remainingMs: number; onStay: () => void; onLogOut: () => void }
  | {
      kind: 'relogin';
      org: string | null;
      relogin: (payload: LoginPayload) => Promise<LoginOutcome>;
      onSuccess: (outcome: LoginOutcome) => void;
      onFailure: () => void;
      onSso: () => void;
      onCancel: () => void;
    }
  | { kind: 'error'; onBack: () => void };

/**
 * The session dialogs on screen, loaded only once one is needed. Persistent: none closes on
 * Escape or a click outside (docs/product/screens.md).
 */
export function SessionDialogView(props: SessionDialogViewProps) {
  let dialog = null;
  if (props.kind === 'logging-out') dialog = <LoggingOutDialog />;
  else if (props.kind === 'idle') dialog = <IdleDialog {...props} />;
  else if (props.kind === 'relogin') dialog = <ReloginDialog {...props} />;
  else dialog = <ErrorLoggingInDialog onBack={props.onBack} />;
  return (
    <DialogContainer onDismiss={() => {}} isKeyboardDismissDisabled>
      {dialog}
    </DialogContainer>
  );
}
