import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../test/fake-fetch.js';
import { createAdminApiClient } from '../client.js';
import { ErrorEleven } from '../errors/error-eleven.js';
import { uploadImage } from '../upload-image.js';
import { createUploadQueue, type SendUpload } from './upload-queue.js';

const png = (bytes: number, name = 'logo.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

let ids = 0;
const newId = () => `id-${++ids}`;

/** A send that records each request and answers from `answer`. */
function recorder(answer: (call: number) => unknown = () => ({ Id: 1 })) {
  const calls: Parameters<SendUpload<unknown>>[0][] = [];
  const send: SendUpload<unknown> = async (request) => {
    calls.push(request);
    const value = answer(calls.length);
    if (value instanceof Error) throw value;
    return value;
  };
  return { calls, send };
}

const http = (status: number, message = 'Unknown API Error Occurred') =>
  new ErrorEleven({ message, status });

describe('createUploadQueue', () => {
  it('takes a small file from added through queued and uploading to success', async () => {
    const seen: string[] = [];
    const { send, calls } = recorder();
    const queue = createUploadQueue({
      send,
      newId,
      onChange: (files) => seen.push(files[0]?.status ?? ''),
    });
    queue.add([png(10)]);
    await queue.idle();
    expect([...new Set(seen)]).toEqual(['added', 'queued', 'uploading', 'success']);
    expect(queue.files[0]).toMatchObject({ status: 'success', bytesSent: 10, result: { Id: 1 } });
    expect(calls[0]?.chunk).toBeUndefined();
    expect(calls[0]?.fileName).toBe('logo.png');
  });

  it('sends a file above the chunk size in chunks with the dz* fields', async () => {
    const { send, calls } = recorder();
    const queue = createUploadQueue({ send, newId, chunkSize: 4 });
    queue.add([png(10)]);
    await queue.idle();
    expect(
      calls.map((c) => [c.file.size, c.chunk?.dzchunkindex, c.chunk?.dzchunkbyteoffset]),
    ).toEqual([
      [4, 0, 0],
      [4, 1, 4],
      [2, 2, 8],
    ]);
    const uuids = new Set(calls.map((c) => c.chunk?.dzuuid));
    expect(uuids.size).toBe(1);
    expect(calls[0]?.chunk).toMatchObject({
      dztotalfilesize: 10,
      dzchunksize: 4,
      dztotalchunkcount: 3,
    });
    expect(queue.files[0]?.status).toBe('success');
  });

  it('uses the chunk size of docs/product/constants.md by default', async () => {
    const { send, calls } = recorder();
    const queue = createUploadQueue({ send, newId });
    queue.add([png(2_097_152 + 1)]);
    await queue.idle();
    expect(calls.map((c) => c.file.size)).toEqual([2_097_152, 1]);
  });

  it('uploads two files at a time and starts the next when one ends', async () => {
    const releases: Array<() => void> = [];
    let inFlight = 0;
    let most = 0;
    const send: SendUpload<string> = () =>
      new Promise((resolve) => {
        inFlight++;
        most = Math.max(most, inFlight);
        releases.push(() => {
          inFlight--;
          resolve('ok');
        });
      });
    const queue = createUploadQueue({ send, newId });
    queue.add([png(1, 'a.png'), png(1, 'b.png'), png(1, 'c.png')]);
    expect(queue.files.map((f) => f.status)).toEqual(['uploading', 'uploading', 'queued']);
    releases.shift()?.();
    await vi.waitFor(() => expect(queue.files[2]?.status).toBe('uploading'));
    for (const release of releases.splice(0)) release();
    await queue.idle();
    expect(most).toBe(2);
    expect(queue.files.map((f) => f.status)).toEqual(['success', 'success', 'success']);
  });

  it.each([
    ['a server error', http(503), 2],
    ['a lost connection', new ErrorEleven({ message: 'Unknown Error occurred', status: 999 }), 2],
  ])('retries a chunk after %s', async (_, error, calls) => {
    const { send, calls: sent } = recorder((n) => (n === 1 ? error : { Complete: true }));
    const queue = createUploadQueue({ send, newId, chunkSize: 4 });
    queue.add([png(4 + 1)]);
    await queue.idle();
    expect(sent.filter((c) => c.chunk?.dzchunkindex === 0)).toHaveLength(calls);
    expect(queue.files[0]?.status).toBe('success');
  });

  it('gives up on a chunk after three retries', async () => {
    const { send, calls } = recorder(() => http(500));
    const queue = createUploadQueue({ send, newId, chunkSize: 4 });
    queue.add([png(8)]);
    await queue.idle();
    expect(calls).toHaveLength(4);
    expect(queue.files[0]).toMatchObject({
      status: 'error',
      error: 'Server responded with 500 code.',
    });
  });

  it('does not retry a refusal or a whole-file upload', async () => {
    const refused = recorder(() => http(415, "You can't upload files of this type."));
    const queue = createUploadQueue({ send: refused.send, newId, chunkSize: 4 });
    queue.add([png(8)]);
    const whole = recorder(() => http(500));
    const single = createUploadQueue({ send: whole.send, newId });
    single.add([png(8)]);
    await Promise.all([queue.idle(), single.idle()]);
    expect(refused.calls).toHaveLength(1);
    expect(whole.calls).toHaveLength(1);
  });

  it.each([
    ['a server message', http(413, 'Your plan allows 50 images.'), 'Your plan allows 50 images.'],
    ['an empty error body', http(500), 'Server responded with 500 code.'],
    [
      'an HTML error page',
      http(502, 'API Error occurred with status 502'),
      'Server responded with 502 code.',
    ],
    [
      'a body that is not JSON',
      new ErrorEleven({
        message: 'Unknown Error occurred',
        status: 999,
        statusText: 'Invalid JSON',
      }),
      'Invalid JSON response from server.',
    ],
    [
      'a lost connection',
      new ErrorEleven({ message: 'Unknown Error occurred', status: 999 }),
      'Unknown Error occurred',
    ],
  ])('shows %s as the file error', async (_, error, message) => {
    const { send } = recorder(() => error);
    const queue = createUploadQueue({ send, newId });
    queue.add([png(1)]);
    await queue.idle();
    expect(queue.files[0]).toMatchObject({ status: 'error', error: message });
  });

  it('ends a request that outlives the timeout with the spec message', async () => {
    vi.useFakeTimers();
    try {
      const send: SendUpload<never> = ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      const queue = createUploadQueue({ send, newId, timeoutMs: 30_000 });
      queue.add([png(1)]);
      await vi.advanceTimersByTimeAsync(30_000);
      await queue.idle();
      expect(queue.files[0]).toMatchObject({
        status: 'error',
        error: 'Request timedout after 30 seconds',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels an upload in flight, aborts its request and starts the next', async () => {
    let aborted = false;
    const send: SendUpload<string> = ({ signal, fileName }) =>
      fileName === 'big.png'
        ? new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new ErrorEleven({ message: 'x', status: 999, statusText: 'Aborted' }));
            }),
          )
        : Promise.resolve('ok');
    const queue = createUploadQueue({ send, newId, parallelUploads: 1 });
    const [big] = queue.add([png(1, 'big.png'), png(1, 'next.png')]);
    expect(queue.files.map((f) => f.status)).toEqual(['uploading', 'queued']);
    queue.cancel(big?.id ?? '');
    await queue.idle();
    expect(aborted).toBe(true);
    expect(queue.files.map((f) => [f.status, f.error])).toEqual([
      ['canceled', 'Upload canceled.'],
      ['success', undefined],
    ]);
  });

  it('cancels a queued file before it is sent, and leaves a finished one alone', async () => {
    const { send, calls } = recorder();
    const queue = createUploadQueue({ send, newId, parallelUploads: 1 });
    const [first, second] = queue.add([png(1, 'a.png'), png(1, 'b.png')]);
    queue.cancel(second?.id ?? '');
    await queue.idle();
    queue.cancel(first?.id ?? '');
    expect(calls.map((c) => c.fileName)).toEqual(['a.png']);
    expect(queue.files.map((f) => f.status)).toEqual(['success', 'canceled']);
  });

  it.each([
    [
      'a type it does not accept',
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
      { accept: ['image/*'] },
      "You can't upload files of this type.",
    ],
    [
      'an extension it does not accept',
      png(1, 'logo.png'),
      { accept: ['.svg'] },
      "You can't upload files of this type.",
    ],
    [
      'a file above the size limit',
      png(3 * 1024 * 1024),
      { maxFilesizeMb: 2 },
      'File is too big (3MiB). Max filesize: 2MiB.',
    ],
  ])('refuses %s without sending it', async (_, file, rules, message) => {
    const { send, calls } = recorder();
    const queue = createUploadQueue({ send, newId, ...rules });
    queue.add([file]);
    await queue.idle();
    expect(calls).toHaveLength(0);
    expect(queue.files[0]).toMatchObject({ status: 'error', error: message });
  });

  it('accepts by MIME type, wildcard and extension', async () => {
    const { send, calls } = recorder();
    const queue = createUploadQueue({ send, newId, accept: ['image/jpeg', 'image/*', '.SVG'] });
    queue.add([png(1), new File(['<svg/>'], 'mark.svg')]);
    await queue.idle();
    expect(calls).toHaveLength(2);
  });

  it('refuses files past maxFiles, and counts a canceled one as freed', async () => {
    const { send } = recorder();
    const queue = createUploadQueue({ send, newId, maxFiles: 2 });
    const [first] = queue.add([png(1, 'a.png'), png(1, 'b.png'), png(1, 'c.png')]);
    expect(queue.files[2]).toMatchObject({
      status: 'error',
      error: 'You can not upload any more files.',
    });
    queue.cancel(first?.id ?? '');
    queue.add([png(1, 'd.png')]);
    await queue.idle();
    expect(queue.files.map((f) => f.status)).toEqual(['canceled', 'success', 'error', 'success']);
  });

  it('uploads through the SDK client in chunks and ends with the stored image', async () => {
    const image = { Id: 7, Name: 'logo.png' };
    const { fetch, sent } = fakeFetch(json({ Complete: false, ChunkIndex: 0 }), json(image));
    const api = createAdminApiClient({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch });
    const queue = createUploadQueue({
      send: ({ file, fileName, chunk, signal }) =>
        uploadImage(api, {
          orgNumber: 'GN-1042',
          file,
          fileName,
          signal,
          ...(chunk ? { chunk } : {}),
        }),
      newId,
      chunkSize: 4,
    });
    queue.add([png(6)]);
    await queue.idle();
    expect(sent.map((s) => s.url)).toEqual([
      'http://api.test/AdminApi/assets/GN-1042/images',
      'http://api.test/AdminApi/assets/GN-1042/images',
    ]);
    expect(queue.files[0]).toMatchObject({ status: 'success', result: image, bytesSent: 6 });
  });
});
