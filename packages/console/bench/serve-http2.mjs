// The built console as a production host serves it: HTTP/2 over TLS (browsers speak HTTP/2 only
// over TLS), gzip, the hashed assets immutable, the console's deep links answered with its page,
// and the API's paths passed to the mock server behind the same origin, as a reverse proxy would.
// For `pnpm bench:lighthouse` (docs/decisions/demo-startup.md, "Round 10"): Vite's preview server
// speaks HTTP/1.1 once it proxies, and Lighthouse's simulation then models six connections that
// each wait a round trip per file, a cost no HTTP/2 host has. The certificate is made for the run
// by `openssl` and trusted only by the bench's own browser (--ignore-certificate-errors).
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A key and a self-signed certificate for localhost, made by `openssl` for this run. */
function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'guestnet-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `outDir` (a console build under the base `/admin-ui/`) over HTTP/2 and TLS on a free
 * port, passing paths under `apiPrefixes` to `target`; resolves with its base URL and `close`.
 */
export function serveOverHttp2(outDir, target, apiPrefixes, headers = {}) {
  const server = http2.createSecureServer({ ...localCertificate(), allowHTTP1: true });
  // The browser keeps its HTTP/2 sessions open: closing ends them.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const upstream = new URL(target);
  server.on('request', (req, res) => {
    const url = new URL(req.url, 'https://localhost');
    if (apiPrefixes.some((prefix) => url.pathname.startsWith(prefix))) {
      const forwarded = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !name.startsWith(':') && !['connection', 'host'].includes(name),
        ),
      );
      const call = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: forwarded,
        },
        (answer) => {
          const { connection, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest);
          answer.pipe(res);
        },
      );
      call.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(call);
      return;
    }
    let path = normalize(decodeURIComponent(url.pathname)).replace(/^\/admin-ui\//, '/');
    if (path === '/admin' || (path.startsWith('/admin/') && !/\.[a-z0-9]+$/i.test(path)))
      path = '/admin/index.html';
    if (path.endsWith('/')) path += 'index.html';
    const file = join(outDir, path);
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const head = {
      ...headers,
      'content-type': type,
      'cache-control': path.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
    };
    if (
      /text|javascript|json|svg/.test(type) &&
      /gzip/.test(req.headers['accept-encoding'] ?? '')
    ) {
      res.writeHead(200, { ...head, 'content-encoding': 'gzip' });
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, head);
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, 'localhost', () => {
      resolve({
        base: `https://localhost:${server.address().port}/admin-ui/`,
        close: () =>
          new Promise((done) => {
            for (const session of sessions) session.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
