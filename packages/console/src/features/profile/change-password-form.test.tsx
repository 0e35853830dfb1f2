import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbarQueue } from '../../ui/snackbar-queue';
import { ChangePasswordForm } from './change-password-form';

const BREACHED = 'Password is not secure enough.';
const MISMATCH = 'Value does not match new password';
const breached = new Set(['Password1', 'Welcome1']);

const CURRENT = /^Current Password/;
const NEW = /^New Password/;
const CONFIRM = /^Confirm New Password/;

function renderForm({
  changePassword = async () => {},
  isBreached = async (password: string) => breached.has(password),
}: {
  changePassword?: (change: { NewPassword: string; CurrentPassword: string }) => Promise<void>;
  isBreached?: (password: string) => Promise<boolean>;
} = {}) {
  const asked: string[] = [];
  const sent: { NewPassword: string; CurrentPassword: string }[] = [];
  const onDone = vi.fn();
  render(
    <Provider theme={defaultTheme}>
      <ChangePasswordForm
        changePassword={async (change) => {
          sent.push(change);
          await changePassword(change);
        }}
        isBreached={async (password) => {
          asked.push(password);
          return isBreached(password);
        }}
        onDone={onDone}
      />
    </Provider>,
  );
  return { asked, sent, onDone };
}

function input(label: RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** Lets what a change started (timers, checks) run, as the pause between a user's actions does. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

async function type(label: RegExp, value: string) {
  fireEvent.change(input(label), { target: { value } });
  await settle();
}

/** The message a field shows, or undefined while it is valid. */
function messageOf(label: RegExp): string | undefined {
  const field = input(label);
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function messages() {
  return [messageOf(CURRENT), messageOf(NEW), messageOf(CONFIRM)];
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  });
}

async function fillAndSubmit(current: string, next: string, confirm: string) {
  await type(CURRENT, current);
  await type(NEW, next);
  await type(CONFIRM, confirm);
  await submit();
}

beforeEach(() => snackbarQueue.set([]));

describe('ChangePasswordForm', () => {
  it('says nothing and asks nobody before the first submit', async () => {
    const { asked, sent } = renderForm();
    await type(NEW, 'Password1');
    await type(CONFIRM, 'Password2');
    expect(messages()).toEqual([undefined, undefined, undefined]);
    expect(asked).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('asks for every field and sends nothing', async () => {
    const { asked, sent } = renderForm();
    await submit();
    await waitFor(() => expect(messages()).toEqual(['Required', 'Required', 'Required']));
    expect(asked).toEqual([]);
    expect(sent).toEqual([]);
  });

  it.each([
    ['Short1', 'Must be at least 8 characters'],
    ['lowercase1', 'At least one Uppercase character is required.'],
    ['UPPERCASE1', 'At least one Lowercase character is required.'],
    ['NoDigitsHere', 'At least one number is required.'],
    ['Password1', BREACHED],
    ['Welcome1', BREACHED],
    ['Harbour-Lights-42', undefined],
    ['Ünïcode-Päss1', undefined],
  ])('judges the new password %j: %s', async (next, expected) => {
    const { sent } = renderForm();
    await fillAndSubmit('demo', next, next);
    await waitFor(() => expect(messageOf(NEW)).toBe(expected));
    expect(sent.length).toBe(expected ? 0 : 1);
  });

  it.each([
    ['', 'Required'],
    ['Harbour-Lights-43', MISMATCH],
    ['harbour-lights-42', MISMATCH],
    ['Harbour-Lights-42', undefined],
  ])('judges the confirmation %j: %s', async (confirm, expected) => {
    renderForm();
    await fillAndSubmit('demo', 'Harbour-Lights-42', confirm);
    await waitFor(() => expect(messageOf(CONFIRM)).toBe(expected));
  });

  it('says the confirmation does not match even while the new password breaks the policy', async () => {
    renderForm();
    await fillAndSubmit('demo', 'short', 'shorx');
    await waitFor(() => expect(messageOf(CONFIRM)).toBe(MISMATCH));
    expect(messageOf(NEW)).toBe('Must be at least 8 characters');
  });

  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['demo', undefined],
  ])('judges the current password %j: %s', async (current, expected) => {
    renderForm();
    await fillAndSubmit(current, 'Harbour-Lights-42', 'Harbour-Lights-42');
    await waitFor(() => expect(messageOf(CURRENT)).toBe(expected));
  });

  it('asks the breach service only about passwords that pass the policy', async () => {
    const { asked } = renderForm();
    await fillAndSubmit('', 'short', 'Harbour-Lights-42');
    await type(NEW, 'nouppercase1');
    await type(NEW, 'Harbour-Lights-42');
    await waitFor(() => expect(messageOf(CONFIRM)).toBeUndefined());
    expect(asked).toEqual(['Harbour-Lights-42']);
  });

  it('checks the new password against breaches on a first submit that other fields refuse', async () => {
    const { asked, sent } = renderForm();
    await fillAndSubmit('', 'Password1', 'Password1');
    await waitFor(() => expect(messages()).toEqual(['Required', BREACHED, undefined]));
    expect(asked).toEqual(['Password1']);
    expect(sent).toEqual([]);
  });

  it('follows each change once the first submit has shown the messages', async () => {
    renderForm();
    await fillAndSubmit('', 'Password1', 'Password2');
    await waitFor(() => expect(messages()).toEqual(['Required', BREACHED, MISMATCH]));
    await type(CURRENT, 'demo');
    await waitFor(() => expect(messageOf(CURRENT)).toBeUndefined());
    await type(NEW, 'Password2');
    // A new password that now matches the confirmation clears the confirmation's message too.
    await waitFor(() => expect(messages()).toEqual([undefined, undefined, undefined]));
    await type(NEW, 'password2');
    await waitFor(() =>
      expect(messages()).toEqual([
        undefined,
        'At least one Uppercase character is required.',
        MISMATCH,
      ]),
    );
  });

  it('waits for the breach check before it sends, and never sends a breached password', async () => {
    let answer: (breached: boolean) => void = () => {};
    const { asked, sent } = renderForm({
      isBreached: () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    });
    await fillAndSubmit('demo', 'Harbour-Lights-42', 'Harbour-Lights-42');
    await waitFor(() => expect(asked).toEqual(['Harbour-Lights-42']));
    expect(sent).toEqual([]);
    await act(async () => answer(true));
    await waitFor(() => expect(messageOf(NEW)).toBe(BREACHED));
    expect(sent).toEqual([]);
  });

  it('ignores an answer about a password that is no longer the one typed', async () => {
    const pending = new Map<string, (breached: boolean) => void>();
    renderForm({
      isBreached: (password) => new Promise((resolve) => pending.set(password, resolve)),
    });
    await fillAndSubmit('', 'Harbour-Lights-42', 'Welcome1');
    await act(async () => pending.get('Harbour-Lights-42')?.(false));
    await waitFor(() => expect(messages()).toEqual(['Required', undefined, MISMATCH]));
    await type(NEW, 'Welcome1');
    await type(NEW, 'Harbour-Lights-43');
    await act(async () => pending.get('Harbour-Lights-43')?.(false));
    await act(async () => pending.get('Welcome1')?.(true));
    await settle();
    expect(messageOf(NEW)).toBeUndefined();
  });

  it('keeps every message when the form is submitted again', async () => {
    const { asked } = renderForm();
    await fillAndSubmit('', 'Password1', 'Password2');
    await waitFor(() => expect(messages()).toEqual(['Required', BREACHED, MISMATCH]));
    await submit();
    await settle();
    await waitFor(() => expect(messages()).toEqual(['Required', BREACHED, MISMATCH]));
    expect(asked).toEqual(['Password1', 'Password1']);
  });

  it('sends at once when the submit comes in the same moment as the last keystroke', async () => {
    const { sent, asked } = renderForm();
    await type(CURRENT, 'demo');
    await type(NEW, 'Harbour-Lights-42');
    fireEvent.change(input(CONFIRM), { target: { value: 'Harbour-Lights-42' } });
    await submit();
    await waitFor(() =>
      expect(sent).toEqual([{ NewPassword: 'Harbour-Lights-42', CurrentPassword: 'demo' }]),
    );
    expect(asked).toEqual(['Harbour-Lights-42']);
  });

  it('sends the change, says so, starts empty again and closes', async () => {
    const { sent, onDone } = renderForm();
    await fillAndSubmit('demo', 'Harbour-Lights-42', 'Harbour-Lights-42');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ NewPassword: 'Harbour-Lights-42', CurrentPassword: 'demo' }]);
    expect(snackbarQueue.get().map(({ message, kind }) => [message, kind])).toEqual([
      ['Your password has been changed.', 'success'],
    ]);
    expect([input(CURRENT).value, input(NEW).value, input(CONFIRM).value]).toEqual(['', '', '']);
    expect(messages()).toEqual([undefined, undefined, undefined]);
  });

  it('shows the server’s refusal and keeps every value', async () => {
    const { onDone } = renderForm({
      changePassword: async () => {
        throw new Error('The current password is not correct.');
      },
    });
    await fillAndSubmit('not-mine', 'Harbour-Lights-42', 'Harbour-Lights-42');
    await waitFor(() =>
      expect(snackbarQueue.get().map(({ message, kind }) => [message, kind])).toEqual([
        ['The current password is not correct.', 'error'],
      ]),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect([input(CURRENT).value, input(NEW).value, input(CONFIRM).value]).toEqual([
      'not-mine',
      'Harbour-Lights-42',
      'Harbour-Lights-42',
    ]);
  });

  it('starts empty, without messages, after Cancel', async () => {
    const { onDone, sent } = renderForm();
    await fillAndSubmit('', 'short', '');
    await waitFor(() => expect(messageOf(CURRENT)).toBe('Required'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(messages()).toEqual([undefined, undefined, undefined]));
    expect([input(CURRENT).value, input(NEW).value, input(CONFIRM).value]).toEqual(['', '', '']);
    // Messages wait for the next submit again.
    await type(NEW, 'short');
    expect(messageOf(NEW)).toBeUndefined();
    expect(sent).toEqual([]);
  });
});
