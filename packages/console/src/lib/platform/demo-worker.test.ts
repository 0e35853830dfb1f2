// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const MSW_WORKER = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
const DEMO_WORKER = readFileSync(
  fileURLToPath(new URL('./demo-worker.js', import.meta.url)),
  'utf8',
);

/**
 * A service worker's global scope, just enough for MSW's worker: its listeners, its clients (the
 * pages given) and its registration. `importScripts` runs MSW's installed worker in it.
 */
function workerScope(pages: string[]) {
  const events = new EventTarget();
  const unregister = vi.fn();
  const scope = vm.createContext({
    addEventListener: events.addEventListener.bind(events),
    registration: { unregister },
    clients: {
      get: async (id: string) => (pages.includes(id) ? { id, postMessage() {} } : undefined),
      matchAll: async () => pages.map((id) => ({ id })),
    },
    location: new URL('http://localhost/admin-ui/demo-worker.js'),
    importScripts: () => vm.runInContext(MSW_WORKER, scope),
    MessageChannel,
    URL,
  });
  scope.self = scope;
  /** Posts a page's message to the worker and lets its handlers run. */
  const post = async (page: string, data: string) => {
    const event = Object.assign(new Event('message'), { data, source: { id: page } });
    events.dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const usingMocks = (page: string) => vm.runInContext(`activeClientIds.has('${page}')`, scope);
  return { scope, unregister, post, usingMocks };
}

describe("the demo's service worker", () => {
  it('forgets a closed page but stays registered when it was the last one', async () => {
    const worker = workerScope(['console']);
    vm.runInContext(DEMO_WORKER, worker.scope);
    await worker.post('console', 'MOCK_ACTIVATE');
    expect(worker.usingMocks('console')).toBe(true);
    await worker.post('console', 'CLIENT_CLOSED');
    expect(worker.usingMocks('console')).toBe(false);
    expect(worker.unregister).not.toHaveBeenCalled();
  });

  it('is needed: MSW’s worker alone unregisters when its last page closes', async () => {
    const worker = workerScope(['console']);
    vm.runInContext(MSW_WORKER, worker.scope);
    await worker.post('console', 'MOCK_ACTIVATE');
    await worker.post('console', 'CLIENT_CLOSED');
    expect(worker.unregister).toHaveBeenCalledOnce();
  });
});
