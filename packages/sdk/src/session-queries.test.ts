import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createAuthorizationClient } from './client.js';
import { ErrorEleven } from './errors/error-eleven.js';
import {
  loginMutation,
  loginValidityQuery,
  reloginMutation,
  ssoRedirectMutation,
} from './session-queries.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };
const payload = { Username: 'demo', Password: 'demo', Realm: null, Org: null };

describe('loginMutation and reloginMutation', () => {
  it.each([
    ['login', loginMutation, '/Login'],
    ['relogin', reloginMutation, '/Relogin'],
  ] as const)('%s resolves with the token and the role redirect', async (_, make, path) => {
    const { fetch, sent } = fakeFetch(json({ AccessToken: 'new', roleRedirect: '/frontdesk/' }));
    const outcome = await make(createAuthorizationClient({ ...base, fetch })).mutationFn(payload);
    expect(outcome).toEqual({ token: 'new', roleRedirect: '/frontdesk/' });
    expect(sent[0]?.url).toMatch(new RegExp(`${path}$`));
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });

  it.each([
    [{ Error: 'Invalid username or password' }, 'Invalid username or password'],
    [{ AccessToken: '' }, 'Unknown API Error Occurred'],
    [{}, 'Unknown API Error Occurred'],
  ])('rejects a 200 without a token (%j) with its message', async (body, message) => {
    const { fetch } = fakeFetch(json(body));
    const login = loginMutation(createAuthorizationClient({ ...base, fetch }));
    const error = await login.mutationFn(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorEleven);
    expect((error as ErrorEleven).message).toBe(message);
  });
});

describe('loginValidityQuery', () => {
  it('resolves with the role redirect of a valid login, sending the token', async () => {
    const { fetch, sent } = fakeFetch(json({ isValid: true, roleRedirect: null }));
    const query = loginValidityQuery(createAuthorizationClient({ ...base, fetch }));
    expect(query.queryKey).toEqual(['isLoginValid']);
    await expect(query.queryFn()).resolves.toEqual({ roleRedirect: null });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('rejects an invalid login with status 401', async () => {
    const { fetch } = fakeFetch(json({ isValid: false }));
    const query = loginValidityQuery(createAuthorizationClient({ ...base, fetch }));
    await expect(query.queryFn()).rejects.toMatchObject({ name: 'ErrorEleven', status: 401 });
  });
});

describe('ssoRedirectMutation', () => {
  it('resolves with the address, or rejects with Unable to get login', async () => {
    const { fetch } = fakeFetch(json({ Url: 'https://idp.example/x' }), json({ Url: null }));
    const sso = ssoRedirectMutation(createAuthorizationClient({ ...base, fetch }));
    await expect(sso.mutationFn('a@example.com')).resolves.toBe('https://idp.example/x');
    await expect(sso.mutationFn('a@example.com')).rejects.toThrow('Unable to get login');
  });
});
