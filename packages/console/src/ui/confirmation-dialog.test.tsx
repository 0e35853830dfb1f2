import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmationDialog } from './confirmation-dialog';

function renderDialog(title?: string) {
  const calls: string[] = [];
  render(
    <Provider theme={defaultTheme}>
      <ConfirmationDialog
        isOpen
        {...(title ? { title } : {})}
        onConfirm={() => calls.push('confirm')}
        onCancel={() => calls.push('cancel')}
      >
        Delete this device?
      </ConfirmationDialog>
    </Provider>,
  );
  return calls;
}

describe('ConfirmationDialog', () => {
  it('is titled "Confirmation" unless told otherwise', () => {
    renderDialog();
    expect(screen.getByRole('alertdialog', { name: 'Confirmation' }).textContent).toContain(
      'Delete this device?',
    );
  });

  it('reports Confirm and Cancel', async () => {
    const calls = renderDialog('Org Change Details');
    expect(screen.getByRole('alertdialog', { name: 'Org Change Details' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['confirm', 'cancel']);
  });

  it('cancels on Escape', async () => {
    const calls = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(calls).toEqual(['cancel']);
  });
});
