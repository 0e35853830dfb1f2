import { describe, expect, it } from 'vitest';
import { validateRequestBody, validateResponse } from './validate.js';

const node = {
  id: 'org-GN-1',
  name: 'Root',
  number: 'GN-1',
  parentNumber: null,
  type: 'Grouping',
  uniqueId: 'GN-1',
  uniqueIdPath: ['GN-1'],
  path: [],
  displayPath: '',
  hasChildren: true,
  isLinked: false,
  isTrialMode: false,
  status: 'Active',
};

describe('validateResponse', () => {
  it('accepts a body that matches, following recursive refs', () => {
    const child = { ...node, id: 'org-GN-1-2', number: 'GN-1-2', type: 'Site', children: [] };
    expect(validateResponse('listOrgTree', 200, [{ ...node, children: [child] }])).toEqual({
      valid: true,
    });
  });

  it('reports where a body breaks its schema', () => {
    const broken = { ...node, children: [{ ...node, status: 'Sleeping' }] };
    const result = validateResponse('listOrgTree', 200, [broken]);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/0/children/0/status', keyword: 'enum' }),
    );
  });

  it.each([
    ['a list', ['Something went wrong.'], true],
    ['an object with Message', { Message: 'Nope', Code: 503 }, true],
    ['an object with message', { message: 'Nope' }, true],
    ['a string', 'Nope', true],
    ['an HTML page', '<html><body>500</body></html>', true],
    ['a number', 42, false],
  ])(
    'accepts the error body shapes of docs/product/validation.md on a 500: %s',
    (_case, body, valid) => {
      expect(validateResponse('listOrgTree', 500, body).valid).toBe(valid);
    },
  );

  it('accepts a dbo 200 that carries Error, and rejects an empty Error', () => {
    expect(validateResponse('listDevices', 200, { Error: 'Session expired' })).toEqual({
      valid: true,
    });
    expect(validateResponse('listDevices', 200, { Error: '' }).valid).toBe(false);
  });

  it('rejects a status the spec does not declare', () => {
    expect(validateResponse('getAccount', 418, {})).toEqual({
      valid: false,
      errors: [
        {
          instancePath: '',
          keyword: 'status',
          message: 'status 418 is not declared for getAccount',
        },
      ],
    });
  });

  it('accepts no body for a response without content, and rejects one', () => {
    expect(validateResponse('logout', 204, undefined)).toEqual({ valid: true });
    expect(validateResponse('logout', 204, { ok: true }).valid).toBe(false);
  });

  it('checks formats and patterns', () => {
    const member = { Username: 'demo', IsSsoUser: false };
    expect(validateResponse('getAccount', 200, member)).toEqual({ valid: true });
    expect(validateResponse('getAccount', 200, { ...member, IsSsoUser: 'no' }).valid).toBe(false);
  });
});

describe('validateRequestBody', () => {
  it.each([
    ['a complete login', { Username: 'demo', Password: 'demo', Realm: null, Org: null }, true],
    ['no password', { Username: 'demo' }, false],
    ['an empty username', { Username: '', Password: 'x' }, false],
  ])('checks the login payload: %s', (_case, body, valid) => {
    expect(validateRequestBody('login', body).valid).toBe(valid);
  });

  it.each([
    ['token and payload', ['tok', { OrgNumber: 'GN-1042', Id: 7 }], true],
    ['payload only', [{ OrgNumber: 'GN-1042', Id: 7 }], false],
    ['an extra item', ['tok', { OrgNumber: 'GN-1042', Id: 7 }, 1], false],
    ['a bad org number', ['tok', { OrgNumber: '1042', Id: 7 }], false],
    ['an object', { OrgNumber: 'GN-1042', Id: 7 }, false],
  ])('checks a dbo body is [accessToken, payload]: %s', (_case, body, valid) => {
    expect(validateRequestBody('getDevice', body).valid).toBe(valid);
  });

  it.each([
    ['VLAN 1', 1, true],
    ['VLAN 4094', 4094, true],
    ['VLAN 0', 0, false],
    ['VLAN 4095', 4095, false],
  ])('bounds a PAN mapping VLAN to 1-4094: %s', (_case, VlanId, valid) => {
    const pan = { OrgNumber: 'GN-1042', RoomNumber: '101', VlanId, RotateOn: 'manual' };
    expect(validateRequestBody('savePanMapping', ['tok', pan]).valid).toBe(valid);
  });

  it.each([
    ['colons', '4C:5E:0C:12:34:56', true],
    ['hyphens', '4c-5e-0c-12-34-56', true],
    ['no separator', '4C5E0C123456', true],
    ['eight pairs', '4C:5E:0C:12:34:56:78:9A', true],
    ['five pairs', '4C:5E:0C:12:34', false],
    ['not hex', 'ZZ:5E:0C:12:34:56', false],
  ])('checks a device MAC with the MAC rule: %s', (_case, MacAddress, valid) => {
    const device = {
      OrgNumber: 'GN-1042-7',
      Name: 'gw',
      Type: 'mikrotik',
      Host: '10.0.0.1',
      MacAddress,
    };
    expect(validateRequestBody('saveDevice', ['tok', device]).valid).toBe(valid);
  });

  it('accepts no body for an operation without one, and rejects one', () => {
    expect(validateRequestBody('getAccount', undefined)).toEqual({ valid: true });
    expect(validateRequestBody('getAccount', {}).valid).toBe(false);
  });
});
