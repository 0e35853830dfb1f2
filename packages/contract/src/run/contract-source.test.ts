import { join } from 'node:path';
import { listOperations } from '@guestnet/sdk/spec';
import { expect, it } from 'vitest';
import { bundledContract, fileContract } from './contract-source.js';

const openapi = join(import.meta.dirname, '../../../../openapi');

it('reads the spec files with --spec into the same operations as the bundled specs', () => {
  const files = ['admin-api.yaml', 'authorization.yaml', 'dbo.yaml'].map((f) => join(openapi, f));
  const fromFiles = fileContract(files).operations;
  expect(fromFiles).toEqual(bundledContract().operations);
  // The SDK's listing, plus the marks the runner reads itself.
  expect(fromFiles.map(({ orgScope: _, safe: __, ...op }) => op)).toEqual(listOperations());
}, 30_000);

it('reads the tenancy and safety marks and the write-only fields of the specs', () => {
  const source = bundledContract();
  const byId = (id: string) => source.operations.find((op) => op.operationId === id);
  expect(byId('getOrgTreeNode')?.orgScope).toEqual({
    in: 'path',
    name: 'orgNumber',
    answer: '/number',
    refusal: 404,
  });
  expect(byId('listOrgTree')?.orgScope).toEqual({ answer: '/*/number' });
  expect(byId('getDevice')?.safe).toBe(true);
  // A positive call sends a parameter's example: Find Accounts looks for a name it finds.
  const examples = Object.fromEntries(
    (byId('findGuestAccounts')?.parameters ?? []).map((p) => [p.name, p.example]),
  );
  expect(examples).toMatchObject({ q: 'silva', field: 'name' });
  expect(byId('saveDevice')?.safe).toBeUndefined();
  expect(source.writeOnlyFields(byId('saveDevice') as never).has('RadiusSecret')).toBe(true);
});

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
