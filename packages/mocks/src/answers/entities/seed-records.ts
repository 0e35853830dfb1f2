import type { Faker } from '@faker-js/faker';

/** A generated record, before the CRUD gives it its `Id` and `OrgNumber`. */
export type SeedRecord = Record<string, unknown>;

/** What a factory knows of the org it fills. */
export interface SeedOrg {
  orgNumber: string;
  /** Whether the scenario is `huge`, whose lists are long enough to page through 10,000 rows. */
  huge: boolean;
  /** The ids the seed gives the org's records of another entity (`ServicePlan`), before any change. */
  idsOf(entityName: string): number[];
  /** The numbers of the service areas under the org (a site's meeting rooms), in tree order. */
  serviceAreas?(): string[];
  /**
   * The org whose seeded address this org's money follows (itself, a service area's site) and the
   * country of that address (org-money.ts); `undefined` for an org the seed did not make.
   */
  addressOwner(): { orgNumber: string; country: string } | undefined;
}

/**
 * A whole-list factory for an entity whose fields depend on each other (a plan's price on its
 * tier and length, a promotion's value on its type), where per-field values cannot keep the rules.
 */
export type SeedRecords = (faker: Faker, org: SeedOrg) => SeedRecord[];

/** An ISO timestamp without milliseconds, as the backend writes them (`2026-12-01T00:00:00Z`). */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
