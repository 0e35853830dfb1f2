import type { GeneratedOrg } from '../../org-tree/generate-org-tree.js';
import type { ReportLeaf } from './report-leaf.js';
import {
  DESK_SELLERS,
  GUEST_GROUPS,
  guestGroup,
  LOYALTY_RESULTS,
  LOYALTY_TIERS,
  loyaltyAction,
  loyaltyResult,
  macLeafBytes,
  NAME_PAIRS,
  PAIR_USERS,
  rowMacBits,
  SALE_STATUSES,
  SALE_TYPES,
  sellerOf,
  sessionLeafColumns,
  TERMINATE_CAUSES,
} from './report-rows.js';

// A list's text search (`q`: any of a row's texts contains it, without case) answered without
// reading the rows where the text can only be in columns whose values are a few names (plans,
// payment types, statuses, sellers, groups), the org's (its number and name, the currency) or the
// guest's (its name, user name, email or whole MAC), all of which follow from a row's index:
// docs/decisions/report-queries.md "Text search".

/** The lists a text searches, by the columns their rows show. */
export type TextList = 'sales' | 'pms' | 'cards' | 'loyalty' | 'sessions';

/**
 * The letters of the columns only the rows themselves say (ids, times, receipts, reservations,
 * account numbers, rooms): a text made of these alone may be in any row, so it reads the rows.
 */
const ROW_LETTERS: Record<TextList, RegExp> = {
  // `S-GN-1042-3-20261124-0012`, `2026-11-24T15:20:11Z`, `1042-3-204600018`, `204`.
  sales: /^[\dgnstz:-]+$/,
  // `P-…`, `R-204600` (the reservation) and the sale's `S-…`.
  pms: /^[\dgnprstz:-]+$/,
  // `ch_2k9x…` (any letter or digit), the receipt, the last four digits.
  cards: /^[\da-z_:-]+$/,
  // `L-…` and the member number.
  loyalty: /^[\dglntz:-]+$/,
  // `R-…`, the start and the stop.
  sessions: /^[\dgnrtz:-]+$/,
};

/** Whether a text may be part of a MAC (`A4:1B:…`) without being a whole one. */
const macPart = (q: string) =>
  /^[\da-f]{0,2}(:[\da-f]{2})*(:[\da-f]{0,2})?$/.test(q) && !WHOLE_MAC.test(q);
const WHOLE_MAC = /^a4(:[\da-f]{2}){5}$/;

const NAMES = NAME_PAIRS.map(([first, last]) => `${first} ${last}`.toLowerCase());

/** The guests a text names: by user name (pair × 100 + last two digits) or name pair. */
export interface TextGuests {
  /** `users[pair * 100 + n]`: the text is in the user name (or email) `PAIR_USERS[pair]` + `n`. */
  users: Uint8Array | undefined;
  /** `names[pair]`: the text is in the name `first last` of pair `pair`. */
  names: Uint8Array | undefined;
  /** A whole MAC: the leaf's bytes and the device's last 24 bits. */
  mac: { seed: number; bits: number } | undefined;
}

/**
 * What a text can match in a list's rows without reading them, or `undefined` when it may be in a
 * column only the rows say (an id, a time, a room, an account number, part of a MAC…).
 */
export interface TextMatch extends TextGuests {
  /** The text, lower case: the list's filters check each row made with it. */
  q: string;
  /** Whether every row of a leaf has the text: in its org's number or name, or the currency. */
  leaf(leaf: ReportLeaf, org: GeneratedOrg, currency: string): boolean;
  /** The leaf's plans (places) whose name has the text. */
  plans(leaf: ReportLeaf): boolean[];
  /** The sales' payment types (`SALE_TYPES` places) and statuses whose shown text has it. */
  types: boolean[];
  statuses: boolean[];
  /** The sellers (`online` and the front desk) that have the text. */
  sellers: Set<string>;
  groups: Set<string>;
  /** Loyalty: the actions, the results (places), the tiers (places) that have the text. */
  actions: Set<string>;
  results: boolean[];
  tiers: boolean[];
}

const has = (q: string) => (value: string) => value.toLowerCase().includes(q);

/** The sales' statuses as each list shows them (PMS answers, card statuses), by status place. */
const STATUS_TEXTS: Record<TextList, readonly string[]> = {
  sales: SALE_STATUSES,
  pms: ['posted', 'rejected', 'rejected'],
  cards: ['approved', 'declined', 'refunded'],
  loyalty: [],
  sessions: [],
};

/** The guests whose user name (with `@example.com` for an email) has the text; none if none. */
function usersWith(q: string, suffix: string): Uint8Array | undefined {
  const users = new Uint8Array(PAIR_USERS.length * 100);
  let any = false;
  PAIR_USERS.forEach((user, pair) => {
    for (let n = 0; n < 100; n++) {
      if (`${user}${n}${suffix}`.includes(q)) {
        users[pair * 100 + n] = 1;
        any = true;
      }
    }
  });
  return any ? users : undefined;
}

/** What a text (`q`, as typed) can match in a list's rows; `undefined` when the rows must be read. */
export function textMatch(list: TextList, text: string): TextMatch | undefined {
  const q = text.toLowerCase();
  if (q === '' || ROW_LETTERS[list].test(q)) return undefined;
  const shows = has(q);
  // Columns that vary row by row among a few names the index does not give: read the rows.
  if (list === 'cards' && ['visa', 'mastercard', 'amex', 'discover', 'jcb'].some(shows)) {
    return undefined;
  }
  if (list === 'sessions' && TERMINATE_CAUSES.some(shows)) return undefined;
  if ((list === 'sales' || list === 'sessions') && macPart(q)) return undefined;
  const withMac = (list === 'sales' || list === 'sessions') && WHOLE_MAC.test(q);
  const plansShown = list === 'sales' || list === 'pms' || list === 'loyalty';
  const names = new Uint8Array(NAMES.length);
  let anyName = false;
  if (list === 'pms' || list === 'loyalty') {
    NAMES.forEach((name, pair) => {
      if (name.includes(q)) {
        names[pair] = 1;
        anyName = true;
      }
    });
  }
  const macHex = q.replaceAll(':', '');
  // Each leaf's answers, asked for each of its days: worked out once (per currency).
  const alls = new WeakMap<ReportLeaf, { currency: string; all: boolean }>();
  const plans = new WeakMap<ReportLeaf, boolean[]>();
  const leafHas = (leaf: ReportLeaf, org: GeneratedOrg, currency: string) => {
    if (shows(org.number) || shows(org.name)) return true;
    if (list !== 'loyalty' && list !== 'sessions' && shows(currency)) return true;
    if (list === 'pms' && shows('WIFI')) return true;
    if (list !== 'sessions') return false;
    const { calledStation, nasIp } = sessionLeafColumns(leaf, org);
    return shows(calledStation) || shows(nasIp);
  };
  return {
    q,
    users:
      list === 'sales' || list === 'sessions'
        ? usersWith(q, '')
        : list === 'cards'
          ? usersWith(q, '@example.com')
          : undefined,
    names: anyName ? names : undefined,
    mac: withMac
      ? {
          seed: Number.parseInt(macHex.slice(2, 6), 16),
          bits: Number.parseInt(macHex.slice(6), 16),
        }
      : undefined,
    leaf(leaf, org, currency) {
      let known = alls.get(leaf);
      if (known?.currency !== currency) {
        known = { currency, all: leafHas(leaf, org, currency) };
        alls.set(leaf, known);
      }
      return known.all;
    },
    plans(leaf) {
      let known = plans.get(leaf);
      if (!known) {
        known = leaf.plans.map((plan) => plansShown && shows(plan.name));
        plans.set(leaf, known);
      }
      return known;
    },
    types: SALE_TYPES.map((type) => list === 'sales' && shows(type)),
    statuses: [0, 1, 2].map((status) => shows(STATUS_TEXTS[list][status] ?? '')),
    sellers: new Set(list === 'sales' ? ['online', ...DESK_SELLERS].filter(shows) : []),
    groups: new Set(list === 'sales' ? GUEST_GROUPS.filter(shows) : []),
    actions: new Set(
      list === 'loyalty' ? ['lookup', 'enroll', 'upgrade', 'redeem'].filter(shows) : [],
    ),
    results: LOYALTY_RESULTS.map((result) => list === 'loyalty' && shows(result)),
    tiers: LOYALTY_TIERS.map((tier) => list === 'loyalty' && shows(tier)),
  };
}

/**
 * Whether a sale (PMS charge, card payment) of a leaf-day has the text in a column its index and
 * kind give: its plan, payment type, status or seller (`plans` is `match.plans` of the leaf).
 */
export function saleHasText(
  match: TextMatch,
  at: { leaf: ReportLeaf; day: number },
  plans: boolean[],
  index: number,
  type: number,
  status: number,
  plan: number,
): boolean {
  if (plans[plan] || match.types[type] || match.statuses[status]) return true;
  return match.sellers.size > 0 && match.sellers.has(sellerOf(at.leaf, at.day, index, type));
}

/**
 * Whether the guest (`day * 10_000 + serial`) of row `index` of a leaf-day has the text: `pair`
 * is its name pair (`guestPairs`), the row's device its MAC (`rowMacBits`).
 */
export function guestHasText(
  match: TextMatch,
  leaf: ReportLeaf,
  guest: number,
  pair: number,
  index: number,
): boolean {
  const serial = guest % 10_000;
  if (match.users?.[pair * 100 + (serial % 100)]) return true;
  if (match.names?.[pair]) return true;
  if (match.groups.size > 0 && match.groups.has(guestGroup(leaf, guest))) return true;
  if (match.mac === undefined || macLeafBytes(leaf) !== match.mac.seed) return false;
  return rowMacBits(leaf, guest, index) === match.mac.bits;
}

/** Whether a loyalty look-up has the text in its action, result, tier or plan. */
export function loyaltyHasText(
  match: TextMatch,
  leaf: ReportLeaf,
  day: number,
  index: number,
  serial: number,
): boolean {
  const result = loyaltyResult(leaf, day, index);
  const action = loyaltyAction(leaf, day, index);
  if (match.results[result] || match.actions.has(action)) return true;
  if (result !== 0) return false;
  if (match.tiers[serial % LOYALTY_TIERS.length]) return true;
  return action === 'redeem' && (match.plans(leaf)[0] ?? false);
}
