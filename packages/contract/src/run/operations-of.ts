import { deref, isObject } from '../spec/json-pointer.js';
import type { ContractOperation } from './contract-source.js';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const node = (doc: Json, value: unknown): Json => {
  const resolved = deref(doc, value);
  return isObject(resolved) ? resolved : {};
};

function examplesOf(doc: Json, media: Json): unknown[] {
  const named = isObject(media.examples) ? Object.values(media.examples) : [];
  const values = named.map((example) => node(doc, example).value);
  return 'example' in media ? [media.example, ...values] : values;
}

/**
 * Lists the operations of a bundled spec document in the shape `@guestnet/sdk/spec`'s
 * `listOperations()` gives, for specs read from files.
 *
 * @example
 * operationsOf('dbo', bundleSpec('openapi/dbo.yaml', read));
 */
export function operationsOf(spec: string, doc: Json): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = node(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
        .map((p) => node(doc, p))
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({
          name: String(p.name),
          in: p.in as 'path' | 'query' | 'header',
          required: p.required === true,
          schema: isObject(p.schema) ? p.schema : {},
        }));
      const info: ContractOperation = {
        spec,
        operationId: String(op.operationId ?? `${method} ${path}`),
        method,
        path,
        transport: (op['x-transport'] ?? 'bearer-json') as ContractOperation['transport'],
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        summary: String(op.summary ?? ''),
        parameters,
        responses: Object.entries(node(doc, op.responses)).flatMap(
          ([status, raw]): ContractOperation['responses'] => {
            const content = Object.entries(node(doc, node(doc, raw).content));
            if (content.length === 0) return [{ status, examples: [] }];
            return content.map(([contentType, media]) => {
              const m = node(doc, media);
              return {
                status,
                contentType,
                ...(isObject(m.schema) ? { schema: m.schema } : {}),
                examples: examplesOf(doc, m),
              };
            });
          },
        ),
      };
      if (isObject(op['x-cache']))
        info.cache = op['x-cache'] as NonNullable<ContractOperation['cache']>;
      const body = node(doc, op.requestBody);
      const [contentType, media] = Object.entries(node(doc, body.content))[0] ?? [];
      if (contentType) {
        const m = node(doc, media);
        info.requestBody = {
          contentType,
          required: body.required === true,
          schema: isObject(m.schema) ? m.schema : {},
          examples: examplesOf(doc, m),
        };
      }
      operations.push(info);
    }
  }
  return operations;
}
