import { createGuestnetClients, type OrgTreeNode } from '@guestnet/sdk';
import { PLAN_NEEDS_PRICE_OR_LIMIT, UNIQUE_MESSAGE } from '@guestnet/validators';
import { describe, expect, it } from 'vitest';
import { demoFetch } from '../../../test/console-testbed';
import { dayPassAt } from '../../../test/service-plan-fixture';
import { buildOrgNode } from '../../lib/org/org-node';
import { applyResults, conflictMessage, undoResults, writeStep } from './apply-step';
import type { ChangeSetResult } from './bulk-run';
import { kindFor, prepareChange, SERVICE_PLANS_CHANGE } from './change-kinds';
import {
  ADD_COPY,
  alreadyThere,
  type CopyTarget,
  copiedValue,
  copyAt,
  DIFFERS,
  planCopy,
  planSummary,
  type StoredPlan,
  sameValues,
} from './plan-copy';
import { buildPreview, type PreviewRow, previewOf } from './preview';

const SOURCE: StoredPlan = { Id: 41, ...dayPassAt('GN-1-1') };
const AREA_NUMBER = 'GN-1-2';
const AREA = buildOrgNode({ name: 'Pier', number: AREA_NUMBER, type: 'ServiceArea' });
const SITE = buildOrgNode({ name: 'Harbour', number: 'GN-1', type: 'Site' });

/** What the copy's `read` answers at the area: these plans there. */
const at = (...plans: StoredPlan[]): CopyTarget => ({
  OrgNumber: AREA_NUMBER,
  Taken: plans.map((plan) => String(plan.Name)),
  Plan: plans.find((plan) => plan.Name === SOURCE.Name) ?? null,
});
const copyOf = (source: StoredPlan) => planCopy(SERVICE_PLANS_CHANGE, copiedValue(source));
const change = (source: StoredPlan) => ({
  field: ADD_COPY,
  value: copiedValue(source),
  planName: String(source.Name),
});
const elsewhere = (values: Partial<StoredPlan> = {}): StoredPlan => ({
  ...SOURCE,
  Id: 7,
  OrgNumber: AREA_NUMBER,
  AvailableServiceAreas: [AREA_NUMBER],
  ...values,
});

describe('a copy of a plan at one target', () => {
  it.each([
    {
      title: 'no plan of that name: will change, from no plan to the copy',
      source: SOURCE,
      there: at(),
      expected: { outcome: 'will_change', before: null, after: 'Harbour Day Pass · 9.99 EUR' },
    },
    {
      title: 'a plan of that name with the same values (its own id and areas): no change',
      source: SOURCE,
      there: at(elsewhere()),
      expected: { outcome: 'no_change', before: 'Harbour Day Pass · 9.99 EUR', recordId: '7' },
    },
    {
      title: 'a plan of that name at another price: refused, already there',
      source: SOURCE,
      there: at(elsewhere({ Price: 12.5 })),
      expected: {
        outcome: 'refused',
        before: `Harbour Day Pass · 12.5 EUR · ${DIFFERS}`,
        message: alreadyThere('Harbour Day Pass'),
      },
    },
    {
      title: 'a plan of that name with another description: refused, already there',
      source: SOURCE,
      there: at(elsewhere({ Description: 'Edited here' })),
      expected: { outcome: 'refused', message: alreadyThere('Harbour Day Pass') },
    },
    {
      title: 'the name taken in another case: refused with the form’s message',
      source: SOURCE,
      there: at(elsewhere({ Name: 'harbour day pass' })),
      expected: { outcome: 'refused', before: null, message: UNIQUE_MESSAGE },
    },
    {
      title: 'a free plan without a limit: refused with the form’s message',
      source: { ...SOURCE, Price: 0, DownKbps: null, UpKbps: null, Validity: null },
      there: at(),
      expected: { outcome: 'refused', message: PLAN_NEEDS_PRICE_OR_LIMIT },
    },
  ])('$title', ({ source, there, expected }) => {
    expect(previewOf(copyOf(source), change(source), AREA, there)).toMatchObject(expected);
  });

  it('is not applicable where the Service Plans screen is not (not a service area)', () => {
    expect(previewOf(copyOf(SOURCE), change(SOURCE), SITE, undefined)).toMatchObject({
      outcome: 'not_applicable',
      message: 'Not a service area',
    });
  });

  it('adds the copy at the target, offered there, without the source’s id', () => {
    const proposal = copyOf(SOURCE).propose(at(), ADD_COPY, 'Harbour Day Pass · 9.99 EUR');
    if ('refused' in proposal) throw new Error(proposal.refused);
    expect(proposal.payload).toMatchObject({
      save: {
        OrgNumber: AREA.number,
        AvailableServiceAreas: [AREA.number],
        Name: 'Harbour Day Pass',
        Price: 9.99,
        Description: 'A day on the harbour Wi-Fi',
      },
    });
    expect(proposal.payload).not.toHaveProperty('save.Id');
  });

  it('prices the copy in the target’s currency with its tax, as its plans show them', () => {
    const inCanada = { Currency: 'CAD', TaxPercent: 13 };
    const there = { ...at(), Money: inCanada };
    expect(previewOf(copyOf(SOURCE), change(SOURCE), AREA, there)).toMatchObject({
      outcome: 'will_change',
      after: 'Harbour Day Pass · 9.99 CAD',
    });
    const proposal = copyOf(SOURCE).propose(there, ADD_COPY, 'Harbour Day Pass · 9.99 CAD');
    if ('refused' in proposal) throw new Error(proposal.refused);
    expect(proposal.payload).toMatchObject({
      save: { Currency: 'CAD', TaxPercent: 13, Price: 9.99 },
    });
    // Copied before: the plan there has the copy's values in its own money.
    const copied = { ...at(elsewhere(inCanada)), Money: inCanada };
    expect(previewOf(copyOf(SOURCE), change(SOURCE), AREA, copied)).toMatchObject({
      outcome: 'no_change',
    });
    // A target with no plan yet has no money to read: the copy keeps its own.
    expect(copyAt(SOURCE, null)).toEqual(SOURCE);
  });

  it('an undo (no After) deletes the plan named as the copy', () => {
    expect(copyOf(SOURCE).propose(at(elsewhere()), ADD_COPY, '')).toEqual({
      payload: { remove: { OrgNumber: AREA.number, Id: 7 } },
      after: null,
    });
  });

  it('compares plans as the form holds them, whatever their org, id and service areas', () => {
    expect(sameValues(SOURCE, elsewhere({ AvailableServiceAreas: [] }))).toBe(true);
    expect(sameValues(SOURCE, elsewhere({ Description: null }))).toBe(false);
    expect(sameValues({ ...SOURCE, Description: '' }, elsewhere({ Description: null }))).toBe(true);
    expect(planSummary(SOURCE)).toBe('Harbour Day Pass · 9.99 EUR');
    expect(JSON.parse(copiedValue(SOURCE))).not.toHaveProperty('AvailableServiceAreas');
  });
});

function demo() {
  const mocks = demoFetch();
  const { dbo } = createGuestnetClients({
    baseUrl: 'http://console.test',
    fetch: mocks.fetch,
    getToken: () => mocks.token,
  });
  const tree = mocks.state.orgTree('default', 1);
  const site = tree.orgs.find(
    (org) => org.type === 'Site' && tree.childrenOf(org.number ?? '').length >= 3,
  );
  if (!site) throw new Error('no demo site with three areas');
  const areas = tree.childrenOf(site.number ?? '') as OrgTreeNode[];
  return { dbo, site, areas };
}

const plansAt = async (dbo: ReturnType<typeof demo>['dbo'], org: OrgTreeNode) =>
  (await dbo.call('ListServicePlans', { OrgNumber: org.number ?? '', PageSize: 500 })).Items;

describe('a copy of a plan over the demo', () => {
  it('adds the copy in the currency and tax of the target’s plans, another country’s', async () => {
    const { dbo } = demo();
    const tree = demoFetch().state.orgTree('default', 1);
    const areas = tree.orgs.filter((org) => org.type === 'ServiceArea').slice(0, 60);
    const firstPlans = await Promise.all(
      areas.map(async (area) => ({ area, plan: (await plansAt(dbo, area as OrgTreeNode))[0] })),
    );
    const from = firstPlans[0];
    const to = firstPlans.find((found) => found.plan?.Currency !== from?.plan?.Currency);
    if (!from?.plan || !to?.plan) throw new Error('no two demo areas priced in two currencies');
    // A plan of the source's, in its money, under a name the target has not.
    const source = from.area.number ?? '';
    const plan = await dbo.call(
      'SaveServicePlan',
      dayPassAt(source, { Currency: from.plan.Currency, TaxPercent: from.plan.TaxPercent }),
    );
    const ready = await prepareChange(dbo, 'service_plans', {
      field: ADD_COPY,
      value: source,
      planName: plan.Name,
    });
    if (typeof ready === 'string') throw new Error(ready);
    const kind = planCopy(SERVICE_PLANS_CHANGE, ready.value);
    const target = await kind.read(dbo, to.area.number ?? '', plan.Name);
    if (typeof target === 'string') throw new Error(target);
    const proposal = kind.propose(target, ADD_COPY, 'copy');
    if ('refused' in proposal) throw new Error(proposal.refused);
    expect(proposal.payload).toMatchObject({
      save: {
        Name: plan.Name,
        Price: plan.Price,
        Currency: to.plan.Currency,
        TaxPercent: to.plan.TaxPercent,
      },
    });
  });

  it('reads the source plan once, or says there is none', async () => {
    const { dbo, areas } = demo();
    const source = areas[0] as OrgTreeNode;
    const plan = (await plansAt(dbo, source))[0];
    if (!plan) throw new Error('no plan at the first area');
    const form = { field: ADD_COPY, value: ` ${source.number} `, planName: plan.Name };
    const ready = await prepareChange(dbo, 'service_plans', form);
    if (typeof ready === 'string') throw new Error(ready);
    expect(JSON.parse(ready.value)).toMatchObject({ Name: plan.Name, Price: plan.Price });
    expect(await prepareChange(dbo, 'service_plans', { ...form, planName: 'No Such Plan' })).toBe(
      `No plan named No Such Plan at ${source.number}`,
    );
    const price = { field: 'Price', value: '3', planName: plan.Name };
    expect(await prepareChange(dbo, 'service_plans', price)).toBe(price);
  });

  it('adds the plan where it is missing naming the change set, and an undo deletes it unless it changed since', async () => {
    const { dbo, site, areas } = demo();
    const [source, first, second] = areas as [OrgTreeNode, OrgTreeNode, OrgTreeNode];
    // Priced as the site's plans are: its areas charge in one currency, with one tax.
    const money = (await plansAt(dbo, source))[0];
    const plan = await dbo.call('SaveServicePlan', {
      ...elsewhere({
        OrgNumber: source.number ?? '',
        AvailableServiceAreas: [source.number ?? ''],
        Currency: money?.Currency,
        TaxPercent: money?.TaxPercent,
      }),
      Id: undefined,
    } as never);
    const ready = await prepareChange(dbo, 'service_plans', {
      field: ADD_COPY,
      value: source.number ?? '',
      planName: plan.Name,
    });
    if (typeof ready === 'string') throw new Error(ready);
    const kind = kindFor('service_plans', ready.field, ready.value);
    const rows: PreviewRow[] = [];
    await buildPreview(kind, ready, [source, first, second], dbo, {
      signal: new AbortController().signal,
      onRows: (batch) => rows.push(...batch),
    });
    expect(rows.map((row) => row.outcome).sort()).toEqual([
      'no_change',
      'will_change',
      'will_change',
    ]);
    const results = applyResults(rows);
    const set = await dbo.call('SaveChangeSet', {
      OrgNumber: site.number ?? '',
      Kind: 'service_plans',
      Field: ADD_COPY,
      PlanName: plan.Name,
      Value: ready.value,
      Summary: kind.summary?.(ready) ?? '',
      State: 'running',
      Results: results,
    });
    const step = writeStep(kind, dbo, ADD_COPY, plan.Name);
    for (const result of results) {
      expect(await step(result, set.Id)).toEqual({ outcome: 'changed' });
    }
    for (const area of [first, second]) {
      const added = (await plansAt(dbo, area)).find((item) => item.Name === plan.Name);
      expect(added).toMatchObject({ Price: plan.Price, AvailableServiceAreas: [area.number] });
      expect(added && sameValues(added, plan)).toBe(true);
    }
    const history = await dbo.call('ListAdminHistory', {
      OrgNumber: site.number ?? '',
      ChangeSetId: set.Id,
    });
    expect(history.Total).toBe(2);

    // The plan at the second area is edited after the copy: the undo leaves it alone.
    const edited = (await plansAt(dbo, second)).find((item) => item.Name === plan.Name);
    if (!edited) throw new Error('no copy at the second area');
    await dbo.call('SaveServicePlan', { ...edited, Description: 'Edited here' });
    const undo = undoResults(results.map((result) => ({ ...result, Outcome: 'changed' })));
    const byOrg = (org: OrgTreeNode) =>
      undo.find((result) => result.OrgNumber === org.number) as ChangeSetResult;
    const undoStep = writeStep(
      kindFor('service_plans', ADD_COPY, ready.value),
      dbo,
      ADD_COPY,
      plan.Name,
    );
    expect(await undoStep(byOrg(first), set.Id + 1)).toEqual({ outcome: 'changed' });
    expect(await undoStep(byOrg(second), set.Id + 1)).toEqual({
      outcome: 'conflict',
      message: conflictMessage(`${planSummary(plan)} · ${DIFFERS}`),
    });
    expect((await plansAt(dbo, first)).some((item) => item.Name === plan.Name)).toBe(false);
    expect((await plansAt(dbo, second)).some((item) => item.Name === plan.Name)).toBe(true);
    expect((await plansAt(dbo, source)).some((item) => item.Name === plan.Name)).toBe(true);
  });
});
