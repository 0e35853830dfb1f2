import { ADMIN_HISTORY_ACTIONS } from '@guestnet/validators';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HISTORY_ADDRESS,
  BULK_CHANGE_ADDRESS,
  CHANGE_SETS_ADDRESS,
} from './linked-addresses';
import {
  addressParams,
  idField,
  LIST_ADDRESS,
  readAddress,
  validateAddress,
} from './screen-address';

const LIST_DEFAULTS = { page: 1, pageSize: 25, sort: '', filter: '' };

describe('readAddress', () => {
  it('reads each malformed list parameter as its default, keeping the valid ones', () => {
    expect(
      readAddress(LIST_ADDRESS, { page: 'abc', pageSize: 9999, sort: '1x', filter: 7 }),
    ).toEqual({ ...LIST_DEFAULTS, filter: '7' });
    expect(readAddress(LIST_ADDRESS, { page: '3', pageSize: ' 50 ', sort: '-Price' })).toEqual({
      ...LIST_DEFAULTS,
      page: 3,
      pageSize: 50,
      sort: '-Price',
    });
  });

  it('never throws, whatever the address holds', () => {
    for (const raw of [undefined, null, 'page=2', 7, [], { page: { deep: true } }]) {
      expect(readAddress(LIST_ADDRESS, raw)).toEqual(LIST_DEFAULTS);
    }
  });

  it('reads an id only as links write it', () => {
    const ids = v.object({ id: idField() });
    const read = (id: unknown) => readAddress(ids, { id }).id;
    expect([12, '12', 1].map(read)).toEqual([12, 12, 1]);
    for (const id of [-1, 0, 1.5, 'Infinity', '0x1', '01', '1x', '', 2 ** 53, true]) {
      expect(read(id)).toBeUndefined();
    }
  });

  it('reads every action Admin History’s filter offers', () => {
    for (const { value } of ADMIN_HISTORY_ACTIONS) {
      expect(readAddress(ADMIN_HISTORY_ADDRESS, { action: value }).action).toBe(value);
    }
  });

  it('reads the screens’ linked addresses with their defaults', () => {
    expect(readAddress(BULK_CHANGE_ADDRESS, { from: 'nope' })).toEqual({ from: '' });
    expect(readAddress(BULK_CHANGE_ADDRESS, { from: 'search' })).toEqual({ from: 'search' });
    expect(readAddress(CHANGE_SETS_ADDRESS, { set: -1, page: 'x' })).toEqual(LIST_DEFAULTS);
    expect(
      readAddress(ADMIN_HISTORY_ADDRESS, { action: 'rename', entry: 'x', admin: 'a'.repeat(200) }),
    ).toEqual({
      ...LIST_DEFAULTS,
      admin: 'a'.repeat(128),
      entity: '',
      action: '',
      from: '',
      to: '',
    });
  });
});

describe('addressParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(addressParams(LIST_ADDRESS, LIST_DEFAULTS)).toEqual({});
    expect(addressParams(LIST_ADDRESS, { ...LIST_DEFAULTS, page: 2, sort: '-Name' })).toEqual({
      page: 2,
      sort: '-Name',
    });
    expect(addressParams(CHANGE_SETS_ADDRESS, { ...LIST_DEFAULTS, set: 4 })).toEqual({ set: 4 });
  });
});

describe('validateAddress', () => {
  it('keeps the valid parameters and hides the rest, whatever the address held', () => {
    const validate = validateAddress(CHANGE_SETS_ADDRESS);
    const kept = validate({ page: 2, set: 'x', sort: '1x' });
    expect(kept).toEqual({ page: 2 });
    expect(Object.keys(kept).sort()).toEqual(['filter', 'page', 'pageSize', 'set', 'sort']);
  });
});
