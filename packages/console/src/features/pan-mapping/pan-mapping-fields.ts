import type { DboResult } from '@guestnet/sdk';
import {
  newPanRow,
  PAN_FIELD_LABELS,
  PAN_PSK_MAX_LENGTH,
  PAN_PSK_MIN_LENGTH,
  PAN_ROTATE_ON,
  type PanMappingTableValues,
} from '@guestnet/validators';
import type { FieldSection } from '../../ui/form/form-fields';

/** A stored mapping as `ListPanMappings` answers it. */
export type StoredPan = DboResult<'ListPanMappings'>['Items'][number];

const ROOM_ORDER = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows in room order, as a floor plan reads: `9`, `101`, `101A`, `102`. */
export function sortByRoom<Row extends { RoomNumber: string }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => ROOM_ORDER.compare(a.RoomNumber, b.RoomNumber));
}

/** The table: one `rows` field whose cells are a mapping's fields (docs/product/fields.md "PAN mapping"). */
export const PAN_SECTIONS: readonly FieldSection<PanMappingTableValues>[] = [
  {
    fields: [
      {
        name: 'Rows',
        label: 'Rooms',
        kind: 'rows',
        rowName: 'room',
        addLabel: 'Add room',
        description: `A room and a VLAN ID are each used once per site; an identity PSK is optional (${PAN_PSK_MIN_LENGTH}–${PAN_PSK_MAX_LENGTH} characters), a device limit too (1–64).`,
        empty: 'No room is mapped yet: add one, add a range or import a CSV file.',
        newRow: newPanRow,
        // Narrow cells, so a room's row stays on one line beside its Remove button.
        fields: [
          {
            name: 'RoomNumber',
            label: PAN_FIELD_LABELS.RoomNumber,
            kind: 'text',
            required: true,
            width: 'size-1250',
          },
          {
            name: 'VlanId',
            label: PAN_FIELD_LABELS.VlanId,
            kind: 'number',
            required: true,
            width: 'size-1600',
          },
          {
            name: 'IdentityPsk',
            label: PAN_FIELD_LABELS.IdentityPsk,
            kind: 'text',
            width: 'size-2400',
          },
          {
            name: 'RotateOn',
            label: PAN_FIELD_LABELS.RotateOn,
            kind: 'select',
            options: PAN_ROTATE_ON,
          },
          {
            name: 'DeviceLimit',
            label: PAN_FIELD_LABELS.DeviceLimit,
            kind: 'number',
            width: 'size-1700',
          },
        ],
      },
    ],
  },
];

/** `1 room`, `30 rooms`. */
export const rooms = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'}`;
