import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { WRITE_REFUSED_MESSAGE } from '@guestnet/mocks';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { expect } from 'vitest';
import { buildOrgNode, type OrgType } from '../src/lib/org/org-node';
import { selectedOrgFromNode } from '../src/lib/org/selected-org';
import { createConsoleRouter } from '../src/router';
import { snackbarQueue } from '../src/ui/snackbar-queue';
import { consoleTestbed, demoFetch, renderScreen } from './console-testbed';

// Spectrum's renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 30_000 };

/** An org of the demo tree, as its search call answers it. */
export interface DemoOrg {
  name: string;
  number: string;
  type: OrgType;
  status: string;
}

/** The demo tree's first active org of a type, found through its search call (as the journeys do). */
export async function firstDemoOrgOfType(
  demo: ReturnType<typeof demoFetch>,
  type: OrgType,
): Promise<DemoOrg> {
  const response = await demo.fetch('http://console.test/AdminApi/org/tree/search/GN-1', {
    headers: { Authorization: `Bearer ${demo.token}` },
  });
  const org = ((await response.json()) as DemoOrg[]).find(
    (found) => found.type === type && found.status === 'Active',
  );
  if (!org) throw new Error(`The demo tree has no active ${type}`);
  return org;
}

/**
 * Opens a console address as a new tab on `org` does, against the demo's mocks: the console's
 * own router resolves the address (redirects, sub-routes, search), and the route it lands on
 * renders with `org` selected, without the header, tree and menus around it. Returns the mocks'
 * record of the dbo calls made. For addresses the gate refuses: a screen that opens would need
 * the route's match, which this does not render, and fails the test.
 */
export async function openAddressOn(path: string, org: DemoOrg) {
  const demo = demoFetch();
  const bed = consoleTestbed(demo);
  const node = buildOrgNode({ name: org.name, number: org.number, type: org.type });
  bed.session.tree.setRoots([node]);
  bed.session.selected.set(selectedOrgFromNode(node));
  const router = createConsoleRouter({
    history: createMemoryHistory({ initialEntries: [`/admin-ui/admin${path}`] }),
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  const Route = leaf
    ? (router.routesById[leaf.routeId as keyof typeof router.routesById]?.options.component as
        | ComponentType
        | undefined)
    : undefined;
  if (!Route) throw new Error(`${path} resolves to no route with a component`);
  render(
    <Provider theme={defaultTheme}>
      <bed.wrapper>
        <RouterContextProvider router={router}>
          <Route />
        </RouterContextProvider>
      </bed.wrapper>
    </Provider>,
  );
  return { calls: demo.calls, router };
}

/**
 * The refusal a screen's address shows for an org of another type (docs/decisions/screen-gating.md):
 * awaits the alert and returns its text once nothing of the screen is on the page.
 */
export async function refusalText(): Promise<string> {
  const alert = await screen.findByRole('alert', {}, SLOW);
  return alert.textContent ?? '';
}

/**
 * Opens each of a screen's addresses on an org of a type it is not for and checks what the
 * refusal shows (docs/decisions/screen-gating.md): `Not available for this organization` and the
 * sentence `says`, no list, no form, no framed legacy page, and no call to the mocks whose
 * procedure matches `asksNothingOf`.
 *
 * @example
 * await expectRefusedOn(['/setup/devices'], site, {
 *   says: `Devices is for Service Areas only. ${site.name} is a Site.`,
 *   asksNothingOf: /Device/,
 * });
 */
export async function expectRefusedOn(
  paths: string[],
  org: DemoOrg,
  { says, asksNothingOf }: { says: string; asksNothingOf: RegExp },
) {
  for (const path of paths) {
    const { calls } = await openAddressOn(path, org);
    const text = await refusalText();
    expect(text, path).toContain('Not available for this organization');
    expect(text, path).toContain(says);
    expect(screen.queryByRole('grid'), path).toBeNull();
    expect(screen.queryByRole('form'), path).toBeNull();
    expect(document.querySelector('iframe'), path).toBeNull();
    expect(
      calls.filter((call) => asksNothingOf.test(call.procedure)),
      path,
    ).toEqual([]);
    document.body.innerHTML = '';
  }
}

/** The demo's Service Area `Lobby` (GN-1003-1), where the item forms' refused saves are tried. */
export const LOBBY = buildOrgNode({ name: 'Lobby', number: 'GN-1003-1', type: 'ServiceArea' });

/** A text field by its label (a required field's label goes on after a space). */
export const textField = (label: string) =>
  screen.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
  }) as HTMLInputElement;

/** What {@link expectRefusedSaveKeeps} opens, types and sends. */
export interface RefusedSave {
  /** The item form's screen, its route and the address of a new item of one type. */
  Screen: () => ReactNode;
  route: string;
  at: string;
  /** The form's accessible name, e.g. `New Device`. */
  form: string;
  /** Each text field's label and the value typed into it. */
  typed: [string, string][];
  /** What else is set before Save (a write-only secret, a switch). */
  alsoSet?: () => void;
  /** The save's dbo procedure, e.g. `SaveDevice`. */
  procedure: string;
}

/**
 * A new item typed into its form and saved on {@link LOBBY} under the mocks' `write-errors`
 * scenario: checks that the save was sent, that the form says the server's message
 * (`WRITE_REFUSED_MESSAGE`, an error snackbar) and stays, and that every typed value is kept.
 * What `alsoSet` set is the caller's to check afterwards.
 */
export async function expectRefusedSaveKeeps({
  Screen,
  route,
  at,
  form,
  typed,
  alsoSet,
  procedure,
}: RefusedSave) {
  const demo = demoFetch({ scenario: 'write-errors' });
  renderScreen(Screen, consoleTestbed(demo), { route, at, org: LOBBY });
  await screen.findByRole('form', { name: form }, SLOW);
  for (const [label, value] of typed) fireEvent.change(textField(label), { target: { value } });
  alsoSet?.();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(
    () =>
      expect(snackbarQueue.get().at(-1)).toMatchObject({
        message: WRITE_REFUSED_MESSAGE,
        kind: 'error',
      }),
    SLOW,
  );
  expect(demo.calls.map((call) => call.procedure)).toContain(procedure);
  expect(screen.queryByText(/^Left for/)).toBeNull();
  expect(screen.getByRole('form', { name: form })).toBeTruthy();
  for (const [label, value] of typed) expect(textField(label).value, label).toBe(value);
}
