// docs/decisions/adv-org-search.md
import { isOrgNumber, ORG_NUMBER_MESSAGE, orgNumber } from '@guestnet/validators';
import type { OrgNode, OrgStatus, OrgType } from '../../lib/org/org-node';
import { type AddressOf, addressParams, readAddress } from '../../lib/screens/screen-address';
import type { ListColumn } from '../../ui/list/list-column';
import type { ListSearch } from '../../ui/list/list-search';
import { ORG_SEARCH_ADDRESS } from './org-search-address';

type OrgSearchAddress = AddressOf<typeof ORG_SEARCH_ADDRESS>;

export const ORG_TYPE_OPTIONS: readonly { value: OrgType; label: string }[] = [
  { value: 'ServiceProvider', label: 'Service Provider' },
  { value: 'Grouping', label: 'Grouping' },
  { value: 'Site', label: 'Site' },
  { value: 'ServiceArea', label: 'Service Area' },
];
export const ORG_STATUS_OPTIONS: readonly OrgStatus[] = ['Active', 'Disabled', 'Removed'];

/** What the search form asks: `''` for any. */
export interface OrgCriteria {
  /** A name part, or an org number (the validators' pattern) searched by number. */
  text: string;
  type: OrgType | '';
  status: OrgStatus | '';
  trial: 'yes' | 'no' | '';
  /** The org number of the org under which to search. */
  parent: string;
}

export const NO_CRITERIA: OrgCriteria = { text: '', type: '', status: '', trial: '', parent: '' };

/** Text this long also asks the server's org search (docs/product/constants.md: the org search's minimum). */
export const SERVER_SEARCH_MIN = 3;

/** The loaded orgs, then the server's answers the tree does not hold, by uniqueId. */
export function mergeNodes(loaded: readonly OrgNode[], found: readonly OrgNode[]): OrgNode[] {
  const known = new Set(loaded.map((node) => node.uniqueId));
  return [...loaded, ...found.filter((node) => !known.has(node.uniqueId))];
}

/** The message when the parent's number is no org of the tree (ours). */
export const PARENT_NOT_FOUND = 'No org with this number in the tree';

/** The screen's state in the address: the criteria and the list's page, size and sort. */
export interface OrgSearchState {
  criteria: OrgCriteria;
  list: ListSearch;
}

/** The screen's state of its address as read (lib/screens/screen-address.ts). */
export function orgSearchState(address: OrgSearchAddress): OrgSearchState {
  const { q, type, status, trial, parent, ...list } = address;
  return { criteria: { text: q, type, status, trial, parent }, list: { ...list, filter: '' } };
}

/** The address's search parameters as the screen's state; anything unknown reads as none. */
export function readOrgSearch(search: Readonly<Record<string, unknown>>): OrgSearchState {
  return orgSearchState(readAddress(ORG_SEARCH_ADDRESS, search));
}

/** The address's parameters of a state: only the criteria given and what differs in the list. */
export function orgSearchParams(state: OrgSearchState): Partial<OrgSearchAddress> {
  const { criteria, list } = state;
  return addressParams(ORG_SEARCH_ADDRESS, {
    q: criteria.text,
    type: criteria.type,
    status: criteria.status,
    trial: criteria.trial,
    parent: criteria.parent,
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
  });
}

/** The parent field's message: not an org number, or no such org loaded; undefined when fine. */
export function parentMessage(
  parent: string,
  find: (number: string) => OrgNode | undefined,
): string | undefined {
  const text = parent.trim();
  if (text === '') return undefined;
  if (orgNumber(text) !== true) return ORG_NUMBER_MESSAGE;
  return find(text) ? undefined : PARENT_NOT_FOUND;
}

// Lowercase names, made once per node: a renamed org is a new node object (OrgTreeStore.update),
// so a stale entry is never read, and the map lets go of nodes the tree dropped.
const lowerNames = new WeakMap<OrgNode, string>();
function lowerName(node: OrgNode): string {
  let lower = lowerNames.get(node);
  if (lower === undefined) {
    lower = node.name.toLowerCase();
    lowerNames.set(node, lower);
  }
  return lower;
}

const SORT_KEYS: Readonly<Record<string, (node: OrgNode) => string>> = {
  name: lowerName,
  number: (node) => (node.number ?? '').toLowerCase(),
  type: (node) => node.type,
  status: (node) => node.status,
  displayPath: (node) => node.displayPath.toLowerCase(),
};

/**
 * The orgs of `nodes` (the loaded tree in pre-order) that match the criteria, in tree order or by
 * `sort` (a column's field, `-` in front for descending). Text that looks like an org number
 * (docs/product/validation.md) matches numbers that start with it; other text matches names that contain it,
 * without regard to case. One pass over the nodes, then a sort of the matches when asked.
 */
export function findInTree(
  nodes: readonly OrgNode[],
  criteria: OrgCriteria,
  sort: string,
  parentNode?: OrgNode,
): OrgNode[] {
  const text = criteria.text.trim().toLowerCase();
  const byNumber = text !== '' && isOrgNumber(text);
  const under = parentNode?.uniqueId;
  const trial = criteria.trial === '' ? undefined : criteria.trial === 'yes';
  const found: OrgNode[] = [];
  for (const node of nodes) {
    if (node.number === null) continue; // the fake root of development mode
    if (criteria.type && node.type !== criteria.type) continue;
    if (criteria.status && node.status !== criteria.status) continue;
    if (trial !== undefined && node.isTrialMode !== trial) continue;
    if (under && (node.uniqueId === under || !node.uniqueIdPath.includes(under))) continue;
    if (text) {
      if (byNumber) {
        if (!node.number.toLowerCase().startsWith(text)) continue;
      } else if (!lowerName(node).includes(text)) continue;
    }
    found.push(node);
  }
  const descending = sort.startsWith('-');
  const key = SORT_KEYS[descending ? sort.slice(1) : sort];
  if (!key) return found;
  const keyed = found.map((node) => ({ node, key: key(node) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (descending ? -1 : 1));
  return keyed.map((entry) => entry.node);
}

const typeLabel = (type: string) =>
  ORG_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

export const ORG_RESULT_COLUMNS: readonly ListColumn<OrgNode>[] = [
  { field: 'name', header: 'Name', width: 'minmax(12rem, 2fr)', link: true },
  { field: 'number', header: 'Number', width: 'minmax(8rem, 1fr)', text: (n) => n.number ?? '' },
  { field: 'type', header: 'Type', width: 'minmax(8rem, 1fr)', text: (n) => typeLabel(n.type) },
  {
    field: 'status',
    header: 'Status',
    width: 'minmax(7rem, 0.8fr)',
    text: (n) => (n.isTrialMode ? `${n.status} (trial)` : n.status),
  },
  { field: 'displayPath', header: 'Display path', width: 'minmax(14rem, 3fr)' },
];
