import { describe, expect, it } from 'vitest';
import { readImport, saveAll } from './pan-mapping-data';

describe('readImport', () => {
  const stored = [{ RoomNumber: '201', VlanId: 2201 }];

  it('checks every row as the table does and names each rejected one by its line', () => {
    const file = [
      '\uFEFFRoom,VLAN,Identity PSK,Rotate on,Device limit',
      '101,2101,,checkin,4',
      '102,5000,,,',
      '',
      '201,2103,short,,',
      '"104",2104,"harbour,104-key",Manual,',
    ].join('\r\n');
    const report = readImport(file, stored);
    expect('rows' in report && report.rows.map(({ line, reason }) => [line, reason])).toEqual([
      [2, undefined],
      [3, 'VLAN ID: Vlan must be between 1 and 4094'],
      [5, 'Room: Must be unique; Identity PSK: Must be at least 8 characters'],
      [6, undefined],
    ]);
    expect('rows' in report && report.rows[3]?.output).toEqual({
      RoomNumber: '104',
      VlanId: 2104,
      IdentityPsk: 'harbour,104-key',
      RotateOn: 'manual',
      DeviceLimit: null,
    });
  });

  it('refuses a file without the room and VLAN columns, or without rows', () => {
    expect(readImport('a,b\n1,2', stored)).toEqual({
      error:
        'Line 1 must name the columns, e.g. RoomNumber,VlanId,IdentityPsk,RotateOn,DeviceLimit',
    });
    expect(readImport('RoomNumber,VlanId\r\n', stored)).toEqual({
      error: 'The file has no rows under its first line.',
    });
    expect(readImport('', stored)).toEqual({ error: 'The file is empty.' });
  });

  it('refuses the second of two rows of the file that share a VLAN id', () => {
    const report = readImport('RoomNumber,VlanId\n301,2301\n302,2301', []);
    expect('rows' in report && report.rows.map((row) => row.reason)).toEqual([
      undefined,
      'VLAN ID: Must be unique',
    ]);
  });
});

describe('saveAll', () => {
  it('runs at most the given number at once, keeps going after a failure and reports progress', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    const results = await saveAll(
      [1, 2, 3, 4, 5, 6, 7],
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (item === 3) throw new Error('Room 3 refused');
        return item * 10;
      },
      { concurrency: 3, onProgress: (done) => progress.push(done) },
    );
    expect(most).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(results[2]).toEqual({ ok: false, message: 'Room 3 refused' });
    expect(results.filter((result) => result.ok)).toHaveLength(6);
    expect(results[6]).toEqual({ ok: true, value: 70 });
  });
});
