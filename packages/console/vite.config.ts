import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { type Connect, defaultClientConditions, defineConfig, type Plugin } from 'vite';

const BASE = '/admin-ui/';
const require = createRequire(import.meta.url);

/**
 * Serves (dev) and emits (build) MSW's service worker script at /admin-ui/mockServiceWorker.js,
 * so demo mode and the `demo`/`offline` URL switches work in any build without committing the
 * generated worker file. It is only fetched when a switch starts the worker.
 */
function mswWorker(): Plugin {
  const file = require.resolve('msw/mockServiceWorker.js');
  return {
    name: 'guestnet:msw-worker',
    configureServer(server) {
      server.middlewares.use(`${BASE}mockServiceWorker.js`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(file),
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

export default defineConfig({
  base: BASE,
  plugins: [react(), mswWorker(), consoleFallback()],
  resolve: { conditions: ['@guestnet/source', ...defaultClientConditions] },
  server: { port: 5173 },
  preview: { port: 5173 },
  build: {
    rollupOptions: {
      input: { admin: 'admin/index.html' },
    },
  },
});
