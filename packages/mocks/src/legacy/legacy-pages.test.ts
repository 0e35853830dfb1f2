import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers.js';
import { DEMO_ADMIN, DEMO_SSO_USER, identityOfToken } from '../identities.js';
import { LEGACY_ORG_LIST_PATH, LEGACY_SCREENS, SET_ORG_PATH } from './legacy-paths.js';

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await getResponse(handlers, new Request(`http://localhost${path}`, { headers }));
  return {
    status: response?.status,
    type: response?.headers.get('content-type'),
    cookies: response?.headers.getSetCookie() ?? [],
    html: (await response?.text()) ?? '',
  };
};

describe('SetOrg.aspx stand-in', () => {
  it('sets the org context and posts setOrgComplete to the parent origin after 100 ms', async () => {
    const { status, type, cookies, html } = await page(
      `${SET_ORG_PATH}?ORG_NUMBER=GN-1042&ORG_NAME=Harborview%20Inn&PARENT_ORG_NUMBER=GN-1001&t=1700000000`,
    );
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(cookies).toContain('LegacyOrgNumber=GN-1042; Path=/; SameSite=Lax');
    expect(html).toContain('Organization set to Harborview Inn (GN-1042)');
    expect(html).toContain('{"type":"setOrgComplete","orgNumber":"GN-1042"}, origin); }, 100)');
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/);
  });

  it('clears the org context for the null org', async () => {
    const { cookies, html } = await page(
      `${SET_ORG_PATH}?ORG_NUMBER=&ORG_NAME=&PARENT_ORG_NUMBER=&t=1`,
    );
    expect(cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(html).toContain('"orgNumber":null');
  });

  it('escapes a hostile org name instead of injecting it', async () => {
    const { html } = await page(
      `${SET_ORG_PATH}?ORG_NUMBER=GN-1&ORG_NAME=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('SetOrg.aspx stand-in, like the legacy server, issues a new token on each org change', () => {
  const setOrgPath = (number: string) => `${SET_ORG_PATH}?ORG_NUMBER=${number}&ORG_NAME=&t=1`;
  const issuedToken = (cookies: string[]) => {
    const set = cookies.find((cookie) => cookie.startsWith('AccessToken='));
    return set ? /^AccessToken=([^;]*); Path=\/; SameSite=Lax$/.exec(set)?.[1] : undefined;
  };
  const account = async (token: string) =>
    (
      await getResponse(
        handlers,
        new Request('http://localhost/AdminApi/admin/account', {
          headers: { Authorization: `Bearer ${token}` },
        }),
      )
    )?.status;

  it.each([
    ['the administrator', DEMO_ADMIN],
    ['the SSO user', DEMO_SSO_USER],
  ])('gives %s a different token each time, in the AccessToken cookie', async (_who, identity) => {
    const cookie = { Cookie: `LegacyOrgNumber=GN-1000; AccessToken=${identity.token}` };
    const first = issuedToken((await page(setOrgPath('GN-1042'), cookie)).cookies);
    const second = issuedToken((await page(setOrgPath('GN-1003'), cookie)).cookies);
    const cleared = issuedToken((await page(setOrgPath(''), cookie)).cookies);
    expect(first).toBeDefined();
    expect(new Set([identity.token, first, second, cleared]).size).toBe(4);
    for (const token of [first, second, cleared]) expect(identityOfToken(token)).toBe(identity);
  });

  it('issues tokens the API accepts as the same user, also from a token it issued', async () => {
    const first = issuedToken(
      (await page(setOrgPath('GN-1042'), { Cookie: `AccessToken=${DEMO_ADMIN.token}` })).cookies,
    );
    const second = issuedToken(
      (await page(setOrgPath('GN-1003'), { Cookie: `AccessToken=${first}` })).cookies,
    );
    expect(second).not.toBe(first);
    expect(second?.length).toBe(first?.length);
    expect(await account(first ?? '')).toBe(200);
    expect(await account(second ?? '')).toBe(200);
  });

  it('issues nothing without a valid token, and a made-up one is refused by the API', async () => {
    expect(issuedToken((await page(setOrgPath('GN-1042'))).cookies)).toBeUndefined();
    const forged = { Cookie: 'AccessToken=nobody.0123456789ab' };
    expect(issuedToken((await page(setOrgPath('GN-1042'), forged)).cookies)).toBeUndefined();
    expect(await account('nobody.0123456789ab')).toBe(401);
    expect(await account(`${DEMO_ADMIN.token}.not-issued`)).toBe(401);
  });
});

describe('legacy org list stand-in', () => {
  it('renders the whole tree nested, with linked and inactive markers', async () => {
    const { html } = await page(LEGACY_ORG_LIST_PATH);
    expect(html.match(/<li /g)).toHaveLength(300);
    expect(html).toContain('class="org linkedNode');
    expect(html).toContain('inactiveNode');
    expect(html).toContain('(inactive)');
    expect(html).toContain('(linked)');
  });

  it('posts treeLoaded with the org selected in the legacy session', async () => {
    const { html } = await page(LEGACY_ORG_LIST_PATH, { Cookie: 'LegacyOrgNumber=GN-1003' });
    expect(html).toContain('{"type":"treeLoaded","selectedOrgId":"org-GN-1003"}');
    expect(html).toMatch(/class="org[^"]* selected" data-org-id="org-GN-1003"/);
  });

  it('sets the org when one is clicked', async () => {
    const { html, cookies } = await page(`${LEGACY_ORG_LIST_PATH}?SELECTED=GN-1002`);
    expect(cookies[0]).toBe('LegacyOrgNumber=GN-1002; Path=/; SameSite=Lax');
    expect(html).toContain('"selectedOrgId":"org-GN-1002"');
  });

  it('offers a logout link that posts logout', async () => {
    const { html } = await page(LEGACY_ORG_LIST_PATH);
    expect(html).toContain('id="logout"');
    expect(html).toContain('postMessage({"type":"logout"}, origin)');
  });
});

describe('embedded legacy screens', () => {
  it.each(LEGACY_SCREENS.map((screen) => [screen.title, screen.path]))(
    'serves %s for the org set by SetOrg.aspx',
    async (title, path) => {
      const { status, html } = await page(path, {
        Cookie: 'LegacyOrgNumber=GN-1042; LegacyOrgName=Harborview%20Inn%20%3Cb%3E',
      });
      expect(status).toBe(200);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(
        'For organization: <strong>Harborview Inn &lt;b&gt;</strong> (GN-1042)',
      );
    },
  );

  it.each(LEGACY_SCREENS.map((screen) => [screen.title, screen.path]))(
    'shows %s sample rows that depend on the org',
    async (_title, path) => {
      const rows = async (org: string) =>
        (await page(path, { Cookie: `LegacyOrgNumber=${org}` })).html.match(/<tr>.*?<\/tr>/g) ?? [];
      const first = await rows('GN-1042');
      expect(first).toHaveLength(7);
      expect(await rows('GN-1042')).toEqual(first);
      expect(await rows('GN-1043')).not.toEqual(first);
    },
  );

  it('says when no org is selected', async () => {
    const first = LEGACY_SCREENS[0];
    expect((await page(first?.path ?? '')).html).toContain('No organization is selected.');
  });

  it('covers every embedded screen of the route table', () => {
    expect(LEGACY_SCREENS.map((screen) => screen.route)).toEqual(
      expect.arrayContaining([
        '/manage/promo-codes',
        '/manage/rotating-password',
        '/manage/users',
        '/manage/groups',
        '/manage/admins',
        '/report/revenue',
        '/report/pms',
        '/report/cc',
        '/report/group',
        '/report/user',
        '/support/account',
        '/support/radius',
        '/support/loyalty',
      ]),
    );
  });
});

describe('legacy page scripts', () => {
  it.each([
    ['SetOrg.aspx', `${SET_ORG_PATH}?ORG_NUMBER=GN-1042&ORG_NAME=%3C%2Fscript%3E`],
    ['the org list', LEGACY_ORG_LIST_PATH],
  ])('%s carries only scripts that parse, whatever the data', async (_page, path) => {
    const { html } = await page(path);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts.length).toBeGreaterThan(0);
    // new Function only parses here; nothing runs.
    for (const code of scripts) expect(() => new Function(code)).not.toThrow();
  });
});
