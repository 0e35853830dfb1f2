import type { RequestHandler } from 'msw';
import { createHandlers } from './create-handlers.js';

/**
 * The MSW handlers with the default options (scenario `default`, seed 1, the shared state that
 * `resetMockState()` clears): one per spec operation, plus the breach range and legacy pages.
 *
 * @example
 * const server = setupServer(...handlers);
 */
export const handlers: RequestHandler[] = createHandlers();
