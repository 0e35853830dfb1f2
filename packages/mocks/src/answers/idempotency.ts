import type { OperationInfo } from '@guestnet/sdk/spec';
import { badRequest, dboError, json } from './operation-failures.js';

// What the backend must store and answer: docs/decisions/idempotent-writes.md

/** The request header that makes a write safe to send again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header of an answer sent again for a repeated key (`true`). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key's first answer is kept: 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The message of a key used again with a different request (AdminApi 422, dbo `Code` 422). */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with a different request.';

const MAX_KEY_LENGTH = 255;

/** An answer kept for its key: what a replay sends again. */
interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: Uint8Array<ArrayBuffer>;
}

interface Entry {
  fingerprint: string;
  at: number;
  /** Settles once the first call has its answer: the answer kept, or undefined if not kept. */
  answer: Promise<StoredAnswer | undefined>;
}

/**
 * The first answers of the writes that carried an `Idempotency-Key`, per administrator,
 * operation and key, for 24 hours. One per `MockState`; its `reset()` clears it.
 */
export class IdempotencyStore {
  readonly #entries = new Map<string, Entry>();

  /** How many keys are kept (expired ones included until the next sweep). */
  get size(): number {
    return this.#entries.size;
  }

  /** Forgets every key. */
  clear(): void {
    this.#entries.clear();
  }

  /** The live entry of a key, or undefined (an expired one is dropped). */
  get(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && now - entry.at >= IDEMPOTENCY_WINDOW_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    // Sweep the expired keys now and then, so a long-running server does not grow for ever.
    if (this.#entries.size > 0 && this.#entries.size % 1000 === 0) {
      for (const [name, old] of this.#entries) {
        if (entry.at - old.at >= IDEMPOTENCY_WINDOW_MS) this.#entries.delete(name);
      }
    }
    this.#entries.set(key, entry);
  }

  delete(key: string, entry: Entry): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }
}

/** Whether the operation declares the `Idempotency-Key` header (every write of the specs). */
export function takesIdempotencyKey(op: OperationInfo): boolean {
  return op.parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
}

/**
 * What identifies a request's content for its key: the path and query, and the payload as JSON
 * with sorted keys (for dbo the payload only, so a retry after a re-login, with a new token, is
 * still the same request). A file counts by its name, type and size.
 */
export function requestFingerprint(request: Request, payload: unknown): string {
  const url = new URL(request.url);
  return `${url.pathname}?${url.searchParams.toString()}\n${stableJson(payload)}`;
}

function stableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) => {
      if (typeof File !== 'undefined' && item instanceof File) {
        return `file:${item.name}:${item.type}:${item.size}`;
      }
      if (item instanceof Uint8Array) return `bytes:${item.byteLength}`;
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        const sorted: Record<string, unknown> = {};
        for (const name of Object.keys(item).sort()) {
          sorted[name] = (item as Record<string, unknown>)[name];
        }
        return sorted;
      }
      return item;
    }) ?? 'undefined'
  );
}

/** Answers the client must not get again for a retry: the write did not happen or may not. */
async function keepable(response: Response, op: OperationInfo): Promise<StoredAnswer | undefined> {
  if (response.type === 'error' || response.status >= 500) return undefined;
  if ([401, 403, 408, 429].includes(response.status)) return undefined;
  const body = new Uint8Array(await response.clone().arrayBuffer());
  if (op.transport === 'dbo' && body.byteLength > 0) {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as { Code?: unknown };
      // A dbo refusal of the session or of the org is not the write's answer.
      if (parsed && (parsed.Code === 401 || parsed.Code === 403)) return undefined;
    } catch {
      // Not JSON: kept as it is.
    }
  }
  return { status: response.status, contentType: response.headers.get('content-type'), body };
}

function replay(answer: StoredAnswer): Response {
  const headers = new Headers({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
  if (answer.contentType) headers.set('Content-Type', answer.contentType);
  const empty = answer.body.byteLength === 0 || [204, 205, 304].includes(answer.status);
  return new Response(empty ? null : answer.body.slice(), { status: answer.status, headers });
}

function keyReused(op: OperationInfo): Response {
  if (op.transport === 'dbo') return dboError(IDEMPOTENCY_KEY_REUSED_MESSAGE, 422);
  return json(422, { Message: IDEMPOTENCY_KEY_REUSED_MESSAGE, Code: 422 });
}

/** What {@link answerOnce} needs to know about one write. */
export interface IdempotentCall {
  op: OperationInfo;
  request: Request;
  store: IdempotencyStore;
  /** The administrator the token belongs to (`''` when anonymous). */
  user: string;
  /** See {@link requestFingerprint}; asked only when the call carries a key. */
  fingerprint: () => string;
  now: number;
}

/**
 * Runs a write at most once per key: without a key (or for an operation that takes none) it just
 * runs; with a key seen before within 24 hours it answers the kept answer again (same body) or
 * refuses (another body) without running; a call arriving while the first one with its key is
 * still running waits for that one's answer. Only answers that settle the write are kept (see
 * the decision page); after any other, the next call with the key runs as a first call.
 */
export async function answerOnce(
  call: IdempotentCall,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = call.request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || !takesIdempotencyKey(call.op)) return run();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    return badRequest(call.op, `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 characters`);
  }
  const storeKey = `${call.user}\n${call.op.operationId}\n${key}`;
  const fingerprint = call.fingerprint();
  for (;;) {
    const seen = call.store.get(storeKey, call.now);
    if (!seen) break;
    if (seen.fingerprint !== fingerprint) return keyReused(call.op);
    const kept = await seen.answer;
    if (kept) return replay(kept);
    // The first call's answer was not kept: this one is the first call now.
  }
  let settle: (answer: StoredAnswer | undefined) => void = () => {};
  const entry: Entry = {
    fingerprint,
    at: call.now,
    answer: new Promise((resolve) => {
      settle = resolve;
    }),
  };
  call.store.set(storeKey, entry);
  try {
    const response = await run();
    const kept = await keepable(response, call.op);
    if (!kept) call.store.delete(storeKey, entry);
    settle(kept);
    return response;
  } catch (error) {
    call.store.delete(storeKey, entry);
    settle(undefined);
    throw error;
  }
}
