import type { AuthorizationClient } from './client.js';
import { ErrorEleven, UNKNOWN_API_ERROR } from './errors/error-eleven.js';
import type { components } from './generated/authorization.gen.js';
import { operationIdOf } from './query-options.js';
import { ssoLoginUrl } from './sso-login-url.js';

const AUTH = '/GuestnetWS/DevApi/Admin/Authorization.svc' as const;

type Schemas = components['schemas'];

/** What Login and Relogin send (docs/product/entities.md "Login payload"). */
export type LoginPayload = Schemas['LoginPayload'];

/** A successful sign-in: the token to store and where the role wants the browser. */
export interface LoginOutcome {
  token: string;
  roleRedirect: string | null;
}

// docs/product/states.md "Re-login": only a token in the answer is a success; a 200 carrying `Error` is not.
function outcome(result: Schemas['LoginResult'] | undefined, response: Response): LoginOutcome {
  if (!result?.AccessToken) {
    throw new ErrorEleven({
      message: result?.Error || UNKNOWN_API_ERROR,
      status: response.status,
      statusText: response.statusText,
      context: { method: 'POST', url: response.url },
    });
  }
  return { token: result.AccessToken, roleRedirect: result.roleRedirect ?? null };
}

/** Login and Relogin: the same payload, and the same rule for what counts as a success. */
function signInMutation(auth: AuthorizationClient, path: `${typeof AUTH}/${'Login' | 'Relogin'}`) {
  return {
    mutationKey: [operationIdOf(auth, 'post', path)] as const,
    mutationFn: async (payload: LoginPayload): Promise<LoginOutcome> => {
      const { data, response } = await auth.POST(path, { body: payload });
      return outcome(data, response);
    },
  };
}

/**
 * TanStack Query mutation options for Login (docs/product/calls.md): resolves with the token only when the
 * answer carries one; an answer with `Error` (or nothing) rejects with an ErrorEleven.
 *
 * @example
 * const { token } = await loginMutation(auth).mutationFn({ Username: 'demo', Password: 'demo' });
 */
export function loginMutation(auth: AuthorizationClient) {
  return signInMutation(auth, `${AUTH}/Login`);
}

/**
 * TanStack Query mutation options for Relogin (docs/product/states.md "Re-login"), with Login's rule for what
 * counts as a success.
 *
 * @example
 * await reloginMutation(auth).mutationFn({ Username: 'demo', Password: 'demo' });
 */
export function reloginMutation(auth: AuthorizationClient) {
  return signInMutation(auth, `${AUTH}/Relogin`);
}

/**
 * TanStack Query options for page authorization (IsLoginValid, docs/product/states.md): resolves with the role
 * redirect when the login is valid, rejects with an ErrorEleven (status 401) when it is not.
 *
 * @example
 * const { roleRedirect } = await queryClient.fetchQuery(loginValidityQuery(auth));
 */
export function loginValidityQuery(auth: AuthorizationClient) {
  return {
    queryKey: [operationIdOf(auth, 'get', `${AUTH}/IsLoginValid`)] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal } = {}) => {
      const { data, response } = await auth.GET(`${AUTH}/IsLoginValid`, signal ? { signal } : {});
      if (!data?.isValid) {
        throw new ErrorEleven({
          message: UNKNOWN_API_ERROR,
          status: 401,
          context: { method: 'GET', url: response.url },
        });
      }
      return { roleRedirect: data.roleRedirect ?? null };
    },
  };
}

/**
 * TanStack Query mutation options for the single sign-on address of an email (GetSsoRedirectUrl):
 * resolves with the address or rejects with 'Unable to get login' (docs/product/calls.md).
 *
 * @example
 * window.location.assign(await ssoRedirectMutation(auth).mutationFn('sso.user@example.com'));
 */
export function ssoRedirectMutation(auth: AuthorizationClient) {
  return {
    mutationKey: [operationIdOf(auth, 'get', `${AUTH}/GetSsoRedirectUrl`)] as const,
    mutationFn: (email: string): Promise<string> => ssoLoginUrl(auth, email),
  };
}
