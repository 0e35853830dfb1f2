import { seedFrom } from '../../faker/seeded-faker.js';
import type { GeneratedOrg, OrgTree } from '../../org-tree/generate-org-tree.js';
import { currencyOfCountry } from '../entities/org-money.js';
import { PLAN_LENGTHS, PLAN_TIERS, planPrice } from '../entities/service-plans.js';
import { seededCountry } from '../org-details.js';

// How the demo's reports are made up: docs/decisions/report-operations.md

/** What a service area is for, which shapes its day: guest rooms, public spaces, meeting rooms. */
export type AreaKind = 'rooms' | 'public' | 'meeting';
export const AREA_KINDS: readonly AreaKind[] = ['rooms', 'public', 'meeting'];

/** What a leaf did on a day: whole sessions, megabytes, codes redeemed and sales of each plan. */
export interface LeafDay {
  sessions: number;
  dataMb: number;
  codes: number;
  /** Plan sales, in the order of the leaf's `plans`. */
  sold: number[];
}

/** One plan a leaf sells: its name, its price in cents of the leaf's currency, its share of sales. */
export interface LeafPlan {
  name: string;
  cents: number;
  share: number;
}

/**
 * An org the reports count sessions at: a service area, or a site without any. Everything is
 * seeded by its number, so its figures are the same on every load.
 */
export interface ReportLeaf {
  number: string;
  /** The site whose guests' devices this leaf sees: its own number for a site without areas. */
  site: string;
  kind: AreaKind;
  /** The guests on an ordinary day (rooms × occupancy × guests per room, by kind). */
  guests: number;
  /** Day-of-week factors, Monday first: a business hotel empties at the weekend, a resort fills. */
  week: readonly number[];
  sessionsPerGuest: number;
  /** The site's seed, which its guests' arrivals are drawn from (the same for all its areas). */
  siteSeed: number;
  /** The days a guest's devices stay at the site: two at a business hotel, three at a resort. */
  stay: number;
  /** The devices that arrive at the site on an ordinary day. */
  arrivals: number;
  /** The share of the site's devices this leaf sees on an ordinary day (a lobby sees a few). */
  reach: number;
  mbPerSession: number;
  codesPerSession: number;
  buyersPerSession: number;
  plans: readonly LeafPlan[];
  currency: string;
  seed: number;
}

/** The devices at a site per occupied room: about 1.9 guests with one and a half devices each. */
const DEVICES_PER_OCCUPIED_ROOM = 2.85;

const BUSINESS_WEEK = [1.08, 1.12, 1.12, 1.06, 0.9, 0.72, 0.78];
const LEISURE_WEEK = [0.84, 0.84, 0.88, 0.95, 1.16, 1.26, 1.05];
const MEETING_WEEK = [1.2, 1.32, 1.32, 1.2, 0.86, 0.18, 0.12];

/** Each kind's share of a day's sessions by the hour of the report's clock, summing to 1. */
export const HOUR_PROFILES: Record<AreaKind, readonly number[]> = {
  // Guest rooms: the evening peak, a morning before checkout, quiet at night.
  rooms: normalise([3, 2, 1, 1, 1, 2, 5, 9, 10, 7, 5, 4, 4, 4, 4, 5, 6, 8, 10, 12, 14, 14, 11, 6]),
  // Lobby, restaurant, pool: the day, lunch and the early evening.
  public: normalise([
    1, 0.5, 0.3, 0.3, 0.3, 0.5, 2, 5, 8, 8, 9, 11, 13, 11, 9, 8, 8, 9, 10, 9, 7, 5, 3, 2,
  ]),
  // Meeting rooms: working hours only.
  meeting: normalise([
    0, 0, 0, 0, 0, 0, 0.5, 3, 12, 14, 13, 10, 7, 11, 13, 12, 8, 3, 1, 0.5, 0, 0, 0, 0,
  ]),
};

function normalise(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** Units of each currency one US dollar buys: the demo's fixed rates for reporting. */
export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.38,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.53,
};

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Summer busier than winter, by a few percent (northern hemisphere, as most of the demo is). */
export const season = (day: number) =>
  1 + 0.07 * Math.sin((2 * Math.PI * ((day % 365) - 100)) / 365);

/** A number in [0, 1) for a leaf and a day (and a channel), cheap enough for every leaf-day. */
export function noise(seed: number, day: number, channel = 0): number {
  let h = Math.imul(seed ^ Math.imul(day + 0x9e37, 0x85ebca6b), 0xc2b2ae35) ^ channel;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

function kindOf(org: GeneratedOrg): AreaKind {
  if (org.type !== 'ServiceArea') return 'rooms';
  if (/guest rooms|lounge/i.test(org.name)) return 'rooms';
  if (/meeting|conference|ballroom|business/i.test(org.name)) return 'meeting';
  return 'public';
}

// A group's properties sell from one catalogue: a few plans everywhere, the rest here and there.
const CATALOGUE: readonly { tier: string; length: string; weight: number }[] = [
  { tier: 'Premium', length: '1 Day', weight: 6 },
  { tier: 'Basic', length: '1 Day', weight: 6 },
  { tier: 'Standard', length: '1 Day', weight: 5 },
  { tier: 'Premium', length: '3 Days', weight: 4 },
  { tier: 'Premium', length: '7 Days', weight: 3 },
  { tier: 'Lite', length: '2 Hours', weight: 3 },
  { tier: 'Streaming', length: '1 Day', weight: 2 },
  { tier: 'Business', length: '1 Day', weight: 2 },
  { tier: 'Family', length: '3 Days', weight: 1 },
  { tier: 'Gaming', length: '1 Day', weight: 1 },
  { tier: 'Conference', length: '1 Day', weight: 1 },
];
const CATALOGUE_WEIGHT = CATALOGUE.reduce((sum, item) => sum + item.weight, 0);

/** The catalogue's plan at a point of its total weight. */
function weighted(point: number) {
  let left = point;
  for (const entry of CATALOGUE) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return CATALOGUE[0];
}

/**
 * The plans a leaf sells, priced from the seed's price list (entities/service-plans.ts) at the
 * leaf's markup: four to six of the group's catalogue, the popular ones most often.
 */
function plansOf(next: () => number): LeafPlan[] {
  const markup = 0.8 + next() * 0.5;
  const count = 4 + Math.floor(next() * 3);
  const plans: LeafPlan[] = [];
  const taken = new Set<string>();
  for (let tries = 0; plans.length < count && tries < 50; tries++) {
    const item = weighted(next() * CATALOGUE_WEIGHT);
    const tier = PLAN_TIERS.find((entry) => entry.name === item?.tier);
    const length = PLAN_LENGTHS.find((entry) => entry.label === item?.length);
    if (!item || !tier || !length) continue;
    const name = `${tier.name} ${length.label}`;
    if (taken.has(name)) continue;
    taken.add(name);
    // Cheaper and shorter plans sell more: the share falls with the price.
    const price = planPrice(tier, length, markup);
    plans.push({ name, cents: Math.round(price * 100), share: 1 / (1 + price / 6) });
  }
  const total = plans.reduce((sum, plan) => sum + plan.share, 0);
  return plans.map((plan) => ({ ...plan, share: plan.share / total }));
}

/**
 * The leaf's seeded scale and habits, with the currency of its site's seeded address (an area has
 * none of its own, docs/decisions/demo-currency.md).
 */
export function reportLeaf(
  org: GeneratedOrg,
  generated: OrgTree,
  seed: number,
  countries: Map<string, string> = new Map(),
): ReportLeaf {
  const site = org.type === 'ServiceArea' && org.parentNumber ? org.parentNumber : org.number;
  const siteSeed = seedFrom(seed, 'ReportSite', site);
  const siteNext = random(siteSeed);
  const rooms = 40 + Math.floor(siteNext() * 360);
  const occupancy = 0.6 + siteNext() * 0.25;
  const leisure = siteNext() < 0.45;
  const kind = kindOf(org);
  const own = seedFrom(seed, 'ReportLeaf', org.number);
  const next = random(own);
  // An org the user added has no seeded address: USD, as moneyOf answers for it.
  let country = countries.get(site);
  if (!country) {
    country = generated.byNumber.has(site) ? seededCountry(site, seed) : 'US';
    countries.set(site, country);
  }
  const perGuest = { rooms: 1.9, public: 0.55, meeting: 0.3 }[kind];
  const guests = rooms * occupancy * perGuest * (0.8 + next() * 0.4);
  const sessionsPerGuest = { rooms: 2.6, public: 1.3, meeting: 1.8 }[kind] * (0.9 + next() * 0.2);
  const devicesPerSession = 0.5 + next() * 0.12;
  // The site's guests carry its devices: about one and a half per guest in the occupied rooms.
  const stay = leisure ? 3 : 2;
  const present = rooms * occupancy * DEVICES_PER_OCCUPIED_ROOM;
  return {
    number: org.number,
    site,
    kind,
    guests,
    week: kind === 'meeting' ? MEETING_WEEK : leisure ? LEISURE_WEEK : BUSINESS_WEEK,
    sessionsPerGuest,
    siteSeed,
    stay,
    arrivals: present / stay,
    reach: Math.min(1, (guests * sessionsPerGuest * devicesPerSession) / present),
    mbPerSession: { rooms: 310, public: 85, meeting: 140 }[kind] * (0.8 + next() * 0.4),
    codesPerSession: { rooms: 0.015, public: 0.004, meeting: 0.12 }[kind],
    buyersPerSession: { rooms: 0.045, public: 0.02, meeting: 0.01 }[kind] * (0.7 + next() * 0.6),
    plans: plansOf(next),
    currency: currencyOfCountry(country),
    seed: own,
  };
}
/**
 * A plan's price in cents of the report's currency: the leaf's price converted per sale at the
 * demo's fixed rates, so a sum of sales is a sum of these (report-rollup.ts sums the same).
 */
export function saleCents(leaf: ReportLeaf, planCents: number, currency: string): number {
  const rate = (USD_RATES[currency] ?? 1) / (USD_RATES[leaf.currency] ?? 1);
  return Math.round(planCents * rate);
}
