import type { PanMappingFormRow } from '@guestnet/validators';

/** One row of a preview: the file's line (an import), the room, its VLAN, and what happens to it. */
export interface PreviewRow {
  line?: number;
  row: PanMappingFormRow;
  /** Why the row is not created; none when it will be. */
  reason?: string | undefined;
}

/**
 * The rows a range or a file will create or refuse, as a plain table (read only, scrolling inside
 * the dialog), so a screen reader reads each row with its headings.
 */
export function BulkPreview({
  label,
  rows,
  showLine = false,
}: {
  label: string;
  rows: readonly PreviewRow[];
  showLine?: boolean;
}) {
  return (
    // Focusable, so the rows can be scrolled by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
    <section className="gn-pan-preview" aria-label={label} tabIndex={0}>
      <table>
        <caption className="gn-pan-hidden">{label}</caption>
        <thead>
          <tr>
            {showLine && <th scope="col">Line</th>}
            <th scope="col">Room</th>
            <th scope="col">VLAN ID</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, row, reason }, index) => (
            <tr key={line ?? index} className={reason ? 'gn-pan-refused' : undefined}>
              {showLine && <td>{line}</td>}
              <td>{row.RoomNumber}</td>
              <td>{row.VlanId}</td>
              <td>{reason ?? 'New'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
