import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleTestbed } from '../../../test/console-testbed';
import type { BatchRow } from './access-code-screen';
import { BatchProgress } from './batch-progress';

// A batch as `ListAccessCodeBatches` answers it, just saved (openapi/dbo.yaml, AccessCodeBatch).
const GALA: BatchRow = {
  Id: 7,
  OrgNumber: 'GN-1042',
  Name: 'Gala dinner',
  Strategy: 'random',
  Count: 500,
  CodeLength: 8,
  PlanId: 3,
  UsesPerCode: 1,
  Status: 'pending',
  Generated: 0,
  CreatedAt: '2026-11-27T20:00:00Z',
};

/** Renders the bar for `batch`; its poll answers `now` (the batch as the server has it). */
function renderProgress(batch: BatchRow, now: BatchRow = batch) {
  const bed = consoleTestbed({ fetch: async () => Response.json(now) });
  render(
    <Provider theme={defaultTheme}>
      <BatchProgress batch={batch} />
    </Provider>,
    { wrapper: bed.wrapper },
  );
}

describe('BatchProgress', () => {
  it('tells a screen reader that a queued batch is pending, though its bar has no value yet', () => {
    renderProgress(GALA);
    const bar = screen.getByRole('progressbar', { name: 'Generating “Gala dinner” · Pending' });
    // Indeterminate: no value to read, so the name is what says where the batch is.
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('reads a batch being made as its count so far, with the plain name', () => {
    const processing: BatchRow = { ...GALA, Status: 'processing', Generated: 250 };
    renderProgress(processing);
    const bar = screen.getByRole('progressbar', { name: 'Generating “Gala dinner”' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Processing 250 of 500');
    expect(bar.getAttribute('aria-valuenow')).toBe('250');
  });
});
