/** A line's sample for a chart's legend: its colour, and dashed where the line is. */
export function LineSample({ colour, dashed = false }: { colour: string; dashed?: boolean }) {
  return (
    <svg width={28} height={10} aria-hidden>
      <line
        x1={0}
        x2={28}
        y1={5}
        y2={5}
        stroke={colour}
        strokeWidth={2.5}
        strokeDasharray={dashed ? '6 4' : undefined}
      />
    </svg>
  );
}
