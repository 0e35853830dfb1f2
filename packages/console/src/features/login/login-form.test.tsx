import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { LoginForm } from './login-form';

const refused = () => Response.json({ Error: 'Invalid username or password.' });

/**
 * A Login call that refuses every sign-in (by default with the server's message for a wrong
 * password), recording the payloads; `answer` waits until it is given its response.
 */
function refusingFetch(answer: () => Response | Promise<Response> = refused) {
  const sent: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/Authorization.svc/Login')) sent.push(await request.json());
    return answer();
  };
  return { fetch, sent };
}

function renderForm(search: string, answer?: () => Response | Promise<Response>) {
  const { fetch, sent } = refusingFetch(answer);
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

  it.each([
    { status: 429, message: 'Too many requests. Try again later.', retryAfter: '120' },
    { status: 503, message: 'The service is temporarily unavailable.', retryAfter: null },
  ])(
    'shows a $status answer’s message and keeps the username, never echoing the password',
    async ({ status, message, retryAfter }) => {
      const headers = retryAfter ? { 'Retry-After': retryAfter } : undefined;
      const answer = () => Response.json({ Message: message, Code: status }, { status, headers });
      const { sent } = renderForm('?realm=guestnet', answer);
      type(input('Username'), 'dana');
      type(passwordInput(), 'S3cret-Passw0rd');
      await logIn();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(`Unable to log in${message}`);
      expect(sent).toHaveLength(1);
      expect(input('Username').value).toBe('dana');
      // The password is in its masked field only: no text of the page repeats it.
      expect(document.body.textContent).not.toContain('S3cret-Passw0rd');
      expect(passwordInput().type).toBe('password');
    },
  );

  it('sends one Login call for a double submit, and a new one once the first is answered', async () => {
    let answer: (response: Response) => void = () => {};
    const { sent } = renderForm(
      '?realm=guestnet',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    type(input('Username'), 'demo');
    type(passwordInput(), 'wrong');
    const form = screen.getByRole('form', { name: 'Log in' });
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await logIn();
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => answer(refused()));
    await screen.findByRole('alert');
    await logIn();
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
