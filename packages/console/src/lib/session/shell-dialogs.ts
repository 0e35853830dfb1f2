import { useSyncExternalStore } from 'react';
import { createStore } from '../platform/store';

/** The header's dialogs; at most one is open. */
export type ShellDialog = 'profile' | 'feedback' | null;

const openDialog = createStore<ShellDialog>(null);

/** Opens a header dialog (or closes them all with null). */
export function showShellDialog(dialog: ShellDialog): void {
  openDialog.set(dialog);
}

/** Which header dialog is open. */
export function useShellDialog(): ShellDialog {
  return useSyncExternalStore(openDialog.subscribe, openDialog.get);
}
