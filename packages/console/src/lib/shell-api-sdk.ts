import { adminApi } from './api';
import { settings } from './settings';
import type { LoginOutcome, ShellApi } from './shell-api';
import { readToken } from './token';

// The SDK shapes every failure into ErrorEleven; until its Authorization.svc client lands, the
// few calls below shape the same way in miniature (message from the body, else the status).
async function failure(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  let message = '';
  try {
    const body = JSON.parse(text) as unknown;
    if (Array.isArray(body)) message = String(body[0] ?? '');
    else if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      message = String(record.Message ?? record.message ?? record.Error ?? '');
    } else if (typeof body === 'string') message = body;
  } catch {
    message = /<html|<body|<!doctype/i.test(text)
      ? `API Error occurred with status ${response.status}`
      : text;
  }
  const error = new Error(message || 'Unknown API Error Occurred');
  error.name = 'ErrorEleven';
  return Object.assign(error, { status: response.status, statusText: response.statusText });
}

const authorization = (name: string) =>
  `/${settings.product}WS/DevApi/Admin/Authorization.svc/${name}`;

async function authorizationCall<T>(
  name: string,
  init: { method: 'GET' | 'POST'; body?: unknown; bearer: boolean; query?: string },
): Promise<T> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  const token = init.bearer ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${authorization(name)}${init.query ?? ''}`, {
    method: init.method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

interface LoginResult {
  AccessToken?: string | null;
  roleRedirect?: string | null;
  Error?: string | null;
}

function outcome(result: LoginResult): LoginOutcome {
  if (!result.AccessToken) throw new Error(result.Error || 'Unknown API Error Occurred');
  return { token: result.AccessToken, roleRedirect: result.roleRedirect ?? null };
}

async function adminCall<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T | undefined> {
  const { data, response } = await call;
  if (!response.ok) throw await failure(response.clone());
  return data;
}

/** The shell's calls over the SDK's clients and the page's token. */
export const shellApi: ShellApi = {
  login: async (payload) =>
    outcome(await authorizationCall('Login', { method: 'POST', body: payload, bearer: false })),
  relogin: async (payload) =>
    outcome(await authorizationCall('Relogin', { method: 'POST', body: payload, bearer: false })),
  async ssoRedirectUrl(email) {
    const result = await authorizationCall<{ Url?: string | null; Error?: string | null }>(
      'GetSsoRedirectUrl',
      { method: 'GET', bearer: false, query: `?email=${encodeURIComponent(email)}` },
    );
    if (!result.Url || result.Error) throw new Error(result.Error || 'Unable to get login');
    return result.Url;
  },
  async isLoginValid() {
    const result = await authorizationCall<{ isValid?: boolean; roleRedirect?: string | null }>(
      'IsLoginValid',
      { method: 'GET', bearer: true },
    );
    if (result.isValid === false) throw new Error('Unknown API Error Occurred');
    return { roleRedirect: result.roleRedirect ?? null };
  },
  async logout() {
    await adminCall(adminApi.POST('/AdminApi/admin/logout'));
  },
  async account(signal) {
    const member = await adminCall(
      adminApi.GET('/AdminApi/admin/account', signal ? { signal } : {}),
    );
    if (!member || member.Error) throw new Error(member?.Error || 'Unknown API Error Occurred');
    return member;
  },
  async sendFeedback(feedback) {
    await adminCall(adminApi.PUT('/AdminApi/admin/feedback', { body: feedback }));
  },
  async changePassword(change) {
    await adminCall(adminApi.PUT('/AdminApi/admin/editpassword', { body: change }));
  },
};
