import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.js';

/**
 * Starts the MSW service worker that answers the console's calls in demo and dev builds.
 *
 * @example
 * await startDemoWorker({ workerUrl: '/admin-ui/mockServiceWorker.js' });
 */
export async function startDemoWorker(options: { workerUrl: string }): Promise<void> {
  await setupWorker(...handlers).start({
    serviceWorker: { url: options.workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
