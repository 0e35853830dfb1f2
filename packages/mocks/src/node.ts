import { setupServer } from 'msw/node';
import { handlers } from './handlers.js';

/**
 * An MSW server for Node tests, answering with the same handlers as demo mode.
 *
 * @example
 * const server = createMockServer();
 * beforeAll(() => server.listen());
 */
export function createMockServer() {
  return setupServer(...handlers);
}
