/** A recorded request: what the SDK sent, with its body read. */
export interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}
type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);
/**
 * A fetch for tests: answers each call with the next answer (the last one repeats), records what
 * was sent, and can hold answers back until `release()` to test calls in flight.
 */
export declare function fakeFetch(...answers: Answer[]): {
  fetch: typeof globalThis.fetch;
  sent: Sent[];
  hold(): void;
  release(): void;
};
/** A JSON response. */
export declare function json(body: unknown, status?: number, statusText?: string): Response;
/** A text response (HTML pages, plain text, broken JSON). */
export declare function text(body: string, status?: number, type?: string): Response;
