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

describe('dbo.paginate', () => {
  // A list of `total` devices, answered page by page as the payload asks.
  function devices(total: number) {
    return async (request: Request) => {
      const [, payload] = JSON.parse(await request.text()) as [string, Record<string, number>];
      const page = payload.Page ?? 1;
      const size = payload.PageSize ?? 50;
      const from = (page - 1) * size;
      const ids = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => i);
      return json({ Items: ids.map((i) => ({ Id: from + i + 1 })), Total: total });
    };
  }

  it('walks every row, page by page, and stops after the last', async () => {
    const { fetch, sent } = fakeFetch(devices(1050));
    const dbo = createDboClient({ ...base, fetch });
    const ids: number[] = [];
    for await (const row of dbo.paginate('ListDevices', { OrgNumber: 'GN-1' }, { pageSize: 500 })) {
      ids.push(row.Id);
    }
    expect(ids).toHaveLength(1050);
    expect(ids.at(-1)).toBe(1050);
    expect(sent.map((s) => JSON.parse(s.body)[1])).toEqual([
      { OrgNumber: 'GN-1', Page: 1, PageSize: 500 },
      { OrgNumber: 'GN-1', Page: 2, PageSize: 500 },
      { OrgNumber: 'GN-1', Page: 3, PageSize: 500 },
    ]);
  });

  it('stops on a full last page by the Total, without asking for an empty one', async () => {
    const { fetch, sent } = fakeFetch(devices(200));
    const dbo = createDboClient({ ...base, fetch });
    let count = 0;
    for await (const _ of dbo.paginate('ListDevices', { OrgNumber: 'GN-1' })) count++;
    expect(count).toBe(200);
    expect(sent).toHaveLength(2);
  });

  it('asks for the next page only when the rows of the last one are used up', async () => {
    const { fetch, sent } = fakeFetch(devices(1000));
    const dbo = createDboClient({ ...base, fetch });
    const rows = dbo.paginate('ListDevices', { OrgNumber: 'GN-1' }, { pageSize: 10 });
    for (let i = 0; i < 10; i++) await rows.next();
    expect(sent).toHaveLength(1);
    await rows.next();
    expect(sent).toHaveLength(2);
    await rows.return();
    expect(sent).toHaveLength(2);
  });

  it('stops within one page when its signal aborts', async () => {
    const { fetch, sent } = fakeFetch(devices(1000));
    const dbo = createDboClient({ ...base, fetch });
    const controller = new AbortController();
    const seen: number[] = [];
    const walk = (async () => {
      for await (const row of dbo.paginate(
        'ListDevices',
        { OrgNumber: 'GN-1' },
        { pageSize: 10, signal: controller.signal },
      )) {
        seen.push(row.Id);
        if (row.Id === 15) controller.abort();
      }
    })();
    await expect(walk).rejects.toMatchObject({ name: 'ErrorEleven', kind: 'aborted' });
    expect(seen.at(-1)).toBe(15);
    expect(sent).toHaveLength(2);
  });

  it('keeps pages within the dbo limit of 500 rows', async () => {
    const { fetch, sent } = fakeFetch(devices(3));
    const dbo = createDboClient({ ...base, fetch });
    for await (const _ of dbo.paginate('ListDevices', { OrgNumber: 'GN-1' }, { pageSize: 5000 })) {
      // walk
    }
    expect(JSON.parse(sent[0]?.body ?? '[]')[1].PageSize).toBe(500);
  });
});
