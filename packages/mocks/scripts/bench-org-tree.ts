// Times the org tree generator at the `huge` scenario's size and prints it beside its budget.
// A benchmark, not a test: it prints and exits 0 (STYLE.md "Tests").
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
