import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginOutcome, LoginPayload } from '../../lib/api/shell-calls';
import { ReloginDialog } from './relogin-dialog';

function renderDialog(answer: (payload: LoginPayload) => Promise<LoginOutcome>) {
  const sent: LoginPayload[] = [];
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  render(
    <Provider theme={defaultTheme}>
      <ReloginDialog
        org="GN-1042"
        relogin={(payload) => {
          sent.push(payload);
          return answer(payload);
        }}
        onSuccess={onSuccess}
        onFailure={onFailure}
        onSso={() => {}}
        onCancel={() => {}}
      />
    </Provider>,
  );
  return { sent, onSuccess, onFailure };
}

const granted = async (): Promise<LoginOutcome> => ({ token: 'new-token', roleRedirect: null });

function input(label: 'Username' | 'Password' | 'Realm'): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

function type(label: 'Username' | 'Password' | 'Realm', value: string) {
  fireEvent.change(input(label), { target: { value } });
}

function messageOf(label: 'Username' | 'Password'): string | undefined {
  const field = input(label);
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function logIn() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  });
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the stored realm lives in this cookie.
  document.cookie = 'LogonRealm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('ReloginDialog', () => {
  it('needs username and password before it tries, then follows each change', async () => {
    const { sent } = renderDialog(granted);
    type('Username', 'demo');
    type('Username', '');
    await act(async () => {});
    expect([messageOf('Username'), messageOf('Password')]).toEqual([undefined, undefined]);
    await logIn();
    await waitFor(() =>
      expect([messageOf('Username'), messageOf('Password')]).toEqual(['Required', 'Required']),
    );
    expect(sent).toEqual([]);
    type('Username', 'demo');
    await waitFor(() => expect(messageOf('Username')).toBeUndefined());
    expect(messageOf('Password')).toBe('Required');
    type('Password', '   ');
    await act(async () => {});
    expect(messageOf('Password')).toBe('Required');
  });

  it('sends the trimmed username, the password, the typed realm and the org', async () => {
    const { sent, onSuccess, onFailure } = renderDialog(granted);
    type('Username', ' demo ');
    type('Password', ' secret ');
    type('Realm', ' guestnet ');
    await logIn();
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ token: 'new-token', roleRedirect: null }),
    );
    expect(sent).toEqual([
      { Username: 'demo', Password: ' secret ', Realm: 'guestnet', Org: 'GN-1042' },
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('sends no realm when none is typed', async () => {
    const { sent } = renderDialog(granted);
    type('Username', 'demo');
    type('Password', 'demo');
    type('Realm', '  ');
    await logIn();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.Realm).toBeNull();
  });

  it('uses the stored realm and does not ask for one', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the stored realm lives in this cookie.
    document.cookie = 'LogonRealm=guestnet; path=/';
    const { sent } = renderDialog(granted);
    expect(screen.queryByLabelText(/^Realm/)).toBeNull();
    type('Username', 'demo');
    type('Password', 'demo');
    await logIn();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.Realm).toBe('guestnet');
  });

  it.each([
    ['an answer without a token', async () => ({ token: '', roleRedirect: null })],
    [
      'a refusal',
      async (): Promise<LoginOutcome> => {
        throw new Error('Invalid username or password.');
      },
    ],
  ])('reports a failure on %s', async (_, answer) => {
    const { onSuccess, onFailure } = renderDialog(answer);
    type('Username', 'demo');
    type('Password', 'wrong');
    await logIn();
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
