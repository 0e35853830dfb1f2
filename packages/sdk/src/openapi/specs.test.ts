import { describe, expect, it } from 'vitest';
import { specNames, specs } from './specs.js';

function refs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refs(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refs(value, found);
    }
  }
  return found;
}

function resolve(doc: Record<string, unknown>, ref: string): unknown {
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  return node;
}

describe('the bundled specs', () => {
  it.each(specNames.map((name) => [name]))('%s has only local refs, and each resolves', (name) => {
    const doc = specs[name];
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(resolve(doc, ref), ref).toBeDefined();
    }
  });

  it('carries the shared components into every spec that uses them', () => {
    const schemas = (name: keyof typeof specs) =>
      Object.keys((specs[name].components as { schemas: object }).schemas);
    expect(schemas('admin-api')).toEqual(
      expect.arrayContaining(['ApiErrorBody', 'OrgNumber', 'OrgType']),
    );
    expect(schemas('dbo')).toEqual(expect.arrayContaining(['DboError', 'OrgNumber']));
    expect(schemas('authorization')).toEqual(expect.arrayContaining(['FeatureId', 'RoleRedirect']));
  });
});
