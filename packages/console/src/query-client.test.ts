import { describe, expect, it } from 'vitest';
import { createConsoleQueryClient } from './query-client';

class FakeErrorEleven extends Error {
  override name = 'ErrorEleven';
  constructor(
    message: string,
    readonly status: number,
    readonly statusText = '',
  ) {
    super(message);
  }
  get aborted() {
    return this.status === 999 && this.statusText === 'Aborted';
  }
}

function setup() {
  const shown: string[] = [];
  const recorded: unknown[] = [];
  const client = createConsoleQueryClient({
    show: (message) => shown.push(message),
    record: (error) => recorded.push(error),
  });
  return { client, shown, recorded };
}

describe('error display', () => {
  it('shows a failed query’s ErrorEleven message and records it', async () => {
    const { client, shown, recorded } = setup();
    const error = new FakeErrorEleven('Unable to find org, please select one in tree.', 404);
    await client
      .fetchQuery({
        queryKey: ['org'],
        queryFn: () => Promise.reject(error),
      })
      .catch(() => {});
    expect(shown).toEqual(['Unable to find org, please select one in tree.']);
    expect(recorded).toEqual([error]);
  });

  it('shows a failed mutation’s message', async () => {
    const { client, shown } = setup();
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () =>
          Promise.reject(new FakeErrorEleven('API Error occurred with status 502', 502)),
      })
      .execute(undefined)
      .catch(() => {});
    expect(shown).toEqual(['API Error occurred with status 502']);
  });

  it('stays quiet when the screen handles the error itself', async () => {
    const { client, shown, recorded } = setup();
    await client
      .fetchQuery({
        queryKey: ['account'],
        queryFn: () => Promise.reject(new FakeErrorEleven('Unknown API Error Occurred', 500)),
        meta: { handled: true },
      })
      .catch(() => {});
    expect(shown).toEqual([]);
    expect(recorded).toHaveLength(1);
  });

  it('does not show a call cancelled by navigation', async () => {
    const { client, shown } = setup();
    await client
      .fetchQuery({
        queryKey: ['cancelled'],
        queryFn: () =>
          Promise.reject(new FakeErrorEleven('Unknown Error occurred', 999, 'Aborted')),
      })
      .catch(() => {});
    expect(shown).toEqual([]);
  });

  it('falls back to "Unknown Error occurred" for a thrown non-error', async () => {
    const { client, shown } = setup();
    await client
      .fetchQuery({ queryKey: ['odd'], queryFn: () => Promise.reject('nope') })
      .catch(() => {});
    expect(shown).toEqual(['Unknown Error occurred']);
  });
});
