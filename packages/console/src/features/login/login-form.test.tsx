import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { LoginForm } from './login-form';

/** A Login call that refuses every sign-in with the server's message, recording the payloads. */
function refusingFetch() {
  const sent: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/Authorization.svc/Login')) sent.push(await request.json());
    return Response.json({ Error: 'Invalid username or password.' });
  };
  return { fetch, sent };
}

function renderForm(search: string) {
  const { fetch, sent } = refusingFetch();
  const bed = consoleTestbed({ fetch });
  render(
    <bed.wrapper>
      <LoginForm search={search} />
    </bed.wrapper>,
  );
  return { sent };
}

function input(label: 'Username' | 'Password' | 'Realm'): HTMLInputElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
}

function passwordInput(): HTMLInputElement {
  return screen.getByLabelText(/^Password/, { selector: 'input' });
}

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function messageOf(field: HTMLInputElement): string | undefined {
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
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

describe('LoginForm', () => {
  it('asks for both username and password before it sends anything', async () => {
    const { sent } = renderForm('?realm=guestnet');
    type(input('Username'), 'demo');
    type(input('Username'), '');
    await act(async () => {});
    expect([messageOf(input('Username')), messageOf(passwordInput())]).toEqual([
      undefined,
      undefined,
    ]);
    await logIn();
    await waitFor(() =>
      expect([messageOf(input('Username')), messageOf(passwordInput())]).toEqual([
        'Required',
        'Required',
      ]),
    );
    type(input('Username'), 'demo');
    await waitFor(() => expect(messageOf(input('Username'))).toBeUndefined());
    expect(messageOf(passwordInput())).toBe('Required');
    type(passwordInput(), '  ');
    await act(async () => {});
    expect(messageOf(passwordInput())).toBe('Required');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed username and the realm of the address, and shows the refusal', async () => {
    const { sent } = renderForm('?realm=guestnet');
    expect(screen.queryByRole('textbox', { name: /^Realm/ })).toBeNull();
    type(input('Username'), ' demo ');
    type(passwordInput(), ' wrong ');
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to log inInvalid username or password.');
    expect(sent).toEqual([{ Username: 'demo', Password: ' wrong ', Realm: 'guestnet', Org: null }]);
    // The values stay for another try.
    expect([input('Username').value, passwordInput().value]).toEqual([' demo ', ' wrong ']);
  });

  it('asks for the realm when none is stored and sends it trimmed, or none when blank', async () => {
    const { sent } = renderForm('');
    type(input('Username'), 'demo');
    type(passwordInput(), 'wrong');
    type(input('Realm'), ' guestnet ');
    await logIn();
    await screen.findByRole('alert');
    type(input('Realm'), '   ');
    await logIn();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { Username: 'demo', Password: 'wrong', Realm: 'guestnet', Org: null },
      { Username: 'demo', Password: 'wrong', Realm: null, Org: null },
    ]);
  });
});
