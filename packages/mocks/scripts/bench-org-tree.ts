// Times the org tree generator at the `huge` scenario's size and prints it beside its budget.
// A benchmark, not a test: it prints and exits 0 (docs/style.md "Tests").
import { generateOrgTree } from '../src/org-tree/generate-org-tree.js';

const BUDGET_MS = 1500;
const runs: number[] = [];
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  generateOrgTree({ count: 100_000, seed: run + 1, largeProviderChildren: 1000 });
  runs.push(performance.now() - start);
}
runs.sort((a, b) => a - b);
const median = runs[Math.floor(runs.length / 2)] ?? Number.NaN;
console.log(
  `generateOrgTree 100,000 orgs: median ${median.toFixed(0)} ms of ${runs.length} runs ` +
    `(budget ${BUDGET_MS} ms) ${median <= BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
);

// A rename in the `huge` tree (the orgs under a provider with 1,000 sites follow it), then the
// calls that read the tree: the first search after the change pays for laying it over the
// generated orgs once, the later calls read what that built (docs/decisions/org-changes-overlay.md).
const { getResponse } = await import('msw');
const { createHandlers } = await import('../src/create-handlers.js');
const { DEMO_ADMIN } = await import('../src/identities.js');
const { MockState } = await import('../src/mock-state.js');
const state = new MockState();
const handlers = createHandlers({ scenario: 'huge', state });
const call = async (path: string, body?: unknown) => {
  const start = performance.now();
  const request = new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${DEMO_ADMIN.token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await (await getResponse(handlers, request))?.text();
  return performance.now() - start;
};
await call('/AdminApi/org/tree/search/warm');
const RENAME_BUDGET_MS = 500;
const SEARCH_BUDGET_MS = 300;
const renames: number[] = [];
const searches: number[] = [];
for (let run = 0; run < 5; run++) {
  const details = { OrgNumber: 'GN-1001' };
  const read = await getResponse(
    handlers,
    new Request('http://localhost/GuestnetWS/DevApi/dbo/GetOrg', {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, details]),
    }),
  );
  const before = await read?.json();
  const start = performance.now();
  await call('/GuestnetWS/DevApi/dbo/SaveOrg', [
    DEMO_ADMIN.token,
    { ...before, Name: `Renamed ${run}` },
  ]);
  await call('/AdminApi/org/tree/search/renamed');
  renames.push(performance.now() - start);
  searches.push(await call(`/AdminApi/org/tree/search/${encodeURIComponent(`renamed ${run}`)}`));
}
const show = (label: string, values: number[], budget: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `${label}: median ${value.toFixed(0)} ms of ${values.length} runs (budget ${budget} ms) ` +
      `${value <= budget ? 'OK' : 'OVER BUDGET'}`,
  );
};
show(
  'huge SaveOrg rename of a 1,000-site provider, then the first search',
  renames,
  RENAME_BUDGET_MS,
);
show('huge search after the rename (the overlay built)', searches, SEARCH_BUDGET_MS);
