import { setupServer } from 'msw/node';
import { createHandlers } from './create-handlers.js';
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
