import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, Snackbar } from './snackbar';
import { snackbarQueue } from './snackbar-queue';

function renderSnackbar() {
  return render(
    <Provider theme={defaultTheme}>
      <Snackbar />
    </Provider>,
  );
}

describe('Snackbar', () => {
  afterEach(() => {
    snackbarQueue.set([]);
    vi.useRealTimers();
  });

  it('shows an error called from outside React as an alert', () => {
    renderSnackbar();
    act(() => notify('Unable to open org, please try again.', 'error'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Unable to open org, please try again.',
    );
  });

  it('shows success and warning messages as polite status messages', () => {
    renderSnackbar();
    act(() => notify('Successfully copied x to clipboard', 'success'));
    expect(screen.getByRole('status').getAttribute('data-kind')).toBe('success');
  });

  it('closes itself after 6000 ms and then shows the next message', () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => {
      notify('first');
      notify('second', 'warning');
    });
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('alert').textContent).toContain('first');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('second');
  });

  it('closes when the user presses Close', async () => {
    renderSnackbar();
    act(() => notify('Unable to get login'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
