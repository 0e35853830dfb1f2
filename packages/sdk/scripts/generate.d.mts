/** Lists the specs to generate from: every top-level YAML file in openapi/. */
export function specFiles(): string[];
/** Renders one spec to the text of its generated file. */
export function render(file: string): Promise<string>;
/** The generated file's path for a spec file name. */
export function outFile(file: string): string;
/** Returns the names of generated files that differ from what the specs produce now. */
export function staleFiles(): Promise<string[]>;
export const specDir: string;
export const outDir: string;
