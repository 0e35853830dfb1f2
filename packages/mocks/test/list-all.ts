import { validateResponse } from '@guestnet/sdk/spec';
import { getResponse } from 'msw';
import { expect } from 'vitest';
import { createHandlers } from '../src/create-handlers.js';
import { DEMO_ADMIN } from '../src/identities.js';
import { MockState } from '../src/mock-state.js';
import type { ScenarioName } from '../src/scenarios.js';

/** A dbo list procedure and the operationId its answer is checked with. */
const LISTS = { ListPromotions: 'listPromotions', ListServicePlans: 'listServicePlans' } as const;

/**
 * Every record a dbo list procedure answers for an org, read in pages of 500 as an export would,
 * each page checked against the spec.
 */
export async function listAll<T extends { Id: number }>(
  procedure: keyof typeof LISTS,
  orgNumber: string,
  options: { seed?: number; scenario?: ScenarioName; state?: MockState } = {},
): Promise<T[]> {
  const { seed = 1, scenario = 'default', state = new MockState() } = options;
  const handlers = createHandlers({ scenario, seed, state });
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const request = new Request(`http://localhost/GuestnetWS/DevApi/dbo/${procedure}`, {
      method: 'POST',
      body: JSON.stringify([DEMO_ADMIN.token, { OrgNumber: orgNumber, Page: page, PageSize: 500 }]),
    });
    const body = await (await getResponse(handlers, request))?.json();
    const check = validateResponse(LISTS[procedure], 200, body);
    expect(check.valid ? [] : check.errors).toEqual([]);
    items.push(...body.Items);
    if (items.length >= body.Total) return items;
  }
}
