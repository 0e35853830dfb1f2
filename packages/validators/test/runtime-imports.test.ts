import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../package.json' with { type: 'json' };

const src = join(import.meta.dirname, '..', 'src');
const shipped = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
  .map((file) => join(src, file));

describe('what the published package pulls in', () => {
  it('asks for valibot as its only runtime package, as a peer the user installs', () => {
    // docs/decisions/validators-valibot-peer.md
    expect(Object.keys(manifest.peerDependencies)).toEqual(['valibot']);
    expect('dependencies' in manifest).toBe(false);
  });

  it.each(shipped.map((file) => [relative(src, file), file]))(
    '%s imports only valibot and its own files',
    (_, file) => {
      const code = readFileSync(file, 'utf8');
      const specifiers = [...code.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
        (match) => match[1] ?? match[2],
      );
      for (const specifier of specifiers) {
        expect(specifier === 'valibot' || /^\.\.?\/.*\.js$/.test(specifier ?? '')).toBe(true);
      }
    },
  );
});
