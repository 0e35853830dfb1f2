import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../create-handlers.js';
import { DEMO_ADMIN } from '../identities.js';
import { MockState } from '../mock-state.js';
import { PENDING_MS, processingMs } from './access-codes.js';

const ORG = 'GN-1042';

function mocks(clock = { now: new Date('2026-11-24T02:00:00Z').getTime() }) {
  const handlers = createHandlers({ state: new MockState(), now: () => new Date(clock.now) });
  return async (procedure: string, payload: Record<string, unknown>) => {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: ORG, ...payload }]),
    });
    const response = await getResponse(handlers, request);
    const body = await response?.json();
    const operation = procedure.charAt(0).toLowerCase() + procedure.slice(1);
    const check = validateResponse(operation, 200, body);
    expect(check.valid, JSON.stringify('errors' in check ? check.errors.slice(0, 2) : [])).toBe(
      true,
    );
    return body;
  };
}

type Code = { Id: number; Code: string; State: string; FirstMac: string | null };

const NEW_BATCH = {
  Name: 'Gala dinner',
  Strategy: 'random',
  Count: 500,
  CodeLength: 8,
  Prefix: null,
  PlanId: 1,
  UsesPerCode: 1,
  ValidityAfterFirstUseMinutes: null,
  ExpiresAt: null,
  Note: 'Enjoy the evening.',
};

describe('access codes in the mocks', () => {
  it('seeds four batches per org, one of 10,000 codes and one that failed part-way', async () => {
    const dbo = mocks();
    const list = await dbo('ListAccessCodeBatches', { Page: 1, PageSize: 50 });
    expect(
      list.Items.map((batch: Record<string, unknown>) => [
        batch.Name,
        batch.Count,
        batch.Status,
        batch.Generated,
      ]),
    ).toEqual([
      ['Front desk codes', 200, 'completed', 200],
      ['Autumn congress', 10_000, 'completed', 10_000],
      ['Event day passes', 500, 'completed', 500],
      ['Staff devices', 50, 'failed', 20],
    ]);
  });

  it('pages, filters and sorts the 10,000 codes of a batch, all different and the same each time', async () => {
    const dbo = mocks();
    const first = await dbo('ListAccessCodes', { BatchId: 2, Page: 1, PageSize: 500 });
    expect(first.Total).toBe(10_000);
    const all: Code[] = [];
    for (let page = 1; page <= 20; page++) {
      all.push(...(await dbo('ListAccessCodes', { BatchId: 2, Page: page, PageSize: 500 })).Items);
    }
    expect(new Set(all.map((code) => code.Code)).size).toBe(10_000);
    expect(all.every((code) => /^AUT-[2-9A-HJ-NP-Z]{6}$/.test(code.Code))).toBe(true);
    expect(new Set(all.map((code) => code.State))).toEqual(
      new Set(['unused', 'active', 'expired', 'revoked']),
    );
    const again = await mocks()('ListAccessCodes', { BatchId: 2, Page: 1, PageSize: 500 });
    expect(again.Items).toEqual(first.Items);
    const wanted = all[1234] as Code;
    const found = await dbo('ListAccessCodes', { BatchId: 2, Filter: wanted.Code.toLowerCase() });
    expect(found.Items.map((code: Code) => code.Code)).toEqual([wanted.Code]);
    const sorted = await dbo('ListAccessCodes', { BatchId: 2, Sort: '-Code', PageSize: 3 });
    const codes = all.map((code) => code.Code).sort((a, b) => b.localeCompare(a, 'en'));
    expect(sorted.Items.map((code: Code) => code.Code)).toEqual(codes.slice(0, 3));
  });

  it('gives no two batches of an org the same code', async () => {
    const dbo = mocks();
    const codes = new Set<string>();
    let total = 0;
    for (const BatchId of [1, 2, 3, 4]) {
      const page = await dbo('ListAccessCodes', { BatchId, PageSize: 500 });
      for (let n = 1; n <= Math.ceil(page.Total / 500); n++) {
        const items = (await dbo('ListAccessCodes', { BatchId, Page: n, PageSize: 500 })).Items;
        for (const code of items as Code[]) codes.add(code.Code);
        total += items.length;
      }
    }
    expect(total).toBe(200 + 10_000 + 500 + 20);
    expect(codes.size).toBe(total);
  });

  it('takes a new batch from pending through processing to completed over a few seconds', async () => {
    const clock = { now: Date.parse('2026-11-24T02:00:00Z') };
    const dbo = mocks(clock);
    const saved = await dbo('SaveAccessCodeBatch', NEW_BATCH);
    expect(saved).toMatchObject({ Status: 'pending', Generated: 0, Name: 'Gala dinner' });
    expect((await dbo('ListAccessCodes', { BatchId: saved.Id })).Total).toBe(0);
    clock.now += PENDING_MS + processingMs(500) / 2;
    const half = await dbo('GetAccessCodeBatch', { Id: saved.Id });
    expect(half).toMatchObject({ Status: 'processing', Generated: 250 });
    expect((await dbo('ListAccessCodes', { BatchId: saved.Id })).Total).toBe(250);
    clock.now += processingMs(500);
    expect(await dbo('GetAccessCodeBatch', { Id: saved.Id })).toMatchObject({
      Status: 'completed',
      Generated: 500,
    });
    const codes = await dbo('ListAccessCodes', { BatchId: saved.Id, PageSize: 500 });
    expect(codes.Total).toBe(500);
    expect(codes.Items.every((code: Code) => code.State === 'unused')).toBe(true);
  });

  it('revokes one code, which stays revoked in the list', async () => {
    const dbo = mocks();
    const [code] = (await dbo('ListAccessCodes', { BatchId: 1, Filter: 'unused', PageSize: 1 }))
      .Items as Code[];
    const revoked = await dbo('SaveAccessCode', { Id: code?.Id, State: 'revoked' });
    expect(revoked).toMatchObject({ Id: code?.Id, Code: code?.Code, State: 'revoked' });
    const listed = await dbo('ListAccessCodes', { BatchId: 1, Filter: code?.Code });
    expect(listed.Items[0]).toMatchObject({ State: 'revoked' });
    expect(await dbo('GetAccessCode', { Id: code?.Id })).toMatchObject({ State: 'revoked' });
  });

  it('imports pasted codes, and refuses a code another batch of the org already has', async () => {
    const dbo = mocks();
    const clash = (await dbo('ListAccessCodes', { BatchId: 3, PageSize: 1 })).Items[0] as Code;
    const refused = await dbo('SaveAccessCodeBatch', {
      ...NEW_BATCH,
      Strategy: 'csv',
      Count: 2,
      CsvCodes: ['WELCOME1', clash.Code],
    });
    expect(refused.Error).toBe(`The code “${clash.Code}” is already in batch “Event day passes”.`);
    const saved = await dbo('SaveAccessCodeBatch', {
      ...NEW_BATCH,
      Strategy: 'csv',
      Count: 2,
      CsvCodes: ['WELCOME1', 'WELCOME2'],
    });
    expect(saved).not.toHaveProperty('CsvCodes');
    expect(saved.Error).toBeUndefined();
  });

  it('refuses a batch name the org already has', async () => {
    const dbo = mocks();
    const refused = await dbo('SaveAccessCodeBatch', { ...NEW_BATCH, Name: 'front desk codes' });
    expect(refused.Error).toBe('An access code batch named “front desk codes” already exists.');
  });
});
