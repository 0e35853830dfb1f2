// docs/decisions/admin-history-screen.md
import type { DboResult } from '@guestnet/sdk';
import { ADMIN_HISTORY_ACTIONS, type AdminHistoryFilterValues } from '@guestnet/validators';
import { ADMIN_HISTORY_ADDRESS } from '../../lib/screens/linked-addresses';
import { type AddressOf, addressParams, readAddress } from '../../lib/screens/screen-address';
import type { ListColumn } from '../../ui/list/list-column';
import type { ListSearch } from '../../ui/list/list-search';

/** One history entry as the list and GetAdminHistoryEntry answer it. */
export type HistoryEntry = DboResult<'GetAdminHistoryEntry'>;
export type HistoryChange = HistoryEntry['Changes'][number];

export const HISTORY_ENTITY = { singular: 'History Entry', plural: 'History Entries' };

/** Newest first unless a header asks otherwise. */
export const DEFAULT_HISTORY_SORT = '-When';

/** The entity types the filter suggests; any other can be typed. */
export const HISTORY_ENTITY_TYPES = [
  'Org',
  'ServicePlan',
  'Promotion',
  'Device',
  'PaymentGateway',
  'AccessCodeBatch',
  'RoleTemplate',
  'ConnectionProfile',
  'Conference',
  'PortalSettings',
  'Session',
] as const;

/** An action's words (`Changed`), or the action itself when unknown. */
export function actionLabel(action: string): string {
  return ADMIN_HISTORY_ACTIONS.find((entry) => entry.value === action)?.label ?? action;
}

/** `2026-11-22 08:00 UTC`: the instant in UTC, the zone the date filters use. */
export function whenText(when: string): string {
  const time = Date.parse(when);
  if (Number.isNaN(time)) return when;
  const iso = new Date(time).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** `ServicePlan 12`, or the type alone when the entry is about no one record. */
export function entityText(entry: Pick<HistoryEntry, 'EntityType' | 'EntityId'>): string {
  return entry.EntityId ? `${entry.EntityType} ${entry.EntityId}` : entry.EntityType;
}

/**
 * An entry's org: its name when the entry was made, and its number (`Lobby (GN-1042-7)`), whether
 * or not the reader's tree has loaded it.
 */
export function orgText(entry: Pick<HistoryEntry, 'OrgName' | 'OrgNumber'>): string {
  return entry.OrgName ? `${entry.OrgName} (${entry.OrgNumber})` : entry.OrgNumber;
}

/** The list's columns. */
export const HISTORY_COLUMNS: readonly ListColumn<HistoryEntry>[] = [
  { field: 'When', header: 'When', width: 'minmax(11rem, 1fr)', text: (e) => whenText(e.When) },
  { field: 'Admin', header: 'Admin', width: 'minmax(8rem, 0.8fr)' },
  {
    field: 'OrgNumber',
    header: 'Org',
    // Org names repeat across sites (`Meeting Rooms`): room for the number after the name.
    width: 'minmax(12rem, 1.4fr)',
    text: orgText,
  },
  { field: 'EntityType', header: 'Entity', width: 'minmax(10rem, 0.8fr)', text: entityText },
  {
    field: 'Action',
    header: 'Action',
    width: 'minmax(6rem, 0.6fr)',
    text: (e) => actionLabel(e.Action),
  },
  {
    field: 'Summary',
    header: 'Summary',
    width: 'minmax(14rem, 2fr)',
    sortable: false,
    link: true,
  },
];

/** What a secret field's change holds on both sides: its values are never sent. */
export const SECRET_MASK = '********';

/** How a field changed: added (no value before), removed (none after), a secret, or changed. */
export type ChangeKind = 'added' | 'removed' | 'secret' | 'changed';

export function changeKind(change: HistoryChange): ChangeKind {
  if (change.Before === SECRET_MASK && change.After === SECRET_MASK) return 'secret';
  if (change.Before === null && change.After !== null) return 'added';
  if (change.After === null && change.Before !== null) return 'removed';
  return 'changed';
}

/** The screen's state in the address: the list's, the filters, and the entry shown. */
export interface HistorySearch {
  list: ListSearch;
  filters: AdminHistoryFilterValues;
  /** The entry whose view is open (`?entry=123`), or undefined. */
  entry: number | undefined;
  /** Only the entries of this bulk change (`?changeSet=7`, from its change set), or undefined. */
  changeSet?: number | undefined;
}

/** The screen's state of its address as read (lib/screens/linked-addresses.ts). */
export function historyState(address: AddressOf<typeof ADMIN_HISTORY_ADDRESS>): HistorySearch {
  const { admin, entity, action, from, to, entry, changeSet, ...list } = address;
  return {
    list,
    filters: { Admin: admin, EntityType: entity, Action: action, From: from, To: to },
    entry,
    changeSet,
  };
}

/** The address's search parameters as the screen's state; anything unknown reads as none. */
export function readHistorySearch(search: Readonly<Record<string, unknown>>): HistorySearch {
  return historyState(readAddress(ADMIN_HISTORY_ADDRESS, search));
}

/** The address's parameters of a state: only what differs from no filter, page 1, newest first. */
export function historySearchParams(
  state: HistorySearch,
): Partial<AddressOf<typeof ADMIN_HISTORY_ADDRESS>> {
  const { filters } = state;
  return addressParams(ADMIN_HISTORY_ADDRESS, {
    ...state.list,
    admin: filters.Admin,
    entity: filters.EntityType,
    action: filters.Action,
    from: filters.From,
    to: filters.To,
    entry: state.entry,
    changeSet: state.changeSet,
  });
}
