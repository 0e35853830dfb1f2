import * as v from 'valibot';
import { maxLength } from './rules/max-length.js';
import { noSpecialCharacters } from './rules/no-special-characters.js';
import { required } from './rules/required.js';
import { unique } from './rules/unique.js';
import { vlan } from './rules/vlan.js';
import { text } from './text-field.js';

// The new-site wizard's service areas (`NewSite.ServiceAreas` of openapi/dbo.yaml); its
// site is an org form (`OrgSchema`, org.ts). The choices the spec leaves open (the common area
// names, the list's messages) are in docs/decisions/new-site-wizard.md.

/** The service area names the wizard offers to pick (any other can be typed). */
export const COMMON_SERVICE_AREAS = [
  'Lobby',
  'Guest Rooms',
  'Meeting Rooms',
  'Conference Center',
  'Pool',
  'Restaurant',
  'Bar',
  'Spa',
  'Fitness Center',
  'Staff',
] as const;

/** The most service areas one `AddSite` creates (`NewSite.ServiceAreas.maxItems`). */
export const MAX_NEW_SERVICE_AREAS = 50;

/** The message when no service area is chosen (ours). */
export const NO_SERVICE_AREA_MESSAGE = 'Add at least one service area';

/** The message past `MAX_NEW_SERVICE_AREAS` areas (ours). */
export const TOO_MANY_SERVICE_AREAS_MESSAGE = `A site can start with at most ${MAX_NEW_SERVICE_AREAS} service areas`;

/** One service area row of the wizard: its name and VLAN id as typed. */
export interface ServiceAreaFormRow {
  Name: string;
  VlanId: string;
}

/** What the wizard's Service areas step holds. */
export interface ServiceAreasFormValues {
  Areas: ServiceAreaFormRow[];
}

/** A service area as `NewSite.ServiceAreas` takes it. */
export interface ServiceAreaOutput {
  Name: string;
  VlanId: number | null;
}

/** An org's name (docs/product/validation.md and `OrgFields.Name`): required, no special characters, at most 128. */
const orgName = [required, noSpecialCharacters, maxLength(128)];

const areaNameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The Service areas step's schema: at least one area and at most 50; each name required, without
 * special characters, at most 128 characters and unique within the site (ignoring case: the
 * second of two equal names says `Must be unique`); a VLAN id empty or 1–4094 (`Vlan must be
 * between 1 and 4094`, docs/product/validation.md's new style).
 *
 * @example
 * v.safeParse(ServiceAreasSchema, { Areas: [] }).issues?.[0]?.message
 * // → 'Add at least one service area'
 */
export const ServiceAreasSchema = v.pipe(
  v.object({
    Areas: v.pipe(
      v.array(
        v.object({
          Name: text(orgName),
          VlanId: v.pipe(
            text([vlan('new')]),
            v.transform((value): number | null => (value === '' ? null : Number(value))),
          ),
        }),
      ),
      v.minLength(1, NO_SERVICE_AREA_MESSAGE),
      v.maxLength(MAX_NEW_SERVICE_AREAS, TOO_MANY_SERVICE_AREAS_MESSAGE),
    ),
  }),
  // Runs even when another field of a row is wrong, so a repeated name says so at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as { Areas?: unknown };
    const areas = value.Areas;
    if (!Array.isArray(areas)) return;
    (areas as Record<string, unknown>[]).forEach((area, index) => {
      if (typeof area?.Name !== 'string') return;
      const earlier = areas.slice(0, index).map((other) => (other as { Name: unknown }).Name);
      const result = unique(earlier, { ignoreCase: true })(area.Name);
      if (result === true) return;
      addIssue({
        message: result === false ? 'Must be unique' : result,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: value as Record<string, unknown>,
            key: 'Areas',
            value: areas,
          },
          { type: 'array', origin: 'value', input: areas, key: index, value: area },
          { type: 'object', origin: 'value', input: area, key: 'Name', value: area.Name },
        ],
      });
    });
  }),
  v.transform(({ Areas }): ServiceAreaOutput[] => Areas),
);

/**
 * Whether a name is among the rows already (trimmed, ignoring case), the way the step's
 * uniqueness reads it.
 */
export function hasServiceArea(rows: readonly ServiceAreaFormRow[], name: string): boolean {
  return rows.some((row) => areaNameKey(row.Name) === areaNameKey(name));
}
