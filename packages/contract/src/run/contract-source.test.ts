import { join } from 'node:path';
import { listOperations } from '@guestnet/sdk/spec';
import { expect, it } from 'vitest';
import { bundledContract, fileContract } from './contract-source.js';

const openapi = join(import.meta.dirname, '../../../../openapi');

it('reads the spec files with --spec into the same operations as the bundled specs', () => {
  const files = ['admin-api.yaml', 'authorization.yaml', 'dbo.yaml'].map((f) => join(openapi, f));
  const fromFiles = fileContract(files).operations;
  expect(fromFiles).toEqual(listOperations());
}, 30_000);

it('validates every response example of the spec files as the bundled specs do', () => {
  const files = ['admin-api.yaml', 'authorization.yaml', 'dbo.yaml'].map((f) => join(openapi, f));
  const fromFiles = fileContract(files);
  const bundled = bundledContract();
  let compared = 0;
  for (const op of fromFiles.operations) {
    for (const response of op.responses.filter((r) => /^\d+$/.test(r.status))) {
      for (const example of [...response.examples, { Unexpected: true }]) {
        const status = Number(response.status);
        const ours = fromFiles.validateResponse(op, status, example).valid;
        expect([op.operationId, status, ours]).toEqual([
          op.operationId,
          status,
          bundled.validateResponse(op, status, example).valid,
        ]);
        compared++;
      }
    }
  }
  expect(compared).toBeGreaterThan(200);
}, 30_000);
