import {
  ErrorEleven,
  UNKNOWN_API_ERROR,
  UNKNOWN_ERROR,
  UNKNOWN_STATUS,
} from '../errors/error-eleven.js';
import type { UploadChunk } from '../upload-image.js';
import { fileRefusal } from './file-refusal.js';
import { fillUploadMessage, UPLOAD_LIMITS, UPLOAD_MESSAGES } from './upload-messages.js';

// Retries, timeout and message choices: docs/decisions/upload-queue.md

/**
 * A file's state in the queue (docs/product/entities.md "Upload file"): added, then queued once accepted, then
 * uploading, then success or error; canceled from added, queued or uploading. Client-side only,
 * so it lives here and not in the API contract (docs/decisions/client-entities-out-of-the-spec.md).
 */
export type UploadStatus = 'added' | 'queued' | 'uploading' | 'canceled' | 'error' | 'success';

/** One file in the queue, replaced by a new object on every change so views can compare. */
export interface QueuedUpload<T> {
  readonly id: string;
  readonly file: Blob;
  readonly name: string;
  readonly status: UploadStatus;
  /** Bytes the server has acknowledged, chunk by chunk. */
  readonly bytesSent: number;
  /** The message of a refused, failed or canceled upload (docs/product/errors.md "Upload messages"). */
  readonly error?: string;
  /** What the server answered for the last (or only) request of a successful upload. */
  readonly result?: T;
}

/** Sends a whole file or one chunk of it; `uploadImage` bound to an org is the usual one. */
export type SendUpload<T> = (request: {
  file: Blob;
  fileName: string;
  chunk?: UploadChunk;
  signal: AbortSignal;
}) => Promise<T>;

/** How the queue sends, what it accepts, and its limits (docs/product/constants.md by default). */
export interface UploadQueueOptions<T> {
  send: SendUpload<T>;
  /** MIME types (`image/png`, `image/*`) or extensions (`.svg`); every type when left out. */
  accept?: readonly string[];
  maxFiles?: number;
  maxFilesizeMb?: number;
  chunkSize?: number;
  parallelUploads?: number;
  chunkRetryLimit?: number;
  /** Per request; 0 waits for ever. */
  timeoutMs?: number;
  onChange?: (files: readonly QueuedUpload<T>[]) => void;
  newId?: () => string;
}

/** The queue: add files, cancel one, read the files, wait until nothing is in flight. */
export interface UploadQueue<T> {
  add(files: Iterable<Blob>): readonly QueuedUpload<T>[];
  cancel(id: string): void;
  readonly files: readonly QueuedUpload<T>[];
  idle(): Promise<void>;
}

const CANCELABLE: readonly UploadStatus[] = ['added', 'queued', 'uploading'];
// Files that hold a place under maxFiles: a refused or canceled one gives its place back.
const ACCEPTED: readonly UploadStatus[] = ['queued', 'uploading', 'success'];

/**
 * Creates the upload queue of docs/product/states.md "Uploads": each file is `added`, then `queued` once
 * accepted (type, size, count) or `error` with the refusal; at most two upload at once, in chunks
 * of 2,097,152 bytes with the `dz*` fields, a failed chunk retried up to 3 times; it ends in
 * `success` or `error`, or `canceled` while added, queued or uploading.
 *
 * @example
 * const queue = createUploadQueue({
 *   send: ({ file, fileName, chunk, signal }) =>
 *     uploadImage(api, { orgNumber: 'GN-1042', file, fileName, signal, ...(chunk ? { chunk } : {}) }),
 *   accept: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'],
 *   onChange: (files) => render(files),
 * });
 * queue.add(input.files ?? []);
 */
export function createUploadQueue<T>(options: UploadQueueOptions<T>): UploadQueue<T> {
  const limits = {
    maxFilesizeMb: options.maxFilesizeMb ?? UPLOAD_LIMITS.maxFilesizeMb,
    chunkSize: options.chunkSize ?? UPLOAD_LIMITS.chunkSize,
    parallel: options.parallelUploads ?? UPLOAD_LIMITS.parallelUploads,
    retries: options.chunkRetryLimit ?? UPLOAD_LIMITS.chunkRetryLimit,
    timeoutMs: options.timeoutMs ?? 30_000,
  };
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const controllers = new Map<string, AbortController>();
  const waiters: Array<() => void> = [];
  let files: readonly QueuedUpload<T>[] = [];

  const find = (id: string) => files.find((f) => f.id === id);
  const update = (id: string, patch: Partial<QueuedUpload<T>>) => {
    files = files.map((f) => (f.id === id ? { ...f, ...patch } : f));
    options.onChange?.(files);
  };
  const busy = () => files.some((f) => f.status === 'queued' || f.status === 'uploading');
  const settle = () => {
    if (!busy()) for (const resolve of waiters.splice(0)) resolve();
  };

  function pump() {
    let running = files.filter((f) => f.status === 'uploading').length;
    for (const next of files) {
      if (running >= limits.parallel) break;
      if (next.status !== 'queued') continue;
      running++;
      const controller = new AbortController();
      controllers.set(next.id, controller);
      update(next.id, { status: 'uploading' });
      void upload(next, controller.signal).finally(() => {
        controllers.delete(next.id);
        pump();
        settle();
      });
    }
  }

  async function upload(entry: QueuedUpload<T>, signal: AbortSignal) {
    const size = entry.file.size;
    const count = size > limits.chunkSize ? Math.ceil(size / limits.chunkSize) : 1;
    const uuid = count > 1 ? newId() : '';
    try {
      let result: T | undefined;
      for (let index = 0; index < count; index++) {
        const offset = index * limits.chunkSize;
        const part = count > 1 ? entry.file.slice(offset, offset + limits.chunkSize) : entry.file;
        const chunk: UploadChunk | undefined =
          count > 1
            ? {
                dzuuid: uuid,
                dzchunkindex: index,
                dztotalfilesize: size,
                dzchunksize: limits.chunkSize,
                dztotalchunkcount: count,
                dzchunkbyteoffset: offset,
              }
            : undefined;
        result = await sendWithRetries(entry.name, part, chunk, signal);
        // A send that ignores its signal still answers: a canceled file stays canceled.
        if (signal.aborted) return;
        update(entry.id, { bytesSent: Math.min(size, offset + part.size) });
      }
      update(entry.id, { status: 'success', ...(result === undefined ? {} : { result }) });
    } catch (error) {
      if (find(entry.id)?.status === 'canceled') return;
      update(entry.id, { status: 'error', error: failureMessage(error) });
    }
  }

  async function sendWithRetries(
    fileName: string,
    file: Blob,
    chunk: UploadChunk | undefined,
    signal: AbortSignal,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await sendOnce({ file, fileName, ...(chunk ? { chunk } : {}) }, signal);
      } catch (error) {
        if (signal.aborted || !chunk || attempt >= limits.retries || !retryable(error)) throw error;
      }
    }
  }

  async function sendOnce(
    request: { file: Blob; fileName: string; chunk?: UploadChunk },
    cancel: AbortSignal,
  ): Promise<T> {
    if (!limits.timeoutMs) return options.send({ ...request, signal: cancel });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), limits.timeoutMs);
    try {
      return await options.send({ ...request, signal: AbortSignal.any([cancel, timeout.signal]) });
    } catch (error) {
      if (timeout.signal.aborted && !cancel.aborted) throw new UploadTimeout(limits.timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get files() {
      return files;
    },
    add(incoming) {
      const added: QueuedUpload<T>[] = [...incoming].map((file) => ({
        id: newId(),
        file,
        name: file instanceof File ? file.name : 'upload',
        status: 'added',
        bytesSent: 0,
      }));
      files = [...files, ...added];
      options.onChange?.(files);
      for (const entry of added) {
        const accepted = files.filter((f) => ACCEPTED.includes(f.status)).length;
        const refusal = fileRefusal(entry.file, entry.name, accepted, { ...options, ...limits });
        update(entry.id, refusal ? { status: 'error', error: refusal } : { status: 'queued' });
      }
      pump();
      return added.map((entry) => find(entry.id) ?? entry);
    },
    cancel(id) {
      const entry = find(id);
      if (!entry || !CANCELABLE.includes(entry.status)) return;
      update(id, { status: 'canceled', error: UPLOAD_MESSAGES.uploadCanceled });
      controllers.get(id)?.abort();
      pump();
      settle();
    },
    idle() {
      return busy() ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
    },
  };
}

class UploadTimeout extends Error {
  constructor(readonly ms: number) {
    super(fillUploadMessage(UPLOAD_MESSAGES.timeout, { seconds: ms / 1000 }));
  }
}

/** A server error or a lost connection may pass on a second try; a refusal (4xx) will not. */
function retryable(error: unknown): boolean {
  if (error instanceof UploadTimeout) return true;
  return (
    ErrorEleven.is(error) &&
    !error.aborted &&
    (error.status >= 500 || error.status === UNKNOWN_STATUS)
  );
}

/** The message a failed upload shows: the server's own words when it gave any (as Dropzone). */
function failureMessage(error: unknown): string {
  if (error instanceof UploadTimeout) return error.message;
  if (!ErrorEleven.is(error)) return error instanceof Error ? error.message : UNKNOWN_ERROR;
  if (error.statusText === 'Invalid JSON') return UPLOAD_MESSAGES.invalidJson;
  const generic = error.message === UNKNOWN_API_ERROR || /^API Error occurred/.test(error.message);
  return generic && error.status !== UNKNOWN_STATUS
    ? fillUploadMessage(UPLOAD_MESSAGES.responseError, { statusCode: error.status })
    : error.message;
}
