import { beforeEach, describe, expect, it } from 'vitest';
import { acmeTree } from '../../../test/org-tree-fixture';
import { buildOrgNode, type OrgNode } from './org-node';
import { readRecentOrgs } from './org-recent';
import {
  ORG_NOT_FOUND,
  type OrgCalls,
  type OrgDetails,
  OrgSession,
  type OrgSessionOptions,
} from './org-session';
import { ORG_TREE_API_FLAG } from './org-tree-mode';
import { NO_ORG, SELECTED_ORG_KEY, selectedOrgFromNode, writeSelectedOrg } from './selected-org';

const acme = () => acmeTree([{ name: 'Harbor Hotel', number: 'GN-4', type: 'Site' }]);

// A new list for every call, as the API gives: the store keeps open state on the nodes it holds.
const list = () => [
  buildOrgNode({
    name: 'Acme',
    number: 'GN-1',
    type: 'ServiceProvider',
    children: [{ name: 'East', number: 'GN-2', type: 'Grouping' }],
  }),
];

const notFound = () => Promise.reject(new Error('404'));
const calls = (more: Partial<OrgCalls> = {}): OrgCalls => ({
  list: async () => list(),
  node: notFound,
  byPath: notFound,
  ...more,
});

let cookies: Record<string, string>;
const local = window.localStorage;
const session = window.sessionStorage;

beforeEach(() => {
  local.clear();
  session.clear();
  cookies = {};
});

function orgSession(options: Partial<OrgSessionOptions> = {}) {
  return new OrgSession({
    calls: calls(),
    sessionStorage: session,
    localStorage: local,
    search: '',
    devRoot: false,
    readCookie: (name) => cookies[name] ?? null,
    writeCookie: (name, value) => {
      cookies[name] = value;
    },
    now: () => 1234,
    ...options,
  });
}

/** A session whose tree already holds Acme > East > Harbor Hotel, with API mode off. */
function loadedSession(options: Partial<OrgSessionOptions> = {}) {
  const s = orgSession({ search: '?org-tree-api=false', ...options });
  s.tree.setRoots([acme()]);
  return s;
}

describe('select', () => {
  it('sets the selection, the recent list, the org cookies and the SetOrg frame', async () => {
    const s = loadedSession();
    const harbor = s.tree.findByNumber('GN-4') as OrgNode;
    expect(await s.select(harbor)).toBe(true);
    expect(s.selected.get()).toMatchObject({ name: 'Harbor Hotel', number: 'GN-4', isSite: true });
    expect(readRecentOrgs(local)).toEqual(['GN-4']);
    expect(s.recent.get()).toEqual(['GN-4']);
    expect(cookies).toEqual({ OrgNumber: 'GN-4', OrgUniqueId: 'GN-1-GN-2-GN-4' });
    expect(s.pendingSetOrg.get()).toBe(
      '/Guestnet/Admin/organization/SetOrg.aspx?ORG_NUMBER=GN-4&ORG_NAME=Harbor%20Hotel&PARENT_ORG_NUMBER=GN-2&t=1234',
    );
  });

  it('remembers the selection in session info, where a reloaded tab finds it', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    expect(JSON.parse(session.getItem(SELECTED_ORG_KEY) ?? '{}')).toMatchObject({ number: 'GN-4' });
    expect(loadedSession().selected.get().number).toBe('GN-4');
  });

  it('opens the ancestors and asks the tree to scroll to the org, each time anew', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual([
      'Acme',
      'East',
      'Harbor Hotel',
    ]);
    expect(s.scrollRequest.get()).toEqual({ uniqueId: 'GN-1-GN-2-GN-4', seq: 1 });
    await s.select(s.tree.findByNumber('GN-2') as OrgNode);
    expect(s.scrollRequest.get()).toEqual({ uniqueId: 'GN-1-GN-2', seq: 2 });
  });

  it('keeps the org when the leave guard says no, and changes it when it says yes', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    s.pendingSetOrg.set(null);
    const asked: string[] = [];
    let answer = false;
    const remove = s.setLeaveGuard(async () => {
      asked.push(s.selected.get().number ?? '');
      return answer;
    });
    expect(await s.select(s.tree.findByNumber('GN-2') as OrgNode)).toBe(false);
    expect(s.selected.get().number).toBe('GN-4');
    expect(s.pendingSetOrg.get()).toBeNull();
    answer = true;
    expect(await s.select(s.tree.findByNumber('GN-2') as OrgNode)).toBe(true);
    expect(s.selected.get().number).toBe('GN-2');
    expect(asked).toEqual(['GN-4', 'GN-4']);
    // Re-selecting the same org does not ask; a removed guard is not asked again.
    await s.select(s.tree.findByNumber('GN-2') as OrgNode);
    remove();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    expect(asked).toHaveLength(2);
  });

  it('does nothing when the org is already selected', async () => {
    const s = loadedSession();
    const harbor = s.tree.findByNumber('GN-4') as OrgNode;
    await s.select(harbor);
    s.pendingSetOrg.set(null);
    expect(await s.select(harbor)).toBe(false);
    expect(s.pendingSetOrg.get()).toBeNull();
  });

  it('loads a missing org into the tree by its path in API mode', async () => {
    const paths: string[] = [];
    const bay = buildOrgNode({ name: 'Bay Inn', number: 'GN-9', type: 'Site' }, [
      { name: 'Acme', number: 'GN-1' },
      { name: 'East', number: 'GN-2' },
    ]);
    const s = loadedSession({
      search: '',
      calls: calls({
        byPath: async (path) => {
          paths.push(path);
          return bay;
        },
      }),
    });
    await s.select(bay);
    expect(paths).toEqual(['GN-1-GN-2-GN-9']);
    expect(s.tree.findByNumber('GN-9')?.displayPath).toBe('Acme > East');
    expect(s.selected.get().number).toBe('GN-9');
  });
});

describe('selectByNumber', () => {
  it('selects a loaded org by its number, whatever the case', async () => {
    const s = loadedSession();
    await s.selectByNumber('gn-2');
    expect(s.selected.get().name).toBe('East');
  });

  it('asks the server for an org the tree does not hold', async () => {
    const far = buildOrgNode({ name: 'Far Away', number: 'GN-77', type: 'Site' });
    const s = loadedSession({ calls: calls({ node: async () => far }) });
    await s.selectByNumber('GN-77');
    expect(s.selected.get().name).toBe('Far Away');
  });

  it('reports an unknown org with the message of docs/product/errors.md', async () => {
    const s = loadedSession();
    await expect(s.selectByNumber('GN-404')).rejects.toThrow(ORG_NOT_FOUND);
    expect(s.selected.get()).toEqual(NO_ORG);
  });
});

describe('open', () => {
  it('loads the children of a node from the server when it opens', async () => {
    const asked: string[] = [];
    const s = orgSession({
      calls: calls({
        node: async (number) => {
          asked.push(number);
          return buildOrgNode({
            name: 'East',
            number,
            type: 'Grouping',
            children: [{ name: 'Bay Inn', number: 'GN-9', type: 'Site' }],
          });
        },
      }),
    });
    s.tree.setRoots([
      buildOrgNode({ name: 'East', number: 'GN-2', type: 'Grouping', hasChildren: true }),
    ]);
    await s.open(s.tree.findByNumber('GN-2') as OrgNode);
    expect(asked).toEqual(['GN-2']);
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['East', 'Bay Inn']);
  });

  it('leaves the node closed when its children cannot be fetched', async () => {
    const s = orgSession();
    s.tree.setRoots([
      buildOrgNode({ name: 'East', number: 'GN-2', type: 'Grouping', hasChildren: true }),
    ]);
    await expect(s.open(s.tree.findByNumber('GN-2') as OrgNode)).rejects.toThrow('404');
    expect([...s.tree.rows()].map((row) => row.isOpen)).toEqual([false]);
  });
});

describe('complete', () => {
  it('clears the SetOrg frame and lets the console follow the new org', async () => {
    let followed = 0;
    const s = loadedSession({ onOrgSet: () => followed++ });
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    s.complete();
    expect(s.pendingSetOrg.get()).toBeNull();
    expect(followed).toBe(1);
  });
});

describe('loadList', () => {
  it('shows the native tree with the top level open once the list arrives', async () => {
    const s = orgSession();
    await s.loadList();
    expect(s.tree.source).toBe('native');
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East']);
  });

  it('asks for the list once, however often it is started', async () => {
    let asked = 0;
    const s = orgSession({
      calls: calls({
        list: async () => {
          asked++;
          return list();
        },
      }),
    });
    await Promise.all([s.loadList(), s.loadList()]);
    await s.loadList();
    expect(asked).toBe(1);
  });

  it('uses the list asked for as the page started, without asking again', async () => {
    let asked = 0;
    let answer: (roots: OrgNode[]) => void = () => {};
    const s = orgSession({
      calls: calls({
        list: () => {
          asked++;
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      }),
    });
    s.prefetchList();
    s.prefetchList();
    expect(asked).toBe(1);
    const loading = s.loadList();
    answer(list());
    await loading;
    expect(asked).toBe(1);
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East']);
  });

  it('asks again when the list asked for before the login was valid failed, and keeps API mode on', async () => {
    local.setItem(ORG_TREE_API_FLAG, 'true');
    const answers = [Promise.reject(new Error('401')), Promise.resolve(list())];
    const s = orgSession({ calls: calls({ list: () => answers.shift() ?? notFound() }) });
    s.prefetchList();
    await s.loadList();
    expect(s.tree.source).toBe('native');
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East']);
    expect(local.getItem(ORG_TREE_API_FLAG)).toBe('true');
  });

  it('asks for nothing ahead when API mode is off', async () => {
    local.setItem(ORG_TREE_API_FLAG, 'false');
    let asked = 0;
    const s = orgSession({
      calls: calls({
        list: async () => {
          asked++;
          return list();
        },
      }),
    });
    s.prefetchList();
    expect(asked).toBe(0);
  });

  it('wraps the list in the fake root -1 in development mode', async () => {
    const s = orgSession({ devRoot: true });
    await s.loadList();
    expect(s.tree.roots.map((root) => root.id)).toEqual(['-1']);
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['Organizations', 'Acme']);
  });

  it('falls back to the legacy tree silently and turns API mode off when the list fails', async () => {
    local.setItem(ORG_TREE_API_FLAG, 'true');
    const s = orgSession({ calls: calls({ list: () => Promise.reject(new Error('500')) }) });
    await s.loadList();
    expect(s.tree.source).toBe('legacy');
    expect(local.getItem(ORG_TREE_API_FLAG)).toBe('false');
  });

  it.each([
    ['the stored flag', '', 'false'],
    ['the query parameter', '?org-tree-api=false', null],
  ])(
    'shows the legacy tree without asking for the list when %s turns API mode off',
    async (_, search, stored) => {
      if (stored) local.setItem(ORG_TREE_API_FLAG, stored);
      let asked = 0;
      const s = orgSession({
        search,
        calls: calls({
          list: async () => {
            asked++;
            return list();
          },
        }),
      });
      await s.loadList();
      expect(asked).toBe(0);
      expect(s.tree.source).toBe('legacy');
    },
  );

  it('loads the native tree when the query parameter turns API mode back on', async () => {
    local.setItem(ORG_TREE_API_FLAG, 'false');
    const s = orgSession({ search: '?org-tree-api=true' });
    await s.loadList();
    expect(s.tree.source).toBe('native');
    expect(local.getItem(ORG_TREE_API_FLAG)).toBe('true');
  });

  it('shows the org of the session context as selected in a new tab', async () => {
    cookies.OrgNumber = 'GN-2';
    const s = orgSession();
    await s.loadList();
    expect(s.selected.get()).toMatchObject({ name: 'East', number: 'GN-2' });
    expect(s.scrollRequest.get()?.uniqueId).toBe('GN-1-GN-2');
    // Shown, not set again: SetOrg.aspx is not loaded for it.
    expect(s.pendingSetOrg.get()).toBeNull();
  });

  it('a reloaded tab opens the way down to its selected org and brings it into view', async () => {
    const bay = buildOrgNode(
      {
        name: 'Bay Inn',
        number: 'GN-9',
        type: 'Site',
      },
      [
        { name: 'Acme', number: 'GN-1' },
        { name: 'East', number: 'GN-2' },
      ],
    );
    const paths: string[] = [];
    writeSelectedOrg(selectedOrgFromNode(bay), session);
    // The reload: a new session over the tab's session info, and the list's top level only;
    // the server answers the path as the top org with the path's branch expanded.
    const s = orgSession({
      calls: calls({
        byPath: async (path) => {
          paths.push(path);
          return acmeTree([{ name: 'Bay Inn', number: 'GN-9', type: 'Site' }]);
        },
      }),
    });
    await s.loadList();
    expect(paths).toEqual(['GN-1-GN-2-GN-9']);
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East', 'Bay Inn']);
    expect(s.scrollRequest.get()?.uniqueId).toBe('GN-1-GN-2-GN-9');
    expect(s.selected.get().number).toBe('GN-9');
    // Shown, not set again: SetOrg.aspx is not loaded for it.
    expect(s.pendingSetOrg.get()).toBeNull();
  });

  it('a reloaded tab whose org is gone keeps the tree at its top level and says nothing', async () => {
    session.setItem(
      SELECTED_ORG_KEY,
      JSON.stringify({ ...NO_ORG, name: 'Gone', number: 'GN-8', uniqueId: 'GN-1-GN-8' }),
    );
    const logged: string[] = [];
    const s = orgSession({ log: (message) => logged.push(message) });
    await s.loadList();
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual(['Acme', 'East']);
    expect(s.scrollRequest.get()).toBeNull();
    expect(logged).toEqual(['The selected org cannot be shown in the tree']);
  });

  it('a new tab on an org deeper than the list shows it in its place, not as a root', async () => {
    // Bay Inn sits under North, which the list does not hold (East's children are not loaded).
    cookies.OrgNumber = 'GN-9';
    const bay = buildOrgNode({ name: 'Bay Inn', number: 'GN-9', type: 'Site' }, [
      { name: 'Acme', number: 'GN-1' },
      { name: 'East', number: 'GN-2' },
      { name: 'North', number: 'GN-7' },
    ]);
    const s = orgSession({
      calls: calls({
        node: async () => bay,
        byPath: async () =>
          acmeTree([
            {
              name: 'North',
              number: 'GN-7',
              type: 'Grouping',
              children: [{ name: 'Bay Inn', number: 'GN-9', type: 'Site' }],
            },
          ]),
      }),
    });
    await s.loadList();
    expect(s.tree.roots.map((root) => root.name)).toEqual(['Acme']);
    expect([...s.tree.rows()].map((row) => row.node.name)).toEqual([
      'Acme',
      'East',
      'North',
      'Bay Inn',
    ]);
    expect(s.selected.get()).toMatchObject({ number: 'GN-9', displayPath: 'Acme > East > North' });
  });

  it('keeps the tab’s own selection over the session context', async () => {
    session.setItem(
      SELECTED_ORG_KEY,
      JSON.stringify({ ...NO_ORG, name: 'Mine', number: 'GN-9', uniqueId: 'GN-9' }),
    );
    cookies.OrgNumber = 'GN-2';
    const s = orgSession({ log: () => {} });
    await s.loadList();
    expect(s.selected.get().name).toBe('Mine');
  });
});

const details = (
  more: Partial<OrgDetails> & Pick<OrgDetails, 'OrgNumber' | 'Name' | 'Type'>,
): OrgDetails => ({
  ParentNumber: null,
  Status: 'Active',
  IsTrialMode: false,
  TimeZone: 'Europe/Lisbon',
  ...more,
});

describe('org changes: saved, added and deleted orgs, and forms that keep the org', () => {
  it('a rename reaches the tree row, the display paths under it, the search and the selection', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    const before = s.tree.allNodes();

    s.orgSaved(details({ OrgNumber: 'GN-2', Name: 'East Coast', Type: 'Grouping' }));

    expect(s.tree.findByNumber('GN-2')?.name).toBe('East Coast');
    const harbor = s.tree.findByNumber('GN-4') as OrgNode;
    expect(harbor.displayPath).toBe('Acme > East Coast');
    expect(harbor.path.map((entry) => entry.name)).toEqual(['Acme', 'East Coast', 'Harbor Hotel']);
    // New objects for what changed: the search index knows records by identity.
    expect(s.tree.allNodes()).not.toBe(before);
    expect(s.tree.allNodes().includes(before[1] as OrgNode)).toBe(false);
    expect(s.selected.get()).toMatchObject({ number: 'GN-4', displayPath: 'Acme > East Coast' });
    expect(JSON.parse(session.getItem(SELECTED_ORG_KEY) ?? '{}').displayPath).toBe(
      'Acme > East Coast',
    );
  });

  it('a saved status and trial mode reach the row; open nodes stay open', async () => {
    const s = loadedSession();
    const east = s.tree.findByNumber('GN-2') as OrgNode;
    s.tree.openAncestors(s.tree.findByNumber('GN-4') as OrgNode);
    expect(s.tree.rows().length).toBe(3);
    s.orgSaved(details({ OrgNumber: 'GN-2', Name: 'East', Type: 'Grouping', Status: 'Disabled' }));
    expect(s.tree.findByNumber('GN-2')).toMatchObject({ status: 'Disabled' });
    expect(s.tree.findByNumber('GN-2')).not.toBe(east);
    expect(s.tree.rows().length).toBe(3);
  });

  it('an added org joins its loaded parent, which opens, and is selected', async () => {
    const s = loadedSession();
    await s.orgsAdded(
      [
        details({ OrgNumber: 'GN-9', Name: 'Marina', Type: 'Site', ParentNumber: 'GN-2' }),
        details({ OrgNumber: 'GN-9-1', Name: 'Lobby', Type: 'ServiceArea', ParentNumber: 'GN-9' }),
      ],
      { select: 'GN-9' },
    );
    const marina = s.tree.findByNumber('GN-9') as OrgNode;
    expect(marina).toMatchObject({ displayPath: 'Acme > East', parentNumber: 'GN-2' });
    expect(marina.children?.map((child) => child.name)).toEqual(['Lobby']);
    expect(s.selected.get()).toMatchObject({ number: 'GN-9', name: 'Marina' });
    const shown = [...s.tree.rows()].map((row) => row.node.name);
    expect(shown).toEqual(['Acme', 'East', 'Harbor Hotel', 'Marina', 'Lobby']);
  });

  it('a parent whose children are not loaded yet loads them with the new org', async () => {
    const s = orgSession({
      search: '?org-tree-api=false',
      calls: calls({
        node: async () =>
          buildOrgNode({
            name: 'East',
            number: 'GN-2',
            type: 'Grouping',
            children: [{ name: 'Marina', number: 'GN-9', type: 'Site' }],
          }),
      }),
    });
    s.tree.setRoots([
      buildOrgNode({
        name: 'Acme',
        number: 'GN-1',
        type: 'ServiceProvider',
        children: [{ name: 'East', number: 'GN-2', type: 'Grouping', hasChildren: true }],
      }),
    ]);
    await s.orgsAdded(
      [details({ OrgNumber: 'GN-9', Name: 'Marina', Type: 'Site', ParentNumber: 'GN-2' })],
      { select: 'GN-9' },
    );
    expect(s.tree.findByNumber('GN-2')?.children?.map((c) => c.number)).toEqual(['GN-9']);
    expect(s.selected.get().number).toBe('GN-9');
  });

  it('asks every form on the page in turn: the first that says no keeps the org', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    const asked: string[] = [];
    const answers = { router: true, profiles: false };
    s.setLeaveGuard(async () => {
      asked.push('router');
      return answers.router;
    });
    const removeProfiles = s.setLeaveGuard(async () => {
      asked.push('profiles');
      return answers.profiles;
    });
    expect(await s.select(s.tree.findByNumber('GN-2') as OrgNode)).toBe(false);
    expect(s.selected.get().number).toBe('GN-4');
    expect(asked).toEqual(['router', 'profiles']);
    // The router form's answer is no: the profiles are not asked at all.
    answers.router = false;
    asked.length = 0;
    expect(await s.select(s.tree.findByNumber('GN-2') as OrgNode)).toBe(false);
    expect(asked).toEqual(['router']);
    // The profiles' editor is gone, and the router form lets go: the org changes.
    removeProfiles();
    answers.router = true;
    asked.length = 0;
    expect(await s.select(s.tree.findByNumber('GN-2') as OrgNode)).toBe(true);
    expect(asked).toEqual(['router']);
  });

  it('a deleted org leaves the tree and the recent list, and its parent is selected', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    let asked = 0;
    s.setLeaveGuard(async () => {
      asked++;
      return false;
    });
    await s.orgRemoved('GN-4');
    expect(s.tree.findByNumber('GN-4')).toBeUndefined();
    expect(s.tree.findByNumber('GN-2')).toMatchObject({ hasChildren: false, children: [] });
    expect(s.selected.get().number).toBe('GN-2');
    expect(readRecentOrgs(local)).toEqual(['GN-2']);
    expect(asked).toBe(0);
  });

  it('deleting an org that is not selected keeps the selection', async () => {
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-1') as OrgNode);
    await s.orgRemoved('GN-4');
    expect(s.selected.get().number).toBe('GN-1');
  });
});

describe('startingOrgNumber', () => {
  it("names the org a page starts on: the tab's own selection, else the context cookie's, else none", async () => {
    expect(orgSession().startingOrgNumber()).toBeNull();
    cookies.OrgNumber = 'GN-2';
    expect(orgSession().startingOrgNumber()).toBe('GN-2');
    const s = loadedSession();
    await s.select(s.tree.findByNumber('GN-4') as OrgNode);
    // Another tab moved the session's context on: this tab stays on its own org.
    cookies.OrgNumber = 'GN-2';
    expect(orgSession().startingOrgNumber()).toBe('GN-4');
  });
});
