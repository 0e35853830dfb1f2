import { readRepoYaml } from './openapi-yaml.js';

/** A property of a dbo schema, `$ref`s followed: the keywords the entity schemas must match. */
export interface ContractProperty {
  readonly type: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly string[];
  readonly items?: ContractProperty;
}

/** An object schema of openapi/dbo.yaml: its properties and the names it requires. */
export interface ContractSchema {
  readonly properties: Readonly<Record<string, ContractProperty>>;
  readonly required: readonly string[];
}

const dbo = readRepoYaml('openapi/dbo.yaml');
const components = (dbo.document as { components: Record<string, Record<string, unknown>> })
  .components;

type Node = Record<string, unknown>;

function property(node: Node): ContractProperty {
  let flat: Node = node;
  if (typeof flat.$ref === 'string') {
    const { $ref, ...rest } = flat;
    flat = { ...(dbo.resolve($ref as string) as Node), ...rest };
  }
  if (Array.isArray(flat.anyOf)) {
    // `anyOf: [X, {type: "null"}]`: X that may also be null.
    const { anyOf, ...rest } = flat;
    const options = (anyOf as Node[]).map(property);
    const value = options.filter((option) => !option.type.includes('null'));
    if (value.length !== 1) throw new Error(`anyOf not read: ${JSON.stringify(anyOf)}`);
    flat = { ...value[0], ...rest, type: [...(value[0]?.type ?? []), 'null'] };
  }
  const type = Array.isArray(flat.type) ? flat.type : flat.type === undefined ? [] : [flat.type];
  const items = flat.items === undefined ? {} : { items: property(flat.items as Node) };
  return { ...(flat as object), type: type as string[], ...items };
}

/**
 * An object schema of openapi/dbo.yaml (`components/schemas/{name}`), each property's `$ref` and
 * `anyOf` with null followed, so a test reads `minimum`, `maxLength`, `pattern`, `enum` directly.
 */
export function dboSchema(name: string): ContractSchema {
  const schema = components.schemas?.[name] as Node | undefined;
  if (!schema) throw new Error(`no schema ${name} in openapi/dbo.yaml`);
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, Node>).map(([key, node]) => [
      key,
      property(node),
    ]),
  );
  return { properties, required: (schema.required as string[] | undefined) ?? [] };
}

/**
 * The value of an example of openapi/dbo.yaml (`components/examples/{name}`); for a request, whose
 * value is `[accessToken, payload]`, the payload.
 */
export function dboExample(name: string): unknown {
  const example = components.examples?.[name] as { value: unknown } | undefined;
  if (!example) throw new Error(`no example ${name} in openapi/dbo.yaml`);
  return name.endsWith('Request') && Array.isArray(example.value)
    ? example.value[1]
    : example.value;
}

/** The items of a list example (`{ Items, Total }`). */
export function dboExampleItems(name: string): Record<string, unknown>[] {
  const { Items } = dboExample(name) as { Items: Record<string, unknown>[] };
  return Items;
}

/** A copy of an entity without the keys a form does not hold (`Id`, `OrgNumber`, …). */
export function without(entity: unknown, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entity as Record<string, unknown>).filter(([key]) => !keys.includes(key)),
  );
}

/**
 * Text of `length` characters from a pattern's first `[class]{n,m}` (or `{n}`): the character is
 * the class's first, so `^[0-9]{1,15}$` gives `'0'.repeat(length)`. With the bounds `{n,m}`.
 */
export function quantified(pattern: string): {
  min: number;
  max: number;
  text: (n: number) => string;
} {
  const match = /\[([^\]]+)\]\{(\d+)(?:,(\d+))?\}/.exec(pattern);
  if (!match?.[1] || !match[2]) throw new Error(`no [class]{n,m} in ${pattern}`);
  const char = match[1][0] ?? '';
  const min = Number(match[2]);
  return { min, max: Number(match[3] ?? match[2]), text: (n) => char.repeat(n) };
}
