import { describe, expect, it } from 'vitest';
import type { ContractOperation, ContractSource } from './contract-source.js';
import { isRead, planWrites } from './operation-plan.js';

const op = (
  operationId: string,
  method: ContractOperation['method'] = 'post',
  required: string[] = [],
) =>
  ({
    spec: 'dbo',
    operationId,
    method,
    path: `/dbo/${operationId}`,
    transport: 'dbo',
    tags: [],
    summary: '',
    parameters: [],
    responses: [],
    requestBody: {
      contentType: 'application/json',
      required: true,
      examples: [],
      schema: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'object', required }] },
    },
  }) satisfies ContractOperation;

const source = {
  resolveSchema: (_op: unknown, schema: unknown) => schema,
} as unknown as ContractSource;

describe('isRead', () => {
  it.each([
    ['getAccount', 'get', true],
    ['listDevices', 'post', true],
    ['getDevice', 'post', true],
    ['searchOrgs', 'get', true],
    ['verifyFeatures', 'post', true],
    ['login', 'post', true],
    ['saveDevice', 'post', false],
    ['deleteDevice', 'post', false],
    ['addOrg', 'post', false],
    ['logout', 'post', false],
    ['getaway', 'post', false],
    ['editPassword', 'put', false],
  ] as const)('%s (%s) is a read: %s', (id, method, read) => {
    expect(isRead(op(id, method))).toBe(read);
  });
});

describe('planWrites', () => {
  it('pairs save, get and delete of an entity into one flow that creates and cleans up', () => {
    const plan = planWrites(source, [op('getDevice'), op('saveDevice'), op('deleteDevice')]);
    expect(plan.flows).toEqual([
      expect.objectContaining({
        entity: 'Device',
        create: expect.objectContaining({ operationId: 'saveDevice' }),
        update: expect.objectContaining({ operationId: 'saveDevice' }),
        delete: expect.objectContaining({ operationId: 'deleteDevice' }),
      }),
    ]);
    expect(plan.irreversible).toEqual([]);
  });

  it('creates with add and updates with save when both exist', () => {
    const plan = planWrites(source, [op('getOrg'), op('saveOrg'), op('addOrg'), op('deleteOrg')]);
    expect(plan.flows[0]?.create?.operationId).toBe('addOrg');
    expect(plan.flows[0]?.update?.operationId).toBe('saveOrg');
  });

  it('writes a singleton back instead of deleting it', () => {
    const plan = planWrites(source, [op('getPortalSettings'), op('savePortalSettings')]);
    expect(plan.flows).toEqual([
      expect.objectContaining({ entity: 'PortalSettings', update: expect.anything() }),
    ]);
    expect(plan.flows[0]?.create).toBeUndefined();
  });

  it('does not take a record read by Id and never deleted (a change set) for a singleton', () => {
    const plan = planWrites(source, [op('getChangeSet', 'post', ['Id']), op('saveChangeSet')]);
    expect(plan.flows).toEqual([]);
    expect(plan.irreversible.map((o) => o.operationId)).toEqual(['saveChangeSet']);
  });

  it('never runs a delete or an Id-only save it cannot undo', () => {
    const ops = [
      op('getAccessCode'),
      op('saveAccessCode', 'post', ['Id']),
      op('deleteAccessCode'),
      op('logout'),
    ];
    const plan = planWrites(source, ops);
    expect(plan.flows).toEqual([]);
    expect(plan.irreversible.map((o) => o.operationId)).toEqual([
      'saveAccessCode',
      'deleteAccessCode',
      'logout',
    ]);
  });
});

describe('planWrites for REST paths', () => {
  const rest = (operationId: string, method: ContractOperation['method'], path: string) => ({
    ...op(operationId, method),
    transport: 'bearer-json' as const,
    path,
  });

  it('pairs POST /things with DELETE /things/{id} and reads through the list', () => {
    const plan = planWrites(source, [
      rest('listImages', 'get', '/assets/{org}/images'),
      rest('uploadImage', 'post', '/assets/{org}/images'),
      rest('deleteImage', 'delete', '/assets/{org}/images/{imageId}'),
      rest('sendFeedback', 'put', '/admin/feedback'),
    ]);
    expect(plan.flows).toEqual([
      expect.objectContaining({
        create: expect.objectContaining({ operationId: 'uploadImage' }),
        read: expect.objectContaining({ operationId: 'listImages' }),
        delete: expect.objectContaining({ operationId: 'deleteImage' }),
        idParam: 'imageId',
      }),
    ]);
    expect(plan.irreversible.map((o) => o.operationId)).toEqual(['sendFeedback']);
  });
});
