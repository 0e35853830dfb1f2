import { describe, expect, it } from 'vitest';
import { PAN_SECTIONS, rooms, sortByRoom } from './pan-mapping-fields';

describe('the PAN mapping table', () => {
  it('lists rooms as a floor plan reads them, numbers by value', () => {
    const sorted = sortByRoom(
      ['102', '9', '101A', '1001', '101', 'b12'].map((RoomNumber) => ({ RoomNumber })),
    );
    expect(sorted.map((row) => row.RoomNumber)).toEqual(['9', '101', '101A', '102', '1001', 'b12']);
  });

  it('edits every field of a mapping in place, a room and its VLAN required', () => {
    const table = PAN_SECTIONS[0]?.fields[0];
    expect(table?.kind).toBe('rows');
    const cells = table?.kind === 'rows' ? table.fields : [];
    expect(cells.map((cell) => [cell.name, cell.kind, cell.required ?? false])).toEqual([
      ['RoomNumber', 'text', true],
      ['VlanId', 'number', true],
      ['IdentityPsk', 'text', false],
      ['RotateOn', 'select', false],
      ['DeviceLimit', 'number', false],
    ]);
  });

  it('counts rooms in words', () => {
    expect([rooms(1), rooms(30)]).toEqual(['1 room', '30 rooms']);
  });
});
