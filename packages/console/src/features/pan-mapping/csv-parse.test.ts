import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';

describe('parseCsv (RFC 4180)', () => {
  it('splits records on CRLF, LF or CR and fields on commas, numbering lines from 1', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
      { line: 3, cells: ['e', 'f'] },
      { line: 4, cells: ['g', 'h'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and counts those lines', () => {
    expect(parseCsv('"101, east","say ""hi"""\r\n"two\r\nlines",x\r\nlast,1\r\n')).toEqual([
      { line: 1, cells: ['101, east', 'say "hi"'] },
      { line: 2, cells: ['two\r\nlines', 'x'] },
      { line: 4, cells: ['last', '1'] },
    ]);
  });

  it('drops a byte order mark and skips blank lines, keeping the line numbers true', () => {
    expect(parseCsv('\uFEFFRoom,VLAN\r\n\r\n101,2101\r\n\r\n')).toEqual([
      { line: 1, cells: ['Room', 'VLAN'] },
      { line: 3, cells: ['101', '2101'] },
    ]);
  });

  it('keeps empty fields, a trailing one included', () => {
    expect(parseCsv('101,,\n,2102,""')).toEqual([
      { line: 1, cells: ['101', '', ''] },
      { line: 2, cells: ['', '2102', ''] },
    ]);
  });

  it('keeps a stray quote inside an unquoted field, and reads an unclosed quote to the end', () => {
    expect(parseCsv('12"a,b\n"open,end')).toEqual([
      { line: 1, cells: ['12"a', 'b'] },
      { line: 2, cells: ['open,end'] },
    ]);
  });
});
