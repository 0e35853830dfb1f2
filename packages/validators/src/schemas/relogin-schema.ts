import * as v from 'valibot';
import { ruleAction } from '../rule-action.js';
import { required } from '../rules/required.js';

/** Whether a realm is already known (the `realm` query parameter or the `LogonRealm` cookie). */
export interface ReloginSchemaOptions {
  readonly realmStored: boolean;
}

const credentials = {
  username: v.pipe(v.string(), ruleAction(required)),
  password: v.pipe(v.string(), ruleAction(required)),
};

// The realm is optional when shown: docs/product/validation.md requires only username and password.
// See docs/decisions/validators-realm-field.md.
const realm = v.optional(v.pipe(v.string(), v.trim()), '');

/** The re-login form when a realm is stored: username and password only. */
export const StoredRealmSchema = v.object(credentials);

/** The re-login form when no realm is stored: username, password and an optional realm. */
export const RealmFieldSchema = v.object({ ...credentials, realm });

/**
 * Makes the schema of a login form that may show a realm field: the re-login dialog, or the login
 * page itself. The realm is part of the form only when none is stored (docs/product/screens.md, docs/product/entities.md).
 *
 * @example
 * const schema = createReloginSchema({ realmStored: readRealmCookie() !== undefined });
 * v.safeParse(schema, { username: 'demo', password: 'demo', realm: ' corp ' }).output
 * // → { username: 'demo', password: 'demo', realm: 'corp' } when no realm is stored
 */
export function createReloginSchema(options: { realmStored: true }): typeof StoredRealmSchema;
export function createReloginSchema(options: { realmStored: false }): typeof RealmFieldSchema;
export function createReloginSchema(
  options: ReloginSchemaOptions,
): typeof StoredRealmSchema | typeof RealmFieldSchema;
export function createReloginSchema(options: ReloginSchemaOptions) {
  return options.realmStored ? StoredRealmSchema : RealmFieldSchema;
}

/** What a re-login form gives once valid; `realm` is present only when the form showed it. */
export type ReloginOutput = v.InferOutput<typeof StoredRealmSchema | typeof RealmFieldSchema>;
