import { setupServer } from 'msw/node';
import { laterAnswers } from './answers/spec-routes.js';
import { createHandlers } from './create-handlers.js';
import { loadLegacyScreenRows } from './legacy/legacy-pages.js';
import type { MockOptions } from './mock-options.js';

export * from './index.js';
export { type MockServerOptions, type RunningMockServer, startMockServer } from './mock-server.js';
export {
  createMockMiddleware,
  MOCK_RESET_PATH,
  type MockMiddleware,
  type MockMiddlewareOptions,
} from './node-bridge.js';

/**
 * An MSW server for Node tests, answering with the same handlers as demo mode.
 *
 * @example
 * const server = createMockServer();
 * beforeAll(() => server.listen());
 * afterEach(() => { server.resetHandlers(); resetMockState(); });
 */
export function createMockServer(options: MockOptions = {}) {
  return setupServer(...createHandlers(options));
}

/**
 * Imports now the modules the mocks otherwise import on their first use (the answers beyond the
 * session's and the org tree's, the legacy screens' sample rows). For a host whose module loader
 * stops once the mocks are loaded, such as Vite's module runner in the dev and preview servers:
 * an import on a later request would fail there (docs/decisions/demo-server.md).
 *
 * @example
 * const mocks = await import('@guestnet/mocks/node');
 * await mocks.loadLazyModules();
 */
export async function loadLazyModules(): Promise<void> {
  await Promise.all([laterAnswers(), loadLegacyScreenRows()]);
}
