import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createAdminApiClient } from './client.js';
import { uploadImage } from './upload-image.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };

async function sentForm(fetchAnswer: Response, chunk?: Parameters<typeof uploadImage>[1]['chunk']) {
  let form: FormData | undefined;
  const { fetch, sent } = fakeFetch(async (request) => {
    form = await request.formData();
    return fetchAnswer;
  });
  const api = createAdminApiClient({ ...base, fetch });
  const result = await uploadImage(api, {
    orgNumber: 'GN-1042',
    file: new Blob(['\x89PNG'], { type: 'image/png' }),
    fileName: 'logo.png',
    ...(chunk ? { chunk } : {}),
  });
  return { form, sent, result };
}

describe('uploadImage', () => {
  it('posts the file in the multipart field file, with the bearer token', async () => {
    const asset = { Id: 31, Name: 'logo.png' };
    const { form, sent, result } = await sentForm(json(asset));
    expect(result).toEqual(asset);
    expect(sent[0]?.url).toBe('http://api.test/AdminApi/assets/GN-1042/images');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('logo.png');
    expect([...(form?.keys() ?? [])]).toEqual(['file']);
  });

  it('adds the dz* fields of a chunk', async () => {
    const chunk = {
      dzuuid: '3f6c2a1e-8b4d-4c1a-9e2f-7a5b6c8d9e0f',
      dzchunkindex: 1,
      dztotalfilesize: 5242880,
      dzchunksize: 2097152,
      dztotalchunkcount: 3,
      dzchunkbyteoffset: 2097152,
    };
    const { form, result } = await sentForm(json({ Complete: false, ChunkIndex: 1 }), chunk);
    expect(result).toEqual({ Complete: false, ChunkIndex: 1 });
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([k]) => k !== 'file'))).toEqual({
      dzuuid: chunk.dzuuid,
      dzchunkindex: '1',
      dztotalfilesize: '5242880',
      dzchunksize: '2097152',
      dztotalchunkcount: '3',
      dzchunkbyteoffset: '2097152',
    });
  });

  it('rejects a refused file with the server message', async () => {
    const { fetch } = fakeFetch(json({ Message: "You can't upload files of this type." }, 415));
    const api = createAdminApiClient({ ...base, fetch });
    await expect(
      uploadImage(api, { orgNumber: 'GN-1042', file: new Blob(['x']), fileName: 'a.exe' }),
    ).rejects.toMatchObject({
      name: 'ErrorEleven',
      status: 415,
      message: "You can't upload files of this type.",
    });
  });
});
