import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ReportLink } from './report-links';

/**
 * A chart's point as a link in the drawing, for the pointer: out of the tab order and inside the
 * picture a screen reader skips (the chart's table holds the same links, reachable by keyboard;
 * docs/decisions/overview-screen.md).
 */
export function PointLink({ link, children }: { link: ReportLink; children: ReactNode }) {
  return (
    <Link to={link.to} search={link.search} tabIndex={-1} className="gn-chart-point">
      {children}
    </Link>
  );
}
