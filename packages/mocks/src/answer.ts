import { type MockOptions, sharedMockState } from './mock-options.js';
import type { MockContext, MockRoute } from './mock-route.js';
import { scenarioOfRequest } from './scenarios.js';

const DEFAULT_SLOW_MS = 2500;

/**
 * Answers one request with a route: picks the scenario (request first, then the options), waits
 * in the `slow` scenario, and turns a resolver's exception into a 500 with the spec's error shape
 * instead of a crash or a stack trace.
 */
export async function answer(
  route: MockRoute,
  request: Request,
  params: Record<string, string>,
  options: MockOptions,
): Promise<Response> {
  const fallback = typeof options.scenario === 'function' ? options.scenario() : options.scenario;
  const context: MockContext = {
    request,
    params,
    scenario: scenarioOfRequest(request, fallback ?? 'default'),
    seed: options.seed ?? 1,
    state: options.state ?? sharedMockState,
    now: options.now,
  };
  if (context.scenario === 'slow') {
    await new Promise((done) => setTimeout(done, options.slowMs ?? DEFAULT_SLOW_MS));
  }
  let response: Response;
  try {
    response = await route.resolve(context);
  } catch {
    response = Response.json(
      { Message: 'The mock could not answer this request.' },
      { status: 500 },
    );
  }
  return withNoCache(response);
}

/**
 * Every answer forbids caching, as the live backend's do and as the contract runner checks
 * (DESIGN.md "Three transports"): demo data must never be served stale from a browser cache.
 */
function withNoCache(response: Response): Response {
  const mark = (target: Response) => {
    target.headers.set('Cache-Control', 'no-cache, no-store');
    target.headers.set('Pragma', 'no-cache');
    return target;
  };
  try {
    return mark(response);
  } catch {
    // Immutable headers (a passed-through response): copy it.
    return mark(new Response(response.body, response));
  }
}

/** A compiled route path: a RegExp over the pathname and its parameter names. */
export interface CompiledPath {
  pattern: RegExp;
  names: string[];
}

/** Compiles `/a/{b}/c` to a RegExp that matches a pathname and captures `b`. */
export function compilePath(path: string): CompiledPath {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** The route path in MSW's syntax, for any origin: `{name}` becomes `:name`. */
export function mswPath(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}
