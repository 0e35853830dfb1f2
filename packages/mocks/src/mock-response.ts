import type { AdminApiPaths, AuthorizationPaths, DboPaths } from '@guestnet/sdk';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { mswPath } from './answer.js';

/** Every path of the three specs, with their operations as the SDK's generated types say. */
export type GuestnetPaths = AdminApiPaths & AuthorizationPaths & DboPaths;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods a path of the specs declares. */
export type MethodOf<P extends keyof GuestnetPaths> = {
  [M in Method]: GuestnetPaths[P][M & keyof GuestnetPaths[P]] extends { responses: unknown }
    ? M
    : never;
}[Method];

type Operation<P extends keyof GuestnetPaths, M extends MethodOf<P>> = GuestnetPaths[P][M &
  keyof GuestnetPaths[P]];

/** The JSON body of an operation's 200 (or 201) response, as the generated types say. */
export type SuccessBody<P extends keyof GuestnetPaths, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 201: { content: { 'application/json': infer B } } }
        ? B
        : never
    : never;

/**
 * A one-off MSW handler for one spec operation, with a body the compiler checks against the spec's
 * success schema: the typed way for a test to override the default mocks.
 *
 * @example
 * server.use(
 *   mockResponse('get', '/AdminApi/admin/account', { Username: 'kim', IsSsoUser: true }),
 * );
 */
export function mockResponse<P extends keyof GuestnetPaths & string, M extends MethodOf<P>>(
  method: M,
  path: P,
  body: SuccessBody<P, M>,
  init: { status?: number; headers?: Record<string, string> } = {},
): RequestHandler {
  return http[method](mswPath(path), () =>
    HttpResponse.json(body as never, {
      status: init.status ?? 200,
      ...(init.headers ? { headers: init.headers } : {}),
    }),
  );
}
