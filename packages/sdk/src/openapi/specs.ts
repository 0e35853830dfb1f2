import { adminApiSpec } from '../generated/admin-api.spec.gen.js';
import { authorizationSpec } from '../generated/authorization.spec.gen.js';
import { dboSpec } from '../generated/dbo.spec.gen.js';

/** The three specs of openapi/, by their file name. */
export type SpecName = 'admin-api' | 'authorization' | 'dbo';

/**
 * The bundled OpenAPI documents as JSON: shared components are copied in at generate time, so
 * every `$ref` is local to its document.
 *
 * @example
 * const info = specs['admin-api'].info; // { title: 'Guestnet AdminApi', ... }
 */
export const specs: Record<SpecName, Record<string, unknown>> = {
  'admin-api': adminApiSpec,
  authorization: authorizationSpec,
  dbo: dboSpec,
};

/** The spec names, in a stable order. */
export const specNames: readonly SpecName[] = ['admin-api', 'authorization', 'dbo'];
