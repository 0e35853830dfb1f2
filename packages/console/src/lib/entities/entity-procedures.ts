import { type DboClient, type DboProcedure, dboQueryPrefix } from '@guestnet/sdk';

/** What a screen calls one item of an entity and several (`Device`, `Devices`). */
export interface EntityNames {
  singular: string;
  plural: string;
}

/** The dbo procedures of an entity's list and form: read one, save, delete, and the list. */
export interface EntityProcedures {
  get: DboProcedure;
  save: DboProcedure;
  remove: DboProcedure;
  list: DboProcedure;
}

/**
 * The query key prefixes of an entity's list and of its items: invalidating them reads every
 * page and every item of that entity again, in every org.
 *
 * @example
 * await queryClient.invalidateQueries({ queryKey: entityQueryKeys(dbo, DEVICE.procedures).list });
 */
export function entityQueryKeys(dbo: DboClient, procedures: EntityProcedures) {
  return { list: dboQueryPrefix(dbo, procedures.list), item: dboQueryPrefix(dbo, procedures.get) };
}
