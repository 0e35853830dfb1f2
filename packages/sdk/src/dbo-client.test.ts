import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.js';
import { createDboClient } from './dbo-client.js';
import { ErrorEleven } from './errors/error-eleven.js';

const base = { baseUrl: 'http://api.test', getToken: () => 'tok-9' };

describe('dbo transport', () => {
  it('posts [accessToken, payload] to the procedure without an Authorization header', async () => {
    const { fetch, sent } = fakeFetch(json({ Items: [], Total: 0 }));
    const dbo = createDboClient({ ...base, fetch });

    const page = await dbo.call('ListDevices', { OrgNumber: 'GN-1042-7', Page: 2 });

    expect(page).toEqual({ Items: [], Total: 0 });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('http://api.test/GuestnetWS/DevApi/dbo/ListDevices');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(['tok-9', { OrgNumber: 'GN-1042-7', Page: 2 }]);
  });

  it.each([
    ['an Error', { Error: 'Name must be unique' }, 'Name must be unique', 500],
    ['an Error with a Code', { Error: 'Session expired', Code: 401 }, 'Session expired', 401],
    ['an Error with a success Code', { Error: 'Odd', Code: 200 }, 'Odd', 500],
  ])('rejects a 200 carrying %s with an ErrorEleven', async (_case, body, message, status) => {
    const { fetch } = fakeFetch(json(body, 200, 'OK'));
    const dbo = createDboClient({ ...base, fetch });
    const error = await dbo.call('DeleteDevice', { OrgNumber: 'GN-1042-7', Id: 7 }).catch((e) => e);
    expect(ErrorEleven.is(error)).toBe(true);
    expect(error).toMatchObject({ message, status, kind: 'dbo', operationId: 'deleteDevice' });
    // A dbo error never reads as a success (docs/decisions/error-eleven-shaping.md).
    expect(error.statusText).not.toBe('OK');
  });

  it('accepts a 200 whose Error is empty or null', async () => {
    const { fetch } = fakeFetch(json({ Id: 7, Error: '' }), json({ Id: 7, Error: null }));
    const dbo = createDboClient({ ...base, fetch });
    await expect(dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 })).resolves.toMatchObject({
      Id: 7,
    });
    await expect(dbo.call('DeleteDevice', { OrgNumber: 'GN-1', Id: 7 })).resolves.toMatchObject({
      Id: 7,
    });
  });

  it('sends an empty token rather than none when signed out, so the procedure answers Error', async () => {
    const { fetch, sent } = fakeFetch(json({ Error: 'Not signed in' }));
    const dbo = createDboClient({ ...base, getToken: () => undefined, fetch });
    await dbo.call('GetOrg', { OrgNumber: 'GN-1' }).catch(() => undefined);
    expect(JSON.parse(sent[0]?.body ?? '')[0]).toBe('');
  });

  it('rejects a procedure the spec does not have with an ErrorEleven, sending nothing', async () => {
    const { fetch, sent } = fakeFetch(json({}));
    const dbo = createDboClient({ ...base, fetch });
    const call = dbo.call as (procedure: string, payload: unknown) => Promise<never>;
    const error = await call('DropAllTables', { OrgNumber: 'GN-1' }).catch((e: ErrorEleven) => e);
    expect(ErrorEleven.is(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'Unknown Error occurred',
      status: 999,
      statusText: 'Unknown Procedure',
      context: { method: 'POST', url: 'http://api.test/GuestnetWS/DevApi/dbo/DropAllTables' },
    });
    expect(error.aborted).toBe(false);
    expect(String(error.cause)).toContain('DropAllTables is not a procedure of the dbo spec');
    expect(sent).toEqual([]);
  });

  it('also shapes the raw POST of a procedure', async () => {
    const { fetch } = fakeFetch(json({ Error: 'Nope' }));
    const dbo = createDboClient({ ...base, fetch });
    const error = await dbo
      .POST('/GuestnetWS/DevApi/dbo/GetOrg', { body: ['tok', { OrgNumber: 'GN-1' }] })
      .catch((e) => e);
    expect(error).toMatchObject({ name: 'ErrorEleven', message: 'Nope', status: 500, kind: 'dbo' });
  });
});
