// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/decisions/demo-build-time.md: a production build (`vite build`, no mode) carries no mocks,
// whatever its address says, and no MSW worker. Built in a child process: Vitest's own
// NODE_ENV=test would make Vite build a development bundle.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin',
  'vite.js',
);

/** Strings only the mocks, MSW or the worker start carry. */
const MOCK_MARKERS = [
  'mockServiceWorker',
  'demo-worker',
  'startDemoWorker',
  '[MSW]',
  'mswjs',
  '@guestnet/mocks',
  'mocks/src/',
];

let outDir = '';
let files: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'guestnet-console-production-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  }
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env },
  );
  files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('a production build of the console', () => {
  it('emits both pages', () => {
    expect(files).toEqual(
      expect.arrayContaining([join('admin', 'index.html'), join('login', 'index.html')]),
    );
  });

  it('emits no MSW worker script', () => {
    expect(
      files.filter((file) => file.includes('mockServiceWorker') || file.includes('demo-worker')),
    ).toEqual([]);
  });

  it('emits no chunk that carries the mocks or MSW', () => {
    const carriers = files
      .filter((file) => /\.(js|mjs|html|json)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(join(outDir, file), 'utf8');
        return MOCK_MARKERS.filter((marker) => text.includes(marker)).map((m) => `${file}: ${m}`);
      });
    expect(carriers).toEqual([]);
  });

  it('states the referrer policy in both pages, the console sending no path at all', () => {
    // The console may be framed with the token in its address: its own requests, the first
    // scripts and styles included, must not carry that address (docs/decisions/referrer-policy.md).
    const policies = { admin: 'strict-origin', login: 'strict-origin-when-cross-origin' };
    for (const [page, policy] of Object.entries(policies)) {
      const html = readFileSync(join(outDir, page, 'index.html'), 'utf8');
      expect(html).toContain(`<meta name="referrer" content="${policy}"`);
      // Before the first script or style, or those would go out under the server's policy.
      const meta = html.indexOf('<meta name="referrer"');
      expect(meta).toBeLessThan(html.search(/<script|<link rel="(stylesheet|modulepreload)"/));
    }
  });

  it("names none of the console's first-load files again in its lazy imports' preload lists", () => {
    // docs/decisions/first-load-chunks.md, "Preload lists without the first load".
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const firstLoad = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || firstLoad.has(chunk.file)) return;
      firstLoad.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('admin/index.html');
    // Vite writes every preload list of a chunk into one array of file names at its top; the
    // lazy imports of the first load sit in its chunks (docs/decisions/first-load-chunks.md,
    // "The first loads in a few chunks").
    const named = [...firstLoad]
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const lists = /m\.f=(\[[^\]]*\])/.exec(readFileSync(join(outDir, file), 'utf8'))?.[1];
        return JSON.parse(lists ?? '[]') as string[];
      });
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((file) => firstLoad.has(file))).toEqual([]);
  });

  it("preloads the org tree panel's chunk from the console's page, not once its entry has run", () => {
    // docs/decisions/demo-startup.md, "The tree panel in the first wave".
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const panel = manifest['src/features/org-tree/org-tree-panel.tsx']?.file;
    expect(panel).toBeDefined();
    const html = readFileSync(join(outDir, 'admin', 'index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]*href="/admin-ui/${panel}"`));
  });

  it("preloads the Edit Org screen's chunk, the first screen after Log In, from the console's page", () => {
    // docs/decisions/demo-startup.md, "Round 7".
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const screen = manifest['src/features/org-edit/edit-org.tsx']?.file;
    expect(screen).toBeDefined();
    const html = readFileSync(join(outDir, 'admin', 'index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]*href="/admin-ui/${screen}"`));
  });

  it("links the first screen's stylesheets from the console's page, so none restyles it later", () => {
    // docs/decisions/demo-startup.md, "Round 11": a stylesheet an import inserts once the page
    // has drawn restyles the whole page in one task.
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    const html = readFileSync(join(outDir, 'admin', 'index.html'), 'utf8');
    const styles = [
      ...(manifest['src/features/org-tree/org-tree-panel.tsx']?.css ?? []),
      ...(manifest['src/features/org-edit/edit-org.tsx']?.css ?? []),
    ];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) {
      expect(html).toMatch(new RegExp(`<link rel="stylesheet"[^>]*href="/admin-ui/${style}"`));
    }
    expect(html).not.toMatch(/rel="preload"[^>]*as="style"|as="style"[^>]*rel="preload"/);
  });

  it("carries the form kit, not the list kit, in the first screen's files", () => {
    // docs/decisions/demo-startup.md, "Round 11": Edit Org draws a form and no list.
    const html = readFileSync(join(outDir, 'admin', 'index.html'), 'utf8');
    const named = [...html.matchAll(/href="\/admin-ui\/assets\/([^"]+)"/g)].map(
      ([, file]) => file ?? '',
    );
    expect(named.some((file) => /^kit-form-[^/]+\.js$/.test(file))).toBe(true);
    expect(named.filter((file) => /^kit-(?!form-)[^/]+\.js$/.test(file))).toEqual([]);
  });

  it("carries Spectrum's own strings in English only", () => {
    // docs/decisions/english-only-spectrum-strings.md: the search field's clear button.
    const scripts = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'));
    expect(scripts.some((script) => script.includes('Clear search'))).toBe(true);
    expect(scripts.filter((script) => script.includes('Effacer la recherche'))).toEqual([]);
  });

  it("says the console is loading in the page's own HTML, before any of its scripts has run", () => {
    // docs/decisions/demo-startup.md, "Round 7": the first paint needs no script.
    const html = readFileSync(join(outDir, 'admin', 'index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/role="status"[^>]*>Loading Guestnet Admin…</);
  });
});
