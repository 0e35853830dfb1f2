import type { TickRendererProps } from '@visx/axis';

/**
 * An axis tick's label as plain SVG text, for visx's `tickComponent`. visx's own label
 * (`@visx/text`) measures every word in the document so it can wrap, a style and layout pass per
 * new label while a chart first draws; a tick label never wraps, so nothing needs measuring.
 */
export function AxisTick({
  formattedValue,
  x,
  y,
  dx,
  dy,
  textAnchor,
  fontSize,
  fontFamily,
  fill,
}: TickRendererProps) {
  return (
    <text
      x={x}
      y={y}
      dx={dx}
      dy={dy}
      textAnchor={textAnchor}
      fontSize={fontSize}
      fontFamily={fontFamily}
      fill={fill}
    >
      {formattedValue}
    </text>
  );
}
