import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import { snackbarQueue } from '../snackbar-queue';
import { selectionActionOf, useBulkDelete } from './use-bulk-delete';

const PLANS = { singular: 'Service Plan', plural: 'Service Plans' };

/** Every message the snackbar shows while `run` runs, in order. */
async function messagesOf(run: () => Promise<void>) {
  const shown: string[] = [];
  const stop = snackbarQueue.subscribe(() => {
    for (const message of snackbarQueue.get()) shown.push(`${message.kind}: ${message.message}`);
  });
  await act(run);
  stop();
  return shown;
}

afterEach(() => snackbarQueue.set([]));

describe('selectionActionOf', () => {
  it("is the screen's own action, else Delete with the remove procedure, else none", () => {
    const revoke = {
      label: 'Revoke',
      done: 'Revoked',
      procedure: 'SaveAccessCode' as const,
      question: () => 'Revoke?',
    };
    expect(selectionActionOf(PLANS, 'DeleteServicePlan', revoke)).toBe(revoke);
    const remove = selectionActionOf(PLANS, 'DeleteServicePlan');
    expect(remove).toMatchObject({ label: 'Delete', procedure: 'DeleteServicePlan' });
    expect(remove?.question(2)).toBe('Delete 2 Service Plans? This cannot be undone.');
    expect(selectionActionOf(PLANS)).toBeUndefined();
  });
});

describe('useBulkDelete', () => {
  it('calls the procedure per selected row, then empties the selection and says what was done and what failed', async () => {
    const calls: unknown[] = [];
    const bed = consoleTestbed({
      fetch: async (input, init) => {
        const [, payload] = (await new Request(input, init).json()) as [string, { Id: number }];
        calls.push(payload);
        return payload.Id === 8
          ? Response.json({ Error: 'The plan is in use' })
          : Response.json({ Success: true });
      },
    });
    let cleared = 0;
    const { result } = renderHook(
      () =>
        useBulkDelete({
          action: selectionActionOf(PLANS, 'DeleteServicePlan'),
          entity: PLANS,
          orgNumber: 'GN-1042-1',
          listKey: ['listServicePlans'],
          selectedIds: ['7', '8', '9'],
          clearSelection: () => cleared++,
        }),
      { wrapper: bed.wrapper },
    );
    act(() => result.current.ask());
    expect(result.current.confirming).toBe(true);

    const shown = await messagesOf(() => result.current.run());

    expect(calls).toEqual([
      { OrgNumber: 'GN-1042-1', Id: 7 },
      { OrgNumber: 'GN-1042-1', Id: 8 },
      { OrgNumber: 'GN-1042-1', Id: 9 },
    ]);
    expect(result.current).toMatchObject({ confirming: false, acting: false });
    expect(cleared).toBe(1);
    expect(shown[0]).toBe('success: Deleted 2 Service Plans');
    expect(shown[1]).toMatch(/^error: Unable to delete 1 Service Plan: .*The plan is in use/);
  });

  it('closes the question without a call when it is cancelled', () => {
    const bed = consoleTestbed();
    const { result } = renderHook(
      () =>
        useBulkDelete({
          action: selectionActionOf(PLANS, 'DeleteServicePlan'),
          entity: PLANS,
          orgNumber: 'GN-1042-1',
          listKey: ['listServicePlans'],
          selectedIds: ['7'],
          clearSelection: () => {},
        }),
      { wrapper: bed.wrapper },
    );
    act(() => result.current.ask());
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ confirming: false, acting: false });
  });
});
