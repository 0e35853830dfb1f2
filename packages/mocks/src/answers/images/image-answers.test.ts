import { UPLOAD_MESSAGES } from '@guestnet/sdk';
import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../create-handlers.js';
import { DEMO_ADMIN } from '../../identities.js';
import { MockState } from '../../mock-state.js';
import type { ScenarioName } from '../../scenarios.js';
import { encodePng } from './image-bytes.js';
import { md5Hex } from './md5.js';

const NOW = new Date('2026-11-24T05:00:00Z');
const CHUNK = 2_097_152;

function mocks(scenario?: ScenarioName) {
  const state = new MockState();
  const handlers = createHandlers({ state, now: () => NOW, ...(scenario ? { scenario } : {}) });
  const org = [...state.orgTree('default', 1).byNumber.values()].find(
    (node) => node.type === 'ServiceArea',
  );
  if (!org) throw new Error('the demo tree has no ServiceArea');
  const base = `http://localhost/AdminApi/assets/${org.number}/images`;
  const auth = { Authorization: `Bearer ${DEMO_ADMIN.token}` };
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await getResponse(
      handlers,
      new Request(`${base}${path}`, { ...init, headers: { ...auth, ...init.headers } }),
    );
    const text = (await response?.text()) ?? '';
    return { status: response?.status ?? 0, body: text ? JSON.parse(text) : null };
  };
  return {
    org,
    list: () => send(''),
    upload: (form: FormData) => send('', { method: 'POST', body: form }),
    rename: (id: number, Name: string) =>
      send(`/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ Name }),
        headers: { 'Content-Type': 'application/json' },
      }),
    remove: (id: number) => send(`/${id}`, { method: 'DELETE' }),
    dbo: async (procedure: string, payload: unknown) => {
      const response = await getResponse(
        handlers,
        new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
          method: 'POST',
          body: JSON.stringify([DEMO_ADMIN.token, payload]),
        }),
      );
      return response?.json();
    },
  };
}

/** A real PNG padded past `size` bytes with an ancillary chunk, as the e2e files are. */
function bigPng(size: number): Uint8Array {
  const png = encodePng(40, 30, (x, y) => [x * 6, y * 8, 128]);
  const out = new Uint8Array(size);
  // IHDR ends at 33; the padding goes in a private ancillary chunk, then IDAT and IEND.
  out.set(png.subarray(0, 33));
  const padding = size - png.length - 12;
  const view = new DataView(out.buffer);
  view.setUint32(33, padding);
  out.set([0x70, 0x61, 0x44, 0x64], 37); // 'paDd'
  out.set(png.subarray(33), 33 + 12 + padding);
  return out;
}

function chunkForm(bytes: Uint8Array, index: number, uuid: string, name = 'big.png') {
  const count = Math.ceil(bytes.length / CHUNK);
  const form = new FormData();
  form.set('file', new Blob([bytes.slice(index * CHUNK, (index + 1) * CHUNK)]), name);
  form.set('dzuuid', uuid);
  form.set('dzchunkindex', String(index));
  form.set('dztotalfilesize', String(bytes.length));
  form.set('dzchunksize', String(CHUNK));
  form.set('dztotalchunkcount', String(count));
  form.set('dzchunkbyteoffset', String(index * CHUNK));
  return form;
}

const whole = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type = 'image/png') => {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return form;
};

describe('the image mocks', () => {
  it('seed every org with five images whose thumbnails are real data: URLs', async () => {
    const images = mocks();
    const { status, body } = await images.list();
    expect(status).toBe(200);
    expect(validateResponse('listImages', 200, body).valid).toBe(true);
    expect(body.map((image: { Name: string }) => image.Name)).toEqual([
      'checked-in-badge.svg',
      'lobby-tiles.png',
      'pool-banner.png',
      'sunset-background.png',
      'harbour-logo.svg',
    ]);
    const png = body.find((image: { Name: string }) => image.Name === 'lobby-tiles.png');
    expect(png).toMatchObject({ Mime: 'image/png', Width: 64, Height: 64, UsedBy: [] });
    expect(png.Url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('store a whole upload with the type, size and MD5 read from its bytes', async () => {
    const images = mocks();
    const png = encodePng(12, 7, () => [10, 20, 30]);
    const { status, body } = await images.upload(whole(png, 'tiny.png', 'text/plain'));
    expect(status).toBe(200);
    expect(validateResponse('uploadImage', 200, body).valid).toBe(true);
    expect(body).toMatchObject({
      Name: 'tiny.png',
      Mime: 'image/png',
      Bytes: png.length,
      Width: 12,
      Height: 7,
      Md5: md5Hex(png),
      UsedBy: [],
      UploadedAt: '2026-11-24T05:00:00Z',
    });
    const listed = await images.list();
    expect(listed.body[0]).toMatchObject({ Id: body.Id, Name: 'tiny.png' });
  });

  it('assemble chunks by dzuuid in order, whatever order they arrive in', async () => {
    const images = mocks();
    const bytes = bigPng(5_000_000);
    const uuid = '3f6c2a1e-8b4d-4c1a-9e2f-7a5b6c8d9e0f';
    const second = await images.upload(chunkForm(bytes, 1, uuid));
    expect(second).toEqual({ status: 200, body: { Complete: false, ChunkIndex: 1 } });
    const first = await images.upload(chunkForm(bytes, 0, uuid));
    expect(first.body).toEqual({ Complete: false, ChunkIndex: 0 });
    expect(validateResponse('uploadImage', 200, first.body).valid).toBe(true);
    // The first chunk again (a retry after a lost answer) changes nothing.
    expect((await images.upload(chunkForm(bytes, 0, uuid))).body.Complete).toBe(false);
    const last = await images.upload(chunkForm(bytes, 2, uuid));
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({
      Name: 'big.png',
      Bytes: 5_000_000,
      Width: 40,
      Height: 30,
      Md5: md5Hex(bytes),
    });
    expect(validateResponse('uploadImage', 200, last.body).valid).toBe(true);
    // Its preview is the assembled file itself.
    expect(last.body.Url).toBe(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
  }, 30_000);

  it('refuse a chunk that does not fit the file it claims to belong to', async () => {
    const images = mocks();
    const form = chunkForm(bigPng(5_000_000), 1, 'a1b2c3d4-0000-4000-8000-000000000001');
    form.set('dztotalchunkcount', '4');
    const { status, body } = await images.upload(form);
    expect(status).toBe(400);
    expect(body.Message).toContain('does not fit a file of 5000000 bytes in 4 chunks');
  });

  it('refuse what neither is nor says it is a PNG, JPEG, SVG or WebP, with the spec’s message', async () => {
    const images = mocks();
    const { status, body } = await images.upload(whole('just text', 'notes.txt', 'text/plain'));
    expect(status).toBe(415);
    expect(body.Message).toBe(UPLOAD_MESSAGES.invalidFileType);
    expect(validateResponse('uploadImage', 415, body).valid).toBe(true);
  });

  it('refuse a file above 256 MB from its first chunk, with the spec’s message', async () => {
    const images = mocks();
    const form = chunkForm(bigPng(4_194_304), 0, 'a1b2c3d4-0000-4000-8000-000000000002');
    form.set('dztotalfilesize', '300000000');
    form.set('dztotalchunkcount', String(Math.ceil(300_000_000 / CHUNK)));
    const { status, body } = await images.upload(form);
    expect(status).toBe(413);
    expect(body.Message).toBe('File is too big (286.1MiB). Max filesize: 256MiB.');
  });

  it('rename an image', async () => {
    const images = mocks();
    const { body } = await images.rename(31, '  harbour-logo-dark.svg ');
    expect(validateResponse('renameImage', 200, body).valid).toBe(true);
    expect(body).toMatchObject({ Id: 31, Name: 'harbour-logo-dark.svg', Mime: 'image/svg+xml' });
    const listed = await images.list();
    expect(listed.body.map((image: { Name: string }) => image.Name)).toContain(
      'harbour-logo-dark.svg',
    );
    expect((await images.rename(999, 'x.png')).status).toBe(404);
  });

  it('delete an unused image, and refuse one the portal uses, naming where', async () => {
    const images = mocks();
    const portal = await images.dbo('GetPortalSettings', { OrgNumber: images.org.number });
    await images.dbo('SavePortalSettings', { ...portal, LogoImageId: 31, BackgroundImageId: 32 });
    const listed = await images.list();
    const logo = listed.body.find((image: { Id: number }) => image.Id === 31);
    expect(logo.UsedBy).toEqual([`Portal of ${images.org.name} (logo)`]);
    const refused = await images.remove(31);
    expect(refused.status).toBe(409);
    expect(validateResponse('deleteImage', 409, refused.body).valid).toBe(true);
    expect(refused.body.Message).toBe(
      `harbour-logo.svg cannot be deleted: it is used by Portal of ${images.org.name} (logo). Choose another image there first.`,
    );
    expect((await images.remove(33)).status).toBe(204);
    const after = await images.list();
    expect(after.body.map((image: { Id: number }) => image.Id)).toEqual([35, 34, 32, 31]);
  });

  it('refuse a rename in the write-errors scenario', async () => {
    const images = mocks('write-errors');
    expect((await images.rename(31, 'x.svg')).status).toBe(400);
  });
});
