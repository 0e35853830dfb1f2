import type { DemoIdentity } from './identities.js';
import type { MockState } from './mock-state.js';
import type { ScenarioName } from './scenarios.js';

/** What a route's resolver gets for one request. */
export interface MockContext {
  request: Request;
  /** Path parameters by name (`{orgNumber}` in the spec gives `orgNumber`). */
  params: Record<string, string>;
  scenario: ScenarioName;
  seed: number;
  state: MockState;
  /** The signed-in administrator's username, once the token is known (admin history). */
  admin?: string;
  /** The signed-in identity, once the token is known: its reach filters the org tree's answers. */
  identity?: DemoIdentity;
  /** The time a change is stamped with (MockOptions.now). */
  now?: () => Date;
  /** The bulk change a write belongs to (its payload's `ChangeSetId`), for the admin history. */
  changeSetId?: number;
}

/** An HTTP method a route answers, or `all`. */
export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

/**
 * One mocked endpoint, independent of MSW so the browser worker (through MSW) and the Node bridge
 * (through its own router, for speed) answer with the same code.
 */
export interface MockRoute {
  method: MockMethod;
  /** The path with `{name}` parameters, as in the specs (`/AdminApi/org/tree/{orgNumber}`). */
  path: string;
  /**
   * The spec operation this route answers (the spec routes only): the `flaky` scenario fails
   * only these, never the legacy pages or the breach range service.
   */
  operationId?: string;
  /** Whether this route serves a page a frame navigates to (answered in Node only). */
  page?: boolean;
  resolve(context: MockContext): Response | Promise<Response>;
}
