import { createGuestnetClients, type OrgTreeNode } from '@guestnet/sdk';
import { servicePlanSchema } from '@guestnet/validators';
import { describe, expect, it } from 'vitest';
import { demoFetch } from '../../../test/console-testbed';
import type { KindId } from '../../lib/entities/change-kind';
import { applyResults, conflictMessage, undoResults, writeStep } from './apply-step';
import type { ChangeSetResult } from './bulk-run';
import { kindOf } from './change-kinds';
import { buildPreview, inTargetOrder, type PreviewRow, previewOf } from './preview';

function setup(scenario: 'default' | 'write-errors' = 'default') {
  const mocks = demoFetch({ scenario });
  const { dbo, adminApi } = createGuestnetClients({
    baseUrl: 'http://console.test',
    fetch: mocks.fetch,
    getToken: () => mocks.token,
  });
  const tree = mocks.state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number).length >= 3,
  );
  if (!site) throw new Error('no demo site with three areas');
  return { dbo, adminApi, mocks, site, areas: tree.childrenOf(site.number) as OrgTreeNode[] };
}

async function preview(
  dbo: ReturnType<typeof setup>['dbo'],
  kindId: KindId,
  change: { field: string; value: string; planName?: string },
  targets: readonly OrgTreeNode[],
) {
  const rows: PreviewRow[] = [];
  await buildPreview(kindOf(kindId), { planName: '', ...change }, targets, dbo, {
    signal: new AbortController().signal,
    onRows: (batch) => rows.push(...batch),
  });
  return rows;
}

describe('the preview of a service plan change', () => {
  it('says per org: Will change, No change, Not applicable (no plan, not a service area), Refused with the form’s message', async () => {
    const { dbo, site, areas } = setup();
    const first = areas[0] as OrgTreeNode;
    const plans = await dbo.call('ListServicePlans', {
      OrgNumber: first.number ?? '',
      PageSize: 500,
    });
    const plan = plans.Items[0];
    if (!plan) throw new Error('no plan');
    const rows = await preview(
      dbo,
      'service_plans',
      { field: 'Price', value: '12.5', planName: plan.Name },
      [site as OrgTreeNode, first],
    );
    const bySite = rows.find((row) => row.org.number === site.number);
    expect(bySite).toMatchObject({ outcome: 'not_applicable', message: 'Not a service area' });
    expect(rows.find((row) => row.org.number === first.number)).toMatchObject({
      outcome: 'will_change',
      before: String(plan.Price),
      after: '12.5',
      recordId: String(plan.Id),
    });

    const same = await preview(
      dbo,
      'service_plans',
      { field: 'Price', value: String(plan.Price), planName: plan.Name },
      [first],
    );
    expect(same[0]?.outcome).toBe('no_change');
    const none = await preview(
      dbo,
      'service_plans',
      { field: 'Price', value: '1', planName: 'No Such Plan' },
      [first],
    );
    expect(none[0]).toMatchObject({
      outcome: 'not_applicable',
      message: 'No plan named No Such Plan',
    });

    // The single form's own message for the same value.
    const formMessage = servicePlanSchema()['~standard'].validate({
      ...(await import('@guestnet/validators')).servicePlanFormValues(plan),
      Price: '-3',
    }) as { issues?: { message: string }[] };
    const refused = await preview(
      dbo,
      'service_plans',
      { field: 'Price', value: '-3', planName: plan.Name },
      [first],
    );
    expect(refused[0]).toMatchObject({
      outcome: 'refused',
      message: formMessage.issues?.[0]?.message,
    });
    expect(refused[0]?.message).toBe('Invalid Price');
    const devices = await preview(
      dbo,
      'service_plans',
      { field: 'DownKbps', value: '0', planName: plan.Name },
      [first],
    );
    expect(devices[0]?.outcome).toBe('refused');
  });

  it('previews an org change from the tree alone, in the targets’ order, without reading or writing', async () => {
    const calls: string[] = [];
    const { areas } = setup();
    const spy = {
      call: async (procedure: string) => {
        calls.push(procedure);
        throw new Error('no call expected');
      },
    } as unknown as ReturnType<typeof setup>['dbo'];
    const rows = await preview(spy, 'org', { field: 'Status', value: 'Disabled' }, areas);
    expect(rows.map((row) => row.org.number)).toEqual(areas.map((area) => area.number));
    expect(
      rows.every(
        (row) => row.outcome === (row.org.status === 'Disabled' ? 'no_change' : 'will_change'),
      ),
    ).toBe(true);
    expect(calls).toEqual([]);
    const trial = kindOf('org').open((kind) =>
      previewOf(
        kind,
        { field: 'IsTrialMode', value: 'Yes', planName: '' },
        { ...(areas[0] as OrgTreeNode), type: 'Grouping' },
        undefined,
      ),
    );
    expect(trial).toMatchObject({
      outcome: 'not_applicable',
      message: 'Only sites and service areas have a trial mode',
    });
  });

  it('refuses a portal change the portal form refuses, with its message', async () => {
    const { dbo, areas } = setup();
    const rows = await preview(dbo, 'portal', { field: 'TermsEnabled', value: 'Yes' }, [
      areas[0] as OrgTreeNode,
    ]);
    const terms = await dbo.call('GetPortalSettings', { OrgNumber: areas[0]?.number ?? '' });
    expect(rows[0]?.outcome).toBe(
      terms.TermsEnabled ? 'no_change' : terms.TermsText ? 'will_change' : 'refused',
    );
    const text = await preview(
      dbo,
      'portal',
      { field: 'WelcomeMessage', value: 'Welcome to the bay' },
      [areas[0] as OrgTreeNode],
    );
    expect(text[0]).toMatchObject({ outcome: 'will_change', after: 'Welcome to the bay' });
  });
});

describe('writing a change org by org', () => {
  it('writes After where the value is still Before, reports a conflict where it moved, and an undo puts Before back', async () => {
    const { dbo, areas } = setup();
    const kind = kindOf('portal');
    const targets = areas.slice(0, 2);
    const rows = await preview(
      dbo,
      'portal',
      { field: 'WelcomeMessage', value: 'Hello from the bulk change' },
      targets,
    );
    const results = applyResults(rows);
    expect(results).toHaveLength(2);
    const at = (index: number) =>
      results.find((result) => result.OrgNumber === targets[index]?.number);
    const set = await dbo.call('SaveChangeSet', {
      OrgNumber: targets[0]?.number ?? '',
      Kind: 'portal',
      Field: 'WelcomeMessage',
      Summary: 'Portal: Welcome message',
      State: 'running',
      Results: results,
    });
    // The second org changes in between: it is left alone.
    const second = await dbo.call('GetPortalSettings', { OrgNumber: targets[1]?.number ?? '' });
    await dbo.call('SavePortalSettings', { ...second, WelcomeMessage: 'Changed by hand' });
    const step = writeStep(kind, dbo, 'WelcomeMessage', '');
    expect(await step(at(0) as ChangeSetResult, set.Id)).toEqual({ outcome: 'changed' });
    expect(await step(at(1) as ChangeSetResult, set.Id)).toEqual({
      outcome: 'conflict',
      message: conflictMessage('Changed by hand'),
    });
    const now = await dbo.call('GetPortalSettings', { OrgNumber: targets[0]?.number ?? '' });
    expect(now.WelcomeMessage).toBe('Hello from the bulk change');
    const history = await dbo.call('ListAdminHistory', {
      OrgNumber: targets[0]?.number ?? '',
      ChangeSetId: set.Id,
    });
    expect(history.Total).toBe(1);

    const first = at(0);
    if (!first) throw new Error('no result for the first area');
    const undo = undoResults([{ ...first, Outcome: 'changed' }]);
    expect(await step(undo[0] as ChangeSetResult, set.Id + 1)).toEqual({ outcome: 'changed' });
    const back = await dbo.call('GetPortalSettings', { OrgNumber: targets[0]?.number ?? '' });
    expect(back.WelcomeMessage).toBe(at(0)?.Before);
  });
});

describe('a RADIUS server change', () => {
  it('asks for the secret again, then points every profile of a site at the new host:port', async () => {
    const { dbo, mocks } = setup();
    const tree = mocks.state.orgTree('default', 1);
    let found: { site: OrgTreeNode; host: string } | undefined;
    for (const site of tree.orgs.filter((org) => org.type === 'Site').slice(0, 20)) {
      const page = await dbo.call('ListConnectionProfiles', {
        OrgNumber: site.number,
        PageSize: 500,
      });
      const host = page.Items.flatMap((profile) => profile.RadiusServers)[0]?.Host;
      if (host) {
        found = { site: site as OrgTreeNode, host };
        break;
      }
    }
    if (!found) throw new Error('no demo site with a RADIUS server');
    const change = {
      field: 'RadiusServer',
      value: 'radius2.example.net:1645',
      planName: found.host,
    };
    const noSecret = await preview(dbo, 'connection_profiles', change, [found.site]);
    expect(noSecret[0]).toMatchObject({ outcome: 'refused', message: 'Required' });

    const kind = kindOf('connection_profiles');
    const rows: PreviewRow[] = [];
    await buildPreview(kind, { ...change, secret: 's3cret-typed' }, [found.site], dbo, {
      signal: new AbortController().signal,
      onRows: (batch) => rows.push(...batch),
    });
    expect(rows[0]).toMatchObject({ outcome: 'will_change', after: 'radius2.example.net:1645' });
    const [result] = applyResults(rows);
    const step = writeStep(kind, dbo, 'RadiusServer', found.host, undefined, 's3cret-typed');
    expect(await step(result as ChangeSetResult, 1)).toEqual({ outcome: 'changed' });
    const after = await dbo.call('ListConnectionProfiles', {
      OrgNumber: found.site.number ?? '',
      PageSize: 500,
    });
    const servers = after.Items.flatMap((profile) => profile.RadiusServers);
    expect(servers.some((server) => server.Host === found?.host)).toBe(false);
    expect(
      servers
        .filter((server) => server.Host === 'radius2.example.net')
        .every((s) => s.Port === 1645 && s.HasSecret),
    ).toBe(true);
  });
});

describe('inTargetOrder', () => {
  const org = (n: number) => ({ uniqueId: `GN-${n}`, name: `Org ${n}` }) as OrgTreeNode;
  const rowOf = (target: OrgTreeNode): PreviewRow => ({
    org: target,
    outcome: 'will_change',
    before: 'Active',
    after: 'Disabled',
    message: null,
    recordId: null,
  });

  it('puts rows that answered in any order back in the targets’ order, keeping every row', () => {
    const targets = Array.from({ length: 6 }, (_, i) => org(i));
    const answered = [4, 0, 5, 2, 1, 3].map((i) => rowOf(targets[i] as OrgTreeNode));
    const stranger = rowOf(org(99));
    const names = inTargetOrder([...answered, stranger], targets).map((row) => row.org.name);
    expect(names).toEqual(['Org 0', 'Org 1', 'Org 2', 'Org 3', 'Org 4', 'Org 5', 'Org 99']);
  });

  it('leaves out targets no row answered for', () => {
    const targets = [org(1), org(2), org(3)];
    const names = inTargetOrder([rowOf(org(3)), rowOf(org(1))], targets).map((r) => r.org.name);
    expect(names).toEqual(['Org 1', 'Org 3']);
  });
});
