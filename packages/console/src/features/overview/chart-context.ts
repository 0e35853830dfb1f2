import type { ReportTimeseries } from '@guestnet/sdk';

// The chart library and the colours: docs/decisions/chart-library.md. Each chart is memoised: the
// screen renders again on every answer and fetch state, and drawing all four charts again each
// time was a long task of its own; a chart draws when its own data or words change.

/** What every chart of the series gets: the series (once loaded), the range's words, the CSV's name. */
export interface ChartContext {
  series: ReportTimeseries | undefined;
  /** `over 7 days`, `today`. */
  during: string;
  fileName: string;
  /**
   * The range ends today: its last point (today, or this hour of a day's chart) is counted only
   * so far, and the charts mark it so (docs/decisions/overview-screen.md).
   */
  live: boolean;
}
