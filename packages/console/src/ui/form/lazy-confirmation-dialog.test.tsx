import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyConfirmationDialog } from './lazy-confirmation-dialog';

function Screen({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Provider theme={defaultTheme}>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <LazyConfirmationDialog
        isOpen={open}
        confirmLabel="Delete"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      >
        Delete “Lisbon”?
      </LazyConfirmationDialog>
    </Provider>
  );
}

describe('the confirmation dialog loaded on first use', () => {
  it('is not in the page until asked; a press opens it, Cancel closes it, and it opens again', async () => {
    let confirmed = 0;
    render(<Screen onConfirm={() => confirmed++} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // The press comes before the dialog's script: it opens once the script has arrived.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete “Lisbon”?');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(confirmed).toBe(0);

    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    });
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Delete' })).find((button) =>
        again.contains(button),
      ) as HTMLElement,
    );
    expect(confirmed).toBe(1);
  });
});
