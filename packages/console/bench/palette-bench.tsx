import { createGuestnetClients, orgAccessQuery, ResponseCache } from '@guestnet/sdk';
import { GuestnetClientsProvider } from '@guestnet/sdk/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { OrgSessionProvider } from '../src/hooks/org-session';
import { loadOrgSearch } from '../src/hooks/use-found-orgs';
import type { OrgNode } from '../src/lib/org/org-node';
import type { OrgSession } from '../src/lib/org/org-session';
import { selectedOrgFromNode } from '../src/lib/org/selected-org';
import { SCREEN_FEATURE_IDS } from '../src/lib/screens/screen-table';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Resolves when `element`'s `data-answered` reads `text`, with the time it did. */
function answered(element: Element, text: string): Promise<number> {
  return new Promise((resolve) => {
    if (element.getAttribute('data-answered') === text) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (element.getAttribute('data-answered') !== text) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-answered'] });
  });
}

const setInput = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * The Go to… palette over the loaded tree of `session` (API mode off, so orgs are searched in
 * the index), an org selected and granted every screen: opening it (its chunk loads, as in the
 * console on first use), then typing each query a key at a time, each keystroke timed from the
 * input event to the render that answers every group.
 */
export async function paletteBench(root: Root, session: OrgSession, queries: string[]) {
  const clients = createGuestnetClients({
    baseUrl: location.origin,
    fetch: () => Promise.reject(new TypeError('offline')),
    getToken: () => 'bench',
    cache: new ResponseCache({ keep: false }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const node = session.tree.allNodes().find((n) => n.type === 'ServiceArea') as OrgNode;
  session.selected.set(selectedOrgFromNode(node));
  queryClient.setQueryData(
    orgAccessQuery(clients.authorization, node.number ?? '', SCREEN_FEATURE_IDS).queryKey,
    {
      hasAccess: Object.fromEntries(SCREEN_FEATURE_IDS.map((id) => [id, true])),
      orgType: 'ServiceArea',
    } as never,
  );
  await loadOrgSearch();
  // The opening is timed from a task of its own: the tasks that overlap it must not include the
  // preparation above (the tree's roots, the index's last slice), which ran in the same task.
  await new Promise((resolve) => setTimeout(resolve, 0));

  performance.mark('palette-open');
  const openStart = performance.now();
  const { default: GoToPalette } = await import('../src/features/go-to/go-to-palette');
  // In a transition, as the header's button and Ctrl+K show it (go-to-button.tsx).
  startTransition(() =>
    root.render(
      <GuestnetClientsProvider clients={clients}>
        <QueryClientProvider client={queryClient}>
          <OrgSessionProvider session={session}>
            <GoToPalette onClose={() => {}} pathname="/setup/organization" navigate={() => {}} />
          </OrgSessionProvider>
        </QueryClientProvider>
      </GuestnetClientsProvider>,
    ),
  );
  let list = document.querySelector('[role="listbox"]');
  while (!list) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    list = document.querySelector('[role="listbox"]');
  }
  await new Promise((r) => setTimeout(r, 0));
  await answered(list, '');
  const openMs = performance.now() - openStart;
  performance.mark('palette-opened');
  // The typing below starts in a task of its own: each keystroke's answer resumes it in the same
  // task (a microtask), so begun here, all of it would count as one task of the opening.
  await new Promise((resolve) => setTimeout(resolve, 0));

  const input = document.querySelector('[role="combobox"]') as HTMLInputElement;
  const keystrokes: number[] = [];
  const slowest: [string, number][] = [];
  for (const query of queries) {
    setInput(input, '');
    await answered(list, '');
    for (let length = 1; length <= Math.min(query.length, 14); length++) {
      const typed = query.slice(0, length);
      const start = performance.now();
      const done = answered(list, typed);
      setInput(input, typed);
      const ms = (await done) - start;
      keystrokes.push(ms);
      slowest.push([typed, ms]);
    }
  }
  slowest.sort((a, b) => b[1] - a[1]);
  root.render(null);
  return {
    openMs,
    keystrokes: keystrokes.length,
    p50: percentile(keystrokes, 50),
    p95: percentile(keystrokes, 95),
    max: Math.max(...keystrokes),
    slowest: slowest.slice(0, 3),
  };
}
