// docs/decisions/native-screen-kit.md
import { useCallback, useState } from 'react';
import { notify } from '../snackbar';
import { countOf, type EntityWords } from './count-of';

/**
 * A list's `Export CSV`: `open` shows the export dialog (`isOpen`), and `done`, the dialog's
 * `onDone`, closes it and says how many rows went into the file (`Exported 12 Service Plans`);
 * a cancelled or failed export says nothing here (the dialog says why it failed). `open` keeps
 * its identity, for the Go to… palette's actions.
 */
export function useListExport(entity: EntityWords) {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    open: useCallback(() => setOpen(true), []),
    done: (count: number | undefined) => {
      setOpen(false);
      if (count !== undefined) notify(`Exported ${countOf(count, entity)}`, 'success');
    },
  };
}
