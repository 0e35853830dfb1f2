// docs/decisions/pan-mapping-bulk-save.md (why no CSV library)

/** One record of a CSV document, with the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads a CSV document (RFC 4180): fields separated by commas, records by CRLF, LF or CR; a
 * quoted field may hold commas, line breaks and doubled quotes (`""`); a leading byte order mark
 * is dropped; blank lines are skipped. Each record says the line it starts on, so a report can
 * name it. Lenient where a spreadsheet is: a stray quote inside an unquoted field is kept as is,
 * and an unclosed quote runs to the end.
 *
 * @example
 * parseCsv('Room,VLAN\r\n"101, east",2101\r\n')
 * // → [{ line: 1, cells: ['Room', 'VLAN'] }, { line: 2, cells: ['101, east', '2101'] }]
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is no record.
    if (touched) records.push({ line: start, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let at = 0; at < input.length; at += 1) {
    const char = input[at];
    if (quoted) {
      if (char === '"') {
        if (input[at + 1] === '"') {
          cell += '"';
          at += 1;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && input[at + 1] !== '\n')) line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[at + 1] === '\n') at += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      if (!touched) start = line;
      cell += char;
      touched = true;
    }
  }
  if (touched || cell !== '') endRecord();
  return records;
}
