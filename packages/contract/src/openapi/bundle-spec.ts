import { posix } from 'node:path';
import { isObject, jsonPointer } from '@guestnet/sdk/spec';
import { parse } from 'yaml';

/** Reads a spec file's text by its path; `undefined` when it does not exist. */
export type SpecReader = (path: string) => string | undefined;

/**
 * Parses an OpenAPI YAML (or JSON) file and pulls in what its external `$ref`s point to, so the
 * result only has local `#/...` references.
 *
 * A reference into another file's `components` is copied to the same place in this document (as
 * `pnpm generate` does for openapi/_components.yaml); any other external reference is inlined.
 *
 * @example
 * const doc = bundleSpec('openapi/admin-api.yaml', (p) => readFileSync(p, 'utf8'));
 */
export function bundleSpec(entry: string, read: SpecReader): Record<string, unknown> {
  const files = new Map<string, unknown>();
  const load = (path: string): unknown => {
    if (!files.has(path)) {
      const text = read(path);
      if (text === undefined) throw new Error(`Cannot read ${path}`);
      files.set(path, parse(text));
    }
    return files.get(path);
  };
  const root = load(entry);
  if (!isObject(root)) throw new Error(`${entry} is not an OpenAPI document`);
  const own = (root.components ?? {}) as Record<string, Record<string, unknown>>;
  const hoisted: Record<string, Record<string, unknown>> = {};

  const hoist = (file: string, pointer: string): unknown => {
    const segments = pointer.split('/');
    const target = jsonPointer(load(file), pointer);
    if (target === undefined) throw new Error(`${file}#${pointer} does not exist`);
    if (segments.length !== 4 || segments[1] !== 'components') return rewrite(target, file);
    const [, , section = '', name = ''] = segments;
    hoisted[section] ??= {};
    const entries = hoisted[section];
    if (!(name in entries) && !(name in (own[section] ?? {}))) {
      entries[name] = {}; // a placeholder first, so a schema that refers to itself terminates
      entries[name] = rewrite(target, file);
    }
    return { $ref: `#${pointer}` };
  };

  const rewrite = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const [path = '', pointer = ''] = node.$ref.split('#');
      const { $ref: _, ...siblings } = node;
      const local = path === '' && file === entry;
      const target = local
        ? { $ref: node.$ref }
        : hoist(path === '' ? file : posix.join(posix.dirname(file), path), pointer);
      return Object.keys(siblings).length === 0
        ? target
        : { ...(target as object), ...(rewrite(siblings, file) as object) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewrite(v, file)]));
  };

  const result = rewrite(root, entry) as Record<string, unknown>;
  const components = (result.components ?? {}) as Record<string, Record<string, unknown>>;
  for (const [section, entries] of Object.entries(hoisted)) {
    components[section] = { ...entries, ...components[section] };
  }
  if (Object.keys(components).length > 0) result.components = components;
  return result;
}
