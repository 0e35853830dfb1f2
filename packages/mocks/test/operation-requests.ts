import type { OperationInfo } from '@guestnet/sdk/spec';
import { DEMO_ADMIN } from '../src/identities.js';

/** Path parameter values that exist in the demo tree, by parameter name. */
const pathValues: Record<string, string> = {
  orgNumber: 'GN-1003',
  input: 'Lobby',
  imageId: '1',
};

/** Query parameter values the demo answers, by parameter name. */
const queryValues: Record<string, string> = {
  email: 'sso.user@example.com',
  org: 'GN-1003',
  app: 'admin',
};

/**
 * A valid request for an operation, signed in as the demo administrator: path and query from the
 * demo data, the body from the spec's own request example (the dbo token replaced by the real one).
 */
export function requestFor(
  op: OperationInfo,
  init: { token?: string; headers?: Record<string, string> } = {},
): Request {
  const token = init.token ?? DEMO_ADMIN.token;
  let path = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, pathValues[parameter.name] ?? 'x');
    if (parameter.in === 'query' && parameter.required)
      query.set(parameter.name, queryValues[parameter.name] ?? 'x');
  }
  const headers = new Headers(init.headers);
  if (op.transport === 'bearer-json') headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  const example = op.requestBody?.examples[0];
  if (op.requestBody?.contentType.startsWith('multipart/')) {
    const form = new FormData();
    form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'logo.png');
    body = form;
  } else if (op.requestBody) {
    const value =
      op.transport === 'dbo' && Array.isArray(example) ? [token, ...example.slice(1)] : example;
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(value);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return new Request(`http://localhost${path}${search}`, {
    method: op.method.toUpperCase(),
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

/** The body of a response as the spec describes it: JSON, text (HTML pages), or nothing. */
export async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}
