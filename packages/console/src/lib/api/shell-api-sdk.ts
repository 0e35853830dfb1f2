import { ErrorEleven, UNKNOWN_API_ERROR } from '@guestnet/sdk';
import { adminApi, authorizationApi } from './api';
import type { LoginOutcome, ShellApi } from './shell-api';

const AUTH = '/GuestnetWS/DevApi/Admin/Authorization.svc';

interface LoginResult {
  AccessToken?: string | null;
  roleRedirect?: string | null;
  Error?: string | null;
}

// SPEC.md §4 "Re-login": only a token in the answer is a success; a 200 carrying `Error` is not.
function outcome(result: LoginResult | undefined): LoginOutcome {
  if (!result?.AccessToken) {
    throw new ErrorEleven({ message: result?.Error || UNKNOWN_API_ERROR, status: 200 });
  }
  return { token: result.AccessToken, roleRedirect: result.roleRedirect ?? null };
}

/**
 * The shell's calls over the SDK's clients. The clients reject with ErrorEleven on any failure
 * (SPEC.md §8), so these only add the checks the spec puts on successful answers.
 */
export const shellApi: ShellApi = {
  async login(payload) {
    const { data } = await authorizationApi.POST(`${AUTH}/Login`, { body: payload });
    return outcome(data);
  },
  async relogin(payload) {
    const { data } = await authorizationApi.POST(`${AUTH}/Relogin`, { body: payload });
    return outcome(data);
  },
  async ssoRedirectUrl(email) {
    const { data } = await authorizationApi.GET(`${AUTH}/GetSsoRedirectUrl`, {
      params: { query: { email } },
    });
    // SPEC.md §7: no Url, or an Error, throws 'Unable to get login'.
    if (!data?.Url || data.Error) {
      throw new ErrorEleven({ message: 'Unable to get login', status: 200 });
    }
    return data.Url;
  },
  async isLoginValid() {
    const { data } = await authorizationApi.GET(`${AUTH}/IsLoginValid`);
    if (!data?.isValid) throw new ErrorEleven({ message: UNKNOWN_API_ERROR, status: 401 });
    return { roleRedirect: data.roleRedirect ?? null };
  },
  async logout() {
    await adminApi.POST('/AdminApi/admin/logout');
  },
  async account(signal) {
    const { data } = await adminApi.GET('/AdminApi/admin/account', signal ? { signal } : {});
    if (!data || data.Error) {
      throw new ErrorEleven({ message: data?.Error || UNKNOWN_API_ERROR, status: 200 });
    }
    return data;
  },
  async sendFeedback(feedback) {
    await adminApi.PUT('/AdminApi/admin/feedback', { body: feedback });
  },
  async changePassword(change) {
    await adminApi.PUT('/AdminApi/admin/editpassword', { body: change });
  },
};
