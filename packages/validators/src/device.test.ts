import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dboExample, dboExampleItems, dboSchema, without } from '../test/dbo-contract.js';
import {
  DEVICE_DEFAULTS,
  DEVICE_TYPES,
  type DeviceFormValues,
  DeviceSchema,
  deviceFormValues,
  deviceSchema,
  HOST_MESSAGE,
} from './device.js';

const contract = dboSchema('DeviceFields');
const example = deviceFormValues(dboExample('GetDeviceResult') as Record<string, unknown>);
const device = (changes: Partial<DeviceFormValues> = {}): DeviceFormValues => ({
  ...example,
  ...changes,
});
const issuesOf = (form: unknown, schema = DeviceSchema) =>
  v.safeParse(schema, form).issues?.map((issue) => [v.getDotPath(issue), issue.message]);
const outputOf = (form: unknown, schema = DeviceSchema) => {
  const result = v.safeParse(schema, form);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(form, schema)));
  return result.output as Record<string, unknown>;
};
const READ_ONLY = ['Id', 'OrgNumber', 'HasRadiusSecret', 'LastSeen', 'LastIp', 'Reachable'];

describe('DeviceSchema and the examples of openapi/dbo.yaml', () => {
  it.each([
    ['GetDeviceResult', dboExample('GetDeviceResult')],
    ...dboExampleItems('ListDevicesResult').map((item, index): [string, unknown] => [
      `ListDevicesResult item ${index}`,
      item,
    ]),
  ])('takes %s through the form and gives back its fields, no secret', (_, stored) => {
    const form = deviceFormValues(stored as Record<string, unknown>);
    expect(outputOf(form)).toEqual(without(stored, READ_ONLY));
  });

  it('takes SaveDeviceRequest (a create, with its secret) through the form', () => {
    const payload = dboExample('SaveDeviceRequest') as Record<string, unknown>;
    const form = { ...deviceFormValues(payload), RadiusSecret: String(payload.RadiusSecret) };
    expect(outputOf(form)).toEqual(without(payload, ['OrgNumber']));
  });

  it('holds the contract’s fields, less OrgNumber, plus the secret and whether one is stored', () => {
    expect(Object.keys(DEVICE_DEFAULTS()).sort()).toEqual(
      [
        ...Object.keys(contract.properties).filter((key) => key !== 'OrgNumber'),
        'RadiusSecret',
        'HasRadiusSecret',
      ].sort(),
    );
  });

  it('offers exactly the contract’s device types', () => {
    expect(DEVICE_TYPES.map((type) => type.value)).toEqual(contract.properties.Type?.enum);
  });
});

describe('a new device', () => {
  it('says Required for the name, the address, the MAC and the secret', () => {
    expect(issuesOf(DEVICE_DEFAULTS('mikrotik'))).toEqual([
      ['Name', 'Required'],
      ['Host', 'Required'],
      ['MacAddress', 'Required'],
      ['RadiusSecret', 'Required'],
    ]);
  });

  it('sends the secret typed, on the standard RADIUS ports', () => {
    const output = outputOf({
      ...DEVICE_DEFAULTS('meraki'),
      Name: 'Lobby APs',
      Host: 'ap.example.com',
      MacAddress: '001a2b3c4d5e',
      RadiusSecret: ' s3cret ',
    });
    expect(output).toMatchObject({ Type: 'meraki', RadiusAuthPort: 1812, RadiusAcctPort: 1813 });
    expect(output.RadiusSecret).toBe(' s3cret ');
    expect('HasRadiusSecret' in output).toBe(false);
  });
});

describe('the RADIUS secret is write-only', () => {
  it('left empty on a device that has one, it is left out: the stored one is kept', () => {
    const output = outputOf(device({ RadiusSecret: '' }));
    expect('RadiusSecret' in output).toBe(false);
  });

  it('a new one replaces it', () => {
    expect(outputOf(device({ RadiusSecret: 'rotated-1' })).RadiusSecret).toBe('rotated-1');
  });

  it('takes 60 characters and no more', () => {
    expect(outputOf(device({ RadiusSecret: 'x'.repeat(60) })).RadiusSecret).toHaveLength(60);
    expect(issuesOf(device({ RadiusSecret: 'x'.repeat(61) }))).toEqual([
      ['RadiusSecret', 'Must be no more than 60 characters'],
    ]);
  });

  it('is never read back into the form', () => {
    const form = deviceFormValues({ ...example, RadiusSecret: 'leaked' });
    expect(form.RadiusSecret).toBe('');
  });
});

describe('MAC', () => {
  it.each([
    '4C:5E:0C:12:34:56',
    '4c-5e-0c-12-34-56',
    '4C5E0C123456',
    '4C:5E:0C:12:34:56:78:9A',
    '4c-5e-0c-12-34-56-78-9a',
    '4C5E0C123456789A',
  ])('accepts %s', (value) => {
    expect(outputOf(device({ MacAddress: value })).MacAddress).toBe(value);
  });

  it.each([
    '4C:5E:0C:12:34',
    '4C:5E-0C:12:34:56',
    '4C:5E:0C:12:34:5G',
    '4C5E0C1234',
    '4C.5E.0C.12.34.56',
  ])('refuses %s with the spec’s message', (value) => {
    expect(issuesOf(device({ MacAddress: value }))).toEqual([['MacAddress', 'Invalid MAC']]);
  });
});

describe('the other fields', () => {
  it('a name is unique per site, without regard to case, but a device keeps its own', () => {
    const schema = deviceSchema({ takenNames: ['Pool AP'], current: 'Lobby gateway' });
    expect(issuesOf(device({ Name: ' pool ap ' }), schema)).toEqual([['Name', 'Must be unique']]);
    expect(outputOf(device({ Name: 'Lobby gateway' }), schema).Name).toBe('Lobby gateway');
  });

  it.each([
    ['Name', 128],
    ['ShortName', 32],
    ['Model', 64],
    ['Description', 200],
  ] as const)('%s takes %i characters and no more', (key, max) => {
    expect(contract.properties[key]?.maxLength).toBe(max);
    expect(outputOf(device({ [key]: 'x'.repeat(max) }))[key]).toBe('x'.repeat(max));
    expect(issuesOf(device({ [key]: 'x'.repeat(max + 1) }))).toEqual([
      [key, `Must be no more than ${max} characters`],
    ]);
  });

  it.each(['ShortName', 'Model', 'Description'] as const)('%s left empty is null', (key) => {
    expect(outputOf(device({ [key]: '  ' }))[key]).toBeNull();
  });

  it.each(['10.20.0.1', 'gw.harbour.example', 'localhost1'])('takes the address %s', (host) => {
    expect(outputOf(device({ Host: host })).Host).toBe(host);
  });

  it.each(['10.20.0.256', 'gw_1.example', 'http://gw.example', '-gw.example'])(
    'refuses the address %s',
    (host) => {
      expect(issuesOf(device({ Host: host }))).toEqual([['Host', HOST_MESSAGE]]);
      expect(new RegExp(contract.properties.Host?.pattern ?? '').test(host)).toBe(false);
    },
  );

  it('ports are whole numbers from 1 to 65535', () => {
    expect(outputOf(device({ RadiusAuthPort: '65535' })).RadiusAuthPort).toBe(65535);
    expect(issuesOf(device({ RadiusAuthPort: '0' }))).toEqual([
      ['RadiusAuthPort', 'Must be 1 or greater'],
    ]);
    expect(issuesOf(device({ RadiusAcctPort: '65536' }))).toEqual([
      ['RadiusAcctPort', 'Must be 65535 or less'],
    ]);
    expect(issuesOf(device({ RadiusAcctPort: '' }))).toEqual([['RadiusAcctPort', 'Required']]);
  });

  it('SSIDs are one per line, blank lines dropped, each at most 32 characters', () => {
    expect(outputOf(device({ Ssids: ' Guest \n\nStaff\r\n' })).Ssids).toEqual(['Guest', 'Staff']);
    expect(outputOf(device({ Ssids: '' })).Ssids).toEqual([]);
    expect(issuesOf(device({ Ssids: `Guest\n${'x'.repeat(33)}` }))).toEqual([
      ['Ssids', 'Must be no more than 32 characters'],
    ]);
  });
});
