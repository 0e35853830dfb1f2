import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * Lists the pending changesets in a folder that announce a major release of a `@guestnet/`
 * package, which is what makes a breaking spec change acceptable.
 *
 * @example
 * majorChangesets('.changeset'); // ['drop-legacy-tree.md: @guestnet/sdk']
 */
export function majorChangesets(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const text = readFileSync(join(dir, file), 'utf8');
    // A changeset's front matter maps package names to bump types (changesets' own format).
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
    if (!frontMatter) continue;
    let bumps: unknown;
    try {
      bumps = parse(frontMatter);
    } catch {
      continue;
    }
    if (typeof bumps !== 'object' || bumps === null) continue;
    for (const [name, bump] of Object.entries(bumps)) {
      if (name.startsWith('@guestnet/') && bump === 'major') found.push(`${file}: ${name}`);
    }
  }
  return found;
}
