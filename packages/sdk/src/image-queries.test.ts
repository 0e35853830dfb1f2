import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createAdminApiClient } from './client.js';
import { ErrorEleven } from './errors/error-eleven.js';
import { deleteImageMutation, imagesQuery, renameImageMutation } from './image-queries.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok' };

describe('image queries', () => {
  it('lists an org’s images under the listImages key', async () => {
    const { fetch, sent } = fakeFetch(async () => json([]));
    const options = imagesQuery(createAdminApiClient({ ...base, fetch }), 'GN-1042');
    expect(options.queryKey[0]).toBe('listImages');
    await expect(options.queryFn({})).resolves.toEqual([]);
    expect(sent[0]?.url).toBe('http://api.test/AdminApi/assets/GN-1042/images');
  });

  it('renames with PATCH and the new name, answering the image', async () => {
    let body: unknown;
    const { fetch, sent } = fakeFetch(async (request) => {
      body = await request.json();
      return json({ Id: 31, Name: 'dark.png' });
    });
    const { mutationFn } = renameImageMutation(createAdminApiClient({ ...base, fetch }));
    const image = await mutationFn({ orgNumber: 'GN-1042', imageId: 31, name: 'dark.png' });
    expect(image).toEqual({ Id: 31, Name: 'dark.png' });
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url).toBe('http://api.test/AdminApi/assets/GN-1042/images/31');
    expect(body).toEqual({ Name: 'dark.png' });
  });

  it('rejects a refused delete with the server’s message', async () => {
    const { fetch } = fakeFetch(async () =>
      json({ Message: 'The image is used by the portal of GN-1042-7.' }, 409),
    );
    const { mutationFn } = deleteImageMutation(createAdminApiClient({ ...base, fetch }));
    const error = await mutationFn({ orgNumber: 'GN-1042', imageId: 31 }).catch((e) => e);
    expect(ErrorEleven.is(error)).toBe(true);
    expect((error as ErrorEleven).message).toBe('The image is used by the portal of GN-1042-7.');
    expect((error as ErrorEleven).status).toBe(409);
  });
});
