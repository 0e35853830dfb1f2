// docs/decisions/pan-mapping-bulk-save.md
import {
  checkPanRows,
  describePanIssues,
  PAN_DEFAULT_ROTATE_ON,
  type PanMappingFormRow,
  type PanMappingOutput,
} from '@guestnet/validators';
import { parseCsv } from './csv-parse';

/** How many saves run at once when many rows are saved (a range, an import, the table). */
export const SAVE_CONCURRENCY = 4;

/** What one save of many gave: done, or the server's message. */
export type SaveResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Runs `save` for every item, `concurrency` at a time, in order of the items, reporting how many
 * are done after each; a failure does not stop the others. Resolves to one result per item.
 */
export async function saveAll<Item>(
  items: readonly Item[],
  save: (item: Item) => Promise<unknown>,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<SaveResult[]> {
  const results: SaveResult[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { ok: true, value: await save(items[index] as Item) };
      } catch (error) {
        results[index] = { ok: false, message: (error as Error).message };
      }
      done += 1;
      options.onProgress?.(done, items.length);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? SAVE_CONCURRENCY, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/** The columns an import file may have, by the names its first line may give them. */
const CSV_COLUMNS: Record<keyof Omit<PanMappingFormRow, 'Id'>, readonly string[]> = {
  RoomNumber: ['roomnumber', 'room'],
  VlanId: ['vlanid', 'vlan'],
  IdentityPsk: ['identitypsk', 'psk'],
  RotateOn: ['rotateon', 'rotate'],
  DeviceLimit: ['devicelimit', 'devices'],
};

/** The first line an import file needs, as the dialog shows it. */
export const CSV_HEADER = 'RoomNumber,VlanId,IdentityPsk,RotateOn,DeviceLimit';

/** One row of an import file: its line, what it holds, and what checking it said. */
export interface ImportRow {
  line: number;
  row: PanMappingFormRow;
  output?: PanMappingOutput;
  reason?: string;
}

/** What an import file gives: its rows checked, or why it cannot be read at all. */
export type ImportReport = { rows: ImportRow[] } | { error: string };

/**
 * Reads an import file: the first line names the columns (`RoomNumber,VlanId` at least, in any
 * order and case, `Room`/`VLAN` too); every other line is a row, checked as the table checks one
 * (against the stored rows and the file's earlier rows). An empty `RotateOn` is the default
 * rotation. Line numbers are the file's, the header being line 1.
 */
export function readImport(
  text: string,
  stored: readonly { RoomNumber: unknown; VlanId: unknown }[],
): ImportReport {
  const [header, ...records] = parseCsv(text);
  if (!header) return { error: 'The file is empty.' };
  const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
  const names = header.cells.map(key);
  const at = Object.fromEntries(
    Object.entries(CSV_COLUMNS).map(([field, aliases]) => [
      field,
      names.findIndex((name) => aliases.includes(name)),
    ]),
  ) as Record<keyof typeof CSV_COLUMNS, number>;
  if (at.RoomNumber < 0 || at.VlanId < 0) {
    return { error: `Line 1 must name the columns, e.g. ${CSV_HEADER}` };
  }
  if (records.length === 0) return { error: 'The file has no rows under its first line.' };
  const cell = (cells: string[], index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
  const rows = records.map(({ cells }) => ({
    RoomNumber: cell(cells, at.RoomNumber),
    VlanId: cell(cells, at.VlanId),
    IdentityPsk: cell(cells, at.IdentityPsk),
    RotateOn: cell(cells, at.RotateOn).toLowerCase() || PAN_DEFAULT_ROTATE_ON,
    DeviceLimit: cell(cells, at.DeviceLimit),
  }));
  const checks = checkPanRows(rows, stored);
  return {
    rows: records.map(({ line }, index) => {
      const check = checks[index];
      const row = rows[index] as PanMappingFormRow;
      return check?.ok
        ? { line, row, output: check.output }
        : { line, row, reason: describePanIssues(check?.issues ?? []) };
    }),
  };
}
