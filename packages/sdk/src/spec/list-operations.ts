import { type JsonSchema, type SpecName, specNames, specs, type Transport } from './specs.js';

/** One operation of a spec, with its `$ref`s to parameters, bodies, responses and examples resolved. */
export interface OperationInfo {
  spec: SpecName;
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As in the spec, e.g. `/AdminApi/org/tree/{orgNumber}`. */
  path: string;
  transport: Transport;
  cache?: { id?: string; static?: boolean };
  tags: string[];
  summary: string;
  parameters: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { contentType: string; required: boolean; schema: JsonSchema; examples: unknown[] };
  responses: Array<{
    status: string;
    contentType?: string;
    schema?: JsonSchema;
    examples: unknown[];
  }>;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Follows `#/components/...` refs of non-schema objects (parameters, bodies, responses, examples).
function deref(spec: SpecName, value: unknown): Json {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 20; hops++) {
    let target: unknown = specs[spec];
    for (const part of node.$ref.replace(/^#\//, '').split('/')) {
      target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (target === undefined) throw new Error(`${spec}: unresolved $ref ${node.$ref}`);
    node = target;
  }
  return isObject(node) ? node : {};
}

function examplesOf(spec: SpecName, media: Json): unknown[] {
  const named = isObject(media.examples) ? Object.values(media.examples) : [];
  const values = named.map((example) => deref(spec, example).value);
  return 'example' in media ? [media.example, ...values] : values;
}

function toInfo(spec: SpecName, path: string, method: OperationInfo['method'], op: Json) {
  const body = op.requestBody ? deref(spec, op.requestBody) : undefined;
  const bodyMedia = body && isObject(body.content) ? Object.entries(body.content)[0] : undefined;
  const info: OperationInfo = {
    spec,
    operationId: String(op.operationId),
    method,
    path,
    transport: op['x-transport'] as Transport,
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    summary: String(op.summary ?? ''),
    parameters: (Array.isArray(op.parameters) ? op.parameters : [])
      .map((p) => deref(spec, p))
      .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
      .map((p) => ({
        name: String(p.name),
        in: p.in as 'path' | 'query' | 'header',
        required: p.required === true,
        schema: isObject(p.schema) ? p.schema : {},
      })),
    responses: Object.entries(isObject(op.responses) ? op.responses : {}).flatMap(
      ([status, raw]): OperationInfo['responses'] => {
        const response = deref(spec, raw);
        const content = isObject(response.content) ? Object.entries(response.content) : [];
        if (content.length === 0) return [{ status, examples: [] }];
        return content.map(([contentType, media]) => {
          const m = isObject(media) ? media : {};
          return {
            status,
            contentType,
            ...(isObject(m.schema) ? { schema: m.schema } : {}),
            examples: examplesOf(spec, m),
          };
        });
      },
    ),
  };
  if (isObject(op['x-cache'])) info.cache = op['x-cache'] as NonNullable<OperationInfo['cache']>;
  if (body && bodyMedia) {
    const media = isObject(bodyMedia[1]) ? bodyMedia[1] : {};
    info.requestBody = {
      contentType: bodyMedia[0],
      required: body.required === true,
      schema: isObject(media.schema) ? media.schema : {},
      examples: examplesOf(spec, media),
    };
  }
  return info;
}

let cache: Map<string, OperationInfo> | undefined;

function all(): Map<string, OperationInfo> {
  if (cache) return cache;
  cache = new Map();
  for (const spec of specNames) {
    const paths = specs[spec].paths;
    for (const [path, item] of Object.entries(isObject(paths) ? paths : {})) {
      for (const method of METHODS) {
        const op = isObject(item) ? item[method] : undefined;
        if (!isObject(op)) continue;
        const info = toInfo(spec, path, method, op);
        if (cache.has(info.operationId))
          throw new Error(`Duplicate operationId ${info.operationId}`);
        cache.set(info.operationId, info);
      }
    }
  }
  return cache;
}

/**
 * Lists the operations of one spec, or of all three.
 *
 * @example
 * const dbo = listOperations('dbo').filter((op) => op.transport === 'dbo');
 */
export function listOperations(spec?: SpecName): OperationInfo[] {
  const ops = [...all().values()];
  return spec ? ops.filter((op) => op.spec === spec) : ops;
}

/**
 * Finds an operation by its operationId in any spec; throws when there is none.
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
  return deref(spec, schema);
}
