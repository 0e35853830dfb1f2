import { getOperation } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../create-handlers.js';
import { DEMO_ADMIN } from '../identities.js';
import { MockState } from '../mock-state.js';
import { procedureOf, recordsKey } from './dbo-crud.js';

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
    const first = await dbo('SaveDevice', { ...example, OrgNumber: ORG });
    expect((await dbo('DeleteDevice', { OrgNumber: ORG, Id: first.body.Id })).status).toBe(200);
    const second = await dbo('SaveDevice', { ...example, OrgNumber: ORG });
    expect(second.body.Id).toBe(first.body.Id + 1);
  });

  it('updates a record in place when the save names its id', async () => {
    const dbo = mocks(new MockState());
    const created = await dbo('SaveDevice', { ...example, OrgNumber: ORG });
    const updated = await dbo('SaveDevice', { ...created.body, Name: 'Renamed' });
    expect(updated.body).toMatchObject({ Id: created.body.Id, Name: 'Renamed' });
    const list = await dbo('ListDevices', { OrgNumber: ORG, PageSize: 100 });
    expect(
      list.body.Items.filter((item: { Id: number }) => item.Id === created.body.Id),
    ).toHaveLength(1);
  });
});
