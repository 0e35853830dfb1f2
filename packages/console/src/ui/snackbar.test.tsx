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

  // docs/decisions/bidi-controls-in-names.md: a name with a RIGHT-TO-LEFT OVERRIDE left open in
  // it turns only itself around, not the rest of the message; the message's text is unchanged.
  it.each([
    'Saved Service Plan “Lobby \u202Egnp.exe”',
    'Deleted Device “Lobby \u202Egnp.exe”',
    'Saved “Lobby \u202Egnp.exe”',
    'Created Site “Lobby \u202Egnp.exe” with 3 service areas',
  ])('isolates the quoted name of %j', (message) => {
    renderSnackbar();
    act(() => notify(message, 'success'));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`${message}Close`);
    const bdi = status.querySelectorAll('bdi');
    expect([...bdi].map((node) => node.textContent)).toEqual(['Lobby \u202Egnp.exe']);
    // The quotes stay outside the isolate, on the sentence's side.
    expect(bdi[0]?.previousSibling?.textContent?.endsWith('“')).toBe(true);
  });

  it('closes itself after 6000 ms', () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => notify('Unable to get login'));
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('alert').textContent).toContain('Unable to get login');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the second of two quick saves at once and keeps it its full 6000 ms', () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => notify('Saved Service Plan Day Pass', 'success'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => notify('Saved Service Plan Week Pass', 'success'));
    expect(screen.getByRole('status').textContent).toContain('Saved Service Plan Week Pass');
    expect(screen.getByRole('status').textContent).not.toContain('Day Pass');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('status').textContent).toContain('Saved Service Plan Week Pass');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('replaces a success with a later error, as an alert', () => {
    renderSnackbar();
    act(() => {
      notify('Saved Service Plan Day Pass', 'success');
      notify('Unable to open org, please try again.');
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'Unable to open org, please try again.',
    );
  });

  it('gives the same message again its full 6000 ms', () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => notify('Saved Service Plan Day Pass', 'success'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => notify('Saved Service Plan Day Pass', 'success'));
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes when the user presses Close', async () => {
    renderSnackbar();
    act(() => notify('Unable to get login'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
