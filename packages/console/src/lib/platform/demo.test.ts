import { createGuestnetClients } from '@guestnet/sdk';
import { describe, expect, it } from 'vitest';
import { fetchAfter } from './demo';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetch that records each URL it is given and answers `true`. */
function recordingFetch() {
  const urls: string[] = [];
  const send: typeof fetch = async (input) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return Response.json(true);
  };
  return { urls, send };
}

describe('fetchAfter', () => {
  // docs/decisions/demo-startup.md: the demo page renders before its mock worker has started.
  it('holds an API call until the mock worker is ready, then sends it', async () => {
    const ready = deferred();
    const { urls, send } = recordingFetch();
    const { authorization } = createGuestnetClients({
      baseUrl: 'http://console.test',
      fetch: fetchAfter(() => ready.promise, send),
      getToken: () => 'token',
    });

    const call = authorization.GET('/GuestnetWS/DevApi/Admin/Authorization.svc/IsLoginValid');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls).toEqual([]);

    ready.resolve();
    const { data } = await call;
    expect(urls).toEqual([
      'http://console.test/GuestnetWS/DevApi/Admin/Authorization.svc/IsLoginValid',
    ]);
    expect(data).toBe(true);
  });

  it('sends the call to the network when the worker failed to start', async () => {
    const ready = deferred();
    const { urls, send } = recordingFetch();
    const call = fetchAfter(() => ready.promise, send)('http://console.test/a');
    ready.reject(new Error('no service worker'));
    await call;
    expect(urls).toEqual(['http://console.test/a']);
  });

  it('sends at once when no worker is starting', () => {
    const { urls, send } = recordingFetch();
    void fetchAfter(() => undefined, send)('http://console.test/a');
    expect(urls).toEqual(['http://console.test/a']);
  });
});
