import * as v from 'valibot';
import { formChoice, formText } from './form-text.js';
import { optionalNumberText, requiredNumberText } from './number-text.js';
import type { Rule } from './rule.js';
import { maxLength } from './rules/max-length.js';
import { minLength } from './rules/min-length.js';
import { required } from './rules/required.js';
import { unique } from './rules/unique.js';
import { vlan } from './rules/vlan.js';
import { text } from './text-field.js';

// PAN mapping (docs/product/fields.md "PAN mapping", `PanMappingInput` of openapi/dbo.yaml): one schema for a
// row, whether it is edited in the table, made by the range generator or read from a CSV file, so
// all three say the same thing. The wording that is ours: docs/decisions/pan-mapping-bulk-save.md.

/** When a room's identity PSK is rotated, with its label. */
export const PAN_ROTATE_ON = [
  { label: 'Check-in', value: 'checkin' },
  { label: 'Check-out', value: 'checkout' },
  { label: 'Manually', value: 'manual' },
] as const;

/** A `RotateOn` value as sent. */
export type PanRotateOn = (typeof PAN_ROTATE_ON)[number]['value'];

const ROTATE_VALUES: readonly PanRotateOn[] = PAN_ROTATE_ON.map((choice) => choice.value);

/** The `RotateOn` of a new row. */
export const PAN_DEFAULT_ROTATE_ON: PanRotateOn = 'checkout';

/** The contract bounds (`PanMappingInput`). */
export const PAN_ROOM_MAX_LENGTH = 16;
export const PAN_PSK_MIN_LENGTH = 8;
export const PAN_PSK_MAX_LENGTH = 63;
export const PAN_DEVICE_LIMIT = { min: 1, max: 64 } as const;

/** The message of a `RotateOn` outside its choices (ours; a CSV file can hold anything). */
export const PAN_ROTATE_ON_MESSAGE = 'Must be checkin, checkout or manual';

/** The labels of a row's fields, as the table, the previews and the import report name them. */
export const PAN_FIELD_LABELS = {
  RoomNumber: 'Room',
  VlanId: 'VLAN ID',
  IdentityPsk: 'Identity PSK',
  RotateOn: 'Rotate on',
  DeviceLimit: 'Device limit',
} as const;

/** A PAN mapping field. */
export type PanField = keyof typeof PAN_FIELD_LABELS;

/** One row as typed: text throughout; `Id` set for a stored row. */
export interface PanMappingFormRow {
  Id?: number | null | undefined;
  RoomNumber: string;
  VlanId: string;
  IdentityPsk: string;
  RotateOn: string;
  DeviceLimit: string;
}

/** One row as `SavePanMapping` takes it, without `OrgNumber`. */
export interface PanMappingOutput {
  Id?: number;
  RoomNumber: string;
  VlanId: number;
  IdentityPsk: string | null;
  RotateOn: PanRotateOn;
  DeviceLimit: number | null;
}

/** What the rows already hold, by the keys uniqueness compares. */
export interface PanTaken {
  rooms: readonly string[];
  vlans: readonly string[];
}

const rotateOn: Rule = (value) =>
  ROTATE_VALUES.includes(value as PanRotateOn) ? true : PAN_ROTATE_ON_MESSAGE;

// A room number is compared as the PMS would: trimmed, ignoring case (`12a` is `12A`); a VLAN id
// by its number (`0101` is `101`).
const roomKey = (room: unknown) =>
  String(room ?? '')
    .trim()
    .toLocaleLowerCase();
const vlanKey = (id: unknown) => {
  const written = String(id ?? '').trim();
  return /^\d+$/.test(written) ? String(Number(written)) : written;
};

/** The schema of one row's fields (no uniqueness), form text in, payload out. */
export const PanMappingRowSchema = v.pipe(
  v.object({
    Id: v.optional(v.nullable(v.number())),
    RoomNumber: text([required, maxLength(PAN_ROOM_MAX_LENGTH)]),
    VlanId: v.pipe(text([required, vlan('new')]), v.transform(Number)),
    IdentityPsk: v.pipe(
      text([minLength(PAN_PSK_MIN_LENGTH), maxLength(PAN_PSK_MAX_LENGTH)]),
      v.transform((psk): string | null => (psk === '' ? null : psk)),
    ),
    RotateOn: v.pipe(
      text([required, rotateOn]),
      v.transform((value) => value as PanRotateOn),
    ),
    DeviceLimit: optionalNumberText({
      whole: true,
      min: PAN_DEVICE_LIMIT.min,
      max: PAN_DEVICE_LIMIT.max,
    }),
  }),
  v.transform(
    ({ Id, ...row }): PanMappingOutput => (typeof Id === 'number' ? { Id, ...row } : row),
  ),
);

/**
 * The uniqueness messages of a row against what is taken (`Must be unique`, docs/product/validation.md): a room
 * and a VLAN id are each unique per site.
 */
export function uniquenessIssues(
  row: Pick<PanMappingFormRow, 'RoomNumber' | 'VlanId'>,
  taken: PanTaken,
): { field: 'RoomNumber' | 'VlanId'; message: string }[] {
  const issues: { field: 'RoomNumber' | 'VlanId'; message: string }[] = [];
  const room = unique(taken.rooms.map(roomKey))(roomKey(row.RoomNumber));
  if (room !== true) issues.push({ field: 'RoomNumber', message: room || 'Must be unique' });
  const id = unique(taken.vlans.map(vlanKey))(vlanKey(row.VlanId));
  if (id !== true) issues.push({ field: 'VlanId', message: id || 'Must be unique' });
  return issues;
}

/** One problem of a row: its field and the message. */
export interface PanIssue {
  field: PanField;
  message: string;
}

/** What checking a batch of rows (a range, a CSV file) says of each. */
export type PanCheck =
  | { ok: true; output: PanMappingOutput; issues: [] }
  | { ok: false; issues: PanIssue[] };

/**
 * Checks new rows against the stored ones and the batch's earlier rows: each row's fields by
 * {@link PanMappingRowSchema}, then its room and VLAN id unique per site. The range generator and
 * the CSV import both use it, so they say what the table says.
 *
 * @example
 * checkPanRows([{ RoomNumber: '101', VlanId: '1', IdentityPsk: '', RotateOn: 'checkout', DeviceLimit: '' }],
 *   [{ RoomNumber: '101', VlanId: 2101 }])[0].issues
 * // → [{ field: 'RoomNumber', message: 'Must be unique' }]
 */
export function checkPanRows(
  rows: readonly PanMappingFormRow[],
  stored: readonly { RoomNumber: unknown; VlanId: unknown }[],
): PanCheck[] {
  const rooms = stored.map((row) => String(row.RoomNumber ?? ''));
  const vlans = stored.map((row) => String(row.VlanId ?? ''));
  return rows.map((row) => {
    const parsed = v.safeParse(PanMappingRowSchema, row);
    const issues: PanIssue[] = (parsed.issues ?? []).map((issue) => ({
      field: String(v.getDotPath(issue) ?? 'RoomNumber') as PanField,
      message: issue.message,
    }));
    const clashes = uniquenessIssues(row, { rooms, vlans }).filter(
      (clash) => !issues.some((issue) => issue.field === clash.field),
    );
    issues.push(...clashes);
    issues.sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field));
    // A row taken here is taken for the rows after it, valid or not.
    rooms.push(row.RoomNumber);
    vlans.push(row.VlanId);
    return parsed.success && issues.length === 0
      ? { ok: true, output: parsed.output, issues: [] }
      : { ok: false, issues };
  });
}

const FIELD_ORDER = Object.keys(PAN_FIELD_LABELS);
const fieldOrder = (field: string) => FIELD_ORDER.indexOf(field);

/** A row's problems in words: `VLAN ID: Vlan must be between 1 and 4094; Room: Must be unique`. */
export function describePanIssues(issues: readonly PanIssue[]): string {
  return issues.map((issue) => `${PAN_FIELD_LABELS[issue.field]}: ${issue.message}`).join('; ');
}

/**
 * The table's schema: every row as {@link PanMappingRowSchema}, and a room or VLAN id used by an
 * earlier row says `Must be unique` at once, on the later row's cell.
 */
export const PanMappingTableSchema = v.pipe(
  v.object({ Rows: v.array(PanMappingRowSchema) }),
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as { Rows?: unknown };
    const rows = value.Rows;
    if (!Array.isArray(rows)) return;
    // The rows as far as read: a VLAN id may be a number already, a room trimmed.
    (rows as Record<string, unknown>[]).forEach((row, index) => {
      if (!row) return;
      const earlier = rows.slice(0, index) as Record<string, unknown>[];
      const clashes = uniquenessIssues(
        { RoomNumber: String(row.RoomNumber ?? ''), VlanId: String(row.VlanId ?? '') },
        {
          rooms: earlier.map((other) => String(other?.RoomNumber ?? '')),
          vlans: earlier.map((other) => String(other?.VlanId ?? '')),
        },
      );
      for (const clash of clashes) {
        addIssue({
          message: clash.message,
          path: [
            { type: 'object', origin: 'value', input: value as never, key: 'Rows', value: rows },
            { type: 'array', origin: 'value', input: rows, key: index, value: row },
            {
              type: 'object',
              origin: 'value',
              input: row as never,
              key: clash.field,
              value: row[clash.field],
            },
          ],
        });
      }
    });
  }),
  v.transform(({ Rows }): PanMappingOutput[] => Rows),
);

/** The table's values. */
export interface PanMappingTableValues {
  Rows: PanMappingFormRow[];
}

/** A new row of the table. */
export function newPanRow(): PanMappingFormRow {
  return {
    RoomNumber: '',
    VlanId: '',
    IdentityPsk: '',
    RotateOn: PAN_DEFAULT_ROTATE_ON,
    DeviceLimit: '',
  };
}

/** A stored mapping as a row of the table. */
export function panMappingFormRow(stored: Record<string, unknown>): PanMappingFormRow {
  return {
    Id: typeof stored.Id === 'number' ? stored.Id : null,
    RoomNumber: formText(stored.RoomNumber),
    VlanId: formText(stored.VlanId),
    IdentityPsk: formText(stored.IdentityPsk),
    RotateOn: formChoice(stored.RotateOn, ROTATE_VALUES, PAN_DEFAULT_ROTATE_ON),
    DeviceLimit: formText(stored.DeviceLimit),
  };
}

/** The most rows one range makes. */
export const PAN_RANGE_MAX = 500;

/** The range generator's fields, as typed. */
export interface PanRangeValues {
  FromRoom: string;
  ToRoom: string;
  FirstVlan: string;
  RotateOn: string;
  DeviceLimit: string;
}

/** The range generator's first values: rooms 101–130 on VLANs from 2101. */
export const PAN_RANGE_DEFAULTS: PanRangeValues = {
  FromRoom: '',
  ToRoom: '',
  FirstVlan: '',
  RotateOn: PAN_DEFAULT_ROTATE_ON,
  DeviceLimit: '',
};

// Only checked here: the rows are made from the text as typed (panRangeRows).
const roomNumber = requiredNumberText({ whole: true, min: 0 });

/**
 * The range generator's own fields: the first and last room (whole numbers, the last not before
 * the first, at most 500 rooms), the first VLAN id (the VLAN rule); the rows it makes are then
 * checked one by one with {@link checkPanRows}.
 */
export const PanRangeSchema = v.pipe(
  v.object({
    FromRoom: roomNumber,
    ToRoom: roomNumber,
    FirstVlan: text([required, vlan('new')]),
    RotateOn: text([required, rotateOn]),
    DeviceLimit: optionalNumberText({
      whole: true,
      min: PAN_DEVICE_LIMIT.min,
      max: PAN_DEVICE_LIMIT.max,
    }),
  }),
  v.forward(
    v.check(
      ({ FromRoom, ToRoom }) => Number(ToRoom) >= Number(FromRoom),
      (issue) => `Must be ${issue.input.FromRoom} or greater`,
    ),
    ['ToRoom'],
  ),
  v.forward(
    v.check(
      ({ FromRoom, ToRoom }) => Number(ToRoom) - Number(FromRoom) < PAN_RANGE_MAX,
      (issue) => `Must be ${issue.input.FromRoom + PAN_RANGE_MAX - 1} or less`,
    ),
    ['ToRoom'],
  ),
);

/**
 * The rows of a range: room `FromRoom + n` on VLAN `FirstVlan + n`, each with the range's rotation
 * and device limit, as text (a VLAN past 4094 is then refused by the row's check, by name).
 */
export function panRangeRows(range: PanRangeValues): PanMappingFormRow[] {
  const from = Number(range.FromRoom);
  const to = Number(range.ToRoom);
  const first = Number(range.FirstVlan);
  const width = range.FromRoom.trim().length;
  const rows: PanMappingFormRow[] = [];
  for (let room = from; room <= to && rows.length < PAN_RANGE_MAX; room += 1) {
    rows.push({
      // Leading zeros kept: rooms 0101–0130 stay four digits.
      RoomNumber: String(room).padStart(width, '0'),
      VlanId: String(first + (room - from)),
      IdentityPsk: '',
      RotateOn: range.RotateOn,
      DeviceLimit: range.DeviceLimit.trim(),
    });
  }
  return rows;
}
