import { describe, expect, it } from 'vitest';
import { sampleValue } from './sample-value.js';

const components: Record<string, Record<string, unknown>> = {
  '#/components/schemas/OrgNumber': { type: 'string', examples: ['GN-1042'] },
};
const resolve = (schema: Record<string, unknown>) =>
  typeof schema.$ref === 'string' ? (components[schema.$ref] ?? {}) : schema;

describe('sampleValue', () => {
  it.each([
    ['an example', { type: 'string', examples: ['lobby'] }, 'lobby'],
    ['a default', { type: 'integer', default: 50 }, 50],
    ['a const', { const: 'revoked' }, 'revoked'],
    ['the first enum value', { enum: ['idea', 'bug'] }, 'idea'],
    ['an email', { type: 'string', format: 'email' }, 'contract.check@example.com'],
    ['a string padded to its minLength', { type: 'string', minLength: 20 }, 'contract-checkxxxxxx'],
    ['a string cut to its maxLength', { type: 'string', maxLength: 8 }, 'contract'],
    ['the minimum of a number', { type: 'integer', minimum: 1 }, 1],
    ['a non-null type of a nullable', { type: ['null', 'boolean'] }, true],
    ['a referenced schema', { $ref: '#/components/schemas/OrgNumber' }, 'GN-1042'],
    [
      'only the required fields of an object',
      {
        type: 'object',
        properties: {
          OrgNumber: { $ref: '#/components/schemas/OrgNumber' },
          Note: { type: 'string' },
        },
        required: ['OrgNumber'],
      },
      { OrgNumber: 'GN-1042' },
    ],
    [
      'a dbo body: the token, then the payload',
      {
        type: 'array',
        prefixItems: [{ type: 'string' }, { type: 'object', required: [] }],
        items: false,
      },
      ['contract-check', {}],
    ],
    ['the first variant of anyOf', { anyOf: [{ type: 'boolean' }, { type: 'string' }] }, true],
  ])('gives %s', (_what, schema, value) => {
    expect(sampleValue(schema, resolve)).toEqual(value);
  });
});
