import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createAuthorizationClient } from './client.js';
import { ssoLoginUrl } from './sso-login-url.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };

describe('ssoLoginUrl', () => {
  it('answers the Url, asking anonymously with the email in the query', async () => {
    const { fetch, sent } = fakeFetch(json({ Url: 'https://sso.example.com/login', Error: null }));
    const auth = createAuthorizationClient({ ...base, fetch });
    await expect(ssoLoginUrl(auth, 'sso.user@example.com')).resolves.toBe(
      'https://sso.example.com/login',
    );
    expect(sent[0]?.url).toBe(
      'http://api.test/GuestnetWS/DevApi/Admin/Authorization.svc/GetSsoRedirectUrl?email=sso.user%40example.com',
    );
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each([
    ['no Url', { Url: null, Error: null }, 'Unable to get login'],
    ['an empty answer', {}, 'Unable to get login'],
    ['an Error', { Url: null, Error: 'No SSO for this domain' }, 'No SSO for this domain'],
    ['an Error beside a Url', { Url: 'https://sso.example.com', Error: 'Disabled' }, 'Disabled'],
  ])('rejects %s with an ErrorEleven', async (_case, body, message) => {
    const { fetch } = fakeFetch(json(body));
    const auth = createAuthorizationClient({ ...base, fetch });
    await expect(ssoLoginUrl(auth, 'a@b.example')).rejects.toMatchObject({
      name: 'ErrorEleven',
      message,
    });
  });
});
