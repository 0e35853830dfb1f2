import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  type Connect,
  defaultClientConditions,
  defineConfig,
  loadEnv,
  type Plugin,
  type Rollup,
} from 'vite';
import { loadMocks } from './scripts/load-mocks.ts';
import { tldtsDefaultRule } from './scripts/tldts-default-rule.ts';
import { CONSOLE_FILES_META } from './src/login/prefetch-console.ts';

const BASE = '/admin-ui/';
const require = createRequire(import.meta.url);

/**
 * Serves (dev) and emits (demo builds) the demo's service worker at /admin-ui/demo-worker.js,
 * which imports MSW's own at /admin-ui/mockServiceWorker.js (not committed: it comes from the
 * installed msw). A production build carries no mocks (src/lib/platform/demo.ts), so it emits
 * no worker either. docs/decisions/demo-build-time.md, docs/decisions/demo-worker-assets.md
 */
function mswWorker(): Plugin {
  const msw = require.resolve('msw/mockServiceWorker.js');
  const demo = fileURLToPath(new URL('./src/lib/platform/demo-worker.js', import.meta.url));
  const workers = { 'mockServiceWorker.js': msw, 'demo-worker.js': demo };
  let emit = false;
  return {
    name: 'guestnet:msw-worker',
    configResolved(config) {
      // The same rule as isDemoBuild(): `--mode demo`, or a development build.
      emit = config.mode === 'demo' || !config.isProduction;
    },
    configureServer(server) {
      for (const [name, file] of Object.entries(workers)) {
        server.middlewares.use(`${BASE}${name}`, (_req, res) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(readFileSync(file));
        });
      }
    },
    generateBundle() {
      if (!emit) return;
      for (const [fileName, file] of Object.entries(workers)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}

/**
 * In demo builds, each page's HTML names the mocks chunk (and the chunks it imports, statically
 * or as its worker starts) as a modulepreload of low priority, so its download starts beside the
 * page's own scripts instead of after they have run: the page renders meanwhile and only its API
 * calls wait for the mock worker. docs/decisions/demo-startup.md
 */
function preloadDemoMocks(): Plugin {
  let demo = false;
  return {
    name: 'guestnet:preload-demo-mocks',
    apply: 'build',
    configResolved(config) {
      demo = config.mode === 'demo';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        // The login page starts the mocks once its fields are painted (src/login/main.tsx).
        if (!demo || !bundle || path.includes('/login/')) return;
        const mocks = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            /[\\/]mocks[\\/]src[\\/]browser\.ts$/.test(output.facadeModuleId ?? ''),
        );
        if (mocks?.type !== 'chunk') return;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(mocks.fileName);
        // The routes' chunk, which the mocks import as their worker starts (demo-routing.ts).
        for (const imported of mocks.dynamicImports) visit(imported);
        return [...files]
          .filter((fileName) => !html.includes(`${BASE}${fileName}`))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${BASE}${fileName}`,
              // After the page's own scripts, which the first paint needs.
              fetchpriority: 'low',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The mocks' Node middleware in the dev and preview servers: MSW's worker cannot answer frame
 * navigations, so the legacy stand-in pages come from here, and so does the breach range
 * service (for pages running without the worker). docs/decisions/demo-server.md.
 */
function mockPages(): Plugin {
  let handle: Promise<Connect.NextHandleFunction> | undefined;
  const middleware = (): Promise<Connect.NextHandleFunction> => {
    handle ??= loadMocks().then(({ BREACH_RANGE_BASE, createMockMiddleware }) => {
      const pages = createMockMiddleware({ pagesOnly: true });
      const all = createMockMiddleware();
      return (req, res, next) => {
        if ((req.url ?? '').startsWith(`${BREACH_RANGE_BASE}/`)) all(req, res, next);
        else pages(req, res, next);
      };
    });
    return handle;
  };
  const use: Connect.NextHandleFunction = (req, res, next) => {
    middleware().then((run) => run(req, res, next), next);
  };
  return {
    name: 'guestnet:mock-pages',
    configureServer: (server) => void server.middlewares.use(use),
    configurePreviewServer: (server) => void server.middlewares.use(use),
  };
}

/**
 * The console pins `colorScheme="light"` (docs/decisions/light-theme-only.md), so the dark
 * variables that React Spectrum's `lightTheme` imports can never apply: answer them with empty
 * modules and keep them out of the first load. Matches by file name; if Spectrum renames the
 * file, nothing breaks: the variables simply come back.
 */
function lightThemeOnly(): Plugin {
  const DARK = /[/\\]vars_spectrum-darkest(?:\.css|_css\.mjs)$/;
  const EMPTY = '\0guestnet:spectrum-darkest';
  return {
    name: 'guestnet:light-theme-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('react-spectrum') || !source.includes('vars_spectrum-darkest')) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DARK.test(resolved.id)) return null;
      return resolved.id.endsWith('.css') ? `${EMPTY}.css` : `${EMPTY}.mjs`;
    },
    load(id) {
      if (id === `${EMPTY}.css`) return '';
      if (id === `${EMPTY}.mjs`) return 'export default {};';
      return null;
    },
  };
}

/**
 * The console speaks English (docs/decisions/english-only-spectrum-strings.md), so Spectrum's and
 * React Aria's own strings (a picker's "Show suggestions", a dialog's "Dismiss") keep their
 * English only: each component's table of strings, which imports all 34 languages, is cut to
 * `en-US`. A browser in another language gets the English strings, as React Aria does for a
 * language it has no strings for; dates and numbers still follow the browser's locale. Matches by
 * the tables' shape; if their shape changes, nothing breaks: the languages simply come back.
 */
function englishOnlySpectrumStrings(): Plugin {
  const TABLE =
    /[/\\]node_modules[/\\](?:@adobe[/\\]react-spectrum|react-aria|react-aria-components|react-stately)[/\\]dist[/\\].*[/\\]intlStrings\.mjs$/;
  const OTHER_IMPORT = /^import \S+ from "[^"]*[/\\](?!en-US\.)[a-z]{2}-[A-Z]{2}\.mjs";\r?\n/gm;
  const OTHER_ENTRY = /^\s+"(?!en-US")[a-z]{2}-[A-Z]{2}": \S+?,?\r?\n/gm;
  return {
    name: 'guestnet:english-only-spectrum-strings',
    enforce: 'pre',
    transform(code, id) {
      if (!TABLE.test(id)) return null;
      const english = code.replace(OTHER_IMPORT, '').replace(OTHER_ENTRY, '');
      // Only a table cut down to its English entry and import, nothing else.
      const entries = english.match(/^\s+"[a-z]{2}-[A-Z]{2}":/gm) ?? [];
      if (entries.length !== 1 || !/"en-US":/.test(english)) return null;
      return { code: english, map: null };
    },
  };
}

/** The org tree's panel: loaded by every console page as it starts (`preloadOrgTreePanel`). */
const ORG_TREE_PANEL = /[\\/]features[\\/]org-tree[\\/]org-tree-panel\.tsx$/;

/**
 * The Edit Org screen: the console's first screen after Log In (the index route redirects to
 * it), and the screen a reload of it shows.
 */
const EDIT_ORG_SCREEN = /[\\/]features[\\/]org-edit[\\/]edit-org\.tsx$/;

/**
 * The chunk of the module `facade` matches and the chunks and styles it imports, leaving out
 * those the console's entry imports and those listed in `without`.
 */
function lazyChunkFiles(
  bundle: Rollup.OutputBundle,
  facade: RegExp,
  without: ReadonlySet<string> = new Set(),
): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const lazy = chunks.find((chunk) => facade.test(chunk.facadeModuleId ?? ''));
  const admin = chunks.find(
    (chunk) => chunk.isEntry && /[\\/]admin[\\/]index\.html$/.test(chunk.facadeModuleId ?? ''),
  );
  if (!lazy || !admin) return { scripts: [], styles: [] };
  const closure = (fileName: string, files = new Set<string>()) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return files;
    files.add(fileName);
    for (const imported of chunk.imports) closure(imported, files);
    return files;
  };
  const loaded = closure(admin.fileName);
  const scripts = [...closure(lazy.fileName)].filter(
    (file) => !loaded.has(file) && !without.has(file),
  );
  const styles = new Set<string>();
  for (const file of scripts) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk')
      for (const css of chunk.viteMetadata?.importedCss ?? []) {
        if (!without.has(css)) styles.add(css);
      }
  }
  return { scripts, styles: [...styles] };
}

/**
 * The org tree panel's chunk and the chunks and styles it imports, which the console's entry does
 * not: what the first tree row waits for beside the org list.
 */
function orgTreePanelFiles(bundle: Rollup.OutputBundle): { scripts: string[]; styles: string[] } {
  return lazyChunkFiles(bundle, ORG_TREE_PANEL);
}

/**
 * The Edit Org screen's files that neither the console's entry nor the tree panel loads: what
 * the first screen's frame and its org's details wait for after Log In.
 */
function editOrgFiles(bundle: Rollup.OutputBundle): { scripts: string[]; styles: string[] } {
  const panel = orgTreePanelFiles(bundle);
  return lazyChunkFiles(bundle, EDIT_ORG_SCREEN, new Set([...panel.scripts, ...panel.styles]));
}

/**
 * The console's page names the files of the org tree panel (see {@link orgTreePanelFiles}) and
 * then of the Edit Org screen (see {@link editOrgFiles}) as preloads, so they download in the
 * page's first wave instead of once its entry has run and asked for them: after Log In the panel
 * came ~400 ms after the page's own scripts, the org list's answer often before it, and Edit
 * Org's ~55 files were asked for only after the entry and the route had run.
 * Scripts as `modulepreload`, styles as `preload` (applied when the import inserts them, not
 * blocking the first paint). A deep link to another screen fetches Edit Org's files for nothing;
 * most of them are Spectrum's form fields, which the other screens' forms share.
 * docs/decisions/demo-startup.md, "The tree panel in the first wave" and "Round 7".
 */
function preloadOrgTreePanelFiles(): Plugin {
  return {
    name: 'guestnet:preload-org-tree-panel',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        if (!bundle || !path.includes('/admin/')) return;
        const panel = orgTreePanelFiles(bundle);
        const editOrg = editOrgFiles(bundle);
        const scripts = [...panel.scripts, ...editOrg.scripts];
        const styles = [...panel.styles, ...editOrg.styles];
        const named = (file: string) => html.includes(`${BASE}${file}`);
        return [
          ...scripts
            .filter((file) => !named(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${file}` },
              injectTo: 'head' as const,
            })),
          ...styles
            .filter((file) => !named(file))
            .map((file) => ({
              tag: 'link',
              // With CORS, as the import will ask for it.
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${BASE}${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/**
 * In demo builds the login page names, in a meta tag, the files the console's page loads first
 * (its entry's static imports and their styles); the page asks for them once its fields are
 * painted (src/login/prefetch-console.ts), so after Log In the console finds them in the HTTP
 * cache. docs/decisions/demo-startup.md, "The console's files fetched from the login page".
 */
function consoleFilesForLogin(): Plugin {
  let demo = false;
  return {
    name: 'guestnet:console-files-for-login',
    apply: 'build',
    configResolved(config) {
      demo = config.mode === 'demo';
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, path }) {
        if (!demo || !bundle || !path.includes('/login/')) return;
        const admin = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            /[\\/]admin[\\/]index\.html$/.test(output.facadeModuleId ?? ''),
        );
        if (admin?.type !== 'chunk') return;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(admin.fileName);
        // And the org tree panel's, which the console loads as it starts (see above).
        const panel = orgTreePanelFiles(bundle);
        for (const file of [...panel.scripts, ...panel.styles]) files.add(file);
        return [
          {
            tag: 'meta',
            attrs: {
              name: CONSOLE_FILES_META,
              content: [...files].map((fileName) => `${BASE}${fileName}`).join(' '),
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * Leaves out of each lazy import's preload list the chunks the importing chunk has already
 * loaded: its own static imports, which have run before any of its code can import. Vite's
 * list repeats them (the screens table in the console's first load named its ~45 files again for
 * each of 30 screens), and the browser skips them at run time anyway. Only bytes go: every
 * file a lazy chunk needs and the page has not loaded stays in its list.
 * docs/decisions/first-load-chunks.md, "Preload lists without the first load".
 */
function leanPreloadLists(): Plugin {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const closures = new Map<string, Set<string>>();
  const staticClosure = (fileName: string): Set<string> => {
    let files = closures.get(fileName);
    if (files) return files;
    files = new Set();
    const visit = (name: string) => {
      const chunk = bundle[name];
      if (files?.has(name) || chunk?.type !== 'chunk') return;
      files?.add(name);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(fileName);
    closures.set(fileName, files);
    return files;
  };
  return {
    name: 'guestnet:lean-preload-lists',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== 'js') return deps;
            const loaded = staticClosure(hostId);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    generateBundle: {
      // Before Vite's own hook writes the lists.
      order: 'pre',
      handler(_options, output) {
        bundle = output as typeof bundle;
        closures.clear();
      },
    },
  };
}

/** Spectrum and the React Aria libraries under it. */
const SPECTRUM =
  /[\\/]node_modules[\\/](@react-spectrum|@react-aria|@react-stately|@internationalized|@spectrum-icons|@adobe)[\\/]/;

/**
 * The modules each page's entry imports statically, directly or not: read from the module graph
 * once it is complete, before chunking, for {@link firstLoadGroup}. A library's index that
 * re-exports everything (Spectrum's) makes this more than the page runs: the bundler's
 * `$initial` tag says which modules a page really runs first.
 */
const firstLoads = { login: new Set<string>(), admin: new Set<string>() };

function firstLoadModules(): Plugin {
  return {
    name: 'guestnet:first-load-modules',
    apply: 'build',
    buildEnd() {
      for (const [page, modules] of Object.entries(firstLoads)) {
        modules.clear();
        const entry = [...this.getModuleIds()].find((id) =>
          new RegExp(`[\\\\/]${page}[\\\\/]index\\.html$`).test(id),
        );
        const visit = (id: string) => {
          if (modules.has(id)) return;
          modules.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        if (entry) visit(entry);
      }
    },
  };
}

/**
 * The chunk of a module a page runs first (`$initial`): one the two pages share, one of the
 * console's and one of the login page's, instead of the ~50 pieces the bundler cut them into by
 * which lazy screens also import them, each a request of its own before the console could
 * render. The entries stay in their own chunks (the pages' manifest entries). A module only the
 * console runs but that the login page's entry reaches through a library index goes to the
 * shared chunk: the login page runs about 5 kB more.
 * docs/decisions/first-load-chunks.md, "The first loads in a few chunks".
 */
function firstLoadGroup(id: string): string | null {
  if (/\.html$|[\\/]src[\\/](login[\\/])?main\.tsx$/.test(id)) return null;
  if (!firstLoads.admin.has(id)) return 'login-first-load';
  return firstLoads.login.has(id) ? 'first-load-shared' : 'console-first-load';
}

/** What the preview server says of a file under `assets/`: its name holds its content's hash. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The preview server (the README's demo, the journeys, the benches) answers the built `assets/`
 * files as immutable: each name carries its content's hash, so a new build never reuses one.
 * Vite's preview sends `no-cache`, and every page load then asked again for each of its ~120
 * scripts and styles (a round trip each, six at a time), those the login page had just loaded
 * too. docs/decisions/demo-startup.md, "Immutable assets".
 */
function immutableAssets(): Plugin {
  return {
    name: 'guestnet:immutable-assets',
    configurePreviewServer(server) {
      const assets = `${BASE}assets/`;
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith(assets)) return next();
        // sirv passes its headers to writeHead, past any header set before it.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
        res.writeHead = ((...args: unknown[]) => {
          for (const arg of args) {
            if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
            const headers = arg as Record<string, unknown>;
            for (const name of Object.keys(headers)) {
              if (name.toLowerCase() === 'cache-control') delete headers[name];
            }
          }
          res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
          return writeHead(...args);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}

/** Deep links under /admin-ui/admin/ are client routes: answer them with the console's page. */
function consoleFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '';
    const path = url.split('?')[0] ?? '';
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      (path === `${BASE}admin` || path.startsWith(`${BASE}admin/`)) &&
      !/\.[a-z0-9]+$/i.test(path)
    ) {
      req.url = `${BASE}admin/index.html${url.slice(path.length)}`;
    }
    next();
  };
  return {
    name: 'guestnet:console-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * The Content-Security-Policy of the built pages (docs/product/README.md security), as a meta tag: no
 * inline or foreign scripts, frames only from this origin and the legacy one, data never run.
 * Dev builds skip it: Vite's hot reload injects inline scripts.
 * docs/decisions/content-security-policy.md
 */
export function contentSecurityPolicy(env: Record<string, string>): string {
  const origins = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin);
  const legacy = origins(env.VITE_LEGACY_ORIGIN);
  const breach = origins(env.VITE_BREACH_BASE_URL ?? 'https://api.pwnedpasswords.com');
  const collector = env.VITE_COLLECTOR_URL?.startsWith('http')
    ? origins(env.VITE_COLLECTOR_URL)
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React Spectrum positions overlays with style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...breach, ...collector],
    'frame-src': ["'self'", ...legacy],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function cspMeta(): Plugin {
  let policy = '';
  return {
    name: 'guestnet:csp',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(loadEnv(config.mode, config.root, 'VITE_'));
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The referrer policy of every page the dev, preview and demo servers answer: other
 * origins see only ours, never a path or query. The built pages carry the same policy as a meta
 * tag (admin/index.html, login/index.html) for servers we do not configure.
 * docs/decisions/referrer-policy.md
 */
export const SECURITY_HEADERS = { 'Referrer-Policy': 'strict-origin-when-cross-origin' };

export default defineConfig({
  base: BASE,
  plugins: [
    lightThemeOnly(),
    englishOnlySpectrumStrings(),
    tldtsDefaultRule(),
    react(),
    mswWorker(),
    preloadDemoMocks(),
    consoleFilesForLogin(),
    preloadOrgTreePanelFiles(),
    leanPreloadLists(),
    firstLoadModules(),
    mockPages(),
    immutableAssets(),
    consoleFallback(),
    cspMeta(),
  ],
  resolve: { conditions: ['@guestnet/source', ...defaultClientConditions] },
  server: { port: 5173, headers: SECURITY_HEADERS },
  preview: { port: 5173, headers: SECURITY_HEADERS },
  build: {
    // The size script reads each entry's first load from the manifest.
    manifest: true,
    rollupOptions: {
      input: { admin: 'admin/index.html', login: 'login/index.html' },
      output: {
        // The native-screen kit in two chunks of its own, so `pnpm size` can hold it to its
        // 45 kB budget: the form kit (ui/form), which the first screen (Edit Org) draws, and the
        // list kit (ui/list and the table engine), which it does not
        // (docs/decisions/demo-startup.md, "Round 11"). react-virtual stays out: the org tree in
        // the first load uses it too.
        codeSplitting: {
          groups: [
            {
              name: 'kit-form',
              // Left out: date-field.tsx and the other field kinds under ui/form/kinds/ (forms
              // load each on first use, ui/form/field-kinds.tsx), and the form engine
              // (use-schema-form.ts, field-binding.ts, @tanstack/react-form), which the login
              // page's forms use too.
              test: (id: string) =>
                /[\\/]src[\\/]ui[\\/]form[\\/]/.test(id) &&
                !/date-field|form[\\/]kinds[\\/]|use-schema-form|field-binding/.test(id),
              includeDependenciesRecursively: false,
            },
            {
              name: 'kit',
              // Left out: list-search.ts, which the routes in the first load read.
              test: (id: string) =>
                (/[\\/]src[\\/]ui[\\/]list[\\/]/.test(id) && !/list-search/.test(id)) ||
                /@tanstack[\\/](react-table|table-core)[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // React itself, which both pages load first: one chunk rather than the pieces
              // each new lazy screen would otherwise cut it into (each piece costs a request
              // and its own gzip overhead in the first load): docs/decisions/first-load-chunks.md.
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // The router, which the console's first load runs whole.
              name: 'router',
              test: /[\\/]@tanstack[\\/](react-router|router-core|history)[\\/]/,
              // Not the store it shares with the login page's forms.
              includeDependenciesRecursively: false,
            },
            {
              // The rest of each page's first load: firstLoadGroup above.
              name: firstLoadGroup,
              debugName: 'first loads',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            {
              // Spectrum's modules that six or more lazy chunks import (its fields, pickers,
              // dialogs, overlays), in one chunk rather than ~50: the tree panel and the Edit
              // Org screen, which every console page loads first, need most of them.
              name: (id: string) => (SPECTRUM.test(id) ? 'spectrum-shared' : null),
              debugName: 'spectrum-shared',
              minShareCount: 6,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
