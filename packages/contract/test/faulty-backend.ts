import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The faults the backend can be asked to have, one per check of the runner. */
export type Fault =
  | 'wrong-type'
  | 'missing-field'
  | 'html-error-body'
  | 'missing-no-cache'
  | 'dbo-error-as-500'
  | 'leaked-authorization'
  | 'text-content-type'
  | 'accepts-missing-token'
  | 'dbo-needs-authorization-header'
  | 'delete-refused-once'
  | 'dbo-get-skips-token'
  | 'dbo-refusal-without-code'
  | 'slow-account';

/** The token the backend accepts, and what Login with demo/demo answers. */
export const GOOD_TOKEN = 'contract-test-token-7d41';

/** The device the backend starts with: ListDevices lists it, the spec's examples name Id 1. */
export const SEEDED_DEVICE = { Id: 5, OrgNumber: 'GN-1042', Name: 'Seeded' };

/**
 * A node:http backend for test/fixtures/mini-backend.yaml that follows the spec, except for
 * the one fault it is started with. `devices` shows what the runner left behind.
 */
export async function startFaultyBackend(fault?: Fault) {
  const devices = new Map<number, { Id: number; OrgNumber: string; Name: string }>();
  let nextId = 100;
  let refusedDelete = false;

  const send = (res: ServerResponse, status: number, body: unknown, request: IncomingMessage) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
    if (fault === 'text-content-type') headers['Content-Type'] = 'text/plain';
    if (fault !== 'missing-no-cache') headers['Cache-Control'] = 'no-store';
    if (fault === 'leaked-authorization' && request.headers.authorization) {
      headers.Authorization = request.headers.authorization;
    }
    res.writeHead(status, headers).end(body === undefined ? '' : JSON.stringify(body));
  };
  const unauthorized = (req: IncomingMessage, res: ServerResponse) => {
    if (fault === 'html-error-body') {
      res.writeHead(401, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
      res.end('<html><body><h1>401 Unauthorized</h1></body></html>');
    } else send(res, 401, { Message: 'Your session has expired.' }, req);
  };
  const dboError = (req: IncomingMessage, res: ServerResponse, message: string, Code?: number) =>
    send(
      res,
      fault === 'dbo-error-as-500' ? 500 : 200,
      Code === undefined ? { Error: message } : { Error: message, Code },
      req,
    );

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const bearer =
      req.headers.authorization === `Bearer ${GOOD_TOKEN}` || fault === 'accepts-missing-token';
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return send(res, 400, { Message: 'The body is not JSON.' }, req);
    }
    if (path === '/Auth.svc/Login') {
      const { Username, Password } = (body ?? {}) as Record<string, unknown>;
      const ok = Username === 'demo' && Password === 'demo';
      return send(
        res,
        200,
        ok ? { AccessToken: GOOD_TOKEN } : { Error: 'Wrong username or password.' },
        req,
      );
    }
    if (path === '/AdminApi/admin/account') {
      if (fault === 'slow-account') return; // never answers; close() ends the connection
      if (!bearer) return unauthorized(req, res);
      const member: Record<string, unknown> = { Username: 'demo', IsSsoUser: false };
      if (fault === 'wrong-type') member.Username = 42;
      if (fault === 'missing-field') delete member.IsSsoUser;
      return send(res, 200, member, req);
    }
    const org = /^\/AdminApi\/org\/tree\/([^/]+)$/.exec(path)?.[1];
    if (org) {
      if (!bearer) return unauthorized(req, res);
      if (org !== 'GN-1042') return send(res, 404, { Message: 'No such org.' }, req);
      return send(res, 200, { number: 'GN-1042', name: 'Harbor Hotel' }, req);
    }
    const procedure = /^\/GuestnetWS\/DevApi\/dbo\/(\w+)$/.exec(path)?.[1];
    if (!procedure) return send(res, 404, { Message: 'No such path.' }, req);
    if (!Array.isArray(body)) return send(res, 400, { Message: 'Expected [token, payload].' }, req);
    const needsHeader = fault === 'dbo-needs-authorization-header' && !req.headers.authorization;
    const open = fault === 'dbo-get-skips-token' && procedure === 'GetDevice';
    if ((body[0] !== GOOD_TOKEN || needsHeader) && !open) {
      const code = fault === 'dbo-refusal-without-code' ? undefined : 401;
      return dboError(req, res, 'Your session has expired.', code);
    }
    const payload = (body[1] ?? {}) as { Id?: number; OrgNumber: string; Name: string };
    if (procedure === 'SaveDevice') {
      const id = payload.Id ?? nextId++;
      const device = { Id: id, OrgNumber: payload.OrgNumber, Name: payload.Name };
      devices.set(id, device);
      return send(res, 200, device, req);
    }
    if (procedure === 'ListDevices') return send(res, 200, { Items: [SEEDED_DEVICE] }, req);
    const device =
      devices.get(payload.Id ?? -1) ??
      (payload.Id === SEEDED_DEVICE.Id ? SEEDED_DEVICE : undefined);
    if (!device) return dboError(req, res, 'Not found.');
    if (procedure === 'GetDevice') return send(res, 200, device, req);
    if (procedure === 'DeleteDevice') {
      if (fault === 'delete-refused-once' && !refusedDelete) {
        refusedDelete = true;
        return dboError(req, res, 'The device is busy.');
      }
      devices.delete(device.Id);
      return send(res, 200, { Id: device.Id }, req);
    }
    return dboError(req, res, `Unknown procedure ${procedure}.`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    devices,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
