import { deref, isObject } from '@guestnet/sdk/spec';
import type { SpecSet } from '../openapi/spec-set.js';
import { diffOperation } from './operation-diff.js';
import type { SpecChange } from './spec-change.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function pathsOf(doc: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const result: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(paths)) {
    const resolved = deref(doc, item);
    if (isObject(resolved)) result[path] = resolved;
  }
  return result;
}

const methodsOf = (item: Record<string, unknown>) => METHODS.filter((m) => isObject(item[m]));

/**
 * Compares two versions of a set of specs and classifies each difference as breaking or not.
 *
 * See docs/decisions/contract-diff-classification.md for the rules.
 *
 * @example
 * const changes = diffSpecs(readSpecsAtRevision('v1.0.0', 'openapi'), readSpecFiles(['openapi']));
 * const breaking = changes.filter((c) => c.breaking);
 */
export function diffSpecs(base: SpecSet, head: SpecSet): SpecChange[] {
  const changes: SpecChange[] = [];
  const names = [...new Set([...Object.keys(base), ...Object.keys(head)])].sort();
  for (const spec of names) {
    const baseDoc = base[spec];
    const headDoc = head[spec];
    if (!baseDoc || !headDoc) {
      const removed = !headDoc;
      changes.push({
        kind: removed ? 'spec-removed' : 'spec-added',
        breaking: removed,
        spec,
        operation: '',
        location: '',
        message: removed ? `the ${spec} spec was removed` : `new spec ${spec}`,
      });
      if (removed) continue;
    }
    const basePaths = baseDoc ? pathsOf(baseDoc) : {};
    const headPaths = pathsOf(headDoc ?? {});
    for (const path of Object.keys(basePaths).filter((p) => !(p in headPaths))) {
      const methods = methodsOf(basePaths[path] ?? {}).map((m) => m.toUpperCase());
      changes.push({
        kind: 'path-removed',
        breaking: true,
        spec,
        operation: '',
        location: path,
        message: `path ${path} was removed (${methods.join(', ')})`,
      });
    }
    for (const [path, headItem] of Object.entries(headPaths)) {
      const baseItem = basePaths[path];
      if (baseDoc && !baseItem) {
        const methods = methodsOf(headItem).map((m) => m.toUpperCase());
        changes.push({
          kind: 'path-added',
          breaking: false,
          spec,
          operation: '',
          location: path,
          message: `new path ${path} (${methods.join(', ')})`,
        });
        continue;
      }
      for (const method of new Set([...methodsOf(baseItem ?? {}), ...methodsOf(headItem)])) {
        const operation = `${method.toUpperCase()} ${path}`;
        const before = baseItem?.[method];
        const after = headItem[method];
        if (!isObject(after) || !isObject(before)) {
          if (!baseDoc) continue; // a new spec is reported once, not per operation
          const removed = !isObject(after);
          changes.push({
            kind: removed ? 'operation-removed' : 'operation-added',
            breaking: removed,
            spec,
            operation,
            location: '',
            message: removed ? `${operation} was removed` : `new operation ${operation}`,
          });
          continue;
        }
        const context = { spec, operation, baseDoc: baseDoc ?? {}, headDoc: headDoc ?? {} };
        changes.push(...diffOperation(context, baseItem ?? {}, before, headItem, after));
      }
    }
  }
  return changes;
}
