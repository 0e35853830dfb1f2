import { conferencesOverlap } from './conferences.js';

type Entity = Record<string, unknown>;

/**
 * What the backend refuses of a save beyond the contract and the unique names: changing a
 * built-in role template (a new one is never built in), and a conference in a room another
 * conference holds at the same time, named both. The message, or `undefined` to save.
 * `record` is what would be stored; a new role template's `BuiltIn` is set to false here.
 */
export function refusedSave(
  entityName: string,
  record: Entity,
  existing: Entity | undefined,
  others: Iterable<Entity>,
): string | undefined {
  if (entityName === 'RoleTemplate') {
    if (existing?.BuiltIn === true) return builtInMessage(existing);
    record.BuiltIn = false;
  }
  if (entityName === 'Conference') {
    for (const other of others) {
      if (other.Id === record.Id) continue;
      const room = conferencesOverlap(record, other);
      if (room) {
        return `Conference “${String(record.Name)}” overlaps “${String(other.Name)}” in meeting room ${room}.`;
      }
    }
  }
  return undefined;
}

/** What the backend refuses of a delete: a built-in role template. */
export function refusedDelete(entityName: string, existing: Entity): string | undefined {
  return entityName === 'RoleTemplate' && existing.BuiltIn === true
    ? builtInMessage(existing)
    : undefined;
}

const builtInMessage = (template: Entity) =>
  `“${String(template.Name)}” is a built-in role template and cannot be changed. Copy it to make your own.`;
