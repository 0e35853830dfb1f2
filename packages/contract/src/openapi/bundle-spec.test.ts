import { describe, expect, it } from 'vitest';
import { bundleSpec } from './bundle-spec.js';

const files: Record<string, string> = {
  'openapi/admin-api.yaml': `
openapi: 3.1.0
paths:
  /a:
    get:
      responses:
        "401": { $ref: "./_components.yaml#/components/responses/Unauthorized" }
        "200":
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Local" }
components:
  schemas:
    Local: { $ref: "./shapes/tree.yaml" }
`,
  'openapi/_components.yaml': `
components:
  responses:
    Unauthorized:
      content:
        application/json:
          schema: { $ref: "#/components/schemas/ApiErrorBody" }
  schemas:
    ApiErrorBody:
      oneOf:
        - { type: string }
        - { type: array, items: { $ref: "#/components/schemas/ApiErrorBody" } }
`,
  'openapi/shapes/tree.yaml': `
type: object
properties:
  children: { type: array, items: { $ref: "../_components.yaml#/components/schemas/ApiErrorBody" } }
`,
};
const read = (path: string) => files[path];

describe('bundleSpec', () => {
  const doc = bundleSpec('openapi/admin-api.yaml', read) as {
    paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
  };

  it('copies what another file’s components a ref names into this document, and points at it', () => {
    expect(doc.paths['/a']?.get.responses['401']).toEqual({
      $ref: '#/components/responses/Unauthorized',
    });
    expect(doc.components.responses.Unauthorized).toEqual({
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } },
      },
    });
  });

  it('keeps a component that refers to itself as a local ref instead of looping', () => {
    expect(doc.components.schemas.ApiErrorBody).toEqual({
      oneOf: [
        { type: 'string' },
        { type: 'array', items: { $ref: '#/components/schemas/ApiErrorBody' } },
      ],
    });
  });

  it('inlines a whole-file ref and resolves refs inside it relative to that file', () => {
    expect(doc.components.schemas.Local).toEqual({
      type: 'object',
      properties: {
        children: { type: 'array', items: { $ref: '#/components/schemas/ApiErrorBody' } },
      },
    });
  });

  it('names the file a ref points to when it does not exist', () => {
    const broken = { 'x.yaml': 'paths: { /a: { $ref: "./missing.yaml#/paths/~1a" } }' };
    expect(() => bundleSpec('x.yaml', (p) => broken[p as 'x.yaml'])).toThrow(
      'Cannot read missing.yaml',
    );
  });
});
