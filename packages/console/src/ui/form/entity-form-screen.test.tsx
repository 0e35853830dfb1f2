import { dboQuery } from '@guestnet/sdk';
import {
  SERVICE_PLAN_DEFAULTS,
  servicePlanFormValues,
  servicePlanSchema,
} from '@guestnet/validators';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { dayPassAt } from '../../../test/service-plan-fixture';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { snackbarQueue } from '../snackbar-queue';
import { EntityFormScreen } from './entity-form-screen';

const AREA = buildOrgNode({ name: 'Lobby', number: 'GN-1042-7', type: 'ServiceArea' });

/** A stored plan, as GetServicePlan answers it. */
const PLAN = {
  Id: 12,
  ...dayPassAt('GN-1042-7', {
    Name: '24 hours premium',
    Description: 'Fast Wi-Fi for a day',
    Featured: true,
    DownKbps: 50000,
    UpKbps: 10000,
    Validity: 24,
    ValidityUnit: 'hours',
    PmsServiceCode: '4101',
  }),
};

/** A fetch answering the plan's procedures, recording each procedure called. */
function planFetch() {
  const calls: string[] = [];
  const payloads: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Record<string, unknown>];
    calls.push(procedure);
    payloads.push({ procedure, ...payload });
    if (procedure === 'ListServicePlans') return Response.json({ Items: [PLAN], Total: 1 });
    if (procedure === 'SaveServicePlan') return Response.json({ ...PLAN, ...payload });
    return Response.json(PLAN);
  };
  return { fetch, calls, payloads };
}

/** The plan form with a question asked before a save of an active plan. */
function renderForm() {
  const { fetch, calls, payloads } = planFetch();
  const bed = consoleTestbed({ fetch });
  // The list's page 2 was seen before the form opened: in the cache, not on screen.
  const listPage2 = { OrgNumber: AREA.number ?? '', Page: 2, PageSize: 5 };
  void bed.queryClient.prefetchQuery(
    dboQuery(bed.clients.dbo, 'ListServicePlans', listPage2 as never),
  );
  bed.session.tree.setRoots([AREA]);
  bed.session.selected.set(selectedOrgFromNode(AREA));
  const root = createRootRoute();
  const form = () => (
    <EntityFormScreen
      entity={{ singular: 'Service Plan', plural: 'Service Plans' }}
      procedures={{
        get: 'GetServicePlan',
        save: 'SaveServicePlan',
        remove: 'DeleteServicePlan',
        list: 'ListServicePlans',
      }}
      id={12}
      listPath="/list"
      defaultValues={SERVICE_PLAN_DEFAULTS}
      toValues={servicePlanFormValues}
      schema={({ taken, current }) =>
        servicePlanSchema({ takenNames: taken, ...(current !== undefined ? { current } : {}) })
      }
      uniqueField="Name"
      nameOf={(values) => values.Name}
      sections={[{ title: 'Plan', fields: [{ name: 'Name', label: 'Name', kind: 'text' }] }]}
      confirmSave={(values) => (values.Active ? 'Guests can buy it at once.' : undefined)}
    />
  );
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: form }),
      createRoute({ getParentRoute: () => root, path: '/list', component: () => 'The list' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(bed, router);
  return { calls, payloads };
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 20_000 };

describe('EntityFormScreen confirmSave', SLOW, () => {
  it('asks before a valid save: Cancel sends nothing and keeps the typed value, Confirm saves', async () => {
    const { calls, payloads } = renderForm();
    await waitFor(() => expect(nameField().value).toBe('24 hours premium'));
    fireEvent.change(nameField(), { target: { value: '24 hours premium plus' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Guests can buy it at once.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).not.toContain('SaveServicePlan');
    expect(nameField().value).toBe('24 hours premium plus');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    dialog = await screen.findByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    const confirm = buttons.find((button) => button.textContent !== 'Cancel');
    if (!confirm) throw new Error('The question has no confirming button');
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(calls).toContain('SaveServicePlan'));
    expect(await screen.findByText('The list')).toBeTruthy();
    // The list's cached page was read again after the save, before the list showed.
    const saved = payloads.findIndex((call) => call.procedure === 'SaveServicePlan');
    expect(
      payloads
        .slice(saved)
        .some((call) => call.procedure === 'ListServicePlans' && call.Page === 2),
    ).toBe(true);
  });

  it('after a delete, returns to the list without reading the deleted item again', async () => {
    const { calls } = renderForm();
    await waitFor(() => expect(nameField().value).toBe('24 hours premium'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    expect(await screen.findByText('The list')).toBeTruthy();
    const deleted = calls.indexOf('DeleteServicePlan');
    expect(deleted).toBeGreaterThan(-1);
    // Read again, the deleted plan would answer "Not found." over "Deleted Service Plan …".
    expect(calls.slice(deleted)).not.toContain('GetServicePlan');
    expect(snackbarQueue.get().map((shown) => shown.message)).toEqual([
      'Deleted Service Plan “24 hours premium”',
    ]);
  });
});
