import { createStore } from '../platform/store';

/** The header's dialogs; at most one is open. */
export type ShellDialog = 'profile' | 'feedback' | null;

/** Which header dialog is open. */
export const openShellDialog = createStore<ShellDialog>(null);

/** Opens a header dialog (or closes them all with null). */
export function showShellDialog(dialog: ShellDialog): void {
  openShellDialog.set(dialog);
}
