import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers.js';
import { DEMO_ADMIN } from '../identities.js';

const bearer = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
const AUTH = '/GuestnetWS/DevApi/Admin/Authorization.svc';

describe('requests that break the spec', () => {
  it.each<[string, string, RequestInit]>([
    ['a search shorter than 3 characters', '/AdminApi/org/tree/search/ab', { headers: bearer }],
    ['an SSO lookup without email', `${AUTH}/GetSsoRedirectUrl`, {}],
    ['a login body that is not JSON', `${AUTH}/Login`, { method: 'POST', body: '{"Username":' }],
    [
      'a login with a number for a username',
      `${AUTH}/Login`,
      { method: 'POST', body: '{"Username":5,"Password":"x"}' },
    ],
    [
      'an org list request without OrgNumbers',
      '/AdminApi/org/tree/numbers',
      { method: 'POST', headers: bearer, body: '{}' },
    ],
    [
      'a feedback of an unknown type',
      '/AdminApi/admin/feedback',
      {
        method: 'PUT',
        headers: bearer,
        body: JSON.stringify({
          AccessToken: 't',
          SystemInfo: 'ua',
          Location: '/',
          FeedbackType: 'rant',
          Feedback: 'x',
        }),
      },
    ],
    [
      'a dbo list without OrgNumber',
      '/GuestnetWS/DevApi/dbo/ListDevices',
      {
        method: 'POST',
        body: JSON.stringify([DEMO_ADMIN.token, { Page: 1 }]),
      },
    ],
    [
      'a dbo body that is not an array',
      '/GuestnetWS/DevApi/dbo/ListDevices',
      { method: 'POST', body: '{}' },
    ],
  ])('answers %s with 400 and a message naming the problem', async (_title, path, init) => {
    const response = await getResponse(handlers, new Request(`http://localhost${path}`, init));
    expect(response?.status).toBe(400);
    const body = await response?.json();
    expect(body.Message).toMatch(/^The request is invalid: \S/);
    expect(body.Code).toBe(400);
  });
});
