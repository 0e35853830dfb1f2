import type { DboPayload } from '@guestnet/sdk';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { type ListSearch, listPayload } from './list-search';
import { lastPageOf, useListQuery, usePageClamp } from './use-list-query';

interface Plan {
  Id: number;
  Name: string;
}
const PLANS: Plan[] = Array.from({ length: 12 }, (_, i) => ({ Id: i + 1, Name: `Plan ${i + 1}` }));

/** ListServicePlans over 12 plans, recording each payload. */
function plansFetch() {
  const payloads: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const [, payload] = (await new Request(input, init).json()) as [
      string,
      { Page: number; PageSize: number },
    ];
    payloads.push(payload);
    const { Page, PageSize } = payload;
    return Response.json({ Items: PLANS.slice((Page - 1) * PageSize, Page * PageSize), Total: 12 });
  };
  return { fetch, payloads };
}

function renderQuery(search: ListSearch) {
  const { fetch, payloads } = plansFetch();
  const bed = consoleTestbed({ fetch });
  const changes: Partial<ListSearch>[] = [];
  const { result } = renderHook(
    () =>
      useListQuery<Plan, 'ListServicePlans'>({
        list: 'ListServicePlans',
        payload: {
          ...listPayload('GN-1042-1', search),
          Active: true,
        } as DboPayload<'ListServicePlans'>,
        search,
        setList: (change) => changes.push(change),
      }),
    { wrapper: bed.wrapper },
  );
  return { result, changes, payloads };
}

describe('useListQuery', () => {
  it('reads the page asked for and its total', async () => {
    const { result } = renderQuery({ page: 2, pageSize: 5, sort: '', filter: '' });
    await waitFor(() => expect(result.current.page?.Items[0]?.Name).toBe('Plan 6'));
    expect(result.current.total).toBe(12);
    expect(result.current.listKey).toHaveLength(1);
  });

  it('goes to the last page when the one asked for is past the end', async () => {
    const { result, changes } = renderQuery({ page: 9, pageSize: 5, sort: '', filter: '' });
    await waitFor(() => expect(result.current.total).toBe(12));
    await waitFor(() => expect(changes).toEqual([{ page: 3 }]));
  });

  it("exports the same list page by page, or every row whatever the filter, with the screen's fields", async () => {
    const { result, payloads } = renderQuery({
      page: 1,
      pageSize: 5,
      sort: '-Name',
      filter: 'day',
    });
    await waitFor(() => expect(result.current.page).toBeDefined());
    const signal = new AbortController().signal;
    await result.current.readPage()(2, 500, signal);
    await result.current.readPage(true)(1, 500, signal);
    expect(payloads.slice(-2)).toEqual([
      {
        OrgNumber: 'GN-1042-1',
        Page: 2,
        PageSize: 500,
        Sort: '-Name',
        Filter: 'day',
        Active: true,
      },
      { OrgNumber: 'GN-1042-1', Page: 1, PageSize: 500, Sort: '-Name', Active: true },
    ]);
  });
});

describe('usePageClamp', () => {
  it('waits for a settled total, then corrects only a page past the end', () => {
    const changes: Partial<ListSearch>[] = [];
    const setList = (change: Partial<ListSearch>) => changes.push(change);
    const { rerender } = renderHook(
      ({ total, page, settled }) => usePageClamp(total, { page, pageSize: 25 }, setList, settled),
      { initialProps: { total: undefined as number | undefined, page: 4, settled: true } },
    );
    rerender({ total: 60, page: 4, settled: false });
    expect(changes).toEqual([]);
    rerender({ total: 60, page: 4, settled: true });
    expect(changes).toEqual([{ page: 3 }]);
    rerender({ total: 60, page: 3, settled: true });
    expect(changes).toEqual([{ page: 3 }]);
    expect(lastPageOf(0, 25)).toBe(1);
  });
});
