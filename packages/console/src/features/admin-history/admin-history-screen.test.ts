import { describe, expect, it } from 'vitest';
import {
  changeKind,
  entityText,
  HISTORY_COLUMNS,
  historySearchParams,
  readHistorySearch,
  whenText,
} from './admin-history-screen';

describe('Admin History screen', () => {
  it('marks each change: added, removed, changed side by side, a secret only as changed', () => {
    expect(changeKind({ Field: 'Notes', Before: null, After: 'VIP' })).toBe('added');
    expect(changeKind({ Field: 'Notes', Before: 'VIP', After: null })).toBe('removed');
    expect(changeKind({ Field: 'Name', Before: 'Harbour', After: 'Harbour Hotel' })).toBe(
      'changed',
    );
    expect(changeKind({ Field: 'RadiusSecret', Before: '********', After: '********' })).toBe(
      'secret',
    );
    expect(changeKind({ Field: 'Empty', Before: null, After: null })).toBe('changed');
  });

  it('shows when in UTC and the entity with its id', () => {
    expect(whenText('2026-11-22T08:00:00Z')).toBe('2026-11-22 08:00 UTC');
    expect(entityText({ EntityType: 'ServicePlan', EntityId: '12' })).toBe('ServicePlan 12');
    expect(entityText({ EntityType: 'Org', EntityId: null })).toBe('Org');
  });

  it('names each entry’s org as it was called then, beside its number', () => {
    const [, , org] = HISTORY_COLUMNS;
    const row = (OrgNumber: string, OrgName: string) => ({ OrgNumber, OrgName }) as never;
    expect(org?.text?.(row('GN-1042', 'Harbour'))).toBe('Harbour (GN-1042)');
    // A server that sends no name: the number alone, never `undefined`.
    expect(org?.text?.(row('GN-9', ''))).toBe('GN-9');
  });

  it('keeps its state in the address, only what differs from the plain list', () => {
    const state = readHistorySearch({
      page: '2',
      sort: 'Admin',
      admin: 'demo',
      entity: 'Org',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-22',
      entry: '88123',
    });
    expect(state.entry).toBe(88123);
    expect(historySearchParams(state)).toEqual({
      page: 2,
      sort: 'Admin',
      admin: 'demo',
      entity: 'Org',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-22',
      entry: 88123,
    });
    expect(historySearchParams(readHistorySearch({ entry: 'x', action: 'rename' }))).toEqual({});
  });
});
