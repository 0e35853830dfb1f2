import {
  deref,
  isObject,
  type JsonSchema,
  type OperationInfo,
  operationsOf,
  SchemaValidator,
  specs,
  type ValidationResult,
} from '@guestnet/sdk/spec';
import { readSpecFiles, type SpecSet } from '../openapi/spec-set.js';

/**
 * Where an org-scoped operation names the org it acts on (the spec's `x-org-scope`): a path or
 * query parameter, or a JSON pointer into the body (dbo: into the payload after the token);
 * `answer` points at the org number in the answer (`*` walks every item of an array), and
 * `feature` is the feature a role must grant on that org.
 */
export interface OrgScope {
  /** Absent when the request names no org (a list of the caller's reach). */
  in?: 'path' | 'query' | 'body';
  name?: string;
  feature?: string;
  answer?: string;
  /** The status of a refusal outside the reach where it is not 403 (org tree reads: 404). */
  refusal?: number;
}

/**
 * An operation the runner checks: the SDK's `OperationInfo`, from any spec name, with the marks
 * the runner reads itself: `x-org-scope` and `x-safe` (a read although not a GET).
 */
export type ContractOperation = OperationInfo<string> & {
  orgScope?: OrgScope;
  safe?: boolean;
};

export type { JsonSchema, ValidationResult };

/** The specs a run checks against: their operations, and validation of bodies against them. */
export interface ContractSource {
  operations: ContractOperation[];
  /** Validates a response body against the schema declared for the status and content type. */
  validateResponse(op: ContractOperation, status: number, body: unknown): ValidationResult;
  /** Validates a request body (for dbo, the whole `[accessToken, payload]` array) against the spec. */
  validateRequest(op: ContractOperation, body: unknown): ValidationResult;
  /** Follows a schema's top-level `$ref`. */
  resolveSchema(op: ContractOperation, schema: JsonSchema): JsonSchema;
  /** The property names the operation's spec declares `writeOnly`: no answer may carry them. */
  writeOnlyFields(op: ContractOperation): ReadonlySet<string>;
}

// Every property declared `writeOnly: true` anywhere in a document (directly or through a $ref).
function writeOnlyNames(doc: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const properties = isObject((node as Record<string, unknown>).properties)
      ? ((node as Record<string, unknown>).properties as Record<string, unknown>)
      : {};
    for (const [name, property] of Object.entries(properties)) {
      if (isObject(deref(doc, property)) && (deref(doc, property) as JsonSchema).writeOnly === true)
        names.add(name);
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(doc);
  return names;
}

// The marks operationsOf leaves out, read from the operation object itself.
function withMarks(doc: Record<string, unknown>, op: ContractOperation): ContractOperation {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const item = deref(doc, paths[op.path]);
  const raw = isObject(item) ? deref(doc, item[op.method]) : undefined;
  if (!isObject(raw)) return op;
  const scope = raw['x-org-scope'];
  const marked: ContractOperation = { ...op };
  if (isObject(scope)) {
    const where = ['path', 'query', 'body'].includes(String(scope.in)) ? scope.in : undefined;
    marked.orgScope = {
      ...(where && typeof scope.name === 'string'
        ? { in: where as NonNullable<OrgScope['in']>, name: scope.name }
        : {}),
      ...(typeof scope.feature === 'string' ? { feature: scope.feature } : {}),
      ...(typeof scope.answer === 'string' ? { answer: scope.answer } : {}),
      ...(typeof scope.refusal === 'number' ? { refusal: scope.refusal } : {}),
    };
  }
  if (raw['x-safe'] === true) marked.safe = true;
  return marked;
}

// One listing and one validator per document, from `@guestnet/sdk/spec`, whatever the source.
function contractOf(documents: SpecSet): ContractSource {
  const validators = new Map(
    Object.entries(documents).map(([name, doc]) => [name, new SchemaValidator(doc)]),
  );
  const validatorOf = (op: ContractOperation) => {
    const validator = validators.get(op.spec);
    if (!validator) throw new Error(`No spec named ${op.spec}`);
    return validator;
  };
  const writeOnly = new Map(
    Object.entries(documents).map(([name, doc]) => [name, writeOnlyNames(doc)]),
  );
  return {
    operations: Object.entries(documents).flatMap(([name, doc]) =>
      operationsOf(name, doc).map((op) => withMarks(doc, op)),
    ),
    validateResponse: (op, status, body) => validatorOf(op).response(op, status, body),
    validateRequest: (op, body) => validatorOf(op).request(op, body),
    resolveSchema: (op, schema) => validatorOf(op).resolve(schema),
    writeOnlyFields: (op) => writeOnly.get(op.spec) ?? new Set(),
  };
}

/**
 * The specs bundled in `@guestnet/sdk/spec` (admin-api, authorization, dbo), the default of
 * `guestnet-contract run`.
 *
 * @example
 * const source = bundledContract();
 * source.operations.length; // every operation of the three specs
 */
export function bundledContract(): ContractSource {
  return contractOf(specs);
}

/**
 * The specs in the given files (`--spec FILE…`), bundled by the runner, so a team can check its
 * backend against its own copy of the specs.
 *
 * @example
 * const source = fileContract(['openapi/dbo.yaml']);
 */
export function fileContract(paths: string[]): ContractSource {
  return contractOf(readSpecFiles(paths));
}
