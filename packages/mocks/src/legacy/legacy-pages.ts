import { DEMO_SSO_USER, identityOfToken, reissuedToken } from '../identities.js';
import type { MockContext, MockRoute } from '../mock-route.js';
import type { GeneratedOrg, OrgTree } from '../org-tree/generate-org-tree.js';
import { inReach, reachRoot } from '../tenancy.js';
import { escapeHtml, legacyPage, postOnClickScript, postToParentScript } from './html.js';
import type { LegacyMessage } from './legacy-messages.js';
import {
  LEGACY_ORG_COOKIES,
  LEGACY_ORG_LIST_PATH,
  LEGACY_SCREENS,
  type LegacyScreen,
  SET_ORG_PATH,
  SSO_DEMO_PATH,
} from './legacy-paths.js';

/** docs/product/constants.md "org-set delay": SetOrg.aspx signals completion 100 ms after it loads. */
const SET_ORG_DELAY_MS = 100;

function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function html(body: string, setCookies: string[] = []): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  for (const value of setCookies) headers.append('Set-Cookie', value);
  return new Response(body, { status: 200, headers });
}

/** Cookies that keep the legacy session's org; an empty number clears them (the null org). */
function orgCookies(number: string, name: string): string[] {
  const attributes = 'Path=/; SameSite=Lax';
  if (!number) {
    return Object.values(LEGACY_ORG_COOKIES).map((key) => `${key}=; ${attributes}; Max-Age=0`);
  }
  return [
    `${LEGACY_ORG_COOKIES.number}=${encodeURIComponent(number)}; ${attributes}`,
    `${LEGACY_ORG_COOKIES.name}=${encodeURIComponent(name)}; ${attributes}`,
  ];
}

/** The console's token cookie (docs/decisions/access-token-cookie.md). */
const TOKEN_COOKIE = 'AccessToken';

/**
 * Like the legacy server, each org change issues a new token for the signed-in user in the
 * console's cookie, which is how another tab notices the change (docs/product/states.md "Org change
 * detection"); without a valid token cookie nothing is issued.
 */
function tokenCookie(request: Request): string[] {
  const identity = identityOfToken(cookie(request, TOKEN_COOKIE));
  if (!identity) return [];
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return [`${TOKEN_COOKIE}=${reissuedToken(identity)}; Path=/; SameSite=Lax${secure}`];
}

/**
 * SetOrg.aspx: sets the legacy session's org, issues a new access token, then posts
 * `setOrgComplete` after 100 ms.
 */
function setOrg({ request }: MockContext): Response {
  const query = new URL(request.url).searchParams;
  const number = query.get('ORG_NUMBER') ?? '';
  const name = query.get('ORG_NAME') ?? '';
  const parent = query.get('PARENT_ORG_NUMBER') ?? '';
  const message: LegacyMessage = { type: 'setOrgComplete', orgNumber: number || null };
  const body = `<h1>Set Organization</h1>
<p id="org">${number ? `Organization set to ${escapeHtml(name || number)} (${escapeHtml(number)})` : 'Organization cleared'}</p>
<p id="parent">Parent: ${escapeHtml(parent || 'none')}</p>
${postToParentScript(message, SET_ORG_DELAY_MS)}`;
  return html(legacyPage('Set Organization', body), [
    ...orgCookies(number, name),
    ...tokenCookie(request),
  ]);
}

function renderTree(
  tree: OrgTree,
  root: GeneratedOrg | undefined,
  selected: string | null,
): string {
  const out: string[] = [];
  const renderOrg = (org: GeneratedOrg) => {
    const classes = ['org'];
    if (org.isLinked) classes.push('linkedNode');
    if (org.status === 'Disabled') classes.push('inactiveNode');
    if (org.number === selected) classes.push('selected');
    const number = escapeHtml(org.number);
    out.push(
      `<li class="${classes.join(' ')}" data-org-id="${escapeHtml(org.id)}" data-org-number="${number}">`,
      `<a href="?SELECTED=${encodeURIComponent(org.number)}">${escapeHtml(org.name)}</a>`,
      org.isLinked ? ' <span class="marker">(linked)</span>' : '',
      org.status === 'Disabled' ? ' <span class="marker">(inactive)</span>' : '',
    );
    const children = tree.childrenOf(org.number);
    if (children.length > 0) {
      out.push('<ul class="orgTree">');
      for (const child of children) renderOrg(child);
      out.push('</ul>');
    }
    out.push('</li>');
  };
  out.push('<ul class="orgTree" role="tree">');
  if (root) renderOrg(root);
  out.push('</ul>');
  return out.join('');
}

/**
 * The legacy org list: the signed-in administrator's reach (the whole tree for the demo
 * administrator, their owner org's subtree for the others: docs/decisions/tenant-isolation.md)
 * server-rendered with linked and inactive markers. A click reloads it with `SELECTED`, which sets
 * the org; every load posts `treeLoaded` with the selected org's id; the logout link posts `logout`.
 */
function orgList({ request, scenario, seed, state }: MockContext): Response {
  const tree = state.orgTree(scenario, seed);
  const identity = identityOfToken(cookie(request, TOKEN_COOKIE));
  const root = identity ? reachRoot(tree, identity) : tree.root;
  const asked = new URL(request.url).searchParams.get('SELECTED');
  const named = tree.byNumber.get(asked ?? cookie(request, LEGACY_ORG_COOKIES.number) ?? '');
  const selectedOrg =
    named && (!identity || inReach(tree, identity, named.number)) ? named : undefined;
  const selected = selectedOrg?.number ?? null;
  const treeLoaded: LegacyMessage = { type: 'treeLoaded', selectedOrgId: selectedOrg?.id ?? null };
  const logout: LegacyMessage = { type: 'logout' };
  const body = `<p><a href="#" id="logout">Log out</a></p>
${renderTree(tree, root, selected)}
${postToParentScript(treeLoaded, 0)}
${postOnClickScript('logout', logout)}`;
  const cookies = asked && selectedOrg ? orgCookies(selectedOrg.number, selectedOrg.name) : [];
  return html(legacyPage('Organizations', body), cookies);
}

let screenRows: Promise<typeof import('./legacy-screen-rows.js')> | undefined;

/** The legacy screens' sample rows' module, imported once, on the first screen asked for. */
export function loadLegacyScreenRows() {
  screenRows ??= import('./legacy-screen-rows.js');
  return screenRows;
}

/**
 * The screen's sample rows for an org, every cell escaped. Their faker (the whole `en` locale) is
 * imported on the first screen asked for, not with the routes: docs/decisions/demo-startup.md,
 * "Round 6".
 */
async function sampleTable(route: string, orgNumber: string): Promise<string> {
  const { legacyScreenRows } = await loadLegacyScreenRows();
  const { columns, rows } = legacyScreenRows(route, orgNumber);
  const cells = (values: string[], tag: string) =>
    values.map((value) => `<${tag}>${escapeHtml(value)}</${tag}>`).join('');
  return `<table><thead><tr>${cells(columns, 'th')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${cells(row, 'td')}</tr>`)
    .join('')}</tbody></table>`;
}

/** One embedded legacy screen, saying which org it is for. */
function screenPage(screen: LegacyScreen) {
  return async ({ request }: MockContext): Promise<Response> => {
    const number = cookie(request, LEGACY_ORG_COOKIES.number);
    const name = cookie(request, LEGACY_ORG_COOKIES.name);
    const forOrg = number
      ? `<p id="org">For organization: <strong>${escapeHtml(name || number)}</strong> (${escapeHtml(number)})</p>`
      : '<p id="org">No organization is selected.</p>';
    const body = `<h1>${escapeHtml(screen.title)}</h1>
${forOrg}
<p>This is the demo stand-in for the legacy ${escapeHtml(screen.title)} page.</p>
${number ? await sampleTable(screen.route, number) : ''}`;
    return html(legacyPage(screen.title, body));
  };
}

/** The SSO stand-in: signs the SSO user in with the console's token cookie and opens the console. */
function ssoDemo(): Response {
  return new Response(null, {
    status: 302,
    headers: {
      Location: '/admin-ui/admin/',
      'Set-Cookie': `${TOKEN_COOKIE}=${DEMO_SSO_USER.token}; Path=/; SameSite=Lax`,
    },
  });
}

/**
 * The legacy pages' routes: SetOrg.aspx, the legacy org list and one page per embedded screen.
 * Frames navigate to them, which MSW's worker does not answer, so they are served in Node.
 *
 * @example
 * const routes = legacyRoutes(); // mounted by createMockMiddleware
 */
export function legacyRoutes(): MockRoute[] {
  return [
    { method: 'get', path: SET_ORG_PATH, page: true, resolve: setOrg },
    { method: 'get', path: LEGACY_ORG_LIST_PATH, page: true, resolve: orgList },
    { method: 'get', path: SSO_DEMO_PATH, page: true, resolve: ssoDemo },
    ...LEGACY_SCREENS.map(
      (screen): MockRoute => ({
        method: 'get',
        path: screen.path,
        page: true,
        resolve: screenPage(screen),
      }),
    ),
  ];
}
