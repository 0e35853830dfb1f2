/**
 * Reads the value a JSON pointer (`/components/schemas/Member`, RFC 6901) names inside a document.
 *
 * @example
 * jsonPointer(doc, '/components/schemas/Member'); // the Member schema, or undefined
 */
export function jsonPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let node = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * True for a plain JSON object (not an array, not null).
 *
 * @example
 * isObject({}); // true; isObject([]) and isObject(null) are false
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Follows local `$ref`s (`#/...`) until it reaches a value that is not a reference; `undefined`
 * when a reference points at nothing, and an external reference is returned as it is.
 *
 * OpenAPI 3.1 allows siblings beside `$ref`; they are laid over the target, as JSON Schema 2020-12
 * applies both.
 *
 * @example
 * deref(doc, { $ref: '#/components/schemas/Member' }); // the Member schema
 */
export function deref(document: unknown, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const { $ref, ...siblings } = current;
    if (!$ref.startsWith('#')) return current;
    const target = jsonPointer(document, $ref.slice(1));
    current =
      Object.keys(siblings).length > 0 && isObject(target) ? { ...target, ...siblings } : target;
  }
  return current;
}
