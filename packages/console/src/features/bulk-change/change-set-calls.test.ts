import { createGuestnetClients } from '@guestnet/sdk';
import { describe, expect, it } from 'vitest';
import { demoFetch } from '../../../test/console-testbed';
import { type ChangeSetHeader, changeSetRecorder } from './change-set-calls';

function demo() {
  const mocks = demoFetch();
  const { dbo } = createGuestnetClients({
    baseUrl: 'http://console.test',
    fetch: mocks.fetch,
    getToken: () => mocks.token,
  });
  const site = mocks.state.orgTree('default', 1).orgs.find((org) => org.type === 'Site');
  if (!site?.number) throw new Error('no demo site');
  const header: ChangeSetHeader = {
    OrgNumber: site.number,
    Kind: 'org',
    Field: 'Status',
    PlanName: null,
    Value: 'Disabled',
    Summary: 'Org: Status to Disabled',
  };
  const saves = () => mocks.calls.filter((call) => call.procedure === 'SaveChangeSet');
  return { dbo, header, saves };
}

describe('changeSetRecorder', () => {
  it('creates the set at its first record and updates that set after', async () => {
    const { dbo, header, saves } = demo();
    const record = changeSetRecorder(dbo, header);
    const { Id } = await record({ State: 'running', Results: [] });
    await record({ Id, State: 'done', Results: [] });
    const set = await dbo.call('GetChangeSet', { OrgNumber: header.OrgNumber, Id });
    expect(set).toMatchObject({ ...header, State: 'done', UndoOf: null });
    expect(saves().map((save) => save.payload.Id)).toEqual([undefined, Id]);
  });

  it("marks the undone set once, at an undo's first record, and follows each record", async () => {
    const { dbo, header, saves } = demo();
    const applied = await changeSetRecorder(dbo, header)({ State: 'done', Results: [] });
    const undone = await dbo.call('GetChangeSet', { OrgNumber: header.OrgNumber, Id: applied.Id });
    let recorded = 0;
    const undo = changeSetRecorder(
      dbo,
      { ...header, Value: null, Summary: `Undo of ${undone.Id}: ${undone.Summary}` },
      { undoes: undone, onRecorded: () => recorded++ },
    );
    const { Id } = await undo({ State: 'running', Results: [] });
    await undo({ Id, State: 'done', Results: [] });

    expect(await dbo.call('GetChangeSet', { OrgNumber: header.OrgNumber, Id })).toMatchObject({
      UndoOf: undone.Id,
      State: 'done',
    });
    expect(
      await dbo.call('GetChangeSet', { OrgNumber: header.OrgNumber, Id: undone.Id }),
    ).toMatchObject({ UndoneBy: Id, State: 'done' });
    // The apply, the undo's two records and the one mark of the undone set.
    expect(saves()).toHaveLength(4);
    expect(recorded).toBe(2);
  });
});
