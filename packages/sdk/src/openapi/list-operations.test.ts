import { describe, expect, it } from 'vitest';
import { getOperation, listOperations, resolveSchema } from './list-operations.js';

describe('listOperations', () => {
  it('lists the operations of every spec, each with a transport, tags, a summary and an error', () => {
    const ops = listOperations();
    expect(new Set(ops.map((op) => op.spec))).toEqual(
      new Set(['admin-api', 'authorization', 'dbo']),
    );
    for (const op of ops) {
      expect(['bearer-json', 'anonymous-json', 'dbo']).toContain(op.transport);
      expect(op.tags.length, op.operationId).toBeGreaterThan(0);
      expect(op.summary, op.operationId).not.toBe('');
      expect(
        op.responses.some((r) => /^[45]/.test(r.status)),
        `${op.operationId} declares an error response`,
      ).toBe(true);
    }
  });

  it('filters by spec', () => {
    const dbo = listOperations('dbo');
    expect(dbo.length).toBeGreaterThan(40);
    expect(dbo.every((op) => op.spec === 'dbo' && op.transport === 'dbo')).toBe(true);
    expect(
      dbo.every((op) => op.method === 'post' && op.path.startsWith('/GuestnetWS/DevApi/dbo/')),
    ).toBe(true);
  });

  it('offers list, get, save and delete for every native entity', () => {
    const ids = new Set(listOperations('dbo').map((op) => op.operationId));
    for (const entity of [
      ['Devices', 'Device'],
      ['PaymentGateways', 'PaymentGateway'],
      ['ServicePlans', 'ServicePlan'],
      ['ConnectionProfiles', 'ConnectionProfile'],
      ['PanMappings', 'PanMapping'],
      ['AccessCodeBatches', 'AccessCodeBatch'],
      ['AccessCodes', 'AccessCode'],
      ['RoleTemplates', 'RoleTemplate'],
      ['Promotions', 'Promotion'],
      ['Conferences', 'Conference'],
      ['MikrotikRouters', 'MikrotikRouter'],
    ] as const) {
      const [plural, one] = entity;
      for (const id of [`list${plural}`, `get${one}`, `save${one}`, `delete${one}`]) {
        expect(ids.has(id), id).toBe(true);
      }
    }
  });
});

describe('getOperation', () => {
  it('describes an operation with its path, cache and resolved parameters', () => {
    const op = getOperation('getOrgTreeNode');
    expect(op).toMatchObject({
      spec: 'admin-api',
      method: 'get',
      path: '/AdminApi/org/tree/{orgNumber}',
      transport: 'bearer-json',
      cache: {},
    });
    expect(op.parameters).toEqual([
      {
        name: 'orgNumber',
        in: 'path',
        required: true,
        schema: { $ref: '#/components/schemas/OrgNumber' },
        example: 'GN-1042',
      },
    ]);
  });

  it('keeps schema refs and resolves example refs', () => {
    const op = getOperation('listOrgTree');
    expect(op.cache).toEqual({ id: 'org-tree-list' });
    const ok = op.responses.find((r) => r.status === '200');
    expect(ok?.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/OrgTreeNode' },
    });
    expect(ok?.examples[0]).toMatchObject([{ number: 'GN-1000', type: 'Grouping' }]);
  });

  it('gives a dbo body as a [token, payload] tuple', () => {
    const body = getOperation('saveDevice').requestBody;
    expect(body?.contentType).toBe('application/json');
    expect(body?.schema).toMatchObject({
      type: 'array',
      prefixItems: [
        { $ref: '#/components/schemas/AccessToken' },
        { $ref: '#/components/schemas/DeviceInput' },
      ],
    });
  });

  it('throws on an unknown operationId', () => {
    expect(() => getOperation('nope')).toThrow('Unknown operationId "nope"');
  });
});

describe('resolveSchema', () => {
  it('follows a top-level $ref and leaves other schemas alone', () => {
    expect(resolveSchema('admin-api', { $ref: '#/components/schemas/Member' })).toMatchObject({
      required: ['Username', 'IsSsoUser'],
    });
    expect(resolveSchema('dbo', { type: 'string' })).toEqual({ type: 'string' });
  });
});
