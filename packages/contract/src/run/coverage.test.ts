import { expect, it } from 'vitest';
import type { ContractOperation } from './contract-source.js';
import { coverageOf, formatCoverageMarkdown } from './coverage.js';

const op = (operationId: string, statuses: string[], extra: Partial<ContractOperation> = {}) =>
  ({
    spec: 'admin-api',
    operationId,
    method: 'get',
    path: `/${operationId}`,
    transport: 'bearer-json',
    tags: [],
    summary: '',
    parameters: [],
    responses: statuses.map((status) => ({ status, examples: [] })),
    ...extra,
  }) as ContractOperation;

it('counts each declared answer seen once, and says why the others were not', () => {
  const ops = [
    op('getThing', ['200', '401', '403', '4XX', '503'], {
      orgScope: { in: 'path', name: 'orgNumber' },
    }),
    op('saveThing', ['200', '401'], { method: 'post' }),
  ];
  const seen = new Map([['getThing', new Set([200, 401, 418])]]);
  const coverage = coverageOf(ops, seen, { includeWrites: false, isolation: false });
  expect(coverage).toMatchObject({ seen: 3, declared: 7, percent: 42.9 });
  const why = Object.fromEntries(
    coverage.rows.filter((r) => !r.seen).map((r) => [`${r.operationId} ${r.status}`, r.why]),
  );
  expect(why).toEqual({
    'getThing 403': 'a refusal of another org: run with --isolation',
    'getThing 503': 'a server fault: the runner does not break the backend to see it',
    'saveThing 200': 'a write: run with --include-writes',
    'saveThing 401': 'a write: run with --include-writes',
  });
  expect(formatCoverageMarkdown(coverage)).toContain('| admin-api | getThing | 4XX | seen |  |');
});
