// Times the first call of the `huge` scenario's long lists, which seeds 10,000 service plans or
// promotions for an org (a promotion list seeds the org's plans too), and an export's read of
// them in pages of 500, beside their budgets. A benchmark, not a test: it prints and exits 0
// (docs/style.md "Tests").
import { getResponse } from 'msw';
import { createHandlers } from '../src/create-handlers.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { MockState } from '../src/mock-state.js';

const FIRST_CALL_BUDGET_MS = 3000;
const EXPORT_BUDGET_MS = 3000;

async function timed(
  handlers: ReturnType<typeof createHandlers>,
  procedure: string,
  payload: object,
) {
  const start = performance.now();
  const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
    method: 'POST',
    body: JSON.stringify([DEMO_ADMIN.token, payload]),
  });
  await (await getResponse(handlers, request))?.json();
  return performance.now() - start;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const line = (label: string, runs: number[], budget: number) => {
  const value = median(runs);
  console.log(
    `${label}: median ${value.toFixed(0)} ms of ${runs.length} runs (budget ${budget} ms) ` +
      `${value <= budget ? 'OK' : 'OVER BUDGET'}`,
  );
};

// Warm up: the first request of a process loads the specs and compiles the validators.
await timed(createHandlers({ state: new MockState() }), 'ListDevices', { OrgNumber: 'GN-1003' });

// The console has loaded the 100,000-org tree before it lists an org's plans; with it in the
// heap every garbage collection costs more, so it is built here too (and not timed).
const state = new MockState();
state.orgTree('huge', 1);
const handlers = createHandlers({ scenario: 'huge', state });
const plans: number[] = [];
const promotions: number[] = [];
const exports: number[] = [];
for (let run = 0; run < 5; run++) {
  // Another org per run: each org's lists are seeded on their first call.
  const org = `GN-${1100 + run}`;
  plans.push(await timed(handlers, 'ListServicePlans', { OrgNumber: org, PageSize: 25 }));
  promotions.push(await timed(handlers, 'ListPromotions', { OrgNumber: `${org}-1`, PageSize: 25 }));
  let all = 0;
  for (let page = 1; page <= 20; page++) {
    all += await timed(handlers, 'ListServicePlans', {
      OrgNumber: org,
      Page: page,
      PageSize: 500,
      Sort: '-Price',
    });
  }
  exports.push(all);
}
line('huge ListServicePlans, first call (10,000 plans)', plans, FIRST_CALL_BUDGET_MS);
line(
  'huge ListPromotions, first call (10,000 plans and promotions)',
  promotions,
  FIRST_CALL_BUDGET_MS,
);
line('huge ListServicePlans, 20 pages of 500 sorted by -Price', exports, EXPORT_BUDGET_MS);

// The admin history of the top org of `huge`: the seeded entries of the first 500 orgs under it
// (docs/decisions/admin-history-scope.md), generated on the first call, then a filtered page.
const HISTORY_BUDGET_MS = 1500;
const histories: number[] = [];
const filtered: number[] = [];
for (let run = 0; run < 5; run++) {
  const fresh = createHandlers({ scenario: 'huge', state, seed: run + 1 });
  state.orgTree('huge', run + 1);
  histories.push(await timed(fresh, 'ListAdminHistory', { OrgNumber: 'GN-1000', PageSize: 50 }));
  filtered.push(
    await timed(fresh, 'ListAdminHistory', {
      OrgNumber: 'GN-1000',
      PageSize: 50,
      Filter: 'service plan',
      Action: 'update',
    }),
  );
}
line('huge ListAdminHistory of the top org, first call', histories, HISTORY_BUDGET_MS);
line('huge ListAdminHistory of the top org, filtered', filtered, HISTORY_BUDGET_MS);
