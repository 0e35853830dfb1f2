import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './create-handlers.js';
import {
  DEMO_ADMIN,
  DEMO_GROUPING_ADMIN,
  DEMO_LIMITED_ADMIN,
  DEMO_PROVIDER_ADMIN,
  DEMO_SITE_ADMIN,
  type DemoIdentity,
} from './identities.js';
import { MockState } from './mock-state.js';
import { valuesAt } from './tenancy.js';

type Body = Record<string, unknown>;
type Answer = { status: number; body: unknown };

/** A fresh handler set over the default demo tree; every answer is checked against the spec. */
function mocks() {
  const state = new MockState();
  const handlers = createHandlers({ state, seed: 1, slowMs: 0, scenario: 'default' });
  const tree = state.orgTree('default', 1);
  const send = async (operationId: string, request: Request): Promise<Answer> => {
    const response = await getResponse(handlers, request);
    const text = (await response?.text()) ?? '';
    const body =
      text && response?.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const check = validateResponse(operationId, response?.status ?? 0, body);
    if (!check.valid)
      throw new Error(`${operationId} breaks the spec: ${JSON.stringify(check.errors[0])}`);
    return { status: response?.status ?? 0, body };
  };
  const api = (
    who: DemoIdentity,
    operationId: string,
    path: string,
    method = 'GET',
    body?: unknown,
  ) =>
    send(
      operationId,
      new Request(`http://localhost${path}`, {
        method,
        headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  const dbo = (who: DemoIdentity, procedure: string, payload: unknown) =>
    send(
      procedure.charAt(0).toLowerCase() + procedure.slice(1),
      new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
        method: 'POST',
        body: JSON.stringify([who.token, payload]),
      }),
    );
  const uniqueId = (number: string) => tree.byNumber.get(number)?.uniqueId ?? number;
  return { state, tree, api, dbo, uniqueId };
}

const RANGE = 'from=2026-11-18&to=2026-11-24';

/** One org-scoped call of the case table, and how the spec says it is refused. */
interface Operation {
  name: string;
  refusal: 403 | 404 | 'dbo';
  call(m: ReturnType<typeof mocks>, who: DemoIdentity, org: string): Promise<Answer>;
}

const operations: Operation[] = [
  {
    name: 'getOrgTreeNode',
    refusal: 404,
    call: (m, who, org) => m.api(who, 'getOrgTreeNode', `/AdminApi/org/tree/${org}`),
  },
  {
    name: 'getOrgTreeByPath',
    refusal: 404,
    call: (m, who, org) =>
      m.api(who, 'getOrgTreeByPath', '/AdminApi/org/tree', 'POST', {
        path: m.uniqueId(org),
        alreadyHasData: false,
      }),
  },
  {
    name: 'listOrgsUnder',
    refusal: 404,
    call: (m, who, org) => m.api(who, 'listOrgsUnder', `/AdminApi/org/under/${org}`),
  },
  {
    name: 'listImages',
    refusal: 403,
    call: (m, who, org) => m.api(who, 'listImages', `/AdminApi/assets/${org}/images`),
  },
  {
    name: 'getReportSummary',
    refusal: 403,
    call: (m, who, org) =>
      m.api(who, 'getReportSummary', `/AdminApi/reports/summary?orgNumber=${org}&${RANGE}`),
  },
  {
    name: 'GetOrg',
    refusal: 'dbo',
    call: (m, who, org) => m.dbo(who, 'GetOrg', { OrgNumber: org }),
  },
  {
    name: 'ListServicePlans',
    refusal: 'dbo',
    call: (m, who, org) => m.dbo(who, 'ListServicePlans', { OrgNumber: org, PageSize: 5 }),
  },
  {
    name: 'ListAdminHistory',
    refusal: 'dbo',
    call: (m, who, org) => m.dbo(who, 'ListAdminHistory', { OrgNumber: org, PageSize: 5 }),
  },
];

// The demo tree (seed 1): GN-1000 > GN-1001 (provider) > GN-1002 (grouping) > GN-1003 (site), and
// GN-1000 > GN-1023 (provider) > GN-1034 (grouping) > GN-1042 (site) > GN-1042-1 (service area),
// with GN-1024 beside GN-1034 and GN-1041 beside GN-1042.
const cases: [DemoIdentity, string, 'allowed' | 'refused', string][] = [
  [DEMO_PROVIDER_ADMIN, 'GN-1023', 'allowed', 'its own org'],
  [DEMO_PROVIDER_ADMIN, 'GN-1042-1', 'allowed', 'a service area three levels down'],
  [DEMO_PROVIDER_ADMIN, 'GN-1001', 'refused', 'a sibling provider'],
  [DEMO_PROVIDER_ADMIN, 'GN-1000', 'refused', 'its parent'],
  [DEMO_PROVIDER_ADMIN, 'GN-1003', 'refused', "a site of another provider's"],
  [DEMO_GROUPING_ADMIN, 'GN-1034', 'allowed', 'its own org'],
  [DEMO_GROUPING_ADMIN, 'GN-1042', 'allowed', 'a site under it'],
  [DEMO_GROUPING_ADMIN, 'GN-1024', 'refused', 'a sibling grouping'],
  [DEMO_GROUPING_ADMIN, 'GN-1023', 'refused', 'its parent'],
  [DEMO_GROUPING_ADMIN, 'GN-1002', 'refused', 'a cousin under another provider'],
  [DEMO_SITE_ADMIN, 'GN-1042', 'allowed', 'its own site'],
  [DEMO_SITE_ADMIN, 'GN-1042-1', 'allowed', 'a service area of it'],
  [DEMO_SITE_ADMIN, 'GN-1041', 'refused', 'a sibling site'],
  [DEMO_SITE_ADMIN, 'GN-1034', 'refused', 'its parent'],
  [DEMO_SITE_ADMIN, 'GN-1003-1', 'refused', 'a cousin under another provider'],
  [DEMO_SITE_ADMIN, 'GN-9999', 'refused', 'an org that does not exist'],
  [DEMO_LIMITED_ADMIN, 'GN-1046', 'allowed', 'its own site'],
  [DEMO_LIMITED_ADMIN, 'GN-1042', 'refused', 'a sibling site'],
  [DEMO_ADMIN, 'GN-1003', 'allowed', 'any org, for the top administrator'],
  [DEMO_ADMIN, 'GN-1042-1', 'allowed', 'any org, for the top administrator'],
];

function expectRefused(answer: Answer, refusal: Operation['refusal']) {
  if (refusal === 'dbo') {
    expect(answer).toEqual({ status: 200, body: { Error: 'Access denied.', Code: 403 } });
  } else {
    expect(answer.status).toBe(refusal);
  }
}

function expectAllowed(answer: Answer) {
  expect(answer.status).toBe(200);
  expect(answer.body).not.toHaveProperty('Error');
}

describe('tenancy: identity × org × operation', () => {
  const m = mocks();
  for (const operation of operations) {
    it.each(cases)(`${operation.name}: %s on %s is %s (%s)`, async (who, org, verdict) => {
      const answer = await operation.call(m, who, org);
      if (verdict === 'allowed') expectAllowed(answer);
      else expectRefused(answer, operation.refusal);
    });
  }

  it('every org number an allowed answer names is the asked org or one under it', async () => {
    const checks: [DemoIdentity, string, string, () => Promise<Answer>][] = [
      [
        DEMO_SITE_ADMIN,
        'GN-1042',
        '/*/number',
        () => m.api(DEMO_SITE_ADMIN, 'listOrgsUnder', '/AdminApi/org/under/GN-1042'),
      ],
      [
        DEMO_SITE_ADMIN,
        'GN-1042',
        '/number',
        () => m.api(DEMO_SITE_ADMIN, 'getOrgTreeNode', '/AdminApi/org/tree/GN-1042'),
      ],
      [
        DEMO_GROUPING_ADMIN,
        'GN-1034',
        '/Items/*/OrgNumber',
        () =>
          m.dbo(DEMO_GROUPING_ADMIN, 'ListAdminHistory', { OrgNumber: 'GN-1034', PageSize: 50 }),
      ],
    ];
    for (const [, asked, pointer, call] of checks) {
      const numbers = valuesAt((await call()).body, pointer);
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) {
        expect(
          m.tree.byNumber.get(String(number))?.path.some((entry) => entry.number === asked),
        ).toBe(true);
      }
    }
  });
});

describe('tenancy: the features a role grants', () => {
  it('refuses limited.admin every devices and Mikrotik procedure on its own site, and nothing else', async () => {
    const m = mocks();
    const area = 'GN-1046-1';
    for (const procedure of ['ListDevices', 'ListMikrotikRouters']) {
      expectRefused(await m.dbo(DEMO_LIMITED_ADMIN, procedure, { OrgNumber: area }), 'dbo');
      expectAllowed(await m.dbo(DEMO_SITE_ADMIN, procedure, { OrgNumber: 'GN-1042-1' }));
    }
    const device = {
      OrgNumber: area,
      Name: 'Lobby gateway',
      Type: 'mikrotik',
      Host: '10.0.0.1',
      MacAddress: '00:11:22:33:44:55',
      RadiusSecret: 'a-secret-1',
    };
    expectRefused(await m.dbo(DEMO_LIMITED_ADMIN, 'SaveDevice', device), 'dbo');
    // Nothing was written: the top administrator finds no such device there.
    const listed = (await m.dbo(DEMO_ADMIN, 'ListDevices', { OrgNumber: area, PageSize: 500 }))
      .body as {
      Items: { Name: string }[];
    };
    expect(listed.Items.map((item) => item.Name)).not.toContain('Lobby gateway');
    expectAllowed(await m.dbo(DEMO_LIMITED_ADMIN, 'ListServicePlans', { OrgNumber: area }));
    expectAllowed(await m.dbo(DEMO_LIMITED_ADMIN, 'ListPromotions', { OrgNumber: area }));
  });

  it("answers GetOrgAccess with the role's grants, and an org outside the reach as an unknown one", async () => {
    const m = mocks();
    const access = (who: DemoIdentity, org: string) =>
      m.api(
        who,
        'getOrgAccess',
        `/GuestnetWS/DevApi/Admin/Authorization.svc/GetOrgAccess?org=${org}`,
        'POST',
        ['af_nasdev', 'af_servplan'],
      );
    expect((await access(DEMO_LIMITED_ADMIN, 'GN-1046-1')).body).toMatchObject({
      hasAccess: { af_nasdev: false, af_servplan: true },
    });
    expect((await access(DEMO_SITE_ADMIN, 'GN-1042-1')).body).toMatchObject({
      hasAccess: { af_nasdev: true, af_servplan: true },
    });
    expect(await access(DEMO_SITE_ADMIN, 'GN-1041')).toEqual(
      await access(DEMO_SITE_ADMIN, 'GN-9999'),
    );
    expect((await access(DEMO_SITE_ADMIN, 'GN-1041')).status).toBe(400);
  });
});

describe('tenancy: a refused write changes nothing', () => {
  it("leaves another tenant's org, plan and image as they were", async () => {
    const m = mocks();
    const org = (await m.dbo(DEMO_ADMIN, 'GetOrg', { OrgNumber: 'GN-1041' })).body as Body;
    expectRefused(await m.dbo(DEMO_SITE_ADMIN, 'SaveOrg', { ...org, Name: 'Taken over' }), 'dbo');
    expect((await m.dbo(DEMO_ADMIN, 'GetOrg', { OrgNumber: 'GN-1041' })).body).toEqual(org);

    const plans = (
      await m.dbo(DEMO_ADMIN, 'ListServicePlans', { OrgNumber: 'GN-1041-1', PageSize: 500 })
    ).body as {
      Items: Body[];
      Total: number;
    };
    const plan = plans.Items[0] as Body;
    expectRefused(
      await m.dbo(DEMO_SITE_ADMIN, 'DeleteServicePlan', { OrgNumber: 'GN-1041-1', Id: plan.Id }),
      'dbo',
    );
    expectRefused(
      await m.dbo(DEMO_SITE_ADMIN, 'SaveServicePlan', { ...plan, Name: 'Free for all' }),
      'dbo',
    );
    const after = (
      await m.dbo(DEMO_ADMIN, 'ListServicePlans', { OrgNumber: 'GN-1041-1', PageSize: 500 })
    ).body;
    expect(after).toEqual(plans);

    const images = await m.api(DEMO_ADMIN, 'listImages', '/AdminApi/assets/GN-1041/images');
    const image = (images.body as Body[])[0] as Body;
    const path = `/AdminApi/assets/GN-1041/images/${String(image.Id)}`;
    expect(
      (await m.api(DEMO_SITE_ADMIN, 'renameImage', path, 'PATCH', { Name: 'x.png' })).status,
    ).toBe(403);
    expect((await m.api(DEMO_SITE_ADMIN, 'deleteImage', path, 'DELETE')).status).toBe(403);
    expect(await m.api(DEMO_ADMIN, 'listImages', '/AdminApi/assets/GN-1041/images')).toEqual(
      images,
    );
  });

  it('refuses a move of an org in the reach to a parent outside it', async () => {
    const m = mocks();
    const org = (await m.dbo(DEMO_GROUPING_ADMIN, 'GetOrg', { OrgNumber: 'GN-1042' })).body as Body;
    expectRefused(
      await m.dbo(DEMO_GROUPING_ADMIN, 'SaveOrg', { ...org, ParentNumber: 'GN-1024' }),
      'dbo',
    );
    expect(m.tree.byNumber.get('GN-1042')?.parentNumber).toBe('GN-1034');
    expectRefused(
      await m.dbo(DEMO_SITE_ADMIN, 'AddOrg', {
        Name: 'New area',
        Type: 'ServiceArea',
        ParentNumber: 'GN-1041',
        Status: 'Active',
        IsTrialMode: false,
        TimeZone: org.TimeZone,
      }),
      'dbo',
    );
  });

  it("refuses a new site under the reach that copies another tenant's setup, and adds nothing", async () => {
    const m = mocks();
    const site = (copyFrom: string) => ({
      Site: {
        Name: 'Quayside Tenancy Hostel',
        Type: 'Site',
        ParentNumber: 'GN-1034',
        Status: 'Active',
        IsTrialMode: false,
        TimeZone: 'Europe/Lisbon',
      },
      ServiceAreas: [{ Name: 'Rooms' }],
      CopyFrom: copyFrom,
    });
    expectRefused(await m.dbo(DEMO_GROUPING_ADMIN, 'AddSite', site('GN-1003')), 'dbo');
    const under = async () =>
      (await m.api(DEMO_ADMIN, 'listOrgsUnder', '/AdminApi/org/under/GN-1034?text=Tenancy')).body;
    expect(await under()).toEqual([]);
    expectAllowed(await m.dbo(DEMO_GROUPING_ADMIN, 'AddSite', site('GN-1042')));
    // The site and its one service area (whose display path names the site).
    expect(((await under()) as Body[]).map((org) => org.type)).toEqual(['Site', 'ServiceArea']);
  });

  it("finds a record only within the org the payload names: another org's id is not found", async () => {
    const m = mocks();
    const ids = async (org: string) =>
      (
        (await m.dbo(DEMO_ADMIN, 'ListServicePlans', { OrgNumber: org, PageSize: 500 })).body as {
          Items: { Id: number }[];
        }
      ).Items.map((plan) => plan.Id);
    // Ids count per org: find a plan id another site's area has and one of GN-1042's lacks.
    let pair: { mine: string; theirs: string; id: number } | undefined;
    for (const mineOrg of m.tree.childrenOf('GN-1042')) {
      const mine = new Set(await ids(mineOrg.number));
      for (const theirsOrg of [...m.tree.childrenOf('GN-1041'), ...m.tree.childrenOf('GN-1043')]) {
        const id = (await ids(theirsOrg.number)).find((candidate) => !mine.has(candidate));
        if (id !== undefined && !pair)
          pair = { mine: mineOrg.number, theirs: theirsOrg.number, id };
      }
    }
    if (!pair) throw new Error('no plan id of a neighbour is missing from GN-1042');
    const answer = await m.dbo(DEMO_SITE_ADMIN, 'GetServicePlan', {
      OrgNumber: pair.mine,
      Id: pair.id,
    });
    expect(answer.body).toEqual({ Error: 'Not found.', Code: 404 });
    expectRefused(
      await m.dbo(DEMO_SITE_ADMIN, 'GetServicePlan', { OrgNumber: pair.theirs, Id: pair.id }),
      'dbo',
    );
  });
});

describe('tenancy: lists keep to the reach', () => {
  it("lists each administrator's owner org as the tree's only root", async () => {
    const m = mocks();
    for (const [who, root] of [
      [DEMO_ADMIN, 'GN-1000'],
      [DEMO_PROVIDER_ADMIN, 'GN-1023'],
      [DEMO_GROUPING_ADMIN, 'GN-1034'],
      [DEMO_SITE_ADMIN, 'GN-1042'],
    ] as const) {
      const { body } = await m.api(who, 'listOrgTree', '/AdminApi/org/tree');
      expect((body as Body[]).map((node) => node.number)).toEqual([root]);
      const account = await m.api(who, 'getAccount', '/AdminApi/admin/account');
      expect(account.body).toMatchObject({ OwnerOrg: root });
    }
  });

  it('searches and reads by number only within the reach', async () => {
    const m = mocks();
    const everywhere = (await m.api(DEMO_ADMIN, 'searchOrgs', '/AdminApi/org/tree/search/Lobby'))
      .body as Body[];
    const mine = (await m.api(DEMO_GROUPING_ADMIN, 'searchOrgs', '/AdminApi/org/tree/search/Lobby'))
      .body as Body[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(everywhere.length);
    for (const org of mine)
      expect((org.path as Body[]).some((entry) => entry.number === 'GN-1034')).toBe(true);
    const byNumber = await m.api(
      DEMO_SITE_ADMIN,
      'listOrgsByNumbers',
      '/AdminApi/org/tree/numbers',
      'POST',
      {
        OrgNumbers: ['GN-1041', 'GN-1042-2', 'GN-1000', 'GN-1042'],
      },
    );
    expect((byNumber.body as Body[]).map((org) => org.number)).toEqual(['GN-1042-2', 'GN-1042']);
  });

  it('brings an item by path with its ancestors from the owner org down only', async () => {
    const m = mocks();
    const { body } = await m.api(
      DEMO_GROUPING_ADMIN,
      'getOrgTreeByPath',
      '/AdminApi/org/tree',
      'POST',
      {
        path: m.uniqueId('GN-1042-1'),
        alreadyHasData: false,
      },
    );
    expect((body as Body).number).toBe('GN-1034');
    const all = await m.api(DEMO_ADMIN, 'getOrgTreeByPath', '/AdminApi/org/tree', 'POST', {
      path: m.uniqueId('GN-1042-1'),
      alreadyHasData: false,
    });
    expect((all.body as Body).number).toBe('GN-1000');
  });
});

describe('tenancy: JSON pointers', () => {
  it('reach every item of an array through *, and nothing where the value is missing', () => {
    expect(valuesAt({ Items: [{ A: 1 }, { A: 2 }] }, '/Items/*/A')).toEqual([1, 2]);
    expect(valuesAt({ B: { C: 'x' } }, '/B/C')).toEqual(['x']);
    expect(valuesAt({ B: null }, '/B/C')).toEqual([]);
    expect(valuesAt({ 'a/b': 1 }, '/a~1b')).toEqual([1]);
  });
});
