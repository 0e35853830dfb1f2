import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { answer } from './answer.js';
import { type MockOptions, sharedMockState } from './mock-options.js';
import type { MockRoute } from './mock-route.js';
import { mockRoutes } from './mock-routes.js';
import { routeTable } from './route-table.js';

/** Options of {@link createMockMiddleware}. */
export interface MockMiddlewareOptions extends MockOptions {
  /** Answer CORS preflights and add CORS headers (the mock server turns it on). Default false. */
  cors?: boolean;
  /** Called with one line per answered request (method, path without query, status, time). */
  log?: (line: string) => void;
  /** Answer only the legacy pages (for a dev server whose MSW worker answers the API). */
  pagesOnly?: boolean;
}

/**
 * `POST` here forgets every dbo record saved or deleted through the server (what
 * `resetMockState()` does in process), so a suite can share one `mock-server` and still start
 * each test clean. Outside the specs on purpose: docs/decisions/mock-server-reset.md.
 */
export const MOCK_RESET_PATH = '/__mocks/reset';

/** Connect-style middleware: `next` is called for requests no route answers. */
export type MockMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Cache-Control, Pragma, Prefer, Add-Padding, Idempotency-Key, X-Request-Id',
  'Access-Control-Expose-Headers': 'X-Request-Id, Retry-After, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

// Why a bridge of our own: docs/decisions/mock-server-bridge.md
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * The mocks as Node middleware over plain `node:http` (no express: it costs most of the
 * throughput, see docs/product/platform.md's mock server figures): the same routes as the MSW handlers, for the
 * demo web server (legacy pages that frames navigate to) and for `startMockServer`.
 *
 * @example
 * // vite.config.ts
 * configurePreviewServer: (server) => void server.middlewares.use(createMockMiddleware({ pagesOnly: true }))
 */
export function createMockMiddleware(options: MockMiddlewareOptions = {}): MockMiddleware {
  const match = routeTable(mockRoutes().filter((route) => !options.pagesOnly || route.page));

  return (req, res, next) => {
    const started = performance.now();
    const method = (req.method ?? 'GET').toLowerCase();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Vary', 'Origin');
      // A browser tool reads these from an answer only when they are exposed.
      res.setHeader('Access-Control-Expose-Headers', CORS_HEADERS['Access-Control-Expose-Headers']);
      if (method === 'options') {
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
    }
    if (!options.pagesOnly && url.pathname === MOCK_RESET_PATH) {
      const allowed = method === 'post';
      if (allowed) (options.state ?? sharedMockState).reset();
      res.writeHead(allowed ? 204 : 405, allowed ? {} : { Allow: 'POST' }).end();
      options.log?.(`${method.toUpperCase()} ${url.pathname} ${allowed ? 204 : 405}`);
      return;
    }
    const found = match(method, url.pathname);
    if (!found) {
      if (next) return next();
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Message: `No mock for ${method.toUpperCase()} ${url.pathname}` }));
      return;
    }
    serve(found.route, found.params, req, res, url, options)
      .then((status) => {
        // The path only: query strings can carry tokens (the `at` switch) or emails.
        options.log?.(
          `${method.toUpperCase()} ${url.pathname} ${status || 'reset'} ${(performance.now() - started).toFixed(1)}ms`,
        );
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ Message: 'The mock server failed.' }));
        next?.(error);
      });
  };
}

async function serve(
  route: MockRoute,
  params: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: MockOptions,
): Promise<number> {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // A multipart upload (up to 256 MB) streams into the Request instead of being buffered and
  // copied here first; other bodies are small and read whole.
  const streamed = hasBody && /^multipart\//i.test(req.headers['content-type'] ?? '');
  const body = hasBody && !streamed ? await readBody(req) : undefined;
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers: toHeaders(req),
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
    ...(streamed
      ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' as const }
      : {}),
  });
  const response = await answer(route, request, params, options);
  if (response.type === 'error') {
    // The `flaky` scenario's dropped connection: the call was handled, the client gets no answer.
    req.socket.destroy();
    return 0;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
  return response.status;
}
