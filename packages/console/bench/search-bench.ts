import type { OrgNode } from '../src/lib/org/org-node';
import type { LiveOrgSearchIndex } from '../src/lib/org-search/org-search-index-live';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** What an administrator types: org names and words from them, one keystroke at a time. */
export function typedQueries(all: OrgNode[]): string[] {
  const queries: string[] = [];
  for (let i = 0; i < 40; i++) {
    const node = all[(i * 2_477) % all.length] as OrgNode;
    const words = node.name.split(' ');
    queries.push(i % 2 === 0 ? node.name : (words[1] ?? words[0] ?? node.name));
  }
  return queries;
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * Per-keystroke local search over every org: the console's index (built, as `findOrgs` reads
 * it) against a plain substring filter over precomputed lowercase strings (docs/product/platform.md's
 * baseline), from 3 characters up.
 */
export async function searchBench(all: OrgNode[], index: LiveOrgSearchIndex<OrgNode>) {
  const text = (node: OrgNode) => `${node.name}\u0001${node.displayPath}`;
  const lower = all.map((node) => text(node).toLowerCase());
  const indexed: number[] = [];
  const slow: [string, number, number][] = [];
  const plain: number[] = [];
  for (const query of typedQueries(all)) {
    for (let length = 3; length <= Math.min(query.length, 14); length++) {
      const typed = query.slice(0, length);
      const start = performance.now();
      const { total } = await index.search(typed, 500);
      const ms = performance.now() - start;
      indexed.push(ms);
      slow.push([typed, ms, total]);
      const q = typed.toLowerCase();
      plain.push(
        time(() => {
          const found: OrgNode[] = [];
          for (let i = 0; i < lower.length; i++) {
            if ((lower[i] as string).includes(q)) found.push(all[i] as OrgNode);
          }
        }),
      );
    }
  }
  slow.sort((a, b) => b[1] - a[1]);
  return {
    slowest: slow.slice(0, 15),
    keystrokes: indexed.length,
    indexP50: percentile(indexed, 50),
    indexP95: percentile(indexed, 95),
    plainP50: percentile(plain, 50),
    plainP95: percentile(plain, 95),
  };
}
