import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { snackbarQueue } from '../../ui/snackbar-queue';
import { SsoForm } from './sso-form';

const IDP = 'https://idp.guestnet.example/sso?tenant=harbour';

/** GetSsoRedirectUrl: an address for the Harbour tenant's users, none for anyone else. */
function ssoFetch() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    const email = url.searchParams.get('email') ?? '';
    asked.push(email);
    return Response.json(email.endsWith('@harbour.example') ? { Url: IDP } : { Url: null });
  };
  return { fetch, asked };
}

function renderForm() {
  const { fetch, asked } = ssoFetch();
  const bed = consoleTestbed({ fetch });
  const visited: string[] = [];
  render(
    <bed.wrapper>
      <SsoForm go={(url) => visited.push(url)} />
    </bed.wrapper>,
  );
  return { asked, visited };
}

function email(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement;
}

function type(value: string) {
  fireEvent.change(email(), { target: { value } });
}

function message(): string | undefined {
  const field = email();
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SSO' }));
  });
}

beforeEach(() => snackbarQueue.set([]));

describe('SsoForm', () => {
  it('checks the email before asking for the SSO address, then follows each change', async () => {
    const { asked } = renderForm();
    type('not-an-email');
    await act(async () => {});
    expect(message()).toBeUndefined();
    type('');
    await submit();
    await waitFor(() => expect(message()).toBe('Required'));
    type('not-an-email');
    await waitFor(() => expect(message()).toBe('Invalid Email'));
    type('   ');
    await waitFor(() => expect(message()).toBe('Required'));
    type('sso.user@harbour.example');
    await waitFor(() => expect(message()).toBeUndefined());
    expect(asked).toEqual([]);
  });

  it('refuses an address the email rule refuses', async () => {
    const { asked } = renderForm();
    type('ops@example');
    await submit();
    await waitFor(() => expect(message()).toBe('Invalid Email'));
    expect(asked).toEqual([]);
  });

  it('asks with the trimmed email and goes to the address', async () => {
    const { asked, visited } = renderForm();
    type(' sso.user@harbour.example ');
    await submit();
    await waitFor(() => expect(visited).toEqual([IDP]));
    expect(asked).toEqual(['sso.user@harbour.example']);
  });

  it('says "Unable to get login" when there is no address for the email', async () => {
    const { visited } = renderForm();
    type('someone@example.com');
    await submit();
    await waitFor(() =>
      expect(snackbarQueue.get().map(({ message, kind }) => [message, kind])).toEqual([
        ['Unable to get login', 'error'],
      ]),
    );
    expect(visited).toEqual([]);
    expect(email().value).toBe('someone@example.com');
  });
});
