import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { buildOrgNode, type OrgType } from '../src/lib/org/org-node';
import { selectedOrgFromNode } from '../src/lib/org/selected-org';
import { createConsoleRouter } from '../src/router';
import { consoleTestbed, demoFetch } from './console-testbed';

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
  const alert = await screen.findByRole(
    'alert',
    {},
    // Spectrum's renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
    { timeout: 20_000 },
  );
  return alert.textContent ?? '';
}
