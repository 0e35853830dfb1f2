import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers.js';
import { DEMO_ADMIN, DEMO_SSO_USER } from '../identities.js';
import { sharedMockState } from '../mock-options.js';

const AUTH = 'http://localhost/GuestnetWS/DevApi/Admin/Authorization.svc';
const send = async (url: string, token: string, init: RequestInit = {}) => {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const response = await getResponse(handlers, new Request(url, { headers, ...init }));
  return { status: response?.status, body: await response?.json() };
};
const editPassword = (token: string, body: unknown) =>
  send('http://localhost/AdminApi/admin/editpassword', token, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
const orgAccess = (token: string, org: string, ids: string[]) =>
  send(`${AUTH}/GetOrgAccess?org=${org}`, token, { method: 'POST', body: JSON.stringify(ids) });

describe('password change', () => {
  it.each([
    [
      'changes it with the right current password',
      { CurrentPassword: 'demo', NewPassword: 'Harbour-Lights-42' },
      200,
      true,
    ],
    [
      'refuses a wrong current password',
      { CurrentPassword: 'nope', NewPassword: 'Harbour-Lights-42' },
      400,
      'The current password is not correct.',
    ],
    [
      'refuses a breached new password',
      { CurrentPassword: 'demo', NewPassword: 'Password1' },
      400,
      'Password is not secure enough.',
    ],
  ])('%s', async (_title, body, status, answer) => {
    const result = await editPassword(DEMO_ADMIN.token, body);
    expect(result.status).toBe(status);
    expect(status === 200 ? result.body : result.body.Message).toEqual(answer);
  });

  it('refuses SSO users', async () => {
    const result = await editPassword(DEMO_SSO_USER.token, {
      CurrentPassword: 'demo',
      NewPassword: 'Harbour-Lights-42',
    });
    expect(result.status).toBe(400);
  });
});

describe('single sign-on address', () => {
  it('points the SSO user at the demo SSO page and refuses other emails', async () => {
    const sso = await send(`${AUTH}/GetSsoRedirectUrl?email=sso.user%40example.com`, '');
    expect(sso.body).toEqual({
      Url: 'http://localhost/Guestnet/Admin/sso/DemoSso.aspx',
      Error: null,
    });
    const other = await send(`${AUTH}/GetSsoRedirectUrl?email=someone%40example.com`, '');
    expect(other.body.Url).toBeNull();
    expect(other.body.Error).toBeTruthy();
  });
});

describe('feature grants', () => {
  const tree = sharedMockState.orgTree('default', 1);
  const areas = tree.orgs.filter((org) => org.type === 'ServiceArea' && org.status === 'Active');
  const serial = (number: string) => Number(number.split('-')[1]);

  it('differ by org so the gating is visible', async () => {
    const gated = areas.find((org) => serial(org.number) % 5 === 0);
    const open = areas.find((org) => serial(org.number) % 5 !== 0 && serial(org.number) % 7 !== 0);
    if (!gated || !open) throw new Error('the demo tree lacks the orgs this test needs');
    const ids = ['af_paygate', 'af_editorg'];
    expect((await orgAccess(DEMO_ADMIN.token, gated.number, ids)).body).toEqual({
      hasAccess: { af_paygate: false, af_editorg: true },
      orgType: 'ServiceArea',
    });
    expect((await orgAccess(DEMO_ADMIN.token, open.number, ids)).body.hasAccess.af_paygate).toBe(
      true,
    );
  });

  it('gives the SSO user fewer features than the administrator', async () => {
    const ids = ['af_admins', 'af_roletemplates'];
    expect((await orgAccess(DEMO_ADMIN.token, 'GN-1000', ids)).body.hasAccess).toEqual({
      af_admins: true,
      af_roletemplates: true,
    });
    expect((await orgAccess(DEMO_SSO_USER.token, 'GN-1000', ids)).body.hasAccess).toEqual({
      af_admins: false,
      af_roletemplates: false,
    });
  });

  it('verifies af_enterprise for sites only', async () => {
    const site = tree.orgs.find((org) => org.type === 'Site' && org.status === 'Active');
    const entries = [{ id: 'af_enterprise', validOrgTypes: ['Site'], verified: false }];
    const verify = (org: string) =>
      send(`${AUTH}/VerifyFeatures?org=${org}`, DEMO_ADMIN.token, {
        method: 'POST',
        body: JSON.stringify(entries),
      });
    expect((await verify(site?.number ?? '')).body).toEqual({
      af_enterprise: { isVerified: true },
    });
    expect((await verify('GN-1000')).body).toEqual({ af_enterprise: { isVerified: false } });
  });
});
