import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ordinary faults the backend can be asked to have: each one breaks one rule of the spec. */
export const ORDINARY_FAULTS = [
  'wrong-type',
  'missing-field',
  'html-error-body',
  'missing-no-cache',
  'dbo-error-as-500',
  'leaked-authorization',
  'text-content-type',
  'accepts-missing-token',
  'dbo-needs-authorization-header',
  'dbo-get-skips-token',
  'dbo-refusal-without-code',
  'wrong-status',
  'unknown-org-200',
  'dbo-list-500',
  'html-list-500',
  'echoed-token',
  'dbo-drops-no-cache',
  'lost-write',
  'lost-update',
  'lost-delete',
  'lost-rename',
  'lost-image-delete',
  'other-org-node',
  'other-org-device',
  'list-mixes-orgs',
  'image-list-mixes-orgs',
  'secret-returned',
  'secret-in-save-answer',
  'write-without-token',
  'delete-without-token',
  'malformed-accepted',
  'image-upload-without-token',
  'rename-without-token',
  'idempotency-ignored',
  'idempotency-other-body-accepted',
] as const;

/** The tenant leaks: each one lets an administrator reach an org (or a feature) outside its role. */
export const TENANT_LEAKS = [
  'leak-any-org-node',
  'leak-parent-readable',
  'leak-sibling-readable',
  'leak-cousin-readable',
  'leak-unknown-org-empty-list',
  'leak-list-rows',
  'leak-device-by-id',
  'leak-save-outside',
  'leak-refused-but-stored',
  'leak-delete-outside',
  'leak-update-outside',
  'leak-feature-skipped',
  'leak-refusal-holds-record',
  'leak-refusal-without-code',
  'leak-rename-outside',
  'leak-images-of-any-org',
] as const;

/** One planted fault or leak; `slow-account` and `delete-refused-once` serve single tests. */
export type Fault =
  | (typeof ORDINARY_FAULTS)[number]
  | (typeof TENANT_LEAKS)[number]
  | 'delete-refused-once'
  | 'slow-account';

/** The token the backend accepts for `demo`, and what Login with demo/demo answers. */
export const GOOD_TOKEN = 'contract-test-token-7d41';

/** The tree: GN-1000 › provider GN-1001 › grouping GN-1023 › sites GN-1042, GN-1043; GN-2000 › GN-2077. */
const PARENTS: Record<string, string | null> = {
  'GN-1000': null,
  'GN-1001': 'GN-1000',
  'GN-2000': 'GN-1000',
  'GN-1023': 'GN-1001',
  'GN-1042': 'GN-1023',
  'GN-1043': 'GN-1023',
  'GN-2077': 'GN-2000',
};

/** The sign-ins (password `demo`): their owner org, and the feature a role lacks. */
export const IDENTITIES: Record<string, { token: string; owner: string; lacks?: string }> = {
  demo: { token: GOOD_TOKEN, owner: 'GN-1000' },
  'provider.admin': { token: 'tok-provider-admin-1', owner: 'GN-1001' },
  'grouping.admin': { token: 'tok-grouping-admin-1', owner: 'GN-1023' },
  'site.admin': { token: 'tok-site-admin-1', owner: 'GN-1042' },
  'limited.admin': { token: 'tok-limited-admin-1', owner: 'GN-1042', lacks: 'devices' },
  'other.admin': { token: 'tok-other-admin-1', owner: 'GN-2000' },
};

type Device = { Id: number; OrgNumber: string; Name: string; RadiusSecret?: string };
type Image = { Id: number; OrgNumber: string; Name: string };

/** The device the backend starts with in GN-1042: ListDevices lists it. */
export const SEEDED_DEVICE = { Id: 5, OrgNumber: 'GN-1042', Name: 'Seeded' };

const ancestorsOf = (org: string) => {
  const out: string[] = [];
  for (let p = PARENTS[org]; p; p = PARENTS[p]) out.push(p);
  return out;
};
const within = (org: string, owner: string) => org === owner || ancestorsOf(org).includes(owner);
const providerOf = (org: string) => [org, ...ancestorsOf(org)].at(-2);

/**
 * A node:http backend for test/fixtures/mini-backend.yaml that follows the spec, tenant reach
 * included, except for the one fault it is started with. Loopback only. `devices` and `images`
 * show what the runner left behind; the seeded records live apart in `seeded`.
 */
export async function startFaultyBackend(fault?: Fault) {
  const devices = new Map<number, Device>();
  const images = new Map<number, Image>();
  const seeded = {
    devices: new Map<number, Device>([
      [5, { ...SEEDED_DEVICE, RadiusSecret: 's3cret-5' }],
      [6, { Id: 6, OrgNumber: 'GN-1043', Name: 'Sibling gateway', RadiusSecret: 's3cret-6' }],
      [7, { Id: 7, OrgNumber: 'GN-2077', Name: 'Cousin gateway', RadiusSecret: 's3cret-7' }],
    ]),
    images: new Map<number, Image>([
      [31, { Id: 31, OrgNumber: 'GN-1042', Name: 'logo.png' }],
      [32, { Id: 32, OrgNumber: 'GN-1043', Name: 'sibling.png' }],
      [33, { Id: 33, OrgNumber: 'GN-2077', Name: 'cousin.png' }],
    ]),
  };
  const allDevices = () => [...seeded.devices.values(), ...devices.values()];
  const allImages = () => [...seeded.images.values(), ...images.values()];
  const idempotent = new Map<string, { body: string; answer: unknown }>();
  let nextId = 100;
  let refusedDelete = false;

  const may = (who: (typeof IDENTITIES)[string], org: string, feature?: string) => {
    if (feature && who.lacks === feature && fault !== 'leak-feature-skipped') return false;
    if (!(org in PARENTS)) return fault === 'leak-unknown-org-empty-list';
    if (within(org, who.owner)) return true;
    if (fault === 'leak-parent-readable' && within(who.owner, org)) return true;
    if (fault === 'leak-sibling-readable' && PARENTS[org] === PARENTS[who.owner]) return true;
    if (fault === 'leak-cousin-readable' && providerOf(org) !== providerOf(who.owner)) return true;
    return false;
  };
  const send = (res: ServerResponse, status: number, body: unknown, request: IncomingMessage) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
    const dbo = request.url?.includes('/dbo/');
    if (fault === 'text-content-type') headers['Content-Type'] = 'text/plain';
    if (fault !== 'missing-no-cache' && !(fault === 'dbo-drops-no-cache' && dbo))
      headers['Cache-Control'] = 'no-store';
    if (fault === 'leaked-authorization' && request.headers.authorization) {
      headers.Authorization = request.headers.authorization;
    }
    if (fault === 'echoed-token' && request.headers.authorization)
      headers['X-Session'] = request.headers.authorization.replace(/^Bearer /, '');
    res.writeHead(status, headers).end(body === undefined ? '' : JSON.stringify(body));
  };
  const html = (res: ServerResponse, status: number) => {
    res.writeHead(status, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
    res.end(`<html><body><h1>${status}</h1></body></html>`);
  };
  const unauthorized = (req: IncomingMessage, res: ServerResponse) => {
    if (fault === 'html-error-body') html(res, 401);
    else send(res, 401, { Message: 'Your session has expired.' }, req);
  };
  const dboError = (req: IncomingMessage, res: ServerResponse, message: string, Code?: number) =>
    send(
      res,
      fault === 'dbo-error-as-500' ? 500 : 200,
      Code === undefined ? { Error: message } : { Error: message, Code },
      req,
    );
  const node = (org: string) => ({
    number: org,
    name: `Org ${org}`,
    parentNumber: PARENTS[org] ?? null,
    children: Object.keys(PARENTS)
      .filter((o) => PARENTS[o] === org)
      .map((o) => ({ number: o, name: `Org ${o}`, parentNumber: org })),
  });
  const publicDevice = (d: Device) => {
    const { RadiusSecret, ...rest } = d;
    return fault === 'secret-returned' ? { ...rest, RadiusSecret: RadiusSecret ?? 'x' } : rest;
  };

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const bearerToken = req.headers.authorization?.replace(/^Bearer /, '');
    const bearerWho = Object.values(IDENTITIES).find((i) => i.token === bearerToken);
    const accepts = (ok: boolean) => ok || fault === 'accepts-missing-token';
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (fault === 'malformed-accepted' && path.endsWith('/SaveDevice')) {
        const device = { Id: nextId++, OrgNumber: 'GN-1042', Name: 'unparsed' };
        devices.set(device.Id, device);
        return send(res, 200, device, req);
      }
      return send(res, 400, { Message: 'The body is not JSON.' }, req);
    }
    if (path === '/Auth.svc/Login') {
      const { Username, Password } = (body ?? {}) as Record<string, string>;
      const who = Password === 'demo' ? IDENTITIES[String(Username)] : undefined;
      return send(
        res,
        200,
        who ? { AccessToken: who.token } : { Error: 'Wrong username or password.' },
        req,
      );
    }
    if (path === '/AdminApi/admin/account') {
      if (fault === 'slow-account') return; // never answers; close() ends the connection
      if (!accepts(!!bearerWho)) return unauthorized(req, res);
      const name = Object.entries(IDENTITIES).find(([, i]) => i === bearerWho)?.[0] ?? 'demo';
      const member: Record<string, unknown> = {
        Username: name,
        IsSsoUser: false,
        OwnerOrg: bearerWho?.owner ?? 'GN-1000',
      };
      if (fault === 'wrong-type') member.Username = 42;
      if (fault === 'missing-field') delete member.IsSsoUser;
      return send(res, 200, member, req);
    }
    const org = /^\/AdminApi\/org\/tree\/([^/]+)$/.exec(path)?.[1];
    if (org) {
      if (!accepts(!!bearerWho)) return unauthorized(req, res);
      const who = bearerWho ?? IDENTITIES.demo;
      if (fault === 'unknown-org-200' && !(org in PARENTS))
        return send(res, 200, { ...node('GN-1042'), number: org }, req);
      if (!(who && (may(who, org) || fault === 'leak-any-org-node')))
        return send(res, 403, { Message: 'You may not manage this organization.' }, req);
      if (!(org in PARENTS)) return send(res, 404, { Message: 'No such org.' }, req);
      if (fault === 'other-org-node' && org === 'GN-1042')
        return send(res, 200, node('GN-2077'), req);
      return send(res, fault === 'wrong-status' ? 201 : 200, node(org), req);
    }
    const assets = /^\/AdminApi\/assets\/([^/]+)\/images(?:\/(\d+))?$/.exec(path);
    if (assets) {
      const [, assetOrg = '', imageId] = assets;
      const noToken = !bearerWho;
      const open =
        (fault === 'image-upload-without-token' && req.method === 'POST') ||
        (fault === 'rename-without-token' && req.method === 'PATCH');
      if (noToken && !open) return unauthorized(req, res);
      const who = bearerWho ?? IDENTITIES.demo;
      const outsideOk =
        (fault === 'leak-rename-outside' && req.method === 'PATCH') ||
        (fault === 'leak-images-of-any-org' && req.method === 'GET');
      if (!(who && (may(who, assetOrg) || outsideOk)))
        return send(res, 403, { Message: 'You may not manage this organization.' }, req);
      if (req.method === 'GET') {
        if (fault === 'html-list-500') return html(res, 500);
        const rows = allImages().filter(
          (i) => i.OrgNumber === assetOrg || (fault === 'image-list-mixes-orgs' && i.Id === 33),
        );
        return send(res, 200, rows, req);
      }
      const input = (body ?? {}) as { Name?: string };
      if (req.method === 'POST') {
        const image = { Id: nextId++, OrgNumber: assetOrg, Name: input.Name ?? 'image.png' };
        images.set(image.Id, image);
        return send(res, 200, image, req);
      }
      const image = allImages().find((i) => i.Id === Number(imageId));
      if (!image || (image.OrgNumber !== assetOrg && fault !== 'leak-rename-outside'))
        return send(res, 404, { Message: 'No such image.' }, req);
      if (req.method === 'PATCH') {
        if (fault !== 'lost-rename') image.Name = input.Name ?? image.Name;
        return send(res, 200, { ...image, Name: input.Name ?? image.Name }, req);
      }
      if (fault !== 'lost-image-delete') {
        images.delete(image.Id);
        seeded.images.delete(image.Id);
      }
      return send(res, 204, undefined, req);
    }
    const procedure = /^\/GuestnetWS\/DevApi\/dbo\/(\w+)$/.exec(path)?.[1];
    if (!procedure) return send(res, 404, { Message: 'No such path.' }, req);
    if (!Array.isArray(body)) return send(res, 400, { Message: 'Expected [token, payload].' }, req);
    const needsHeader = fault === 'dbo-needs-authorization-header' && !req.headers.authorization;
    const open =
      (fault === 'dbo-get-skips-token' && procedure === 'GetDevice') ||
      (fault === 'write-without-token' && procedure === 'SaveDevice') ||
      (fault === 'delete-without-token' && procedure === 'DeleteDevice');
    const dboWho = Object.values(IDENTITIES).find((i) => i.token === body[0]);
    if ((!dboWho || needsHeader) && !open) {
      const code = fault === 'dbo-refusal-without-code' ? undefined : 401;
      return dboError(req, res, 'Your session has expired.', code);
    }
    const who = dboWho ?? IDENTITIES.demo;
    const payload = (body[1] ?? {}) as Partial<Device>;
    const asked = String(payload.OrgNumber);
    const refuse = (record?: unknown) =>
      fault === 'leak-refusal-without-code'
        ? dboError(req, res, 'You may not manage this organization.')
        : send(
            res,
            200,
            {
              Error: 'You may not manage this organization.',
              Code: 403,
              ...(fault === 'leak-refusal-holds-record' && record ? { Items: [record] } : {}),
            },
            req,
          );
    const allowed =
      who &&
      (may(who, asked, 'devices') ||
        (fault === 'leak-save-outside' && procedure === 'SaveDevice' && !payload.Id) ||
        (fault === 'leak-delete-outside' && procedure === 'DeleteDevice'));
    if (!allowed) {
      if (fault === 'leak-refused-but-stored' && procedure === 'SaveDevice' && !payload.Id) {
        const id = nextId++;
        devices.set(id, { Id: id, OrgNumber: asked, Name: String(payload.Name) });
      }
      return refuse(allDevices().find((d) => d.OrgNumber === asked));
    }
    if (procedure === 'SaveDevice') {
      const key = req.headers['idempotency-key'];
      const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (seen && fault !== 'idempotency-ignored') {
        if (seen.body !== text && fault !== 'idempotency-other-body-accepted')
          return dboError(req, res, 'This Idempotency-Key was already used.', 422);
        if (seen.body === text) return send(res, 200, seen.answer, req);
      }
      let device: Device;
      if (payload.Id) {
        const old = allDevices().find((d) => d.Id === payload.Id);
        const mine = old && (old.OrgNumber === asked || fault === 'leak-update-outside');
        if (!old || !mine) return dboError(req, res, 'Not found.');
        device = old;
        if (fault !== 'lost-update') device.Name = String(payload.Name);
      } else {
        device = { Id: nextId++, OrgNumber: asked, Name: String(payload.Name) };
        if (payload.RadiusSecret) device.RadiusSecret = payload.RadiusSecret;
        if (fault !== 'lost-write') devices.set(device.Id, device);
      }
      const answer = {
        ...publicDevice(device),
        Name: String(payload.Name),
        ...(fault === 'secret-in-save-answer' ? { RadiusSecret: 'from-the-store' } : {}),
      };
      if (typeof key === 'string') idempotent.set(key, { body: text, answer });
      return send(res, 200, answer, req);
    }
    if (procedure === 'ListDevices') {
      if (fault === 'dbo-list-500') return send(res, 500, { Message: 'Boom.' }, req);
      const rows = allDevices().filter(
        (d) =>
          d.OrgNumber === asked ||
          (fault === 'list-mixes-orgs' && d.Id === 7) ||
          (fault === 'leak-list-rows' && d.Id === 6 && asked === 'GN-1042'),
      );
      return send(res, 200, { Items: rows.map(publicDevice) }, req);
    }
    const device = allDevices().find(
      (d) =>
        d.Id === payload.Id &&
        (d.OrgNumber === asked ||
          fault === 'leak-device-by-id' ||
          (fault === 'leak-delete-outside' && procedure === 'DeleteDevice')),
    );
    if (!device) return dboError(req, res, 'Not found.');
    if (procedure === 'GetDevice') {
      const shown = fault === 'other-org-device' ? { ...device, OrgNumber: 'GN-2077' } : device;
      return send(res, 200, publicDevice(shown), req);
    }
    if (procedure === 'DeleteDevice') {
      if (fault === 'delete-refused-once' && !refusedDelete) {
        refusedDelete = true;
        return dboError(req, res, 'The device is busy.');
      }
      if (fault !== 'lost-delete') {
        devices.delete(device.Id);
        seeded.devices.delete(device.Id);
      }
      return send(res, 200, { Id: device.Id }, req);
    }
    return dboError(req, res, `Unknown procedure ${procedure}.`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    devices,
    images,
    seeded,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
