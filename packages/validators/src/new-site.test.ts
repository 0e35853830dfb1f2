import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboSchema } from '../test/dbo-contract.js';
import {
  COMMON_SERVICE_AREAS,
  hasServiceArea,
  MAX_NEW_SERVICE_AREAS,
  NO_SERVICE_AREA_MESSAGE,
  ServiceAreasSchema,
  TOO_MANY_SERVICE_AREAS_MESSAGE,
} from './new-site.js';
import { OrgSchema, orgFormValues } from './org.js';

const issuesOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const areas = (...rows: [string, string?][]) => ({
  Areas: rows.map(([Name, VlanId = '']) => ({ Name, VlanId })),
});

describe('ServiceAreasSchema (the Service areas step)', () => {
  it('gives the areas of the contract example', () => {
    const example = dboExample('AddSiteRequest') as {
      ServiceAreas: { Name: string; VlanId: number | null }[];
    };
    const form = {
      Areas: example.ServiceAreas.map((area) => ({
        Name: area.Name,
        VlanId: area.VlanId === null ? '' : String(area.VlanId),
      })),
    };
    expect(v.parse(ServiceAreasSchema, form)).toEqual(example.ServiceAreas);
  });

  it('needs one area at least and takes 50 at most, the contract bounds', () => {
    const contract = dboSchema('NewSite').properties.ServiceAreas as unknown as {
      minItems: number;
      maxItems: number;
    };
    expect(contract.maxItems).toBe(MAX_NEW_SERVICE_AREAS);
    expect(issuesOf(ServiceAreasSchema, areas())).toEqual([['Areas', NO_SERVICE_AREA_MESSAGE]]);
    const many = Array.from({ length: MAX_NEW_SERVICE_AREAS + 1 }, (_, i): [string] => [
      `Area ${i}`,
    ]);
    expect(issuesOf(ServiceAreasSchema, areas(...many.slice(0, -1)))).toBe(undefined);
    expect(issuesOf(ServiceAreasSchema, areas(...many))).toEqual([
      ['Areas', TOO_MANY_SERVICE_AREAS_MESSAGE],
    ]);
  });

  it('checks each name, and its uniqueness within the site ignoring case', () => {
    expect(issuesOf(ServiceAreasSchema, areas(['Lobby'], [''], ['Pool;']))).toEqual([
      ['Areas.1.Name', 'Required'],
      ['Areas.2.Name', 'Cannot contain special characters.'],
    ]);
    expect(issuesOf(ServiceAreasSchema, areas(['Lobby'], ['Pool'], [' lobby ']))).toEqual([
      ['Areas.2.Name', 'Must be unique'],
    ]);
    expect(issuesOf(ServiceAreasSchema, areas(['Lobby'], ['LOBBY', '4095']))).toEqual([
      ['Areas.1.VlanId', 'Vlan must be between 1 and 4094'],
      ['Areas.1.Name', 'Must be unique'],
    ]);
    expect(hasServiceArea(areas(['Guest Rooms']).Areas, ' guest rooms')).toBe(true);
  });

  it('takes every common name', () => {
    const rows = COMMON_SERVICE_AREAS.map((name): [string] => [name]);
    expect(v.parse(ServiceAreasSchema, areas(...rows))).toHaveLength(COMMON_SERVICE_AREAS.length);
  });

  it('takes an empty VLAN id or one in the contract bounds', () => {
    expect(v.parse(ServiceAreasSchema, areas(['Lobby', ''], ['Pool', ' 4094 ']))).toEqual([
      { Name: 'Lobby', VlanId: null },
      { Name: 'Pool', VlanId: 4094 },
    ]);
    for (const bad of ['0', '4095', '12a', '-1', '1.5']) {
      expect(issuesOf(ServiceAreasSchema, areas(['Lobby', bad])), bad).toEqual([
        ['Areas.0.VlanId', 'Vlan must be between 1 and 4094'],
      ]);
    }
  });
});

describe('the site of the wizard (OrgSchema)', () => {
  it('gives the site of the contract example from its form values', () => {
    const { Site } = dboExample('AddSiteRequest') as { Site: Record<string, unknown> };
    expect(v.parse(OrgSchema, orgFormValues(Site))).toEqual({ ...Site, Notes: null });
  });

  it('takes every time zone the browser offers the picker', () => {
    const pattern = new RegExp(dboSchema('OrgFields').properties.TimeZone?.pattern ?? '');
    const { Site } = dboExample('AddSiteRequest') as { Site: Record<string, unknown> };
    for (const zone of ['UTC', ...Intl.supportedValuesOf('timeZone')]) {
      expect(pattern.test(zone), zone).toBe(true);
      expect(v.safeParse(OrgSchema, { ...orgFormValues(Site), TimeZone: zone }).success, zone).toBe(
        true,
      );
    }
  });
});
