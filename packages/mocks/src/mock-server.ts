import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MockOptions, sharedMockState } from './mock-options.js';
import { createMockMiddleware } from './node-bridge.js';

/** Options of {@link startMockServer}. */
export interface MockServerOptions extends MockOptions {
  /** The port; 0 picks a free one. Default 4010. */
  port?: number;
  /** The interface to listen on. Default `127.0.0.1`. */
  host?: string;
  /** One line per request; default `console.log`, `false` for none. */
  log?: ((line: string) => void) | false;
}

/** A running mock server. */
export interface RunningMockServer {
  /** The base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/**
 * Starts the mocks as an HTTP server with CORS on: every spec operation, the breach range service
 * and the legacy pages, for other tools and the contract runner's own check.
 *
 * @example
 * const mock = await startMockServer({ port: 0, scenario: 'huge', seed: 3, log: false });
 * await fetch(`${mock.url}/AdminApi/org/tree`, { headers: { Authorization: `Bearer ${DEMO_ADMIN.token}` } });
 * await mock.close();
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const {
    port = 4010,
    host = '127.0.0.1',
    log = (line: string) => console.log(line),
    ...rest
  } = options;
  const middleware = createMockMiddleware({ ...rest, cors: true, ...(log ? { log } : {}) });
  // Build the scenario's org tree before the first request rather than during it (100,000 orgs
  // in `huge` take a moment).
  if (typeof rest.scenario === 'string') {
    (rest.state ?? sharedMockState).orgTree(rest.scenario, rest.seed ?? 1);
  }
  const server = createServer((req, res) => middleware(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    server,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
