import type { Faker } from '@faker-js/faker';
import type {
  OrgTreeNode,
  OrgPathEntry as SdkOrgPathEntry,
  OrgType as SdkOrgType,
} from '@guestnet/sdk';
import { createWordFaker } from '../faker/word-faker.js';
import { orgNames } from './org-names.js';

/** The four org types of docs/product/README.md, from the SDK's generated admin-api types. */
export type OrgType = SdkOrgType;

/** One entry of a node's path, from the SDK's generated admin-api types. */
export type OrgPathEntry = SdkOrgPathEntry;

/**
 * A generated org: the SDK's `OrgTreeNode` without `children` (the tree keeps them in
 * {@link OrgTree.childrenOf}) and with a `number` (only the null org has none). `path` runs from
 * the top org to the node itself, `displayPath` joins the ancestors' names (the node's own
 * excluded) with ' > ', `uniqueId` joins the path's numbers with '-', and `uniqueIdPath` lists the
 * cumulative ids.
 */
export type GeneratedOrg = Omit<OrgTreeNode, 'children' | 'number'> & { number: string };

/** A generated org tree: every org in pre-order, with lookups by number and by parent. */
export interface OrgTree {
  /** Every org, parents before their children. */
  orgs: GeneratedOrg[];
  /** The top org (the demo administrator's owner org). */
  root: GeneratedOrg;
  byNumber: ReadonlyMap<string, GeneratedOrg>;
  /** The children of an org number, in order (an empty list for a leaf). */
  childrenOf(number: string): readonly GeneratedOrg[];
}

/** Options of {@link generateOrgTree}. */
export interface OrgTreeOptions {
  /** How many orgs in total, the root included. */
  count: number;
  /** The seed: the same seed and count give the same tree. Default 1. */
  seed?: number;
  /** When set, one service provider directly holds this many sites (for big-expand benchmarks). */
  largeProviderChildren?: number;
  /** The two letters of every org number. Default `GN`. */
  prefix?: string;
}

/** The org id prefix: an org id is `{prefix}-{orgNumber}` (docs/product/entities.md). */
export const ORG_ID_PREFIX = 'org';

/** The name of the service provider that holds `largeProviderChildren` sites. */
export const LARGE_PROVIDER_NAME = 'Summit Hospitality Partners';

/** `name`, or `name 2`, `name 3`, … when it is `taken` (any case); the name returned is taken. */
function nameAmong(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique.trim().toLowerCase()); n++) unique = `${name} ${n}`;
  taken.add(unique.trim().toLowerCase());
  return unique;
}

/**
 * Generates a realistic org tree of exactly `count` orgs: one top service provider, resellers
 * under it, groupings, sites and their service areas, with numbers like `GN-1042` (service areas
 * `GN-1042-7`), a few linked, trial and disabled orgs. Seeded; 100,000 orgs take well under a
 * second (see `pnpm --filter @guestnet/mocks bench:org-tree`).
 *
 * @example
 * const tree = generateOrgTree({ count: 300, seed: 1 });
 * tree.childrenOf(tree.root.number).map((org) => org.name);
 */
export function generateOrgTree(options: OrgTreeOptions): OrgTree {
  const faker = createWordFaker(options.seed ?? 1);
  const prefix = options.prefix ?? 'GN';
  const orgs: GeneratedOrg[] = [];
  const children = new Map<string, GeneratedOrg[]>();
  let nextNumber = 1000;
  const room = () => options.count - orgs.length;
  // Each parent's children's names, lowercase, as SaveOrg compares them.
  const names = new Map<string, Set<string>>();
  const siblingNames = (number: string) => {
    let taken = names.get(number);
    if (!taken) {
      taken = new Set();
      names.set(number, taken);
    }
    return taken;
  };

  const add = (parent: GeneratedOrg | null, type: OrgType, drawn: string, number?: string) => {
    const own = number ?? `${prefix}-${nextNumber++}`;
    // Siblings never share a name (SaveOrg refuses one a sibling has, as the backend does); a
    // second draw of a taken name gets a number, which keeps every later draw as it was.
    const name = parent ? nameAmong(drawn, siblingNames(parent.number)) : drawn;
    const path = [...(parent?.path ?? []), { name, number: own }];
    const uniqueId = parent ? `${parent.uniqueId}-${own}` : own;
    const trialable = type === 'Site' || type === 'ServiceArea';
    const org: GeneratedOrg = {
      id: `${ORG_ID_PREFIX}-${own}`,
      name,
      number: own,
      parentNumber: parent?.number ?? null,
      type,
      uniqueId,
      uniqueIdPath: [...(parent?.uniqueIdPath ?? []), uniqueId],
      path,
      displayPath: parent ? parent.path.map((entry) => entry.name).join(' > ') : '',
      hasChildren: false,
      isLinked: parent !== null && type !== 'ServiceArea' && faker.datatype.boolean(0.03),
      isTrialMode: trialable && faker.datatype.boolean(0.08),
      status: parent !== null && faker.datatype.boolean(0.05) ? 'Disabled' : 'Active',
    };
    orgs.push(org);
    if (parent) {
      parent.hasChildren = true;
      const siblings = children.get(parent.number);
      if (siblings) siblings.push(org);
      else children.set(parent.number, [org]);
    }
    return org;
  };

  const addSite = (parent: GeneratedOrg, areas: number) => {
    if (room() <= 0) return;
    const site = add(parent, 'Site', orgNames.site(faker));
    orgNames.serviceAreas(faker, Math.min(areas, room())).forEach((name, index) => {
      add(site, 'ServiceArea', name, `${site.number}-${index + 1}`);
    });
  };

  const root = add(null, 'ServiceProvider', 'Guestnet Networks');
  const large = options.largeProviderChildren ?? 0;
  if (large > 0 && room() > 0) {
    const provider = add(root, 'ServiceProvider', LARGE_PROVIDER_NAME);
    for (let i = 0; i < large; i++) addSite(provider, 0);
  }
  while (room() > 0) addProvider(faker, root, add, addSite, room);
  return {
    orgs,
    root,
    byNumber: new Map(orgs.map((org) => [org.number, org])),
    childrenOf: (number) => children.get(number) ?? [],
  };
}

type Add = (parent: GeneratedOrg, type: OrgType, name: string) => GeneratedOrg;

/** One reseller: a few groupings of sites (some nested), plus sites held directly. */
function addProvider(
  faker: Faker,
  root: GeneratedOrg,
  add: Add,
  addSite: (parent: GeneratedOrg, areas: number) => void,
  room: () => number,
): void {
  const provider = add(root, 'ServiceProvider', orgNames.provider(faker));
  const areas = () => faker.number.int({ min: 0, max: 5 });
  const groupings = faker.number.int({ min: 2, max: 6 });
  for (let g = 0; g < groupings && room() > 0; g++) {
    const grouping = add(provider, 'Grouping', orgNames.grouping(faker));
    const holder =
      faker.datatype.boolean(0.2) && room() > 0
        ? add(grouping, 'Grouping', orgNames.grouping(faker))
        : grouping;
    const sites = faker.number.int({ min: 3, max: 12 });
    for (let s = 0; s < sites; s++) addSite(holder, areas());
  }
  const direct = faker.number.int({ min: 0, max: 4 });
  for (let s = 0; s < direct; s++) addSite(provider, areas());
}
