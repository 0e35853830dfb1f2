import { describe, expect, it } from 'vitest';
import { bundledContract, type ContractOperation } from './contract-source.js';
import { generatedInput } from './generated-input.js';
import { buildRequest, type RequestContext } from './request-builder.js';

const source = bundledContract();
const op = (id: string) => source.operations.find((o) => o.operationId === id) as ContractOperation;
const context = (seed: number): RequestContext => ({
  baseUrl: 'http://backend.test',
  token: 'tok',
  seed,
  source,
});

describe('generatedInput', () => {
  it('adds seeded optional fields to a list call, keeping the org it names', () => {
    const input = generatedInput(op('listDevices'), context(1));
    expect(input?.payload).toMatchObject({ OrgNumber: expect.any(String) });
    const payload = input?.payload as Record<string, unknown>;
    expect(Object.keys(payload).length).toBeGreaterThan(1);
    expect(source.validateRequest(op('listDevices'), ['tok', payload])).toEqual({ valid: true });
  });

  it('gives the same call for the same seed and another call for other seeds', () => {
    const of = (seed: number) => JSON.stringify(generatedInput(op('listDevices'), context(seed)));
    expect(of(7)).toBe(of(7));
    const seen = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(of));
    expect(seen.size).toBeGreaterThan(4);
  });

  it('leaves patterned strings alone, since a free value could name something the backend lacks', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      expect(generatedInput(op('listDevices'), context(seed))?.payload).not.toHaveProperty('Sort');
    }
  });

  it('sends optional query parameters only in the generated call', () => {
    const check = op('checkAuthorization');
    const input = generatedInput(check, context(1));
    expect(input?.params).toHaveProperty('app');
    expect(buildRequest(check, context(1), input).url).toMatch(/[?&]app=/);
    expect(buildRequest(check, context(1)).url).not.toMatch(/[?&]app=/);
  });

  it('makes no generated call for an operation with nothing optional', () => {
    expect(generatedInput(op('getDevice'), context(1))).toBeUndefined();
  });
});
