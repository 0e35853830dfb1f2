import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboSchema } from '../test/dbo-contract.js';
import {
  checkPanRows,
  describePanIssues,
  newPanRow,
  PAN_DEVICE_LIMIT,
  PAN_PSK_MAX_LENGTH,
  PAN_PSK_MIN_LENGTH,
  PAN_ROOM_MAX_LENGTH,
  PAN_ROTATE_ON,
  type PanMappingFormRow,
  PanMappingRowSchema,
  PanMappingTableSchema,
  PanRangeSchema,
  panMappingFormRow,
  panRangeRows,
} from './pan-mapping.js';

const issuesOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const row = (change: Partial<PanMappingFormRow> = {}): PanMappingFormRow => ({
  ...newPanRow(),
  RoomNumber: '101',
  VlanId: '2101',
  ...change,
});

describe('PanMappingRowSchema', () => {
  it('gives the contract example back from its form row', () => {
    const example = dboExample('GetPanMappingResult') as Record<string, unknown>;
    const { OrgNumber: _org, ...payload } = example;
    expect(v.parse(PanMappingRowSchema, panMappingFormRow(example))).toEqual(payload);
  });

  it('keeps the contract bounds', () => {
    const fields = dboSchema('PanMappingInput').properties;
    expect(fields.RoomNumber?.maxLength).toBe(PAN_ROOM_MAX_LENGTH);
    expect(fields.IdentityPsk?.minLength).toBe(PAN_PSK_MIN_LENGTH);
    expect(fields.IdentityPsk?.maxLength).toBe(PAN_PSK_MAX_LENGTH);
    expect(fields.DeviceLimit?.minimum).toBe(PAN_DEVICE_LIMIT.min);
    expect(fields.DeviceLimit?.maximum).toBe(PAN_DEVICE_LIMIT.max);
    expect(fields.RotateOn?.enum).toEqual(PAN_ROTATE_ON.map((choice) => choice.value));
  });

  it("says the spec's VLAN message outside 1–4094 and Required when empty", () => {
    expect(issuesOf(PanMappingRowSchema, row({ VlanId: '4095' }))).toEqual([
      ['VlanId', 'Vlan must be between 1 and 4094'],
    ]);
    expect(issuesOf(PanMappingRowSchema, row({ VlanId: '0' }))).toEqual([
      ['VlanId', 'Vlan must be between 1 and 4094'],
    ]);
    expect(issuesOf(PanMappingRowSchema, row({ VlanId: 'abc' }))).toEqual([
      ['VlanId', 'Vlan must be between 1 and 4094'],
    ]);
    expect(issuesOf(PanMappingRowSchema, row({ VlanId: '', RoomNumber: ' ' }))).toEqual([
      ['RoomNumber', 'Required'],
      ['VlanId', 'Required'],
    ]);
  });

  it('takes an identity PSK of 8 to 63 characters, or none', () => {
    expect(issuesOf(PanMappingRowSchema, row({ IdentityPsk: 'short' }))).toEqual([
      ['IdentityPsk', 'Must be at least 8 characters'],
    ]);
    expect(issuesOf(PanMappingRowSchema, row({ IdentityPsk: 'x'.repeat(64) }))).toEqual([
      ['IdentityPsk', 'Must be no more than 63 characters'],
    ]);
    expect(v.parse(PanMappingRowSchema, row({ IdentityPsk: '' })).IdentityPsk).toBeNull();
    expect(
      v.parse(PanMappingRowSchema, row({ IdentityPsk: 'x'.repeat(63) })).IdentityPsk,
    ).toHaveLength(63);
  });

  it('takes a device limit of 1 to 64, or none, and a rotation among its choices', () => {
    expect(issuesOf(PanMappingRowSchema, row({ DeviceLimit: '65' }))).toEqual([
      ['DeviceLimit', 'Must be 64 or less'],
    ]);
    expect(issuesOf(PanMappingRowSchema, row({ DeviceLimit: '0' }))).toEqual([
      ['DeviceLimit', 'Must be 1 or greater'],
    ]);
    expect(issuesOf(PanMappingRowSchema, row({ RotateOn: 'weekly' }))).toEqual([
      ['RotateOn', 'Must be checkin, checkout or manual'],
    ]);
    expect(v.parse(PanMappingRowSchema, row({ DeviceLimit: ' 8 ' }))).toEqual({
      RoomNumber: '101',
      VlanId: 2101,
      IdentityPsk: null,
      RotateOn: 'checkout',
      DeviceLimit: 8,
    });
  });
});

describe('PanMappingTableSchema (the table edited in place)', () => {
  it('says Must be unique on the later of two rows sharing a room or a VLAN id', () => {
    const rows = [
      row(),
      row({ RoomNumber: '102', VlanId: '02101' }),
      row({ RoomNumber: ' 101 ', VlanId: '2103' }),
    ];
    expect(issuesOf(PanMappingTableSchema, { Rows: rows })).toEqual([
      ['Rows.1.VlanId', 'Must be unique'],
      ['Rows.2.RoomNumber', 'Must be unique'],
    ]);
  });

  it('keeps the stored rows’ ids in the payload', () => {
    expect(
      v.parse(PanMappingTableSchema, {
        Rows: [row({ Id: 7 }), row({ RoomNumber: '102', VlanId: '2102' })],
      }),
    ).toEqual([
      {
        Id: 7,
        RoomNumber: '101',
        VlanId: 2101,
        IdentityPsk: null,
        RotateOn: 'checkout',
        DeviceLimit: null,
      },
      {
        RoomNumber: '102',
        VlanId: 2102,
        IdentityPsk: null,
        RotateOn: 'checkout',
        DeviceLimit: null,
      },
    ]);
  });
});

describe('checkPanRows (the range generator and the CSV import)', () => {
  it('refuses rows that collide with stored ones or earlier ones of the batch, with the table’s messages', () => {
    const checks = checkPanRows(
      [
        row(),
        row({ RoomNumber: '102', VlanId: '2102' }),
        row({ RoomNumber: '102', VlanId: '5000' }),
      ],
      [
        { RoomNumber: '101', VlanId: 3000 },
        { RoomNumber: '900', VlanId: 2101 },
      ],
    );
    expect(checks.map((check) => describePanIssues(check.issues))).toEqual([
      'Room: Must be unique; VLAN ID: Must be unique',
      '',
      'Room: Must be unique; VLAN ID: Vlan must be between 1 and 4094',
    ]);
    expect(checks[1]).toEqual({
      ok: true,
      issues: [],
      output: {
        RoomNumber: '102',
        VlanId: 2102,
        IdentityPsk: null,
        RotateOn: 'checkout',
        DeviceLimit: null,
      },
    });
  });
});

describe('the range generator', () => {
  const range = {
    FromRoom: '101',
    ToRoom: '130',
    FirstVlan: '2101',
    RotateOn: 'checkout',
    DeviceLimit: '4',
  };

  it('makes rooms 101–130 on VLANs 2101–2130', () => {
    const rows = panRangeRows(range);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toMatchObject({ RoomNumber: '101', VlanId: '2101', DeviceLimit: '4' });
    expect(rows[29]).toMatchObject({ RoomNumber: '130', VlanId: '2130' });
    expect(
      panRangeRows({ ...range, FromRoom: '0101', ToRoom: '0102' }).map((r) => r.RoomNumber),
    ).toEqual(['0101', '0102']);
  });

  it('checks its own fields: the VLAN rule, the last room not before the first, 500 rooms at most', () => {
    expect(issuesOf(PanRangeSchema, range)).toBeUndefined();
    expect(issuesOf(PanRangeSchema, { ...range, FirstVlan: '4095' })).toEqual([
      ['FirstVlan', 'Vlan must be between 1 and 4094'],
    ]);
    expect(issuesOf(PanRangeSchema, { ...range, ToRoom: '100' })).toEqual([
      ['ToRoom', 'Must be 101 or greater'],
    ]);
    expect(issuesOf(PanRangeSchema, { ...range, ToRoom: '700' })).toEqual([
      ['ToRoom', 'Must be 600 or less'],
    ]);
    expect(issuesOf(PanRangeSchema, { ...range, FromRoom: '' })).toEqual([
      ['FromRoom', 'Required'],
    ]);
  });

  it('names a VLAN past 4094 on the row that would get it', () => {
    const rows = panRangeRows({ ...range, FirstVlan: '4090' });
    const refused = checkPanRows(rows, []).filter((check) => !check.ok);
    expect(refused).toHaveLength(25);
    expect(describePanIssues(refused[0]?.issues ?? [])).toBe(
      'VLAN ID: Vlan must be between 1 and 4094',
    );
  });
});
