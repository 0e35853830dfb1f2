import type { AuthorizationClient } from './client.js';
import { ErrorEleven } from './errors/error-eleven.js';

/** docs/product/calls.md: the message when GetSsoRedirectUrl answers no Url, or an Error. */
export const UNABLE_TO_GET_LOGIN = 'Unable to get login';

/**
 * The single sign-on login address for an email (GetSsoRedirectUrl). Rejects with an ErrorEleven
 * carrying the answer's `Error`, or 'Unable to get login' when there is no `Url` (docs/product/calls.md).
 *
 * @example
 * window.location.assign(await ssoLoginUrl(auth, 'sso.user@example.com'));
 */
export async function ssoLoginUrl(auth: AuthorizationClient, email: string): Promise<string> {
  const { data, response } = await auth.GET(
    '/GuestnetWS/DevApi/Admin/Authorization.svc/GetSsoRedirectUrl',
    { params: { query: { email } } },
  );
  if (data?.Url && !data.Error) return data.Url;
  throw new ErrorEleven({
    message: data?.Error || UNABLE_TO_GET_LOGIN,
    status: response.status,
    statusText: response.statusText,
    context: { method: 'GET', url: response.url },
  });
}
