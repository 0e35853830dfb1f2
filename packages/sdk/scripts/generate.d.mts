/** Lists the specs to generate from: every top-level YAML file in openapi/ not starting with `_`. */
export function specFiles(): string[];
/** The spec's short name: `admin-api.yaml` -> `admin-api`. */
export function specName(file: string): string;
/** Bundles one spec so that every `$ref` is local. */
export function bundle(file: string): Record<string, unknown>;
/** The operations of a bundled document: method + path -> operationId, transport, cache, x-safe and Idempotency-Key. */
export function operationMap(doc: Record<string, unknown>): Record<
  string,
  {
    operationId: string;
    transport: string;
    cache?: { id?: string; static?: boolean };
    safe?: true;
    idempotencyKey?: true;
  }
>;
/** Renders every generated file: file name -> text. */
export function renderAll(): Promise<Map<string, string>>;
/** Returns the names of generated files that differ from what the specs produce now. */
export function staleFiles(): Promise<string[]>;
export const specDir: string;
export const outDir: string;
