import { getOperation, listOperations } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../create-handlers.js';
import { DEMO_ADMIN } from '../identities.js';
import { MockState } from '../mock-state.js';
import { procedureOf, recordsKey } from './dbo-records.js';

const ORG = 'GN-1003';
const saveDevice = getOperation('saveDevice');
const [, example] = (saveDevice.requestBody?.examples[0] ?? []) as [
  string,
  Record<string, unknown>,
];

function mocks(state: MockState) {
  const handlers = createHandlers({ state });
  return async (procedure: string, payload: unknown) => {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, payload]),
    });
    const response = await getResponse(handlers, request);
    return { status: response?.status, body: await response?.json() };
  };
}

/** A state whose devices of ORG already number `count` (ids 1..count), set directly for speed. */
function stateWithDevices(count: number): MockState {
  const state = new MockState();
  const entity = procedureOf(saveDevice)?.entity;
  if (!entity) throw new Error('saveDevice is not a CRUD procedure');
  state.collection(recordsKey({ scenario: 'default', seed: 1 }, entity, ORG), () =>
    Array.from({ length: count }, (_, index) => [String(index + 1), { Id: index + 1 }]),
  );
  return state;
}

describe('dbo records get new ids', () => {
  it('creates records past 150,000 with unique, increasing ids', async () => {
    const dbo = mocks(stateWithDevices(160_000));
    const ids: number[] = [];
    for (const name of ['Gate A', 'Gate B', 'Gate C']) {
      const { status, body } = await dbo('SaveDevice', { ...example, OrgNumber: ORG, Name: name });
      expect(status).toBe(200);
      ids.push(body.Id);
    }
    expect(ids).toEqual([160_001, 160_002, 160_003]);
    const page = await dbo('ListDevices', { OrgNumber: ORG, Page: 3201, PageSize: 50 });
    expect(page.body.Total).toBe(160_003);
    expect(page.body.Items.map((item: { Id: number }) => item.Id)).toEqual(ids);
  }, 20_000); // building 160,000 records takes a few seconds on a loaded CI machine

  it('never hands out a deleted id again', async () => {
    const dbo = mocks(new MockState());
    const first = await dbo('SaveDevice', { ...example, OrgNumber: ORG, Name: 'Gate A' });
    expect((await dbo('DeleteDevice', { OrgNumber: ORG, Id: first.body.Id })).status).toBe(200);
    const second = await dbo('SaveDevice', { ...example, OrgNumber: ORG, Name: 'Gate B' });
    expect(second.body.Id).toBe(first.body.Id + 1);
  });

  it('updates a record in place when the save names its id', async () => {
    const dbo = mocks(new MockState());
    const created = await dbo('SaveDevice', { ...example, OrgNumber: ORG, Name: 'Gate A' });
    const updated = await dbo('SaveDevice', { ...created.body, Name: 'Renamed' });
    expect(updated.body).toMatchObject({ Id: created.body.Id, Name: 'Renamed' });
    const list = await dbo('ListDevices', { OrgNumber: ORG, PageSize: 100 });
    expect(
      list.body.Items.filter((item: { Id: number }) => item.Id === created.body.Id),
    ).toHaveLength(1);
  });
});

describe('a save keeps names and promotion codes unique per org, ignoring case', () => {
  const savePlan = getOperation('saveServicePlan');
  const savePromotion = getOperation('savePromotion');
  const example = (op: typeof savePlan) =>
    ((op.requestBody?.examples[0] ?? []) as [string, Record<string, unknown>])[1];
  const plan = { ...example(savePlan), OrgNumber: ORG };
  const promotion = { ...example(savePromotion), OrgNumber: ORG, PlanIds: [] };

  it('refuses a second plan with the same name in another case', async () => {
    const dbo = mocks(new MockState());
    const first = await dbo('SaveServicePlan', { ...plan, Name: 'Harbour Day Pass' });
    expect(first.body).toMatchObject({ Name: 'Harbour Day Pass' });
    const second = await dbo('SaveServicePlan', { ...plan, Name: 'HARBOUR day pass' });
    expect(second.body).toEqual({
      Error: 'A service plan named “HARBOUR day pass” already exists.',
    });
    const renamed = await dbo('SaveServicePlan', { ...first.body, Name: 'harbour DAY PASS' });
    expect(renamed.body).toMatchObject({ Id: first.body.Id, Name: 'harbour DAY PASS' });
  });

  it('lets another org use the same name', async () => {
    const dbo = mocks(new MockState());
    await dbo('SaveServicePlan', { ...plan, Name: 'Harbour Day Pass' });
    const elsewhere = await dbo('SaveServicePlan', {
      ...plan,
      OrgNumber: 'GN-1004',
      Name: 'Harbour Day Pass',
    });
    expect(elsewhere.body).toMatchObject({ Name: 'Harbour Day Pass', OrgNumber: 'GN-1004' });
  });

  it('refuses a promotion code another promotion of the org has, ignoring case', async () => {
    const dbo = mocks(new MockState());
    const first = await dbo('SavePromotion', { ...promotion, Code: 'HARBOUR-10' });
    expect(first.body).toMatchObject({ Code: 'HARBOUR-10' });
    const second = await dbo('SavePromotion', { ...promotion, Code: 'harbour-10' });
    expect(second.body).toEqual({
      Error: 'A promotion with code “harbour-10” already exists.',
    });
    const list = await dbo('ListPromotions', { OrgNumber: ORG, Filter: 'harbour-10' });
    expect(list.body.Total).toBe(1);
  });

  it('refuses renaming a record to a name another record of the org has', async () => {
    const dbo = mocks(new MockState());
    const listed = await dbo('ListDevices', { OrgNumber: ORG, PageSize: 2 });
    const [first, second] = listed.body.Items;
    const answer = await dbo('SaveDevice', { ...first, Name: second.Name.toUpperCase() });
    expect(answer.body.Error).toMatch(/^A device named “.+” already exists\.$/);
  });
});

describe('the spec’s own example of a create', () => {
  const creates = listOperations().filter((op) => {
    const example = op.requestBody?.examples[0];
    const payload = Array.isArray(example) ? example[1] : undefined;
    // SaveOrg saves an org that exists (an org is added by AddOrg), of the example's type only.
    if (op.operationId === 'saveOrg') return false;
    return /^save/.test(op.operationId) && procedureOf(op) && payload && !('Id' in payload);
  });

  it.each([1, 2, 3])(
    'succeeds on fresh data in every org, seed %i (the contract runner creates it)',
    async (seed) => {
      const failures: string[] = [];
      for (const org of ['GN-1042-7', 'GN-1003', 'GN-1000', 'GN-1003-1']) {
        const handlers = createHandlers({ seed, state: new MockState() });
        for (const op of creates) {
          const [, payload] = (op.requestBody?.examples[0] ?? []) as [
            string,
            Record<string, unknown>,
          ];
          const request = new Request(`http://localhost${op.path}`, {
            method: 'POST',
            body: JSON.stringify([DEMO_ADMIN.token, { ...payload, OrgNumber: org }]),
          });
          const body = await (await getResponse(handlers, request))?.json();
          if (body?.Error) failures.push(`${op.operationId} in ${org}: ${body.Error}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('a record created a moment ago', () => {
  it('is a device never seen yet, with its secret stored but not answered', async () => {
    const dbo = mocks(new MockState());
    const { status, body } = await dbo('SaveDevice', {
      ...example,
      OrgNumber: ORG,
      Name: 'Gate Z',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ Reachable: false, LastSeen: null, LastIp: null });
    expect(body.HasRadiusSecret).toBe(true);
    expect(body).not.toHaveProperty('RadiusSecret');
  });

  it('is a router never tried yet', async () => {
    const saveRouter = getOperation('saveMikrotikRouter');
    const [, router] = (saveRouter.requestBody?.examples[0] ?? []) as [
      string,
      Record<string, unknown>,
    ];
    const dbo = mocks(new MockState());
    const { status, body } = await dbo('SaveMikrotikRouter', {
      ...router,
      Id: undefined,
      OrgNumber: ORG,
      Name: 'Router Z',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ Status: 'unknown', StatusReason: null, LastAttempt: null });
  });
});

describe('a plan created through SaveServicePlan', () => {
  const savePlan = getOperation('saveServicePlan');
  const [, plan] = (savePlan.requestBody?.examples[0] ?? []) as [string, Record<string, unknown>];

  it('stores what was sent and nothing made up: an optional field left out stays out, or null', async () => {
    const dbo = mocks(new MockState());
    const {
      TaxPercent: _tax,
      Description: _description,
      DataLimitUpMb: _up,
      PmsServiceCode: _code,
      ...sent
    } = plan;
    const { status, body } = await dbo('SaveServicePlan', {
      ...sent,
      OrgNumber: ORG,
      Name: 'Harbour Day Pass',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...sent,
      OrgNumber: ORG,
      Name: 'Harbour Day Pass',
      Id: expect.any(Number),
      Description: null,
      DataLimitUpMb: null,
      PmsServiceCode: null,
    });
    expect(body).not.toHaveProperty('TaxPercent');
  });
});
