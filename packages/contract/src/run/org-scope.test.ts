import { describe, expect, it } from 'vitest';
import type { ContractOperation } from './contract-source.js';
import { askedOrgs, lastOfPath, OrgTree, pointerValues, withPointer } from './org-scope.js';

const op = (orgScope: ContractOperation['orgScope'], extra: Partial<ContractOperation> = {}) =>
  ({
    spec: 'dbo',
    operationId: 'x',
    method: 'post',
    path: '/AdminApi/org/tree/{orgNumber}',
    transport: 'dbo',
    tags: [],
    summary: '',
    parameters: [],
    responses: [],
    orgScope,
    ...extra,
  }) as ContractOperation;

describe('org scope pointers', () => {
  it('walks every row of a list with *', () => {
    const page = { Items: [{ OrgNumber: 'GN-1' }, { OrgNumber: 'GN-2' }, { Other: 1 }] };
    expect(pointerValues(page, '/Items/*/OrgNumber')).toEqual(['GN-1', 'GN-2']);
    expect(pointerValues([{ number: 'GN-3' }], '/*/number')).toEqual(['GN-3']);
  });

  it('puts one org where a request names it, a list of orgs included', () => {
    expect(withPointer({ OrgNumber: 'GN-1', Name: 'a' }, '/OrgNumber', 'GN-2')).toEqual({
      OrgNumber: 'GN-2',
      Name: 'a',
    });
    expect(withPointer({ OrgNumbers: ['GN-1', 'GN-4'] }, '/OrgNumbers/*', 'GN-2')).toEqual({
      OrgNumbers: ['GN-2'],
    });
  });

  it('reads the asked org back from the request: path, dbo payload, tree path', () => {
    const byPath = op({ in: 'path', name: 'orgNumber' }, { transport: 'bearer-json' });
    const url = 'http://x/AdminApi/org/tree/GN-1042';
    expect(askedOrgs(byPath, { method: 'GET', url, headers: {} })).toEqual(['GN-1042']);
    const dbo = op({ in: 'body', name: '/OrgNumber' });
    const body = JSON.stringify(['tok', { OrgNumber: 'GN-7' }]);
    expect(askedOrgs(dbo, { method: 'POST', url, headers: {}, body })).toEqual(['GN-7']);
    expect(lastOfPath('GN-1000-GN-1023-GN-1042')).toBe('GN-1042');
    expect(lastOfPath('GN-1042-7')).toBe('GN-1042-7');
  });
});

describe('OrgTree', () => {
  it('learns parents from tree nodes and tells what lies under an org', () => {
    const tree = new OrgTree();
    tree.learn({
      number: 'GN-1023',
      parentNumber: 'GN-1000',
      children: [{ number: 'GN-1042' }, { number: 'GN-1043' }],
    });
    tree.learn({ number: 'GN-1000', parentNumber: null });
    tree.learn({ number: 'GN-2077', parentNumber: 'GN-2000' });
    tree.learn({ number: 'GN-2000', parentNumber: 'GN-1000' });
    expect(tree.ancestors('GN-1042')).toEqual(['GN-1023', 'GN-1000']);
    expect(tree.within('GN-1042', 'GN-1023')).toBe(true);
    expect(tree.within('GN-1042-7', 'GN-1042')).toBe(true);
    expect(tree.within('GN-2077', 'GN-1023')).toBe(false);
    expect(tree.within('GN-1023', 'GN-1042')).toBe(false);
    // Under the root lies every org, those the tree no longer has too.
    expect(tree.within('GN-1099', 'GN-1000')).toBe(true);
    expect(tree.within('GN-1099', 'GN-1023')).toBe(false);
  });
});
