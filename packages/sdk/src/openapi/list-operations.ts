import { type JsonSchema, type OperationInfo, operationsOf } from './operations-of.js';
import { SchemaValidator } from './schema-validator.js';
import { type SpecName, specNames, specs } from './specs.js';

let cache: Map<string, OperationInfo> | undefined;

function all(): Map<string, OperationInfo> {
  if (cache) return cache;
  cache = new Map();
  for (const spec of specNames) {
    for (const info of operationsOf(spec, specs[spec])) {
      // The three specs share one client per operationId, so an id names one operation in all.
      if (cache.has(info.operationId)) throw new Error(`Duplicate operationId ${info.operationId}`);
      cache.set(info.operationId, info);
    }
  }
  return cache;
}

const validators = new Map<SpecName, SchemaValidator>();

/**
 * The schema validator of one bundled spec, made on first use.
 *
 * @example
 * validatorOf('dbo').request(getOperation('getDevice'), ['token', { OrgNumber: 'GN-1042', Id: 1 }]);
 */
export function validatorOf(spec: SpecName): SchemaValidator {
  let validator = validators.get(spec);
  if (!validator) {
    validator = new SchemaValidator(specs[spec]);
    validators.set(spec, validator);
  }
  return validator;
}

/**
 * Lists the operations of one bundled spec, or of all three.
 *
 * @example
 * const dbo = listOperations('dbo').filter((op) => op.transport === 'dbo');
 */
export function listOperations(spec?: SpecName): OperationInfo[] {
  const ops = [...all().values()];
  return spec ? ops.filter((op) => op.spec === spec) : ops;
}

/**
 * Finds an operation by its operationId in any bundled spec; throws when there is none.
 *
 * @example
 * getOperation('getAccount').path; // '/AdminApi/admin/account'
 */
export function getOperation(operationId: string): OperationInfo {
  const info = all().get(operationId);
  if (!info) throw new Error(`Unknown operationId "${operationId}"`);
  return info;
}

/**
 * Follows a top-level `$ref` (`#/components/schemas/X`) of a schema to the schema it names.
 *
 * @example
 * resolveSchema('admin-api', { $ref: '#/components/schemas/Member' }).required; // ['Username', ...]
 */
export function resolveSchema(spec: SpecName, schema: JsonSchema): JsonSchema {
  return validatorOf(spec).resolve(schema);
}
