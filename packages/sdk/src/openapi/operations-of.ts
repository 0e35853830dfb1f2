import { deref, isObject } from './json-pointer.js';
import type { SpecName } from './specs.js';

/** How an operation is called, from its `x-transport` (docs/product/calls.md "Three transports"). */
export type Transport = 'bearer-json' | 'anonymous-json' | 'dbo';

/** A JSON Schema (2020-12, as OpenAPI 3.1 writes it); `$ref`s point into its spec's components. */
export type JsonSchema = Record<string, unknown>;

/**
 * One operation of a spec, with its `$ref`s to parameters, bodies, responses and examples
 * resolved; `Spec` is the name the document was listed under.
 */
export interface OperationInfo<Spec extends string = SpecName> {
  spec: Spec;
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
    /**
     * The parameter's `example`, else the value of the first of its `examples`: a value the spec
     * says finds something (`q: silva`); absent when it gives none.
     */
    example?: unknown;
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

/**
 * Lists the operations of one OpenAPI 3.1 document whose `$ref`s are all local (a bundled spec):
 * path-level parameters are merged in; an operation without `operationId` is named
 * `method path`, and one without `x-transport` is `bearer-json`.
 *
 * @example
 * const ops = operationsOf('dbo', bundledDocument);
 * ops.find((op) => op.operationId === 'getDevice')?.path; // '/GuestnetWS/DevApi/dbo/GetDevice'
 */
export function operationsOf<Spec extends string>(spec: Spec, doc: Json): OperationInfo<Spec>[] {
  // Parameters, bodies, responses and examples may be refs; a ref to nothing is a broken spec.
  const node = (value: unknown): Json => {
    const resolved = deref(doc, value);
    if (resolved === undefined && isObject(value) && typeof value.$ref === 'string') {
      throw new Error(`${spec}: unresolved $ref ${value.$ref}`);
    }
    return isObject(resolved) ? resolved : {};
  };
  const parameterExample = (parameter: Json): unknown => {
    if (parameter.example !== undefined) return parameter.example;
    const named = isObject(parameter.examples) ? Object.values(parameter.examples) : [];
    return named.map(node).find((example) => 'value' in example)?.value;
  };
  const examplesOf = (media: Json): unknown[] => {
    const named = isObject(media.examples) ? Object.values(media.examples) : [];
    const values = named.map((example) => node(example).value);
    return 'example' in media ? [media.example, ...values] : values;
  };

  const operations: OperationInfo<Spec>[] = [];
  for (const [path, rawItem] of Object.entries(node(doc.paths))) {
    const item = node(rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
        .map(node)
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => {
          const example = parameterExample(p);
          return {
            name: String(p.name),
            in: p.in as 'path' | 'query' | 'header',
            required: p.required === true,
            schema: isObject(p.schema) ? p.schema : {},
            ...(example === undefined ? {} : { example }),
          };
        });
      const info: OperationInfo<Spec> = {
        spec,
        operationId: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        transport: (op['x-transport'] ?? 'bearer-json') as Transport,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        summary: String(op.summary ?? ''),
        parameters,
        responses: Object.entries(node(op.responses)).flatMap(
          ([status, raw]): OperationInfo['responses'] => {
            const content = Object.entries(node(node(raw).content));
            if (content.length === 0) return [{ status, examples: [] }];
            return content.map(([contentType, media]) => {
              const m = node(media);
              return {
                status,
                contentType,
                ...(isObject(m.schema) ? { schema: m.schema } : {}),
                examples: examplesOf(m),
              };
            });
          },
        ),
      };
      if (isObject(op['x-cache']))
        info.cache = op['x-cache'] as NonNullable<OperationInfo['cache']>;
      const body = node(op.requestBody);
      const [contentType, media] = Object.entries(node(body.content))[0] ?? [];
      if (contentType) {
        const m = node(media);
        info.requestBody = {
          contentType,
          required: body.required === true,
          schema: isObject(m.schema) ? m.schema : {},
          examples: examplesOf(m),
        };
      }
      operations.push(info);
    }
  }
  return operations;
}
